import { searchLine as searchLineSchema, type SearchResults, type SearchSort, type SearchSuggestions } from '#contract/search.ts'
import type { Db } from '../../db/database.ts'
import { thumbUrl } from '../../http/media-url.ts'
import { summaryOf, type GoodsSummaryRow } from '../../db/goods-summary.ts'
import * as queries from './queries.ts'
import { mostTypoWords, searchQueries, type SearchQueries, type WordLookup } from './tsquery.ts'
import { queryWords, type QueryWord } from './words.ts'
import type { ProductLine } from '#contract/lines.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

export interface SearchContext extends Pick<RequestContext, 'db' | 'locale'> {
  /** Where media URLs point: MEDIA_ORIGIN or /media. */
  mediaBase: string
}

export interface ResultsRequest {
  query: string
  line?: ProductLine<'search'>
  category?: string
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
  sort: SearchSort
  page: number
  pageSize: number
}

const searchedLines: ProductLine<'search'>[] = searchLineSchema.options

interface Understood {
  words: QueryWord[]
  lookups: Map<string, WordLookup>
  queries: SearchQueries | undefined
}

/** Cuts the query into the index's words and looks up the Latin ones (known? closest spellings?). */
async function understand(db: Db, query: string): Promise<Understood> {
  const words = queryWords(query)
  const lookups = await queries.lookUpWords(
    db,
    words.filter((word) => word.kind === 'latin').map((word) => word.word),
  )
  return { words, lookups, queries: searchQueries(words, lookups) }
}

/** Unknown words and the spellings searched in their place. */
const correctionsOf = ({ words, lookups }: Understood) =>
  words.flatMap((word) => {
    const lookup = lookups.get(word.word)
    return word.kind === 'latin' && lookup?.similar?.length && !lookup.known ? [{ from: word.word, to: lookup.similar }] : []
  })

/**
 * For a query that found nothing: the query with one word swapped for one of its closest known
 * spellings, or without one word; kept only when that finds something. At most three. Bounded
 * like the query itself: the spellings of words the query already looked up are reused, at most
 * `mostTypoWords` more are looked up, and the candidates (at most eight) are tried in one read.
 */
async function spellingSuggestions(db: Db, understood: Understood): Promise<string[]> {
  const { words, lookups } = understood
  const latin = words.filter((word) => word.kind === 'latin' && word.word.length >= 3)
  const spelt = (word: QueryWord) => lookups.get(word.word)?.similar
  const closest = await queries.closestWords(
    db,
    latin
      .filter((word) => spelt(word) === undefined)
      .slice(0, mostTypoWords)
      .map((word) => word.word),
  )
  const spellingsOf = (word: QueryWord) => spelt(word) ?? closest.get(word.word) ?? []
  const swapped = latin.flatMap((word) =>
    spellingsOf(word).map((spelling) => words.map((other): QueryWord => (other === word ? { kind: 'latin', word: spelling } : other))),
  )
  const dropped = words.length > 1 ? words.map((word) => words.filter((other) => other !== word)) : []
  const text = (candidate: QueryWord[]) => candidate.map((word) => word.word).join(' ')
  const candidates = [...new Map([...swapped, ...dropped].map((candidate) => [text(candidate), candidate])).values()].slice(0, 8)
  // The swapped-in spellings are known words: their lookup reads no trigram index.
  const spellings = candidates.flat().filter((word) => word.kind === 'latin' && !lookups.has(word.word))
  const all = new Map([...lookups, ...(await queries.lookUpWords(db, [...new Set(spellings.map((word) => word.word))]))])
  const searches = candidates.flatMap((candidate) => {
    const candidateQueries = searchQueries(candidate, all)
    return candidateQueries ? [{ text: text(candidate), queries: candidateQueries }] : []
  })
  const finding = await queries.findingAny(
    db,
    searches.map((search) => search.queries),
    searchedLines,
  )
  return searches
    .filter((_, index) => finding.has(index))
    .slice(0, 3)
    .map((search) => search.text)
}

/** A category's results are counted up to this ("100+"): the filters need an idea, not a census. */
const categoryCounted = 100

const noResults = (request: ResultsRequest): SearchResults => ({
  query: request.query,
  list: [],
  total: 0,
  total_capped: false,
  page: request.page,
  page_size: request.pageSize,
  corrected: [],
  suggestions: [],
  facets: [],
})

