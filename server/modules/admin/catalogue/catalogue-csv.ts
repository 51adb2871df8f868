import { parse } from 'csv-parse/sync'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Locale } from '#contract/common.ts'
import { line as lineSchema } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import {
  catalogueCsvColumns,
  catalogueCsvColumnsWithoutCustoms,
  catalogueCsvColumnsWithoutParcel,
  customsCsvColumns,
  productFields,
  slugFromName,
  parcelCsvColumns,
  type CatalogueCsvColumn,
  type CatalogueImportProgress,
  type CatalogueImportResult,
  type ProductFields,
} from '#contract/admin.ts'
import type { Db, Trx } from '../../../db/database.ts'
import type { GoodsRow } from '../../../db/tables/catalogue.ts'
import { csvFile, csvText } from '../../../http/csv.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { translate, type Message, type MessageParams } from '../../../i18n/index.ts'
import { common } from '../../../i18n/common-messages.ts'
import { audit } from '../audit/service.ts'
import { csvMessages, problems as formProblems } from '../messages.ts'
import { shippingProblems } from '../shipping/messages.ts'
import { dangerousGoodsClasses, type DangerousGoodsClass } from '#contract/delivery.ts'
import { isIsoCountry } from '#contract/country-codes.ts'
import * as queries from './queries.ts'
import * as orders from '../../orders/index.ts'
import { snapshot } from './service.ts'
import { indexProducts } from '../../search/index.ts'
import { jobKind } from '../../../jobs/jobs.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export const maxImportBytes = 5 * 1024 * 1024
const maxRows = 5000
const stockReason = 'CSV import'

/** A row as the shop will hold it, once every column has been read and checked. */
interface ImportRow {
  line: number
  slug: string
  fields: ProductFields
  stock: number
  active: boolean
  /** Absent when the file has no parcel columns: the products' parcels stay as they are. */
  parcel?: Parcel
}

interface Problem {
  line: number
  field: CatalogueCsvColumn | ''
  message: Message
  params?: MessageParams
}

/** Which CSV column each of the contract's product fields is read from. */
const columnOf: Record<string, CatalogueCsvColumn> = { category_id: 'category', price_cents: 'price', compare_at_cents: 'compare_at_price' }

/** Dollars as written in the file ("499", "499.9", "499.90") to cents, without floating point; undefined when it is not that. */
function cents(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined
}

// A spreadsheet in Chinese writes 是 / 否 (yes / no) in the published column.
const yes = new Set(['yes', 'true', '1', '\u662f'])
const no = new Set(['no', 'false', '0', '\u5426', ''])

/** The line a record starts on: the parser counts to its end, and a quoted text may span lines. */
function startLine(raw: string, endLine: number): number {
  const inside = raw.replace(/^(?:\r?\n|\r)+/, '').replace(/(?:\r?\n|\r)$/, '')
  return endLine - (inside.match(/\r?\n|\r/g)?.length ?? 0)
}

interface Catalogue {
  /** `line/slug` → category id */
  categories: Map<string, number>
  /** slug → product */
  products: Map<string, GoodsRow>
}

