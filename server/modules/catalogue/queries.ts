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
    .select(['goods.id', 'goods.line', 'goods.slug', 'goods.name_en', 'goods.name_zh', 'goods.summary_en', 'goods.summary_zh', 'goods.price_cents', 'goods.compare_at_cents', 'goods.stock', 'goods.images', 'goods.featured', 'goods.is_new'])
    .select(categoryColumns)
    .where('goods.active', '=', true)
}

export type GoodsSummaryRow = Awaited<ReturnType<typeof searchGoods>>[number]

export async function listGoods(db: Db, filter: GoodsFilter) {
  let query = goodsSummaries(db).where('goods.line', '=', filter.line)
  if (filter.categorySlug) query = query.where('categories.slug', '=', filter.categorySlug)
  if (filter.brand) query = query.where('categories.brand', '=', filter.brand)
  if (filter.featuredOnly) query = query.where('goods.featured', '=', true)
  return query
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('categories.sort')
    .orderBy('goods.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
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
  if (filter.categorySlug) query = query.where('categories.slug', '=', filter.categorySlug)
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

export async function listCategories(db: Db, line: Line, brand?: string) {
  let query = db.selectFrom('categories').selectAll().where('line', '=', line)
  if (brand) query = query.where('brand', '=', brand)
  return query.orderBy('sort').orderBy('id').execute()
}

export async function listExchangeRates(db: Db) {
  return db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute()
}
