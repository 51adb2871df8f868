import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Line } from '../../db/tables/catalogue.ts'

export interface GoodsFilter {
  line: Line
  categorySlug?: string
  brand?: string
  featuredOnly?: boolean
  limit: number
  offset: number
}

const categoryColumns = ['categories.slug as category_slug', 'categories.name_en as category_name_en', 'categories.name_zh as category_name_zh', 'categories.brand as brand'] as const

function goodsWithCategory(db: Db) {
  return db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .selectAll('goods')
    .select(categoryColumns)
    .where('goods.active', '=', true)
}

/** What a listing shows: no descriptions or specs, which are most of a row's bytes. */
function goodsSummaries(db: Db) {
  return db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select(['goods.id', 'goods.line', 'goods.slug', 'goods.name_en', 'goods.name_zh', 'goods.summary_en', 'goods.summary_zh', 'goods.price_cents', 'goods.compare_at_cents', 'goods.stock', 'goods.images', 'goods.pending_images', 'goods.featured', 'goods.is_new'])
    .select(categoryColumns)
    .where('goods.active', '=', true)
}

export type GoodsSummaryRow = Awaited<ReturnType<typeof searchGoods>>[number]

// A listing is the catalogue's hottest read: a prepared statement, planned once per database
// session, then only executed. On PGlite planning was half of the query's cost.
const listGoodsStatement = 'catalogue_list_goods'
const prepareListGoods = sql.raw(`prepare ${listGoodsStatement} (text, text, text, boolean, integer, integer) as
  select goods.id, goods.line, goods.slug, goods.name_en, goods.name_zh, goods.summary_en, goods.summary_zh,
    goods.price_cents, goods.compare_at_cents, goods.stock, goods.images, goods.pending_images, goods.featured, goods.is_new,
    categories.slug as category_slug, categories.name_en as category_name_en, categories.name_zh as category_name_zh,
    categories.brand as brand, count(*) over () as total
  from goods inner join categories on categories.id = goods.category_id
  where goods.active = true and goods.line = $1
    and ($2::text is null or (categories.slug = $2 and categories.published))
    and ($3::text is null or categories.brand = $3)
    and (not $4 or goods.featured = true)
  order by categories.sort, goods.id
  limit $5 offset $6`)

/** PostgreSQL's codes: the statement is not prepared in this session / already is. */
const notPrepared = '26000'
const alreadyPrepared = '42P05'
const codeOf = (error: unknown) => (error as { code?: unknown }).code

/** One page of a listing with the count of the whole listing on every row: one query. */
export async function listGoods(db: Db, filter: GoodsFilter): Promise<(GoodsSummaryRow & { total: number })[]> {
  // One connection for the statement and its preparation: prepared statements live per session.
  return db.connection().execute(async (connection) => {
    // EXECUTE takes no bind parameters: its arguments are literals, escaped by Kysely.
    const args = [filter.line, filter.categorySlug ?? null, filter.brand ?? null, filter.featuredOnly ?? false, filter.limit, filter.offset].map((value) => sql.lit(value))
    const run = async () => (await sql<GoodsSummaryRow & { total: number }>`execute ${sql.raw(listGoodsStatement)}(${sql.join(args)})`.execute(connection)).rows
    try {
      return await run()
    } catch (error) {
      if (codeOf(error) !== notPrepared) throw error
      await prepareListGoods.execute(connection).catch((failure: unknown) => {
        if (codeOf(failure) !== alreadyPrepared) throw failure
      })
      return run()
    }
  })
}

export async function findGoods(db: Db, line: Line, id: number) {
  return goodsWithCategory(db).where('goods.line', '=', line).where('goods.id', '=', id).executeTakeFirst()
}

export async function countGoods(db: Db, filter: Omit<GoodsFilter, 'limit' | 'offset'>): Promise<number> {
  let query = db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('goods.active', '=', true)
    .where('goods.line', '=', filter.line)
  if (filter.categorySlug) query = query.where('categories.slug', '=', filter.categorySlug).where('categories.published', '=', true)
  if (filter.brand) query = query.where('categories.brand', '=', filter.brand)
  if (filter.featuredOnly) query = query.where('goods.featured', '=', true)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Matches the English and the Chinese name; `%` and `_` typed by a shopper match literally. */
export async function searchGoods(db: Db, line: Line, term: string, limit: number) {
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return goodsSummaries(db)
    .where('goods.line', '=', line)
    .where((eb) => eb.or([eb('goods.name_en', 'ilike', pattern), eb('goods.name_zh', 'ilike', pattern)]))
    .orderBy('goods.featured', 'desc')
    .orderBy('goods.id')
    .limit(limit)
    .execute()
}

/** The shop's category menus and filters: published categories only. */
export async function listCategories(db: Db, line: Line, brand?: string) {
  let query = db.selectFrom('categories').selectAll().where('line', '=', line).where('published', '=', true)
  if (brand) query = query.where('brand', '=', brand)
  return query.orderBy('sort').orderBy('id').execute()
}

export async function listExchangeRates(db: Db) {
  return db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute()
}