/** Reads the file into checked rows and a problem list naming each bad row's line and column. */
function readFile(text: string, catalogue: Catalogue): { rows: ImportRow[]; problems: Problem[] } {
  const problems: Problem[] = []
  let records: Array<{ record: string[]; raw: string; info: { lines: number } }>
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records
  } catch (error) {
    const at = (error as { lines?: number }).lines ?? 1
    return { rows: [], problems: [{ line: at, field: '', message: csvMessages.malformed, params: { line: at } }] }
  }
  const [header, ...body] = records
  const columns: readonly CatalogueCsvColumn[] | undefined = [
    catalogueCsvColumns,
    catalogueCsvColumnsWithoutCustoms,
    catalogueCsvColumnsWithoutParcel,
  ].find((known) => header?.record.join(',') === known.join(','))
  if (!header || !columns) {
    return { rows: [], problems: [{ line: 1, field: '', message: csvMessages.header, params: { columns: catalogueCsvColumns.join(',') } }] }
  }
  if (body.length === 0) return { rows: [], problems: [{ line: 1, field: '', message: csvMessages.empty }] }
  if (body.length > maxRows) return { rows: [], problems: [{ line: 1, field: '', message: csvMessages.tooMany, params: { max: maxRows } }] }

  const rows: ImportRow[] = []
  const seen = new Map<string, number>()
  for (const { record, raw, info } of body) {
    const at = startLine(raw, info.lines)
    if (record.length !== columns.length) {
      problems.push({
        line: at,
        field: '',
        message: csvMessages.columnCount,
        params: { found: record.length, expected: columns.length },
      })
      continue
    }
    const cell = Object.fromEntries(columns.map((column, index) => [column, csvText(record[index])])) as Record<CatalogueCsvColumn, string>
    const before = problems.length
    const problem = (field: CatalogueCsvColumn, message: Message, params?: MessageParams) =>
      problems.push({ line: at, field, message, params })

    const line = lineSchema.safeParse(cell.line.trim())
    if (!line.success) problem('line', csvMessages.line, { lines: lineSchema.options.join(', ') })
    const categoryId = line.success ? catalogue.categories.get(`${line.data}/${cell.category.trim()}`) : undefined
    if (line.success && categoryId === undefined) problem('category', csvMessages.category)
    const price = cents(cell.price.trim())
    if (price === undefined || price < 1) problem('price', csvMessages.price)
    const compareAt = cell.compare_at_price.trim() === '' ? null : cents(cell.compare_at_price.trim())
    if (compareAt === undefined || compareAt === 0) problem('compare_at_price', csvMessages.compareAt)
    const stock = /^\d{1,7}$/.test(cell.stock.trim()) ? Number(cell.stock.trim()) : undefined
    if (stock === undefined || stock > 1_000_000) problem('stock', csvMessages.stock)
    const published = cell.published.trim().toLowerCase()
    if (!yes.has(published) && !no.has(published)) problem('published', csvMessages.published)
    const parcel =
      columns.length >= catalogueCsvColumnsWithoutCustoms.length
        ? { ...readParcel(cell, problem), ...(columns.length === catalogueCsvColumns.length ? readCustoms(cell, problem) : {}) }
        : undefined

    const slug = cell.slug.trim() === '' ? slugFromName(cell.name_en) : cell.slug.trim()
    const fields = productFields.safeParse({
      line: cell.line.trim(),
      category_id: categoryId ?? 1,
      slug,
      name_en: cell.name_en,
      name_zh: cell.name_zh,
      summary_en: cell.summary_en,
      summary_zh: cell.summary_zh,
      description_en: cell.description_en,
      description_zh: cell.description_zh,
      price_cents: price ?? 1,
      compare_at_cents: compareAt ?? null,
    })
    for (const issue of fields.success ? [] : fields.error.issues) {
      const key = String(issue.path[0] ?? '')
      if (key === 'line') continue
      const column = columnOf[key] ?? (key as CatalogueCsvColumn)
      if (issue.message === 'invalidText') problem(column, common.invalidText, { field: column })
      else if (formProblems[issue.message]) problem(column, formProblems[issue.message])
      else if (issue.code === 'too_big')
        problem(column, csvMessages.tooLong, { max: Number((issue as { maximum?: number | bigint }).maximum ?? 0) })
      else problem(column, csvMessages.invalid)
    }
    const first = seen.get(slug)
    if (slug && first !== undefined) problem('slug', csvMessages.duplicateSlug, { line: first })
    else seen.set(slug, at)

    if (problems.length === before && fields.success)
      rows.push({ line: at, slug, fields: fields.data, stock: stock!, active: yes.has(published), parcel })
  }
  return { rows, problems }
}

/** The parcel, and what the product is for customs when the file has those columns. */
type Parcel = Pick<GoodsRow, (typeof parcelCsvColumns)[number]> & Partial<Pick<GoodsRow, (typeof customsCsvColumns)[number]>>

const dangerousGoods = new Set<string>(dangerousGoodsClasses)

/** A whole number from 1 to `max` written in the file, null when empty; undefined when it is neither. */
function positive(text: string, max: number): number | null | undefined {
  const value = text.trim()
  if (value === '') return null
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : undefined
}

/** The parcel columns of a row: weight above 0 g, sides 1–1000 cm, watt-hours for (and only for) a lithium battery. */
function readParcel(cell: Record<CatalogueCsvColumn, string>, problem: (field: CatalogueCsvColumn, message: Message) => void): Parcel {
  const weight = positive(cell.weight_g, 2_000_000)
  if (weight === undefined) problem('weight_g', shippingProblems.parcelWeight)
  const sides = (['length_cm', 'width_cm', 'height_cm'] as const).map((column) => {
    const side = positive(cell[column], 1000)
    if (side === undefined) problem(column, shippingProblems.parcelSize)
    return side ?? null
  })
  const dgText = cell.dg_class.trim()
  if (dgText !== '' && !dangerousGoods.has(dgText)) problem('dg_class', csvMessages.invalid)
  const dgClass = dangerousGoods.has(dgText) ? (dgText as DangerousGoodsClass) : null
  const wh = positive(cell.dg_wh, 1_000_000)
  if (wh === undefined || (dgClass === 'lithium_battery') !== (wh !== null && wh !== undefined)) problem('dg_wh', shippingProblems.parcelWh)
  return { weight_g: weight ?? null, length_cm: sides[0], width_cm: sides[1], height_cm: sides[2], dg_class: dgClass, dg_wh: wh ?? null }
}

