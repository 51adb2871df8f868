import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { focusManager, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { OrderList } from '#contract/orders.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { orderListQueryOptions, useOrderList } from './get-order-list.ts'

const order = (fulfillment: 'unshipped' | 'all_shipped'): OrderList['list'][number] => ({
  order_no: '2611231234567890',
  first_item: { goods_name: 'Urban Glide S1', thumb: '' },
  line: 'sco',
  placed_at: '2026-11-23T08:00:00.000Z',
  payment_method: 'card',
  status: 'paid',
  fulfillment_status: fulfillment,
  currency: 'USD',
  total: 10_000,
  duties_taxes_total: 0,
  item_count: 1,
  payable: false,
  pay_before: null,
  confirm_before: null,
})
const listOf = (fulfillment: 'unshipped' | 'all_shipped'): OrderList => ({ list: [order(fulfillment)], total: 1, page: 1, page_size: 10 })

afterEach(() => {
  vi.unstubAllGlobals()
  focusManager.setFocused(undefined)
})

describe('the order history', () => {
  it('shows the copy it has at once, asks again on every opening and when the window comes back', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: listOf('all_shipped') }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    const queryClient = createQueryClient()
    // The copy saved a moment ago (restored from IndexedDB): the order was not shipped yet.
    queryClient.setQueryData(orderListQueryOptions(1, 10, 'en').queryKey, listOf('unshipped'))
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>

    const opened = renderHook(() => useOrderList(1, 10), { wrapper })
    expect(opened.result.current.data?.list[0]?.fulfillment_status).toBe('unshipped')
    await waitFor(() => expect(opened.result.current.data?.list[0]?.fulfillment_status).toBe('all_shipped'))
    expect(fetch).toHaveBeenCalledTimes(1)
    opened.unmount()

    // Opened again a second later: asked again, though the copy is that fresh.
    const again = renderHook(() => useOrderList(1, 10), { wrapper })
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    again.unmount()
  })
})
