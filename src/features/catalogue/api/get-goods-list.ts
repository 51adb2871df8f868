import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsList } from '#contract/catalogue.ts'
import type { Line } from '#contract/common.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export interface GoodsListParams {
  page?: number
  pageSize?: number
  category?: string
  brand?: string
  featured?: boolean
}

export function getGoodsList(api: ShopApi, line: Line, params: GoodsListParams): Promise<GoodsList> {
  const query = {
    page: params.page ?? 1,
    page_size: params.pageSize ?? 12,
    category: params.category,
    brand: params.brand,
    featured: params.featured ? ('1' as const) : undefined,
  }
  return line === 'cig' ? api.vape().request('GET /getgoodslists', { query }) : api.shop(line).request('GET /getscogoodslists', { query })
}

export const goodsListQueryOptions = (line: Line, params: GoodsListParams, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, params],
    queryFn: ({ client }) => getGoodsList(apiOf(client), line, params),
    placeholderData: keepPreviousData,
  })

export function useGoodsList(line: Line, params: GoodsListParams) {
  return useQuery(goodsListQueryOptions(line, params, useLocale()))
}
