import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { returnOptions } from '#contract/returns.ts'
import { browserApi } from '@/lib/api.ts'
import { alwaysAskAgain, ordersQueryKey } from './get-order-list.ts'

export type ReturnOptions = z.infer<typeof returnOptions>
export type ReturnOptionLine = ReturnOptions['lines'][number]

/** What of one order may come back, how many, by which kind and until when (GET /user/returns/options). */
export function getReturnOptions(orderNo: string): Promise<ReturnOptions> {
  return browserApi()
    .shop('sco')
    .request('GET /user/returns/options', { query: { order_no: orderNo }, silent: true })
}

// Under the order's key: kept offline with it, wiped at logout, asked again when the page opens.
export const returnOptionsQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'returns', orderNo, 'options'],
    queryFn: () => getReturnOptions(orderNo),
    ...alwaysAskAgain,
  })

export const useReturnOptions = (orderNo: string, enabled = true) => useQuery({ ...returnOptionsQueryOptions(orderNo), enabled })
