import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, searchText } from './text.ts'
import { line, minorUnits } from './common.ts'
import { goodsSummary } from './catalogue.ts'

/** The lines the whole-shop search covers; blind-box series sell through their own region-checked shop. */
export const searchLine = line.exclude(['box'])

export const searchSort = z.enum(['relevance', 'price_asc', 'price_desc', 'newest'])
export type SearchSort = z.infer<typeof searchSort>

const price = z.coerce.number().int().min(0).max(100_000_000)

export const searchResultsQuery = z.object({
  q: searchText.default(''),
  line: searchLine.optional(),
  category: cappedString(60)
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  /** USD minor units, inclusive. */
  min_price: price.optional(),
  max_price: price.optional(),
  in_stock: z.enum(['1', '0']).optional(),
  sort: searchSort.default('relevance'),
  page: z.coerce.number().int().min(1).max(500).default(1),
  page_size: z.coerce.number().int().min(1).max(48).default(20),
})
export type SearchResultsQuery = z.infer<typeof searchResultsQuery>

/** How many results a category of a line holds: the filters' choices. */
export const searchFacet = z.object({
  line: searchLine,
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** More than `count`. */ capped: z.boolean(),
})
export type SearchFacet = z.infer<typeof searchFacet>

export const searchResults = z.object({
  /** The query as searched (trimmed, cut to 100 characters). */
  query: z.string(),
  list: z.array(goodsSummary),
  /** Results counted up to 1,000; `total_capped`: there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Words the shop did not know, and the spellings searched instead. */
  corrected: z.array(z.object({ from: z.string(), to: z.array(z.string()) })),
  /** When nothing was found: queries of the closest spellings that do find something. */
  suggestions: z.array(z.string()),
  facets: z.array(searchFacet),
})
export type SearchResults = z.infer<typeof searchResults>
export const searchResultsResponse = envelope(searchResults)

export const searchSuggestionsQuery = z.object({ q: searchText.default('') })

export const suggestedGoods = z.object({
  id: z.number().int(),
  line: searchLine,
  goods_name: z.string(),
  thumb: z.string(),
  price: minorUnits,
  category: z.object({ slug: z.string(), name: z.string() }),
})
export type SuggestedGoods = z.infer<typeof suggestedGoods>

/** What the overlay suggests as one types: products and categories, grouped by line. */
export const searchSuggestions = z.object({
  query: z.string(),
  groups: z.array(
    z.object({
      line: searchLine,
      goods: z.array(suggestedGoods),
      categories: z.array(z.object({ slug: z.string(), name: z.string() })),
    }),
  ),
  suggestions: z.array(z.string()),
})
export type SearchSuggestions = z.infer<typeof searchSuggestions>
export const searchSuggestionsResponse = envelope(searchSuggestions)
