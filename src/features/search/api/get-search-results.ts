import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchResults, SearchResultsQuery } from '#contract/search.ts'
import { searchApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export function getSearchResults(query: SearchResultsQuery): Promise<SearchResults> {
  return searchApi().request('GET /results', { query })
}

export const searchResultsQueryOptions = (query: SearchResultsQuery, locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'results', locale, query],
    queryFn: () => getSearchResults(query),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  })

export function useSearchResults(query: SearchResultsQuery) {
  return useQuery(searchResultsQueryOptions(query, useLocale()))
}