/** The customs columns of a row: a six-digit HS code and an ISO origin, each empty when not known. */
function readCustoms(
  cell: Record<CatalogueCsvColumn, string>,
  problem: (field: CatalogueCsvColumn, message: Message) => void,
): Pick<GoodsRow, (typeof customsCsvColumns)[number]> {
  const hs = cell.hs_code.trim()
  if (hs !== '' && !/^\d{6}$/.test(hs)) problem('hs_code', shippingProblems.hsCode)
  const origin = cell.origin_country.trim().toUpperCase()
  if (origin !== '' && !isIsoCountry(origin)) problem('origin_country', shippingProblems.originCountry)
  return { hs_code: hs || null, origin_country: origin || null }
}

const textColumns = ['name_en', 'name_zh', 'summary_en', 'summary_zh', 'description_en', 'description_zh'] as const

/** The columns whose values a row would change on the product it names. */
function changedColumns(row: ImportRow, product: GoodsRow): CatalogueCsvColumn[] {
  const changed: CatalogueCsvColumn[] = []
  if (row.fields.line !== product.line) changed.push('line')
  if (row.fields.category_id !== product.category_id) changed.push('category')
  for (const column of textColumns) if (row.fields[column] !== product[column]) changed.push(column)
  if (row.fields.price_cents !== product.price_cents) changed.push('price')
  if (row.fields.compare_at_cents !== product.compare_at_cents) changed.push('compare_at_price')
  if (row.stock !== product.stock) changed.push('stock')
  if (row.active !== product.active) changed.push('published')
  for (const column of parcelCsvColumns) if (row.parcel && row.parcel[column] !== product[column]) changed.push(column)
  for (const column of customsCsvColumns)
    if (row.parcel?.[column] !== undefined && row.parcel[column] !== (product[column]?.trim() ?? null)) changed.push(column)
  return changed
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [categories, products] = await Promise.all([queries.listCategorySlugs(db), queries.listAllProducts(db)])
  return {
    categories: new Map(categories.map((category) => [`${category.line}/${category.slug}`, category.id])),
    products: new Map(products.map((product) => [product.slug, product])),
  }
}

/** What rows would change on the products they name (by slug): each changed row with its columns. */
function changesOf(rows: ImportRow[], products: Map<string, GoodsRow>) {
  return rows.flatMap((row) => {
    const product = products.get(row.slug)
    const fields = product ? changedColumns(row, product) : [...catalogueCsvColumns]
    return fields.length ? [{ row, product, fields }] : []
  })
}

function plan(text: string, catalogue: Catalogue) {
  const { rows, problems } = readFile(text, catalogue)
  return { rows, problems, changes: changesOf(rows, catalogue.products) }
}

export interface ImportContext extends Pick<RequestContext, 'db' | 'now' | 'locale'> {
  /** The operator importing; null from the command line (no audit row: the log has no operator to name). */
  operatorId: number | null
}

function answer(
  ctx: ImportContext,
  applied: boolean,
  result: ReturnType<typeof plan>,
  importId: number | null = null,
): CatalogueImportResult {
  return {
    applied,
    import_id: importId,
    rows: result.rows.length + new Set(result.problems.map((problem) => problem.line)).size,
    unchanged: result.rows.length - result.changes.length,
    changes: result.changes.map(({ row, product, fields }) => ({
      line: row.line,
      slug: row.slug,
      action: product ? 'update' : 'create',
      fields,
    })),
    problems: result.problems.map((problem) => ({
      line: problem.line,
      field: problem.field,
      message: translate(problem.message, ctx.locale, problem.params),
    })),
  }
}

/** A dry run: what the file would change, and every row's problems; nothing is written. */
export async function previewImport(ctx: ImportContext, text: string): Promise<CatalogueImportResult> {
  return answer(ctx, false, plan(text, await loadCatalogue(ctx.db)))
}

