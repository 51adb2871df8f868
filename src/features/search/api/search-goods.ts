import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchHit } from '#contract/catalogue.ts'
import type { ShopLine } from '#contract/common.ts'
import { shopApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export async function searchGoods(line: ShopLine, goodsName: string): Promise<SearchHit[]> {
  const data = await shopApi(line).request('GET /searchgoods', { query: { goods_name: goodsName } })
  return data.list
}

export const searchGoodsQueryOptions = (line: ShopLine, goodsName: string, locale: Locale) =>
  queryOptions({
    queryKey: ['search', line, locale, goodsName],
    queryFn: () => searchGoods(line, goodsName),
    enabled: goodsName.length > 0,
    staleTime: 5 * 60 * 1000,
  })

export function useSearchGoods(line: ShopLine, goodsName: string) {
  return useQuery(searchGoodsQueryOptions(line, goodsName, useLocale()))
}
