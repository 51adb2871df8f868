import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchSuggestions } from '#contract/search.ts'
import { searchApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export function getSearchSuggestions(query: string): Promise<SearchSuggestions> {
  return searchApi().request('GET /suggestions', { query: { q: query } })
}

export const searchSuggestionsQueryOptions = (query: string, locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'suggestions', locale, query],
    queryFn: () => getSearchSuggestions(query),
    enabled: query.length > 0,
    // The previous word's suggestions stay while the next one's load: no flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  })

export function useSearchSuggestions(query: string) {
  return useQuery(searchSuggestionsQueryOptions(query, useLocale()))
}
