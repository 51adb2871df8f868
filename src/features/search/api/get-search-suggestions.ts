import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchSuggestions } from '#contract/search.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export function getSearchSuggestions(api: ShopApi, query: string): Promise<SearchSuggestions> {
  return api.search().request('GET /suggestions', { query: { q: query } })
}

export const searchSuggestionsQueryOptions = (query: string, locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'suggestions', locale, query],
    queryFn: ({ client }) => getSearchSuggestions(apiOf(client), query),
    enabled: query.length > 0,
    // The previous word's suggestions stay while the next one's load: no flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  })

export function useSearchSuggestions(query: string) {
  return useQuery(searchSuggestionsQueryOptions(query, useLocale()))
}
