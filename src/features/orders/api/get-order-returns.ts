import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopperReturn } from '#contract/returns.ts'
import { browserApi } from '@/lib/api.ts'
import { alwaysAskAgain, ordersQueryKey } from './get-order-list.ts'

/** One order's returns, exchanges and claims, each with its timeline (GET /user/returns?order_no=). */
export async function getOrderReturns(orderNo: string): Promise<ShopperReturn[]> {
  return (
    await browserApi()
      .shop('sco')
      .request('GET /user/returns', { query: { order_no: orderNo }, silent: true })
  ).list
}

// Under ['user', 'orders', …] like the order itself: persisted for offline reading, wiped at logout.
export const orderReturnsQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'returns', orderNo, 'list'],
    queryFn: () => getOrderReturns(orderNo),
    ...alwaysAskAgain,
  })

export const useOrderReturns = (orderNo: string) => useQuery(orderReturnsQueryOptions(orderNo))
