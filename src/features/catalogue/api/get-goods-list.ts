import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsList } from '#contract/catalogue.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { catalogueOf, type ProductLine } from '#contract/lines.ts'

export interface GoodsListParams {
  page?: number
  pageSize?: number
  category?: string
  brand?: string
  featured?: boolean
}

export function getGoodsList(api: ShopApi, line: ProductLine, params: GoodsListParams): Promise<GoodsList> {
  const query = {
    page: params.page ?? 1,
    page_size: params.pageSize ?? 12,
    category: params.category,
    brand: params.brand,
    featured: params.featured ? ('1' as const) : undefined,
  }
  // The vape brands' own catalogue client names its list differently (contract/lines.ts says which).
  return catalogueOf(line) === 'vape'
    ? api.vape().request('GET /getgoodslists', { query })
    : api.shop(line).request('GET /getscogoodslists', { query })
}

export const goodsListQueryOptions = (line: ProductLine, params: GoodsListParams, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, params],
    queryFn: ({ client }) => getGoodsList(apiOf(client), line, params),
    placeholderData: keepPreviousData,
  })

export function useGoodsList(line: ProductLine, params: GoodsListParams) {
  return useQuery(goodsListQueryOptions(line, params, useLocale()))
}
