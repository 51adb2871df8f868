import { queryOptions, useQuery } from '@tanstack/react-query'
import { boxApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'


/** GET /user/blindbox/productDetail: every series (or one) with its published odds table. */
export const getSeries = (id?: number) => boxApi().request('GET /user/blindbox/productDetail', { query: { id } })

export const seriesQueryOptions = (locale: Locale, id?: number) => queryOptions({ queryKey: ['blindbox', 'series', id ?? 'all', locale], queryFn: () => getSeries(id) })
export const useSeries = (id?: number) => useQuery(seriesQueryOptions(useLocale(), id))
