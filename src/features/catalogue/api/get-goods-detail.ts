import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GoodsDetail } from '#contract/catalogue.ts'
import type { Line } from '#contract/common.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'

export function getGoodsDetail(api: ShopApi, line: Line, id: number): Promise<GoodsDetail> {
  const client = line === 'cig' ? api.vape() : api.shop(line)
  // A missing product is shown in place, not as a toast.
  return client.request('GET /getgooddetail', { query: { id }, silent: true })
}

export const goodsDetailQueryOptions = (line: Line, id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['goods', line, locale, 'detail', id],
    queryFn: ({ client }) => getGoodsDetail(apiOf(client), line, id),
  })

export function useGoodsDetail(line: Line, id: number) {
  return useQuery(goodsDetailQueryOptions(line, id, useLocale()))
}
