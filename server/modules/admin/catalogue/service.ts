import { Code } from '#contract/envelope.ts'
import type { AdminProduct, ProductFields } from '#contract/admin.ts'
import type { Db, Trx } from '../../../db/database.ts'
import type { GoodsRow } from '../../../db/tables/catalogue.ts'
import { ShopError } from '../../../http/shop-error.ts'
import * as orders from '../../orders/index.ts'
import { audit } from '../audit/service.ts'
import { messages } from '../messages.ts'
import type { ImageStore } from './image-store.ts'
import { filesOfPicture, type CopyJobs } from './responsive-copies.ts'
import * as queries from './queries.ts'
import { indexProducts } from '../../search/index.ts'
import { thumbUrl } from '../../../http/media-url.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export interface CatalogueContext extends Pick<RequestContext, 'db' | 'now'> {
  images: ImageStore
  copies: CopyJobs
  /** Where the media are served: MEDIA_ORIGIN or /media. */
  mediaBase: string
}

/** What the audit keeps of a product: everything an operator can change. */
export const snapshot = (row: GoodsRow) => ({
  line: row.line,
  category_id: row.category_id,
  slug: row.slug,
  name_en: row.name_en,
  name_zh: row.name_zh,
  summary_en: row.summary_en,
  summary_zh: row.summary_zh,
  description_en: row.description_en,
  description_zh: row.description_zh,
  price_cents: row.price_cents,
  compare_at_cents: row.compare_at_cents,
  hs_code: row.hs_code,
  origin_country: row.origin_country?.trim() ?? null,
  stock: row.stock,
  images: row.images,
  active: row.active,
  version: row.version,
})

async function checkFields(trx: Db, fields: ProductFields, id: number) {
  const category = await queries.findCategory(trx, fields.category_id)
  if (!category || category.line !== fields.line) throw new ShopError(Code.invalid, messages.noCategory)
  if (await queries.slugTaken(trx, fields.slug, id)) throw new ShopError(Code.conflict, messages.slugTaken)
}

/** A new product starts unpublished, with no stock: it goes live when an operator publishes it. */
export async function createProduct(ctx: CatalogueContext, operatorId: number, fields: ProductFields): Promise<GoodsRow> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkFields(trx, fields, 0)
    const row = await queries.insertProduct(trx, {
      ...fields,
      stock: 0,
      images: '[]',
      sizes: '[]',
      specs: '[]',
      featured: false,
      is_new: true,
      active: false,
    })
    await indexProducts(trx, [row.id])
    await audit(trx, ctx.now(), { operatorId, action: 'product.create', subject: `goods:${row.id}`, before: null, after: snapshot(row) })
    return row
  })
}

/**
 * Runs one change on a locked product. `version` is the one the operator's form loaded: if
 * someone saved in between, the change is refused instead of silently overwriting theirs.
 * Only the form's fields (texts, price, category, address name) move the version: publishing,
 * stock and images change on their own, so they neither refuse nor discard an edit in progress.
 */
async function change(
  ctx: CatalogueContext,
  operatorId: number,
  id: number,
  version: number | null,
  action: string,
  apply: (trx: Trx, row: GoodsRow) => Promise<GoodsRow>,
): Promise<GoodsRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await queries.lockProduct(trx, id)
    if (!row) throw new ShopError(Code.notFound, messages.productNotFound)
    if (version !== null && row.version !== version) throw new ShopError(Code.conflict, messages.stale, { data: { version: row.version } })
    const next = await apply(trx, row)
    await audit(trx, ctx.now(), { operatorId, action, subject: `goods:${id}`, before: snapshot(row), after: snapshot(next) })
    return next
  })
}

export const updateProduct = (ctx: CatalogueContext, operatorId: number, id: number, version: number, fields: ProductFields) =>
  change(ctx, operatorId, id, version, 'product.update', async (trx, row) => {
    await checkFields(trx, fields, id)
    const next = await queries.updateProduct(trx, id, { ...fields, version: row.version + 1 })
    // In the same transaction: the edit is searchable the moment it commits.
    await indexProducts(trx, [id])
    return next
  })

export const setPublished = (ctx: CatalogueContext, operatorId: number, id: number, active: boolean) =>
  change(ctx, operatorId, id, null, active ? 'product.publish' : 'product.unpublish', (trx) => queries.updateProduct(trx, id, { active }))

/** Sets the stock; the orders module keeps the change in the product's stock history. */
export const setStock = (ctx: CatalogueContext, operatorId: number, id: number, stock: number, reason: string) =>
  change(ctx, operatorId, id, null, 'product.stock', async (trx) => {
    await orders.setStockLevels(trx, new Map([[id, stock]]), { source: 'operator', operatorId, reason }, ctx.now())
    return (await queries.findProduct(trx, id))!
  })

/**
 * Resizes and stores an upload first (outside the lock), then adds it to the product as pending:
 * its responsive copies are made by a job after this answers, and the shop serves the master
 * until they exist.
 */
export async function addImage(ctx: CatalogueContext, operatorId: number, id: number, upload: Buffer): Promise<GoodsRow> {
  const product = await queries.findProduct(ctx.db, id)
  if (!product) throw new ShopError(Code.notFound, messages.productNotFound)
  const path = await ctx.images.save(product.line, product.slug, upload)
  return change(ctx, operatorId, id, null, 'product.image', async (trx, locked) => {
    const row = await queries.updateProduct(trx, id, {
      images: JSON.stringify([...locked.images, path]),
      pending_images: JSON.stringify([...locked.pending_images, path]),
    })
    await ctx.copies.enqueue(trx, path)
    return row
  })
}

/** Takes a picture off the product, then deletes its files (master, thumbnail, copies) from the media host. */
export async function removeImage(ctx: CatalogueContext, operatorId: number, id: number, path: string): Promise<GoodsRow> {
  const row = await change(ctx, operatorId, id, null, 'product.image.remove', async (trx, locked) => {
    if (!locked.images.includes(path)) throw new ShopError(Code.notFound, messages.imageNotFound)
    const keep = (list: string[]) => JSON.stringify(list.filter((entry) => entry !== path))
    return queries.updateProduct(trx, id, { images: keep(locked.images), pending_images: keep(locked.pending_images) })
  })
  // Uploads are 800 pixels wide (image-store.ts); copies never made are simply not there.
  await ctx.images.files.remove(filesOfPicture(path, 800))
  return row
}

/** The product as the back office shows it, with its stock history, newest first. */
export async function productDetail(ctx: CatalogueContext, id: number): Promise<AdminProduct> {
  const row = await queries.findProduct(ctx.db, id)
  if (!row) throw new ShopError(Code.notFound, messages.productNotFound)
  const history = await queries.listStockChanges(ctx.db, id)
  return {
    ...snapshot(row),
    id: row.id,
    created_at: row.created_at.toISOString(),
    thumbs: row.images.map((path) => thumbUrl(ctx.mediaBase, path)),
    stock_history: history.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })),
  }
}

export async function listProducts(ctx: CatalogueContext, filter: queries.ProductFilter) {
  const { rows, total } = await queries.listProducts(ctx.db, filter)
  return { list: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total }
}
