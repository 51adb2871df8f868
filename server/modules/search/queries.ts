import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.ts'
import { categoryColumns, summaryColumns, type GoodsSummaryRow } from '../../db/goods-summary.ts'
import { line as lineSchema } from '#contract/common.ts'
import { categoryMark, lineMark, quoteWord, type ProductTexts, type CategoryTexts } from './documents.ts'
import { mostCompletions, mostSpellings, mostTypoWords, type SearchQueries, type WordLookup } from './tsquery.ts'
import type { ProductLine } from '#contract/lines.ts'

// ---- Writing the index (inside the caller's transaction) ----

export const productTexts = (db: Db, ids: number[]): Promise<(ProductTexts & { id: number })[]> =>
  db
    .selectFrom('goods')
    .select(['id', 'line', 'name_en', 'name_zh', 'summary_en', 'summary_zh', 'description_en', 'description_zh'])
    .where('id', 'in', ids)
    .execute()

export const categoryTexts = (db: Db, ids: number[]): Promise<CategoryTexts[]> =>
  db.selectFrom('categories').select(['id', 'line', 'name_en', 'name_zh', 'brand']).where('id', 'in', ids).execute()

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
    where categories.id = goods.category_id and goods.category_id = any(${ids}::int[]) and goods.category_sort <> categories.sort`.execute(
    db,
  )
}

/** Words are only ever added: a word no product uses any more costs a row and may be suggested. */
export async function addWords(db: Db, words: string[]): Promise<void> {
  if (words.length === 0) return
  await sql`insert into search_words (word) select distinct unnest(${words}::text[]) on conflict do nothing`.execute(db)
}

export const staleCategoryIds = async (db: Db, version: number) =>
  (
    await db
      .selectFrom('categories')
      .select('id')
      .where(sql<SqlBool>`search_version < ${version}`)
      .orderBy('id')
      .execute()
  ).map((row) => row.id)

/** Products past `after` without an index row, or with one an older version of the word rules wrote: by key, each batch starts where the last ended. */
export const staleProductIds = async (db: Db, version: number, after: number, limit: number) =>
  (
    await sql<{ id: number }>`select goods.id from goods left join goods_search on goods_search.goods_id = goods.id
    where goods.id > ${after} and (goods_search.goods_id is null or goods_search.version < ${version}) order by goods.id limit ${limit}`.execute(
      db,
    )
  ).rows.map((row) => row.id)

// ---- Reading ----

/**
 * For each Latin word of a query: is it, or a word it begins, in the index; and its closest
 * spellings (pg_trgm similarity above its threshold, 0.3; at most `mostSpellings`), looked up only
 * for the first `mostTypoWords` unknown words of three letters and more: a trigram lookup is the
 * dearest read of a search, and ten typos must not cost ten of them.
 */
export async function lookUpWords(db: Db, words: string[]): Promise<Map<string, WordLookup>> {
  if (words.length === 0) return new Map()
  const { rows } = await sql<{ word: string; known: boolean; similar: string[] | null; completions: string[] }>`
    select t.word, t.known, t.completions,
      case when t.typo <= ${mostTypoWords} then ${spellingsOf(sql`t.word`)} end as similar
    from (select looked.*, case when not looked.known and length(looked.word) >= 3
        then count(*) filter (where not looked.known and length(looked.word) >= 3) over (order by looked.place) end as typo
      from (select t.word, t.place,
          exists (select 1 from search_words w where w.word >= t.word collate "C" and w.word < (t.word || '{') collate "C") as known,
          array(select w.word from search_words w where w.word >= t.word collate "C" and w.word < (t.word || '{') collate "C" order by w.word limit ${mostCompletions + 1}) as completions
        from unnest(${words}::text[]) with ordinality as t(word, place)) as looked) as t`.execute(db)
  return new Map(
    rows.map((row) => [
      row.word,
      {
        known: row.known,
        similar: row.similar ?? undefined,
        completions: row.completions.length <= mostCompletions ? row.completions : undefined,
      },
    ]),
  )
}

/** The closest known spellings of a word (through the trigram index), best first. */
const spellingsOf = (word: ReturnType<typeof sql>) =>
  sql`coalesce((select array_agg(s.word order by s.score desc, s.word) from (
    select w.word, similarity(w.word, ${word}) as score from search_words w where w.word % ${word} and w.word <> ${word}
    order by score desc, w.word limit ${mostSpellings}) s), '{}'::text[])`

/** The closest known spellings of words, whether known or not: what a query that found nothing suggests. The caller bounds the words. */
export async function closestWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map()
  const { rows } = await sql<{ word: string; similar: string[] }>`
    select t.word, ${spellingsOf(sql`t.word`)} as similar from unnest(${words}::text[]) as t(word)`.execute(db)
  return new Map(rows.map((row) => [row.word, row.similar]))
}

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest'

export interface SearchFilter {
  /** The lines searched; `line` narrows to one of them. */
  lines: ProductLine[]
  line?: ProductLine
  /** The categories of the slug filtered on (one per line that has it); none found: nothing matches. */
  categoryIds?: number[]
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
}

// How a search reads 100,000 products (EXPLAIN ANALYZE in server/modules/search/README.md).
// A page in some order is read along the index that keeps it, each row checked against the query,
// stopping once the page is full: a few dozen rows for a broad word. For a rare word that walk
// would go through the whole shop, and the planner cannot tell which is which (a word common in
// the blind boxes and wanted elsewhere, a tier that matches nothing), so the walk is bounded, and
// when it finds too few the matches are rare: the GIN index finds them all and they are sorted.
// Counts read through the GIN index only, the lines and categories being marks in the vectors.

/** What one search statement may take at most (PostgreSQL): ten times the budgets, and room for a busy machine. */
const searchStatementTimeout = '2s'

/**
 * Search reads in one transaction, with the planner told to read through indexes only, and a
 * statement that runs past the timeout stopped rather than holding a connection.
 */
export function searchReads<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // No parallel workers nor JIT: starting them costs more than these short reads (27 ms seen for a gated-off branch).
    await sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true),
      set_config('statement_timeout', ${searchStatementTimeout}, true)`.execute(trx)
    return read(trx)
  })
}