/**
 * Rows written per transaction. A batch holds its products' locks and the embedded database's one
 * connection: 5,000 rows in one transaction held both for seconds, and the shop answered nobody.
 */
export const importBatchRows = 200

/** An import that has not moved for this long is not running: its worker or command stopped. */
const staleImportMs = 5 * 60_000

/** The file checked whole, as the dry run checks it: any problem refuses it (422, the problems in `data`). */
async function checkFile(ctx: ImportContext, text: string) {
  const checked = plan(text, await loadCatalogue(ctx.db))
  if (checked.problems.length)
    throw new ShopError(Code.invalid, csvMessages.refused, {
      params: { count: checked.problems.length },
      data: answer(ctx, false, checked),
    })
  return checked
}

/**
 * Starts an import's row (and whatever `start` writes with it) in one transaction. Imports run one
 * at a time (a unique index over those queued or applying): while one runs another is refused
 * (409) with how far the running one has got. One that has not moved for minutes is ended first.
 */
async function beginImport(ctx: ImportContext, start: (trx: Trx) => Promise<number>): Promise<number> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now()
      await queries.endStaleImports(trx, new Date(now.getTime() - staleImportMs), now)
      return start(trx)
    })
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error
    const running = await queries.latestImport(ctx.db)
    throw new ShopError(Code.conflict, csvMessages.busy, { params: { done: running?.done ?? 0, total: running?.total ?? 0 } })
  }
}

/** What applying an import needs of the job queue: its job, written with the import's row. */
export interface ImportJobs {
  enqueue(trx: Trx, importId: number): Promise<void>
}

/**
 * Applying from the back office: the file is checked whole (any problem and nothing is written),
 * its checked rows are kept in the import's row (`catalogue_imports`) and a job is queued to write
 * them (`runImport`); the answer is the plan and the import's id, whose progress
 * `GET /products/import` answers. The request never writes a product.
 */
export async function queueImport(ctx: ImportContext, jobs: ImportJobs, text: string): Promise<CatalogueImportResult> {
  const checked = await checkFile(ctx, text)
  const importId = await beginImport(ctx, async (trx) => {
    const now = ctx.now()
    const { id } = await queries.startImport(trx, {
      operator_id: ctx.operatorId,
      total: checked.rows.length,
      rows: JSON.stringify(checked.rows),
      started_at: now,
      touched_at: now,
    })
    await jobs.enqueue(trx, id)
    return id
  })
  return answer(ctx, false, checked, importId)
}

/** The job that writes a queued import. Each run goes on from the rows already written. */
export const catalogueImportJob = jobKind('catalogue.import', z.object({ importId: z.number().int().positive() }), {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  // A 5,000-row file takes about a minute on a busy embedded database; the heartbeat tells a dead worker.
  expireInSeconds: 900,
  heartbeatSeconds: 10,
})

/**
 * The job: writes the import's rows in batches from where it got to (a worker that died midway
 * is taken up again, and goes on), then marks it done and empties its rows. A batch that fails
 * marks the import failed, which the back office shows; the batches before it stay written, and
 * importing the same file again finishes it. An import already ended (found stale) is left alone.
 */
export async function runImport(ctx: Pick<ImportContext, 'db' | 'now'> & { log: FastifyBaseLogger }, importId: number): Promise<void> {
  const claimed = await queries.claimImport(ctx.db, importId, ctx.now())
  if (!claimed) return
  const importer = { db: ctx.db, now: ctx.now, locale: 'en' as const, operatorId: claimed.operator_id }
  try {
    await applyRows(importer, importId, claimed.rows as ImportRow[], claimed.done)
  } catch (error) {
    ctx.log.error({ err: error, importId }, 'catalogue import failed midway')
    // If even this fails (the database gone), the job is tried again and goes on from the last batch.
    await queries.finishImport(ctx.db, importId, 'failed', ctx.now(), error instanceof Error ? error.message : String(error))
    return
  }
  await queries.finishImport(ctx.db, importId, 'done', ctx.now())
}

/**
 * Applying from the command line, at once (no worker may be running): checked whole as above,
 * then written in the same batches, counted in the same progress row. A batch that fails leaves
 * the batches before it written and the import marked failed: importing the same file again finishes it.
 */
