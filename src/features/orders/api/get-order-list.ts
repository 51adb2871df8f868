import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderList } from '#contract/orders.ts'
import { browserApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'

export const ordersQueryKey = [userQueryKeyRoot, 'orders'] as const

/** The shopper's orders of every line, newest first (GET /user/orderlists). */
export function getOrderList(page: number, pageSize: number): Promise<OrderList> {
  return browserApi()
    .shop('sco')
    .request('GET /user/orderlists', { query: { page, page_size: pageSize }, silent: true })
}

/**
 * An order changes on the shop's side (paid, shipped): the last copy shows at once and is asked
 * again each time the page opens and when the window comes back, never trusted as fresh.
 * Offline the query waits and the copy stays on screen.
 */
export const alwaysAskAgain = { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const

// Under ['user', …]: persisted to IndexedDB for offline reading, wiped at logout.
export const orderListQueryOptions = (page: number, pageSize: number, locale: Locale) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', { page, pageSize }, locale],
    queryFn: () => getOrderList(page, pageSize),
    ...alwaysAskAgain,
  })

export const useOrderList = (page: number, pageSize: number) => useQuery(orderListQueryOptions(page, pageSize, useLocale()))