/** Counts read the GIN index (bitmap scans), never a btree index row by row: that is the walk a rare word makes slow. */
const readThroughGin = (db: Db, on: boolean) => sql`select set_config('enable_indexscan', ${on ? 'off' : 'on'}, true)`.execute(db)

/** The marks (documents.ts) that keep a search within its lines: none for every line; else the others excluded when fewer. */
function linesQuery(lines: ProductLine[]): string | undefined {
  const others = lineSchema.options.filter((one) => !lines.includes(one))
  if (others.length === 0) return undefined
  if (others.length < lines.length) return others.map((one) => `!${quoteWord(lineMark(one))}`).join(' & ')
  return lines.map((one) => quoteWord(lineMark(one))).join(' | ')
}

const categoriesQuery = (ids: number[]) => ids.map((id) => quoteWord(categoryMark(id))).join(' | ')

/** A tsquery text narrowed by marks. */
const narrowed = (text: string, ...marks: (string | undefined)[]) =>
  [text, ...marks]
    .filter((part) => part !== undefined)
    .map((part) => `(${part})`)
    .join(' & ')

const tsquery = (text: string) => sql`${text}::tsquery`

const searchedLines = (filter: SearchFilter) => (filter.line ? [filter.line] : filter.lines)

/** What the GIN index narrows to: the query's words within the filter's lines and categories. */
const matchQuery = (text: string, filter: SearchFilter) =>
  narrowed(text, linesQuery(searchedLines(filter)), filter.categoryIds?.length ? categoriesQuery(filter.categoryIds) : undefined)

/** The row filters: published, lines, category, price, stock. */
function rowFilters(filter: SearchFilter) {
  const where = [sql`gs.active`, filter.line ? sql`gs.line = ${filter.line}` : sql`gs.line = any(${filter.lines}::text[])`]
  // One category (the usual case) as `=`: the walk then reads that category's own index in order.
  if (filter.categoryIds)
    where.push(
      filter.categoryIds.length === 1
        ? sql`gs.category_id = ${filter.categoryIds[0]}`
        : filter.categoryIds.length > 0
          ? sql`gs.category_id = any(${filter.categoryIds}::int[])`
          : sql`false`,
    )
  if (filter.minPrice !== undefined) where.push(sql`gs.price_cents >= ${filter.minPrice}`)
  if (filter.maxPrice !== undefined) where.push(sql`gs.price_cents <= ${filter.maxPrice}`)
  // Written so that no index serves it: a bitmap of every product in stock (80,000 rows) costs more than checking each match.
  if (filter.inStock) where.push(sql`gs.stock + 0 > 0`)
  return sql.join(where, sql` and `)
}

