import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Line } from '../../db/tables/catalogue.ts'
import { categoryColumns, summaryColumns, type GoodsSummaryRow } from '../catalogue/summary.ts'
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
  await sql`update goods set search_name = v.name::tsvector, search_own = v.own::tsvector,
      search_document = v.own::tsvector || categories.search_terms, category_sort = categories.sort, search_version = ${version}
    from unnest(${rows.map((row) => row.id)}::int[], ${rows.map((row) => row.name)}::text[], ${rows.map((row) => row.own)}::text[]) as v(id, name, own), categories
    where goods.id = v.id and categories.id = goods.category_id`.execute(db)
}

/** Writes categories' words, then the documents (and listing order) of every product in them. */
export async function writeCategoryIndex(db: Db, rows: { id: number; terms: string }[], version: number): Promise<void> {
  const ids = rows.map((row) => row.id)
  await sql`update categories set search_terms = v.terms::tsvector, search_version = ${version}
    from unnest(${ids}::int[], ${rows.map((row) => row.terms)}::text[]) as v(id, terms)
    where categories.id = v.id`.execute(db)
  await sql`update goods set search_document = goods.search_own || categories.search_terms, category_sort = categories.sort
    from categories where categories.id = goods.category_id and goods.category_id = any(${ids}::int[])`.execute(db)
}

/** Words are only ever added: a word no product uses any more costs a row and may be suggested. */
export async function addWords(db: Db, words: string[]): Promise<void> {
  if (words.length === 0) return
  await sql`insert into search_words (word) select distinct unnest(${words}::text[]) on conflict do nothing`.execute(db)
}

export const staleCategoryIds = async (db: Db, version: number) =>
  (await db.selectFrom('categories').select('id').where(sql<SqlBool>`search_version < ${version}`).orderBy('id').execute()).map((row) => row.id)

export const staleProductIds = async (db: Db, version: number, limit: number) =>
  (await db.selectFrom('goods').select('id').where(sql<SqlBool>`search_version < ${version}`).orderBy('id').limit(limit).execute()).map((row) => row.id)

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

function matching(db: Db, queries: SearchQueries, filter: SearchFilter) {
  let query = db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .where('goods.active', '=', true)
    .where(sql<SqlBool>`goods.search_document @@ ${tsquery(queries.all)}`)
    .where('goods.line', 'in', filter.lines)
  if (filter.minPrice !== undefined) query = query.where('goods.price_cents', '>=', filter.minPrice)
  if (filter.maxPrice !== undefined) query = query.where('goods.price_cents', '<=', filter.maxPrice)
  if (filter.inStock) query = query.where('goods.stock', '>', 0)
  return query
}

/**
 * Name first, then name or category, then any text; exact spellings first; in stock first.
 * Tiers, not ts_rank: a broad word matches a third of the shop, and every row ranked reads its
 * document; the small name vector answers most rows' tier on its own.
 */
function relevance(queries: SearchQueries): Expression<number>[] {
  return [
    sql<number>`case when goods.search_name @@ ${tsquery(queries.all)} then 3 when goods.search_document @@ ${tsquery(queries.namesOrCategory)} then 2 else 1 end desc`,
    sql<number>`(case when goods.search_name @@ ${tsquery(queries.all)} then goods.search_name @@ ${tsquery(queries.exact)} else goods.search_document @@ ${tsquery(queries.exact)} end) desc`,
    sql<number>`(goods.stock > 0) desc`,
  ]
}

/** One page of results with the count of them all on every row. */
export async function searchGoods(db: Db, queries: SearchQueries, filter: SearchFilter, sort: SearchSort, limit: number, offset: number): Promise<(GoodsSummaryRow & { total: number })[]> {
  let query = matching(db, queries, filter)
    .select(summaryColumns)
    .select(categoryColumns)
    .select(sql<number>`count(*) over ()`.as('total'))
  if (filter.line) query = query.where('goods.line', '=', filter.line)
  if (filter.category) query = query.where('categories.slug', '=', filter.category).where('categories.published', '=', true)
  const order: Expression<unknown>[] =
    sort === 'price_asc' ? [sql`goods.price_cents asc`]
      : sort === 'price_desc' ? [sql`goods.price_cents desc`]
        : sort === 'newest' ? [sql`goods.created_at desc`]
          : relevance(queries)
  for (const expression of [...order, sql`goods.id desc`]) query = query.orderBy(expression)
  return query.limit(limit).offset(offset).execute() as Promise<(GoodsSummaryRow & { total: number })[]>
}

/** How many results each published category holds, whatever line or category is chosen: the filters' counts. */
export async function countByCategory(db: Db, queries: SearchQueries, filter: SearchFilter) {
  return matching(db, queries, filter)
    .where('categories.published', '=', true)
    .select(['goods.line', 'categories.slug', 'categories.name_en', 'categories.name_zh', 'categories.sort'])
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .groupBy(['goods.line', 'categories.slug', 'categories.name_en', 'categories.name_zh', 'categories.sort'])
    .orderBy('goods.line')
    .orderBy('categories.sort')
    .execute()
}

/** The products whose names match, best first: what the overlay suggests as one types. */
export async function suggestGoods(db: Db, queries: SearchQueries, lines: Line[], limit: number) {
  return db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .where('goods.active', '=', true)
    .where('goods.line', 'in', lines)
    .where(sql<SqlBool>`goods.search_name @@ ${tsquery(queries.all)}`)
    .select(['goods.id', 'goods.line', 'goods.name_en', 'goods.name_zh', 'goods.price_cents', 'goods.images'])
    .select(categoryColumns)
    .orderBy(sql`(goods.search_name @@ ${tsquery(queries.exact)}) desc`)
    .orderBy(sql`(goods.stock > 0) desc`)
    .orderBy('goods.id', 'desc')
    .limit(limit)
    .execute()
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
  const row = await db.selectFrom('goods').select('id').where('active', '=', true).where('line', 'in', lines).where(sql<SqlBool>`search_document @@ ${tsquery(queries.all)}`).limit(1).executeTakeFirst()
  return row !== undefined
}
