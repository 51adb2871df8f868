import { sql, type Insertable } from 'kysely'
import type { Db, Trx } from '../../../db/database.ts'
import type { GoodsUpdate, NewGoods } from '../../../db/tables/catalogue.ts'
import type { CatalogueImportTable } from '../../../db/tables/back-office.ts'

export interface ProductFilter {
  line?: string
  q?: string
  missing?: 'en' | 'zh-cn'
  active?: boolean
  sort: 'id' | 'name_en' | 'price_cents' | 'stock' | 'created_at'
  desc: boolean
  limit: number
  offset: number
}

const listColumns = [
  'id',
  'line',
  'category_id',
  'slug',
  'name_en',
  'name_zh',
  'price_cents',
  'stock',
  'active',
  'images',
  'version',
  'created_at',
] as const

export async function listProducts(db: Db, filter: ProductFilter) {
  let query = db.selectFrom('goods')
  if (filter.line) query = query.where('line', '=', filter.line as NewGoods['line'])
  if (filter.active !== undefined) query = query.where('active', '=', filter.active)
  if (filter.q)
    query = query.where((eb) =>
      eb.or([eb('name_en', 'ilike', `%${filter.q}%`), eb('name_zh', 'ilike', `%${filter.q}%`), eb('slug', 'ilike', `%${filter.q}%`)]),
    )
  if (filter.missing === 'en')
    query = query.where((eb) => eb.or([eb('name_en', '=', ''), eb('summary_en', '=', ''), eb('description_en', '=', '')]))
  if (filter.missing === 'zh-cn')
    query = query.where((eb) => eb.or([eb('name_zh', '=', ''), eb('summary_zh', '=', ''), eb('description_zh', '=', '')]))
  const [rows, count] = await Promise.all([
    query
      .select(listColumns)
      .orderBy(filter.sort, filter.desc ? 'desc' : 'asc')
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findProduct = (db: Db, id: number) => db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst()
export const lockProduct = (db: Trx, id: number) => db.selectFrom('goods').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
export const findCategory = (db: Db, id: number) =>
  db.selectFrom('categories').select(['id', 'line']).where('id', '=', id).executeTakeFirst()
export const slugTaken = async (db: Db, slug: string, exceptId: number) =>
  Boolean(await db.selectFrom('goods').select('id').where('slug', '=', slug).where('id', '!=', exceptId).executeTakeFirst())

export const insertProduct = (db: Db, values: NewGoods) => db.insertInto('goods').values(values).returningAll().executeTakeFirstOrThrow()
export const updateProduct = (db: Db, id: number, values: GoodsUpdate) =>
  db.updateTable('goods').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()

export const listStockChanges = (db: Db, goodsId: number) =>
  db
    .selectFrom('stock_changes')
    .leftJoin('operators', 'operators.id', 'stock_changes.operator_id')
    .leftJoin('orders', 'orders.id', 'stock_changes.order_id')
    .select([
      'stock_changes.id',
      'stock_changes.before',
      'stock_changes.after',
      'stock_changes.reason',
      'stock_changes.source',
      'orders.order_no',
      'stock_changes.created_at',
      'operators.email as operator',
    ])
    .where('goods_id', '=', goodsId)
    .orderBy('stock_changes.id', 'desc')
    .limit(200)
    .execute()

// Uploaded pictures whose responsive copies are still to be made (responsive-copies.ts).
const listsPicture = (path: string) => sql<boolean>`pending_images @> jsonb_build_array(${path}::text)`
export const isPendingImage = async (db: Db, path: string) =>
  Boolean(await db.selectFrom('goods').select('id').where(listsPicture(path)).executeTakeFirst())
export const markCopiesMade = (db: Db, path: string) =>
  db
    .updateTable('goods')
    .set({ pending_images: sql`pending_images - ${path}::text` })
    .where(listsPicture(path))
    .execute()

// The catalogue in bulk (catalogue-csv.ts).
export const listCategorySlugs = (db: Db) => db.selectFrom('categories').select(['id', 'line', 'slug']).execute()
/** Every product, read without a lock (a dry run, a file checked whole). */
export const listAllProducts = (db: Db) => db.selectFrom('goods').selectAll().execute()
/** The products an import's batch names, locked in id order for the batch's transaction. */
export async function lockProductsBySlug(trx: Trx, slugs: string[]) {
  if (slugs.length === 0) return []
  return trx.selectFrom('goods').selectAll().where('slug', 'in', slugs).orderBy('id').forUpdate().execute()
}

// An import's progress, counted batch by batch in the batches' own transactions.
export const startImport = (db: Db, values: Insertable<CatalogueImportTable>) =>
  db.insertInto('catalogue_imports').values(values).returning('id').executeTakeFirstOrThrow()
/** Ends the imports still queued or applying that have not moved since `before`: their worker or command died. */
export const endStaleImports = (db: Db, before: Date, now: Date) =>
  db
    .updateTable('catalogue_imports')
    .set({
      state: 'failed',
      failure: 'did not move for minutes: its worker or command stopped',
      rows: null,
      finished_at: now,
      touched_at: now,
    })
    .where('state', 'in', ['queued', 'applying'])
    .where('touched_at', '<', before)
    .execute()
/** Takes up a queued import (or one whose job is run again), with its rows and how far it got; undefined once it has ended. */
export const claimImport = (db: Db, id: number, now: Date) =>
  db
    .updateTable('catalogue_imports')
    .set({ state: 'applying', touched_at: now })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'applying'])
    .returning(['rows', 'done', 'operator_id'])
    .executeTakeFirst()
export const countImported = (db: Db, id: number, counts: { rows: number; created: number; updated: number }, now: Date) =>
  db
    .updateTable('catalogue_imports')
    .set((eb) => ({
      done: eb('done', '+', counts.rows),
      created: eb('created', '+', counts.created),
      updated: eb('updated', '+', counts.updated),
      touched_at: now,
    }))
    .where('id', '=', id)
    .execute()
export const finishImport = (db: Db, id: number, state: 'done' | 'failed', now: Date, failure: string | null = null) =>
  db.updateTable('catalogue_imports').set({ state, failure, rows: null, finished_at: now, touched_at: now }).where('id', '=', id).execute()
export const latestImport = (db: Db) =>
  db
    .selectFrom('catalogue_imports')
    .select(['id', 'state', 'done', 'total', 'created', 'updated', 'started_at', 'finished_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()

export const listProductsForExport = (db: Db) =>
  db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select([
      'goods.weight_g',
      'goods.length_cm',
      'goods.width_cm',
      'goods.height_cm',
      'goods.dg_class',
      'goods.dg_wh',
      'goods.hs_code',
      'goods.origin_country',
      'goods.slug',
      'goods.line',
      'categories.slug as category',
      'goods.name_en',
      'goods.name_zh',
      'goods.summary_en',
      'goods.summary_zh',
      'goods.description_en',
      'goods.description_zh',
      'goods.price_cents',
      'goods.compare_at_cents',
      'goods.stock',
      'goods.active',
    ])
    .orderBy('goods.line')
    .orderBy('goods.id')
    .execute()
