import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Line } from '../../db/tables/catalogue.ts'
import { categoryColumns, summaryColumns, type GoodsSummaryRow } from '../../db/goods-summary.ts'
import type { ProductTexts, CategoryTexts } from './documents.ts'
import type { SearchQueries, WordLookup } from './tsquery.ts'

// ---- Writing the index (inside the caller's transaction) ----

export const productTexts = (db: Db, ids: number[]): Promise<(ProductTexts & { id: number })[]> =>
  db.selectFrom('goods').select(['id', 'name_en', 'name_zh', 'summary_en', 'summary_zh', 'description_en', 'description_zh']).where('id', 'in', ids).execute()

export const categoryTexts = (db: Db, ids: number[]): Promise<(CategoryTexts & { id: number })[]> =>
  db.selectFrom('categories').select(['id', 'name_en', 'name_zh', 'brand']).where('id', 'in', ids).execute()

export interface ProductIndexRow {
  id: number
  name: string
  own: string
}

/** Writes products' index rows; the document takes the category's words as they are now. */
export async function writeProductIndex(db: Db, rows: ProductIndexRow[], version: number): Promise<void> {
  const ids = rows.map((row) => row.id)
  await sql`insert into goods_search (goods_id, line, category_id, price_cents, stock, active, created_at, search_name, search_own, search_document, version)
    select goods.id, goods.line, goods.category_id, goods.price_cents, goods.stock, goods.active, goods.created_at,
      v.name::tsvector, v.own::tsvector, v.own::tsvector || categories.search_terms, ${version}
    from unnest(${ids}::int[], ${rows.map((row) => row.name)}::text[], ${rows.map((row) => row.own)}::text[]) as v(id, name, own)
      join goods on goods.id = v.id join categories on categories.id = goods.category_id
    on conflict (goods_id) do update set line = excluded.line, category_id = excluded.category_id, price_cents = excluded.price_cents,
      stock = excluded.stock, active = excluded.active, created_at = excluded.created_at, search_name = excluded.search_name,
      search_own = excluded.search_own, search_document = excluded.search_document, version = excluded.version`.execute(db)
  await sql`update goods set category_sort = categories.sort from categories
    where goods.id = any(${ids}::int[]) and categories.id = goods.category_id and goods.category_sort <> categories.sort`.execute(db)
}

/** Writes categories' words, then the documents (and listing order) of every product in them. */
export async function writeCategoryIndex(db: Db, rows: { id: number; terms: string }[], version: number): Promise<void> {
  const ids = rows.map((row) => row.id)
  await sql`update categories set search_terms = v.terms::tsvector, search_version = ${version}
    from unnest(${ids}::int[], ${rows.map((row) => row.terms)}::text[]) as v(id, terms)
    where categories.id = v.id`.execute(db)
  await sql`update goods_search set search_document = goods_search.search_own || categories.search_terms
    from categories where categories.id = goods_search.category_id and goods_search.category_id = any(${ids}::int[])`.execute(db)
  await sql`update goods set category_sort = categories.sort from categories
    where categories.id = goods.category_id and goods.category_id = any(${ids}::int[]) and goods.category_sort <> categories.sort`.execute(db)
}

/** Words are only ever added: a word no product uses any more costs a row and may be suggested. */
export async function addWords(db: Db, words: string[]): Promise<void> {
  if (words.length === 0) return
  await sql`insert into search_words (word) select distinct unnest(${words}::text[]) on conflict do nothing`.execute(db)
}

export const staleCategoryIds = async (db: Db, version: number) =>
  (await db.selectFrom('categories').select('id').where(sql<SqlBool>`search_version < ${version}`).orderBy('id').execute()).map((row) => row.id)

/** Products without an index row, or with one an older version of the word rules wrote. */
export const staleProductIds = async (db: Db, version: number, limit: number) =>
  (await sql<{ id: number }>`select goods.id from goods left join goods_search on goods_search.goods_id = goods.id
    where goods_search.goods_id is null or goods_search.version < ${version} order by goods.id limit ${limit}`.execute(db)).rows.map((row) => row.id)

// ---- Reading ----

/**
 * For each Latin word of a query: is it, or a word it begins, in the index; and its closest
 * spellings (pg_trgm similarity, default threshold 0.3), looked up only for unknown words.
 */
