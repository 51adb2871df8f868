// A guest's cart lives in the browser only. What a signed-in shopper's queued changes do against
// the real server (order on reconnect, a refusal, an idempotent add) is in tests/e2e/cart.spec.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { userStore } from '@/lib/user-store.ts'
import { cartCountsStore, resetCartCounts } from '@/lib/cart-counts.ts'
import { toastStore } from '@/ui/toast-store.ts'
import { registerCartMutationDefaults } from './mutation-defaults.ts'
import { cartQueryKey } from './cart-keys.ts'
import { readGuestCart } from './guest-cart.ts'

const scooter = { id: 1, goods_name: 'Urban Glide', thumb: '/t.webp', price: 44900, stock: 5 }
const helmet = { id: 2, goods_name: 'Helmet', thumb: '/h.webp', price: 5900, stock: 10 }

const quantities = (cart: Cart | undefined) => cart?.lines.map((line) => [line.goods_id, line.quantity])

beforeEach(() => {
  userStore.set({ token: undefined, userInfo: undefined, redirectPath: undefined })
  resetCartCounts()
  toastStore.set([])
})
afterEach(() => {
  onlineManager.setOnline(true)
})

describe('a guest’s cart', () => {
  it('lives in CART__ per line, offline too, and keeps the header count', async () => {
    const client = new QueryClient()
    registerCartMutationDefaults(client)
    onlineManager.setOnline(false)
    const build = (key: string) => client.getMutationCache().build(client, { mutationKey: ['cart', key], networkMode: 'always' })
    await build('add').execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 2, requestId: 'r1' })
    await build('add').execute({ sign: 'boot', guest: true, goods: helmet, size: '42', quantity: 1, requestId: 'r2' })
    await build('update').execute({ sign: 'sco', guest: true, items: [{ goods_id: 1, size: '', quantity: 4 }] })
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 4]])
    expect(readGuestCart('boot').lines[0]).toMatchObject({ goods_id: 2, size: '42', quantity: 1 })
    expect(cartCountsStore.get()).toMatchObject({ scoCartNum: 4, bootCartNum: 1 })
    const stored = JSON.parse(localStorage.getItem('CART__') ?? '{}')
    expect(typeof stored.mergeId).toBe('string')
  })

  it('refuses more than the stock it knows of, changing nothing, with a clear message', async () => {
    const client = new QueryClient()
    registerCartMutationDefaults(client)
    const build = (key: string) => client.getMutationCache().build(client, { mutationKey: ['cart', key], networkMode: 'always' })
    await build('add').execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 4, requestId: 'r1' })
    const notice = () => toastStore.get().map((item) => item.description)
    await build('add')
      .execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 2, requestId: 'r2' })
      .catch(() => undefined)
    // One notice at a time (issue 48): each refusal's message replaces the last.
    expect(notice()).toEqual(['Only 5 left in stock.'])
    await build('update')
      .execute({ sign: 'sco', guest: true, items: [{ goods_id: 1, size: '', quantity: 0 }] })
      .catch(() => undefined)
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 4]])
    expect(quantities(client.getQueryData(cartQueryKey('sco')))).toEqual([[1, 4]])
    expect(notice()).toEqual(['Please enter a whole number from 1 to 999.'])
  })
})
