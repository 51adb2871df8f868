import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsList } from '#contract/catalogue.ts'
import type { Line } from '#contract/common.ts'
import { shopApi, vapeApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export interface GoodsListParams {
  page?: number
  pageSize?: number
  category?: string
  brand?: string
  featured?: boolean
}

export function getGoodsList(line: Line, params: GoodsListParams): Promise<GoodsList> {
  const query = {
    page: params.page ?? 1,
    page_size: params.pageSize ?? 12,
    category: params.category,
    brand: params.brand,
    featured: params.featured ? ('1' as const) : undefined,
  }
  return line === 'cig'
    ? vapeApi().request('GET /getgoodslists', { query })
    : shopApi(line).request('GET /getscogoodslists', { query })
}

export const goodsListQueryOptions = (line: Line, params: GoodsListParams, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, params],
    queryFn: () => getGoodsList(line, params),
    placeholderData: keepPreviousData,
  })

export function useGoodsList(line: Line, params: GoodsListParams) {
  return useQuery(goodsListQueryOptions(line, params, useLocale()))
}