/** Every search's condition: the filters and the whole query in the document, through the GIN index. */
const conditions = (queries: SearchQueries, filter: SearchFilter) =>
  sql`${rowFilters(filter)} and gs.search_document @@ ${tsquery(matchQuery(queries.all, filter))}`

/** An order an index keeps, and the same order written so that no index keeps it (the sort after a GIN read). */
interface Order {
  indexed: string
  sorted: string
}

const orders: Record<SearchSort, Order> = {
  relevance: { indexed: 'gs.stock > 0 desc, gs.goods_id desc', sorted: '(gs.stock + 0 > 0) desc, gs.goods_id + 0 desc' },
  price_asc: { indexed: 'gs.price_cents asc, gs.goods_id desc', sorted: 'gs.price_cents + 0 asc, gs.goods_id + 0 desc' },
  price_desc: { indexed: 'gs.price_cents desc, gs.goods_id desc', sorted: 'gs.price_cents + 0 desc, gs.goods_id + 0 desc' },
  newest: { indexed: 'gs.created_at desc, gs.goods_id desc', sorted: `gs.created_at + interval '0 s' desc, gs.goods_id + 0 desc` },
}

/** What a walk's conditions and orders read of a row. */
const walkedColumns = 'gs.goods_id, gs.stock, gs.price_cents, gs.created_at, gs.search_name, gs.search_document'

/** Rows walked along the index before a search decides its matches are rare. */
const walkedRows = (limit: number) => Math.max(1000, limit * 20)

/**
 * The first `limit` products in `order` that pass `filters` and `match`: walked along the index
 * over its first rows; when those hold fewer, found through the GIN index (`found`, which `match`
 * then checks) and sorted. A named, materialized CTE and the query reading it; each read only when
 * the query above needs its rows.
 */
function firstMatches(
  name: string,
  step: { filters: ReturnType<typeof sql>; match: ReturnType<typeof sql>; found: ReturnType<typeof sql> },
  order: Order,
  limit: number,
) {
  const walked = sql.raw(`${name}_walked`)
  const { filters, match, found } = step
  return {
    cte: sql`${walked} as materialized (
      select gs.goods_id, row_number() over (order by ${sql.raw(order.indexed)}) as place
      from (select ${sql.raw(walkedColumns)} from goods_search gs where ${filters} order by ${sql.raw(order.indexed)} limit ${walkedRows(limit)}) as gs
      where ${match} order by ${sql.raw(order.indexed)} limit ${limit})`,
    rows: sql`(select goods_id, place from ${walked} where (select count(*) from ${walked}) >= ${limit})
      union all
      (select gs.goods_id, row_number() over (order by ${sql.raw(order.sorted)}) as place from goods_search gs
        where ${filters} and ${found} and ${match} and (select count(*) from ${walked}) < ${limit}
        order by ${sql.raw(order.sorted)} limit ${limit})`,
  }
}

/**
 * Relevance, as tiers read one after another: exact name, name, name or category, exact any
 * text, any text; within a tier in stock first, then newest. A tier is read only when the ones
 * before it did not fill the page; the name-or-category tier only when a category has a word.
 */
