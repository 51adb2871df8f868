import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderList } from '#contract/orders.ts'
import { shopApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'

export const ordersQueryKey = [userQueryKeyRoot, 'orders'] as const

/** The shopper's orders of every line, newest first (GET /user/orderlists). */
export function getOrderList(page: number, pageSize: number): Promise<OrderList> {
  return shopApi('sco').request('GET /user/orderlists', { query: { page, page_size: pageSize }, silent: true })
}

// Under ['user', …]: persisted to IndexedDB for offline reading, wiped at logout.
export const orderListQueryOptions = (page: number, pageSize: number, locale: Locale) =>
  queryOptions({ queryKey: [...ordersQueryKey, 'list', { page, pageSize }, locale], queryFn: () => getOrderList(page, pageSize) })

export const useOrderList = (page: number, pageSize: number) => useQuery(orderListQueryOptions(page, pageSize, useLocale()))
