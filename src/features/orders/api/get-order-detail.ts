import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderDetail } from '#contract/orders.ts'
import { browserApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { alwaysAskAgain, ordersQueryKey } from './get-order-list.ts'

/** One of the shopper's orders with every field (GET /user/orderdetail); another's is not found. */
export function getOrderDetail(orderNo: string): Promise<OrderDetail> {
  return browserApi()
    .shop('sco')
    .request('GET /user/orderdetail', { query: { order_no: orderNo }, silent: true })
}

export const orderDetailQueryOptions = (orderNo: string, locale: Locale) =>
  queryOptions({ queryKey: [...ordersQueryKey, 'detail', orderNo, locale], queryFn: () => getOrderDetail(orderNo), ...alwaysAskAgain })

interface OrderDetailOptions {
  /** Re-reads while a payment is being confirmed (a wallet's notification may still be on its way). */
  refetchInterval?: number | false | ((data: OrderDetail | undefined, reads: number) => number | false)
}

export function useOrderDetail(orderNo: string, options: OrderDetailOptions = {}) {
  const { refetchInterval } = options
  return useQuery({
    ...orderDetailQueryOptions(orderNo, useLocale()),
    enabled: Boolean(orderNo),
    refetchInterval:
      typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data, query.state.dataUpdateCount) : refetchInterval,
  })
}
