import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsList } from '#contract/catalogue.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface ProductListParams {
  category: string
  page?: number
  pageSize?: number
}

/** Spec §7 /getProductlists: the goods of one category (the energy-storage pages' call). */
export function getProductList(api: ShopApi, line: ProductLine, params: ProductListParams): Promise<GoodsList> {
  const query = { category: params.category, page: params.page ?? 1, page_size: params.pageSize ?? 12 }
  return api.shop(line).request('GET /getProductlists', { query })
}

export const productListQueryOptions = (line: ProductLine, params: ProductListParams, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, 'products', params],
    queryFn: ({ client }) => getProductList(apiOf(client), line, params),
    placeholderData: keepPreviousData,
  })

export function useProductList(line: ProductLine, params: ProductListParams) {
  return useQuery(productListQueryOptions(line, params, useLocale()))
}
