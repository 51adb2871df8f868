import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

/** GET /user/blindbox/productDetail: every series (or one) with its published odds table. */
export const getSeries = (api: ShopApi, id?: number) => api.box().request('GET /user/blindbox/productDetail', { query: { id } })

export const seriesQueryOptions = (locale: Locale, id?: number) =>
  queryOptions({ queryKey: ['blindbox', 'series', id ?? 'all', locale], queryFn: ({ client }) => getSeries(apiOf(client), id) })
export const useSeries = (id?: number) => useQuery(seriesQueryOptions(useLocale(), id))
