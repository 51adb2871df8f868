import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { categoryColumns, type GoodsSummaryRow } from '../../db/goods-summary.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface GoodsFilter {
  line: ProductLine
  categorySlug?: string
  brand?: string
  featuredOnly?: boolean
  limit: number
  offset: number
}

function goodsWithCategory(db: Db) {
  return db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .selectAll('goods')
    .select(categoryColumns)
    .where('goods.active', '=', true)
}

// A listing is the catalogue's hottest read: a prepared statement (db/prepared.ts), planned once
// per database session, then only executed. On PGlite planning was half of the query's cost.
// Deep pages: the page's keys are found first in the index (line, category_sort, id) alone, and
// only its 20 rows are read and joined; the count is the same index's. Sorting and counting every
// row of the line, as a plain offset does, made page 500 of a 20,000-product line slow.
const listingFilter = `goods.active and goods.line = $1
    and ($2::text is null or goods.category_id = (select id from categories where line = $1 and slug = $2 and published))
    and ($3::text is null or goods.category_id in (select id from categories where line = $1 and brand = $3))
    and (not $4::boolean or goods.featured)`
const listGoodsStatement = preparedStatement<GoodsSummaryRow & { total: number }>(`select goods.id, goods.line, goods.slug, goods.name_en,
    goods.name_zh, goods.summary_en, goods.summary_zh, goods.price_cents, goods.compare_at_cents, goods.stock, goods.images,
    goods.pending_images, goods.featured, goods.is_new, categories.slug as category_slug, categories.name_en as category_name_en,
    categories.name_zh as category_name_zh, categories.brand as brand, (select count(*) from goods where ${listingFilter}) as total
  from (select goods.id, goods.category_sort from goods where ${listingFilter}
    order by goods.category_sort, goods.id limit $5::integer offset $6::integer) as page
  inner join goods on goods.id = page.id
  inner join categories on categories.id = goods.category_id
  order by page.category_sort, page.id`)

/** One page of a listing with the count of the whole listing on every row: one query. */
export async function listGoods(db: Db, filter: GoodsFilter): Promise<(GoodsSummaryRow & { total: number })[]> {
  return listGoodsStatement.run(db, [
    filter.line,
    filter.categorySlug ?? null,
    filter.brand ?? null,
    filter.featuredOnly ?? false,
    filter.limit,
    filter.offset,
  ])
}

export async function findGoods(db: Db, line: ProductLine, id: number) {
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

/** The shop's category menus and filters: published categories only. */
export async function listCategories(db: Db, line: ProductLine, brand?: string) {
  let query = db.selectFrom('categories').selectAll().where('line', '=', line).where('published', '=', true)
  if (brand) query = query.where('brand', '=', brand)
  return query.orderBy('sort').orderBy('id').execute()
}

export async function listExchangeRates(db: Db) {
  return db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute()
}
