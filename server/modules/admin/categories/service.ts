import { Code } from '#contract/envelope.ts'
import {
  fixedCategoryLines,
  isPageCategory,
  type AdminCategory,
  type AdminLine,
  type CategoryFields,
  type CategoryTexts,
} from '#contract/admin.ts'
import { line as lineSchema } from '#contract/common.ts'
import type { Db } from '../../../db/database.ts'
import type { CategoryRow } from '../../../db/tables/catalogue.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import { messages } from '../messages.ts'
import * as queries from './queries.ts'
import { indexCategories } from '../../search/index.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type CategoryContext = Pick<RequestContext, 'db' | 'now'>

const rowOf = (record: queries.CategoryRecord): AdminCategory => ({ ...record, products: Number(record.products ?? 0) })

/** What the audit keeps of a category: everything an operator can change. */
const snapshot = (row: CategoryRow) => ({
  line: row.line,
  slug: row.slug,
  brand: row.brand,
  name_en: row.name_en,
  name_zh: row.name_zh,
  sort: row.sort,
  published: row.published,
  version: row.version,
})

export async function listCategories(db: Db, filter: queries.CategoryFilter): Promise<AdminCategory[]> {
  return (await queries.listCategories(db, filter)).map(rowOf)
}

async function categoryRow(db: Db, id: number): Promise<AdminCategory> {
  const record = await queries.findCategory(db, id)
  if (!record) throw new ShopError(Code.notFound, messages.categoryNotFound)
  return rowOf(record)
}

/** A new category starts published (an empty one shows nowhere a shopper would miss it), in a line whose pages list categories. */
export async function createCategory(ctx: CategoryContext, operatorId: number, fields: CategoryFields): Promise<AdminCategory> {
  if (fixedCategoryLines.includes(fields.line)) throw new ShopError(Code.invalid, messages.categoryFixedLine)
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (await queries.slugTaken(trx, fields.line, fields.slug)) throw new ShopError(Code.conflict, messages.categorySlugTaken)
    const row = await queries.insertCategory(trx, fields)
    await indexCategories(trx, [row.id])
    await audit(trx, ctx.now(), {
      operatorId,
      action: 'category.create',
      subject: `category:${row.id}`,
      before: null,
      after: snapshot(row),
    })
    return row.id
  })
  return categoryRow(ctx.db, id)
}

/** One change on a locked category; `version` (when given) must be the one the operator's form loaded. */
async function change(
  ctx: CategoryContext,
  operatorId: number,
  id: number,
  version: number | null,
  action: (row: CategoryRow) => string | null,
  values: (row: CategoryRow) => Partial<CategoryTexts> & { published?: boolean },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await queries.lockCategory(trx, id)
    if (!row) throw new ShopError(Code.notFound, messages.categoryNotFound)
    if (version !== null && row.version !== version)
      throw new ShopError(Code.conflict, messages.categoryStale, { data: { version: row.version } })
    const name = action(row)
    if (name === null) return
    const next = await queries.updateCategory(trx, id, values(row))
    // Renamed or sorted anew: searchable by its new names, its products listed in its new place.
    await indexCategories(trx, [id])
    await audit(trx, ctx.now(), { operatorId, action: name, subject: `category:${id}`, before: snapshot(row), after: snapshot(next) })
  })
  return categoryRow(ctx.db, id)
}

export const updateCategory = (ctx: CategoryContext, operatorId: number, id: number, version: number, texts: CategoryTexts) =>
  change(
    ctx,
    operatorId,
    id,
    version,
    () => 'category.update',
    () => texts,
  )

/** Unpublished, a category leaves the shop's menus and filters; the categories the shop opens by address stay. */
export const setPublished = (ctx: CategoryContext, operatorId: number, id: number, published: boolean) =>
  change(
    ctx,
    operatorId,
    id,
    null,
    (row) => {
      if (row.published === published) return null
      if (!published && isPageCategory(row)) throw new ShopError(Code.invalid, messages.categoryHasPage)
      return published ? 'category.publish' : 'category.unpublish'
    },
    () => ({ published }),
  )

/** Every line the shop sells (fixed by the spec's addresses), with its counts; lines without rows count 0. */
export async function listLines(db: Db): Promise<AdminLine[]> {
  const { categoryRows, goodsRows } = await queries.lineCounts(db)
  return lineSchema.options.map((line) => {
    const categories = categoryRows.find((row) => row.line === line)
    const goods = goodsRows.find((row) => row.line === line)
    return {
      line,
      categories: Number(categories?.total ?? 0),
      unpublished_categories: Number(categories?.unpublished ?? 0),
      products: Number(goods?.total ?? 0),
      published_products: Number(goods?.published ?? 0),
      missing_en: Number(categories?.missing_en ?? 0) + Number(goods?.missing_en ?? 0),
      missing_zh: Number(categories?.missing_zh ?? 0) + Number(goods?.missing_zh ?? 0),
    }
  })
}
