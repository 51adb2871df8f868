import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminOrder } from '#contract/admin.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'
import { dayRange } from './day-range.ts'
import { saveFile } from '@/lib/save-file.ts'
import type { OrderListSearch } from './list-search.ts'

export const orderPageSize = 20
const ordersKey = ['admin', 'orders'] as const

/** The list's filters as the API takes them; `until` covers the whole day. */
function orderFilter({ page: _page, since, until, ...search }: OrderListSearch) {
  return { ...search, ...dayRange(since, until) }
}

export function useOrders(search: OrderListSearch) {
  return useQuery({
    queryKey: [...ordersKey, 'list', search],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () =>
      adminApi.request('GET /orders', { query: { ...orderFilter(search), page: search.page, page_size: orderPageSize }, silent: true }),
  })
}

/** Every order the filters match, as a CSV file the browser saves. */
export async function downloadOrdersCsv(search: OrderListSearch): Promise<void> {
  const file = await adminApi.download('GET /orders.csv', { query: orderFilter(search), silent: true })
  saveFile(file, `orders-${new Date().toISOString().slice(0, 10)}.csv`)
}

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', orderNo],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /orders/:order_no', { params: { order_no: orderNo }, silent: true }),
  })

export const useOrder = (orderNo: string) => useQuery(orderQueryOptions(orderNo))

/** Ship, cancel and refund answer the order as it now is; the msg says what happened. */
function useOrderAction<V>(orderNo: string, act: (variables: V) => Promise<{ msg: string; data?: AdminOrder }>) {
  const client = useQueryClient()
  const refresh = useRefreshScreens(['orders', 'dashboard', 'customer'])
  return useMutation({
    networkMode: 'always',
    mutationFn: act,
    onSuccess: async ({ data }) => {
      if (data) client.setQueryData(orderQueryOptions(orderNo).queryKey, data)
      await refresh()
    },
  })
}

export const useShipOrder = (orderNo: string) =>
  useOrderAction(orderNo, (body: { carrier: string; tracking_no: string }) =>
    adminApi.envelope('POST /orders/:order_no/ship', { params: { order_no: orderNo }, body, silent: true }),
  )

/** The parcel arrived: return windows and warranties count from now. */
export const useDeliverOrder = (orderNo: string) =>
  useOrderAction(orderNo, () => adminApi.envelope('POST /orders/:order_no/deliver', { params: { order_no: orderNo }, silent: true }))

export const useCancelOrder = (orderNo: string) =>
  useOrderAction(orderNo, () => adminApi.envelope('POST /orders/:order_no/cancel', { params: { order_no: orderNo }, silent: true }))

/** Without an amount: whatever is left of the payment. */
export const useRefundOrder = (orderNo: string) =>
  useOrderAction(orderNo, (amount: number | undefined) =>
    adminApi.envelope('POST /orders/:order_no/refund', {
      params: { order_no: orderNo },
      body: amount === undefined ? {} : { amount },
      silent: true,
    }),
  )

export function useAddNote(orderNo: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: (text: string) =>
      adminApi.request('POST /orders/:order_no/notes', { params: { order_no: orderNo }, body: { text }, silent: true }),
    onSuccess: useRefreshScreens(['orders']),
  })
}