export async function applyImport(ctx: ImportContext, text: string): Promise<CatalogueImportResult> {
  const checked = await checkFile(ctx, text)
  const importId = await beginImport(ctx, async (trx) => {
    const now = ctx.now()
    const { id } = await queries.startImport(trx, {
      operator_id: ctx.operatorId,
      state: 'applying',
      total: checked.rows.length,
      rows: null,
      started_at: now,
      touched_at: now,
    })
    return id
  })
  let changes: ReturnType<typeof changesOf>
  try {
    changes = await applyRows(ctx, importId, checked.rows, 0)
  } catch (error) {
    await queries.finishImport(ctx.db, importId, 'failed', ctx.now(), error instanceof Error ? error.message : String(error))
    throw error
  }
  await queries.finishImport(ctx.db, importId, 'done', ctx.now())
  return answer(ctx, true, { ...checked, changes }, importId)
}

/** Writes the rows from `from` on, `importBatchRows` at a time, each batch its own transaction. */
async function applyRows(ctx: ImportContext, importId: number, rows: ImportRow[], from: number) {
  const changes: ReturnType<typeof changesOf> = []
  for (let start = from; start < rows.length; start += importBatchRows) {
    const batch = rows.slice(start, start + importBatchRows)
    changes.push(...(await ctx.db.transaction().execute((trx) => applyBatch(ctx, trx, batch, importId))))
  }
  return changes
}

/**
 * Writes one batch of checked rows in the caller's transaction: locks its products, plans its
 * rows again against them as they now are, writes them, their search index and stock history,
 * and counts them in the import's progress.
 */
async function applyBatch(ctx: ImportContext, trx: Trx, rows: ImportRow[], importId: number) {
  const locked = await queries.lockProductsBySlug(
    trx,
    rows.map((row) => row.slug),
  )
  const changes = changesOf(rows, new Map(locked.map((product) => [product.slug, product])))
  const now = ctx.now()
  const stock = new Map<number, number>()
  const reindex: number[] = []
  for (const { row, product, fields } of changes) {
    // As in the editor, stock and publishing alone leave the version (and an open form) alone;
    // the search index reads them from goods, so only the other columns need it written again.
    const texts = fields.some((field) => field !== 'stock' && field !== 'published')
    const version = product && texts ? product.version + 1 : product?.version
    const next = product
      ? await queries.updateProduct(trx, product.id, { ...row.fields, ...row.parcel, active: row.active, version })
      : await queries.insertProduct(trx, {
          ...row.fields,
          ...row.parcel,
          stock: 0,
          active: row.active,
          images: '[]',
          sizes: '[]',
          specs: '[]',
          featured: false,
          is_new: true,
        })
    stock.set(next.id, row.stock)
    if (texts) reindex.push(next.id)
    if (ctx.operatorId !== null)
      await audit(trx, now, {
        operatorId: ctx.operatorId,
        action: product ? 'product.import' : 'product.create',
        subject: `goods:${next.id}`,
        before: product ? snapshot(product) : null,
        after: snapshot({ ...next, stock: row.stock }),
      })
  }
  // In the same transaction, as the editor does: what a batch writes is searchable once it commits.
  await indexProducts(trx, reindex)
  // Stock goes through the orders module's one door, which keeps each change in the stock history.
  if (stock.size) await orders.setStockLevels(trx, stock, { source: 'import', operatorId: ctx.operatorId, reason: stockReason }, now)
  const created = changes.filter((change) => !change.product).length
  await queries.countImported(trx, importId, { rows: rows.length, created, updated: changes.length - created }, now)
  return changes
}

/** How far the latest import has got, for the back office to show (also after a reload); why a failed one stopped, in `locale`. */
export async function importProgress(db: Db, locale: Locale): Promise<CatalogueImportProgress> {
  const row = await queries.latestImport(db)
  if (!row) return null
  return {
    ...row,
    message: row.state === 'failed' ? translate(csvMessages.stopped, locale, { done: row.done, total: row.total }) : null,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }
}

/** Every product in the import's columns: exported, edited in a spreadsheet, imported again. */
export async function exportCatalogue(db: Db): Promise<string> {
  const rows = await queries.listProductsForExport(db)
  const dollars = (amount: number | null) => (amount === null ? '' : `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`)
  return csvFile(
    catalogueCsvColumns,
    rows.map((row) => [
      row.slug,
      row.line,
      row.category,
      row.name_en,
      row.name_zh,
      row.summary_en,
      row.summary_zh,
      row.description_en,
      row.description_zh,
      dollars(row.price_cents),
      dollars(row.compare_at_cents),
      row.stock,
      row.active ? 'yes' : 'no',
      ...parcelCsvColumns.map((column) => row[column] ?? ''),
      ...customsCsvColumns.map((column) => row[column]?.trim() ?? ''),
    ]),
  )
}