export async function lookUpWords(db: Db, words: string[]): Promise<Map<string, WordLookup>> {
  if (words.length === 0) return new Map()
  const { rows } = await sql<{ word: string; known: boolean; similar: string[] }>`
    select t.word,
      exists (select 1 from search_words w where w.word >= t.word collate "C" and w.word < (t.word || '{') collate "C") as known,
      case when exists (select 1 from search_words w where w.word >= t.word collate "C" and w.word < (t.word || '{') collate "C") or length(t.word) < 3
        then '{}'::text[]
        else coalesce((select array_agg(s.word order by s.score desc, s.word) from (
          select w.word, similarity(w.word, t.word) as score from search_words w where w.word % t.word order by score desc, w.word limit 3) s), '{}'::text[])
      end as similar
    from unnest(${words}::text[]) as t(word)`.execute(db)
  return new Map(rows.map((row) => [row.word, { known: row.known, similar: row.similar }]))
}

/** The closest known spellings of words, whether known or not: what a query that found nothing suggests. */
export async function closestWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map()
  const { rows } = await sql<{ word: string; similar: string[] }>`
    select t.word, coalesce((select array_agg(s.word order by s.score desc, s.word) from (
      select w.word, similarity(w.word, t.word) as score from search_words w where w.word % t.word and w.word <> t.word order by score desc, w.word limit 3) s), '{}'::text[]) as similar
    from unnest(${words}::text[]) as t(word)`.execute(db)
  return new Map(rows.map((row) => [row.word, row.similar]))
}

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest'

export interface SearchFilter {
  /** The lines searched; `line` narrows to one of them. */
  lines: Line[]
  line?: Line
  category?: string
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
}

const tsquery = (text: string) => sql`${text}::tsquery`

/** What every search reads: the narrow index rows of published products that match, filtered. */
function conditions(queries: SearchQueries, filter: SearchFilter) {
  const where = [
    sql`gs.active`,
    sql`gs.search_document @@ ${tsquery(queries.all)}`,
    filter.line ? sql`gs.line = ${filter.line}` : sql`gs.line = any(${filter.lines}::text[])`,
  ]
  if (filter.category) where.push(sql`gs.category_id in (select id from categories where slug = ${filter.category} and published${filter.line ? sql` and line = ${filter.line}` : sql``})`)
  if (filter.minPrice !== undefined) where.push(sql`gs.price_cents >= ${filter.minPrice}`)
  if (filter.maxPrice !== undefined) where.push(sql`gs.price_cents <= ${filter.maxPrice}`)
  if (filter.inStock) where.push(sql`gs.stock > 0`)
  return sql.join(where, sql` and `)
}

/**
 * Relevance, as tiers read one after another: exact name, name, name or category, exact any
 * text, any text; within a tier in stock first, then newest. Each tier is read in the order of
 * the index (in stock, id) and stops once the page is full, so a word that matches a third of
 * the shop costs a page's worth of rows, not the third; a rare word is found through its GIN
 * index instead (the planner chooses).
 */
function relevanceTiers(queries: SearchQueries) {
  const name = sql`gs.search_name @@ ${tsquery(queries.all)}`
  const nameExact = sql`gs.search_name @@ ${tsquery(queries.exact)}`
  const namesOrCategory = sql`gs.search_document @@ ${tsquery(queries.namesOrCategory)}`
  const exact = sql`gs.search_document @@ ${tsquery(queries.exact)}`
  return [
    nameExact,
    sql`${name} and not ${nameExact}`,
    sql`not ${name} and ${namesOrCategory}`,
    sql`not ${name} and not ${namesOrCategory} and ${exact}`,
    sql`not ${name} and not ${namesOrCategory} and not ${exact}`,
  ]
}

const orders: Record<Exclude<SearchSort, 'relevance'>, string> = {
  price_asc: 'price_cents asc, goods_id desc',
  price_desc: 'price_cents desc, goods_id desc',
  newest: 'created_at desc, goods_id desc',
}

/** The ids of one page of results, in order. */
async function pageIds(db: Db, queries: SearchQueries, filter: SearchFilter, sort: SearchSort, limit: number, offset: number): Promise<number[]> {
  const where = conditions(queries, filter)
  const upTo = limit + offset
  const query = sort === 'relevance'
    ? sql<{ goods_id: number }>`select goods_id from (${sql.join(relevanceTiers(queries).map((tier, index) =>
      sql`(select gs.goods_id, ${index} as tier, gs.stock > 0 as in_stock from goods_search gs where ${where} and ${tier} order by gs.stock > 0 desc, gs.goods_id desc limit ${upTo})`), sql` union all `)}) as tiers
      limit ${limit} offset ${offset}`
    : sql<{ goods_id: number }>`select gs.goods_id from goods_search gs where ${where} order by ${sql.raw(orders[sort])} limit ${limit} offset ${offset}`
  return (await query.execute(db)).rows.map((row) => row.goods_id)
}