function relevanceTiers(queries: SearchQueries, filter: SearchFilter, categoriesWithWord: number[], limit: number) {
  const names = (text: string) => sql`gs.search_name @@ ${tsquery(narrowed(text, linesQuery(searchedLines(filter))))}`
  const document = (text: string) => sql`gs.search_document @@ ${tsquery(matchQuery(text, filter))}`
  const filters = rowFilters(filter)
  const name = sql`gs.search_name @@ ${tsquery(queries.all)}`
  const nameExact = sql`gs.search_name @@ ${tsquery(queries.exact)}`
  const namesOrCategory = sql`gs.search_document @@ ${tsquery(queries.namesOrCategory)}`
  const exact = sql`gs.search_document @@ ${tsquery(queries.exact)}`
  const all = document(queries.all)
  const tiers = [
    { filters, match: sql`${nameExact} and ${all}`, found: names(queries.exact) },
    { filters, match: sql`${name} and not ${nameExact} and ${all}`, found: names(queries.all) },
    ...(categoriesWithWord.length > 0
      ? [
          {
            filters,
            match: sql`not ${name} and ${namesOrCategory} and ${all}`,
            found: document(narrowed(queries.all, categoriesQuery(categoriesWithWord))),
          },
        ]
      : []),
    { filters, match: sql`not ${name} and not ${namesOrCategory} and ${exact} and ${all}`, found: document(queries.exact) },
    { filters, match: sql`not ${name} and not ${namesOrCategory} and not ${exact} and ${all}`, found: all },
  ]
  return tiers.map((tier, index) => firstMatches(`tier${index}`, tier, orders.relevance, limit))
}

