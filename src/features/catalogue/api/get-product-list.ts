import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsList } from '#contract/catalogue.ts'
import type { ShopLine } from '#contract/common.ts'
import { shopApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export interface ProductListParams {
  category: string
  page?: number
  pageSize?: number
}

/** Spec §7 /getProductlists: the goods of one category (the energy-storage pages' call). */
export function getProductList(line: ShopLine, params: ProductListParams): Promise<GoodsList> {
  const query = { category: params.category, page: params.page ?? 1, page_size: params.pageSize ?? 12 }
  return shopApi(line).request('GET /getProductlists', { query })
}

export const productListQueryOptions = (line: ShopLine, params: ProductListParams, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, 'products', params],
    queryFn: () => getProductList(line, params),
    placeholderData: keepPreviousData,
  })

export function useProductList(line: ShopLine, params: ProductListParams) {
  return useQuery(productListQueryOptions(line, params, useLocale()))
}