/** Past this many results a search says "1,000+": counting every match of a broad word would read them all. */
export const countedResults = 1000

/** How many results, up to `countedResults` + 1. */
export async function countGoods(db: Db, queries: SearchQueries, filter: SearchFilter): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from goods_search gs where ${conditions(queries, filter)} limit ${countedResults + 1}) as found`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

/** One page of results; ranked and filtered on the narrow index rows, then read from goods. */
export async function searchGoods(db: Db, queries: SearchQueries, filter: SearchFilter, sort: SearchSort, limit: number, offset: number): Promise<GoodsSummaryRow[]> {
  const ids = await pageIds(db, queries, filter, sort, limit, offset)
  if (ids.length === 0) return []
  const { rows } = await sql<GoodsSummaryRow>`
    select ${sql.raw([...summaryColumns, ...categoryColumns].join(', '))}
    from goods join categories on categories.id = goods.category_id
    where goods.id = any(${ids}::int[])`.execute(db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Results per published category, each counted up to `perCategory` + 1: the filters' choices. */
export async function countByCategory(db: Db, queries: SearchQueries, filter: SearchFilter, perCategory: number) {
  const { rows } = await sql<{ line: Line; slug: string; name_en: string; name_zh: string; count: number }>`
    select * from (
      select categories.line, categories.slug, categories.name_en, categories.name_zh, categories.sort,
        (select count(*) from (select 1 from goods_search gs where gs.category_id = categories.id and ${conditions(queries, filter)} limit ${perCategory + 1}) as found) as count
      from categories where categories.published and categories.line = any(${filter.lines}::text[])
    ) as counted
    where count > 0
    order by line, sort`.execute(db)
  return rows
}

/**
 * The products whose names match, best first: what the overlay suggests as one types. Two tiers,
 * exact names then the rest, each read in the index's order (in stock, newest) until full.
 */
export async function suggestGoods(db: Db, queries: SearchQueries, lines: Line[], limit: number) {
  const name = sql`gs.search_name @@ ${tsquery(queries.all)}`
  const exact = sql`gs.search_name @@ ${tsquery(queries.exact)}`
  const tierOf = (tier: number, condition: ReturnType<typeof sql>) => sql`(select gs.goods_id, ${tier} as tier from goods_search gs
    where gs.active and gs.line = any(${lines}::text[]) and ${condition} order by gs.stock > 0 desc, gs.goods_id desc limit ${limit})`
  const { rows } = await sql<{ id: number; line: Line; name_en: string; name_zh: string; price_cents: number; images: string[]; category_slug: string; category_name_en: string; category_name_zh: string }>`
    select goods.id, goods.line, goods.name_en, goods.name_zh, goods.price_cents, goods.images,
      categories.slug as category_slug, categories.name_en as category_name_en, categories.name_zh as category_name_zh
    from (select goods_id, row_number() over () as place from (${tierOf(0, exact)} union all ${tierOf(1, sql`${name} and not ${exact}`)}) as tiers limit ${limit}) as best
    join goods on goods.id = best.goods_id join categories on categories.id = goods.category_id
    order by best.place`.execute(db)
  return rows
}

/** Published categories whose names or brand match. */
export async function suggestCategories(db: Db, queries: SearchQueries, lines: Line[], limit: number) {
  return db
    .selectFrom('categories')
    .where('published', '=', true)
    .where('line', 'in', lines)
    .where(sql<SqlBool>`search_terms @@ ${tsquery(queries.all)}`)
    .select(['id', 'line', 'slug', 'name_en', 'name_zh'])
    .orderBy('line')
    .orderBy('sort')
    .limit(limit)
    .execute()
}

/** Whether any product matches: a spelling is suggested only when it finds something. */
export async function anyGoods(db: Db, queries: SearchQueries, lines: Line[]): Promise<boolean> {
  const { rows } = await sql`select 1 from goods_search gs where ${conditions(queries, { lines })} limit 1`.execute(db)
  return rows.length > 0
}