/** The ids of one page of results, in order. */
async function pageIds(
  db: Db,
  queries: SearchQueries,
  filter: SearchFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<number[]> {
  const upTo = limit + offset
  const parts =
    sort === 'relevance'
      ? relevanceTiers(queries, filter, await wordCategories(db, queries, searchedLines(filter)), upTo)
      : [
          firstMatches(
            'sorted',
            {
              filters: rowFilters(filter),
              match: sql`gs.search_document @@ ${tsquery(matchQuery(queries.all, filter))}`,
              found: sql`true`,
            },
            orders[sort],
            upTo,
          ),
        ]
  const { rows } = await sql<{ goods_id: number }>`with ${sql.join(parts.map((part) => part.cte))}
    select goods_id from (${sql.join(
      parts.map((part, tier) => sql`(select goods_id, ${tier} as tier, place from (${part.rows}) as found order by place)`),
      sql` union all `,
    )}) as tiers
    limit ${limit} offset ${offset}`.execute(db)
  return rows.map((row) => row.goods_id)
}

/** Published categories whose words match one of the query's: those a product can match by its category. */
async function wordCategories(db: Db, queries: SearchQueries, lines: ProductLine[]): Promise<number[]> {
  const { rows } = await sql<{
    id: number
  }>`select id from categories where line = any(${lines}::text[]) and search_terms @@ ${tsquery(queries.anyWord)}`.execute(db)
  return rows.map((row) => row.id)
}

/** Past this many results a search says "1,000+": counting every match of a broad word would read them all. */
export const countedResults = 1000

/** How many results, up to `upTo` (`countedResults` + 1). */
export async function countGoods(db: Db, queries: SearchQueries, filter: SearchFilter, upTo = countedResults + 1): Promise<number> {
  await readThroughGin(db, true)
  const { rows } = await sql<{
    count: number
  }>`select count(*) as count from (select 1 from goods_search gs where ${conditions(queries, filter)} limit ${upTo}) as found`.execute(db)
  await readThroughGin(db, false)
  return Number(rows[0]?.count ?? 0)
}

/** One page of results; ranked and filtered on the narrow index rows, then read from goods. */
export async function searchGoods(
  db: Db,
  queries: SearchQueries,
  filter: SearchFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<GoodsSummaryRow[]> {
  const ids = await pageIds(db, queries, filter, sort, limit, offset)
  if (ids.length === 0) return []
  const { rows } = await sql<GoodsSummaryRow>`
    select ${sql.raw([...summaryColumns, ...categoryColumns].join(', '))}
    from goods join categories on categories.id = goods.category_id
    where goods.id = any(${ids}::int[])`.execute(db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The ids of the published categories of a slug, within a line when one is given. */
export async function categoryIds(db: Db, slug: string, line: ProductLine | undefined): Promise<number[]> {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug).where('published', '=', true)
  if (line) query = query.where('line', '=', line)
  return (await query.execute()).map((row) => row.id)
}

/** Matches read at most for the total and the filters' counts: one more than `countedResults`. */
const sampledMatches = countedResults + 1

export interface SampledCategory {
  id: number
  line: ProductLine
  slug: string
  name_en: string
  name_zh: string
  published: boolean
  count: number
}

/**
 * The first matches the GIN index gives under `narrowing` (price and stock, every line and
 * category), counted per category in one read: the total and the filters' counts both come from
 * it. Up to `countedResults` + 1 matches, each read only for its category; when it holds that
 * many, every count it gives is "at least". (Counting sparse categories each through its mark
 * built the query's bitmap once per category: 22–38 ms for a broad word.)
 */
export async function sampleMatches(db: Db, queries: SearchQueries, narrowing: SearchFilter): Promise<SampledCategory[]> {
  await readThroughGin(db, true)
  const { rows } = await sql<SampledCategory>`
    with sample as materialized (select gs.category_id from goods_search gs where ${conditions(queries, narrowing)} limit ${sampledMatches})
    select categories.id, categories.line, categories.slug, categories.name_en, categories.name_zh, categories.published, counted.count::int as count
    from (select category_id, count(*) as count from sample group by category_id) as counted join categories on categories.id = counted.category_id
    order by categories.line, categories.sort`.execute(db)
  await readThroughGin(db, false)
  return rows
}

/** Whether a sample holds every match, or only the first. */
export const sampleIsWhole = (sample: SampledCategory[]) => sample.reduce((sum, category) => sum + category.count, 0) < sampledMatches

export interface SuggestedGoods {
  id: number
  line: ProductLine
  name_en: string
  name_zh: string
  price_cents: number
  images: string[]
  category_slug: string
  category_name_en: string
  category_name_zh: string
}

export interface SuggestedCategory {
  id: number
  line: ProductLine
  slug: string
  name_en: string
  name_zh: string
}

/**
 * What the overlay suggests as one types, in one statement (each round trip counts at this
 * budget): the products whose names match, best first — two tiers, exact names then the rest, in
 * stock then newest — and the published categories whose names or brand match.
 */
export async function suggest(db: Db, queries: SearchQueries, lines: ProductLine[], limits: { goods: number; categories: number }) {
  const names = (text: string) => sql`gs.search_name @@ ${tsquery(narrowed(text, linesQuery(lines)))}`
  const filters = sql`gs.active and gs.line = any(${lines}::text[])`
  const tiers = [
    firstMatches('exact', { filters, match: names(queries.exact), found: sql`true` }, orders.relevance, limits.goods),
    firstMatches(
      'other',
      { filters, match: sql`${names(queries.all)} and not ${names(queries.exact)}`, found: sql`true` },
      orders.relevance,
      limits.goods,
    ),
  ]
  const { rows } = await sql<{ goods: SuggestedGoods[] | null; categories: SuggestedCategory[] | null }>`
    with ${sql.join(tiers.map((tier) => tier.cte))},
      best as (select goods_id, row_number() over () as place from (${sql.join(
        tiers.map((tier) => sql`(select goods_id from (${tier.rows}) as found order by place)`),
        sql` union all `,
      )}) as tiers limit ${limits.goods}),
      suggested_goods as (select goods.id, goods.line, goods.name_en, goods.name_zh, goods.price_cents, goods.images, best.place,
          categories.slug as category_slug, categories.name_en as category_name_en, categories.name_zh as category_name_zh
        from best join goods on goods.id = best.goods_id join categories on categories.id = goods.category_id),
      suggested_categories as (select id, line, slug, name_en, name_zh, sort from categories
        where published and line = any(${lines}::text[]) and search_terms @@ ${tsquery(queries.all)} order by line, sort limit ${limits.categories})
    select (select json_agg(suggested_goods order by place) from suggested_goods) as goods,
      (select json_agg(suggested_categories order by line, sort) from suggested_categories) as categories`.execute(db)
  return { goods: rows[0]?.goods ?? [], categories: rows[0]?.categories ?? [] }
}

/**
 * Which of several searches find any product (the indexes of those that do), in one read through
 * the GIN index: a spelling is suggested only when it finds something.
 */
export async function findingAny(db: Db, candidates: SearchQueries[], lines: ProductLine[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set()
  const filter = { lines }
  await readThroughGin(db, true)
  const { rows } = await sql<{ place: number }>`select c.place::int as place
    from unnest(${candidates.map((queries) => matchQuery(queries.all, filter))}::text[]) with ordinality as c(query, place)
    where exists (select 1 from goods_search gs where ${rowFilters(filter)} and gs.search_document @@ c.query::tsquery)`.execute(db)
  await readThroughGin(db, false)
  return new Set(rows.map((row) => row.place - 1))
}
