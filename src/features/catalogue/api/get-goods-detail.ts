import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsDetail } from '#contract/catalogue.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import type { ProductLine } from '#contract/lines.ts'

export function getGoodsDetail(api: ShopApi, line: ProductLine, id: number): Promise<GoodsDetail> {
  // A missing product is shown in place, not as a toast.
  return api.catalogue(line).request('GET /getgooddetail', { query: { id }, silent: true })
}

export const goodsDetailQueryOptions = (line: ProductLine, id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, 'detail', id],
    queryFn: ({ client }) => getGoodsDetail(apiOf(client), line, id),
  })

export function useGoodsDetail(line: ProductLine, id: number) {
  return useQuery(goodsDetailQueryOptions(line, id, useLocale()))
}