/** The results page: filters, sort and paging over the whole shop, or over one line. */
export async function searchResults(context: SearchContext, request: ResultsRequest): Promise<SearchResults> {
  return queries.searchReads(context.db, (db) => results(db, context, request))
}

async function results(db: Db, context: SearchContext, request: ResultsRequest): Promise<SearchResults> {
  const understood = await understand(db, request.query)
  if (!understood.queries) return noResults(request)
  const narrowing = { lines: searchedLines, minPrice: request.minPrice, maxPrice: request.maxPrice, inStock: request.inStock }
  const categoryIds = request.category === undefined ? undefined : await queries.categoryIds(db, request.category, request.line)
  const filter = { ...narrowing, line: request.line, categoryIds }
  // One after another: the reads share the transaction's connection. The sample first: when it
  // holds no match (a query of typos, most often) no page is read, where each relevance tier would
  // walk its index's first rows to find nothing.
  const sample = await queries.sampleMatches(db, understood.queries, narrowing)
  const rows =
    sample.length === 0
      ? []
      : await queries.searchGoods(db, understood.queries, filter, request.sort, request.pageSize, (request.page - 1) * request.pageSize)
  const whole = queries.sampleIsWhole(sample)
  const inFilter = sample.filter(
    (category) => (!request.line || category.line === request.line) && (!categoryIds || categoryIds.includes(category.id)),
  )
  const sampled = inFilter.reduce((sum, category) => sum + category.count, 0)
  // Only a line or category the first matches hold few of is counted on its own (through its marks).
  const counted =
    whole || sampled > queries.countedResults || (!request.line && !categoryIds)
      ? sampled
      : await queries.countGoods(db, understood.queries, filter)
  const total = Math.min(counted, queries.countedResults)
  const facets = sample.filter((category) => category.published)
  const zh = context.locale === 'zh-cn'
  return {
    query: request.query,
    list: rows.map((row) => summaryOf(row, context)),
    total,
    total_capped: counted > queries.countedResults,
    page: request.page,
    page_size: request.pageSize,
    corrected: correctionsOf(understood),
    suggestions: total === 0 && facets.length === 0 ? await spellingSuggestions(db, understood) : [],
    facets: facets.map((facet) => ({
      line: facet.line as ProductLine<'search'>,
      slug: facet.slug,
      name: zh ? facet.name_zh : facet.name_en,
      count: Math.min(facet.count, categoryCounted),
      capped: facet.count > categoryCounted || !whole,
    })),
  }
}

/** The overlay's suggestions as one types: products by name and categories, grouped by line. */
export async function searchSuggestions(context: SearchContext, query: string): Promise<SearchSuggestions> {
  return queries.searchReads(context.db, (db) => suggestions(db, context, query))
}

async function suggestions(db: Db, context: SearchContext, query: string): Promise<SearchSuggestions> {
  const understood = await understand(db, query)
  if (!understood.queries) return { query, groups: [], suggestions: [] }
  const { goods, categories } = await queries.suggest(db, understood.queries, searchedLines, { goods: 12, categories: 8 })
  const zh = context.locale === 'zh-cn'
  const groups = searchedLines
    .map((line) => ({
      line,
      goods: goods
        .filter((row) => row.line === line)
        .map((row) => ({
          id: row.id,
          line,
          goods_name: zh ? row.name_zh : row.name_en,
          thumb: row.images[0] ? thumbUrl(context.mediaBase, row.images[0]) : '',
          price: row.price_cents,
          category: { slug: row.category_slug, name: zh ? row.category_name_zh : row.category_name_en },
        })),
      categories: categories.filter((row) => row.line === line).map((row) => ({ slug: row.slug, name: zh ? row.name_zh : row.name_en })),
    }))
    .filter((group) => group.goods.length > 0 || group.categories.length > 0)
  return { query, groups, suggestions: groups.length === 0 ? await spellingSuggestions(db, understood) : [] }
}

/** The line's own /searchgoods (spec §7): the same search, by relevance, within one line. */
export async function searchLine(context: SearchContext, line: ProductLine, query: string, limit: number): Promise<GoodsSummaryRow[]> {
  return queries.searchReads(context.db, async (db) => {
    const understood = await understand(db, query)
    return understood.queries ? queries.searchGoods(db, understood.queries, { lines: [line] }, 'relevance', limit, 0) : []
  })
}
