import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchResults, SearchResultsQuery } from '#contract/search.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export function getSearchResults(api: ShopApi, query: SearchResultsQuery): Promise<SearchResults> {
  return api.search().request('GET /results', { query })
}

export const searchResultsQueryOptions = (query: SearchResultsQuery, locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'results', locale, query],
    queryFn: ({ client }) => getSearchResults(apiOf(client), query),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  })

export function useSearchResults(query: SearchResultsQuery) {
  return useQuery(searchResultsQueryOptions(query, useLocale()))
}
