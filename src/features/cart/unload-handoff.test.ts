// A cart change the page could not finish before unloading is taken up by the next page load,
// once. The whole journey (tap, reload, twenty times) runs in tests/e2e/cart-reload.spec.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { userStore } from '@/lib/user-store.ts'
import { resetCartCounts } from '@/lib/cart-counts.ts'
import { toastStore } from '@/ui/toast-store.ts'
import { registerCartMutationDefaults } from './mutation-defaults.ts'
import { readGuestCart } from './guest-cart.ts'
import { persistedCopy } from '@/lib/query-persistence.ts'

const scooter = { id: 1, goods_name: 'Urban Glide', thumb: '/t.webp', price: 44900, stock: 5 }
const handoffKey = 'CART__IN__FLIGHT__'

const quantities = (cart: Cart) => cart.lines.map((line) => [line.goods_id, line.quantity])

/** A page: its own query cache with the cart's changes registered, as src/main.tsx does. */
function loadPage(): QueryClient {
  const client = new QueryClient()
  registerCartMutationDefaults(client)
  return client
}

const tapAdd = (client: QueryClient, requestId: string) =>
  client
    .getMutationCache()
    .build(client, { mutationKey: ['cart', 'add'], networkMode: 'always' })
    .execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 2, requestId })

beforeEach(() => {
  localStorage.clear()
  userStore.set({ token: undefined, userInfo: undefined, redirectPath: undefined })
  resetCartCounts()
  toastStore.set([])
})

describe('a cart change in flight when the page unloads', () => {
  it('is handed to the next page load and applied there once', async () => {
    const first = loadPage()
    const adding = tapAdd(first, 'r1')
    // The page goes at once: its add has not been applied yet.
    window.dispatchEvent(new Event('pagehide'))
    const handoff = localStorage.getItem(handoffKey)
    expect(handoff).not.toBeNull()
    // In a real unload the first page dies here; this one finishes, so undo what it wrote.
    await adding
    localStorage.removeItem('CART__')
    localStorage.setItem(handoffKey, handoff!)

    const next = loadPage()
    expect(localStorage.getItem(handoffKey)).toBeNull()
    await next.resumePausedMutations()
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 2]])

    // A third load finds nothing left to resume.
    const third = loadPage()
    await third.resumePausedMutations()
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 2]])
  })

  it('a guest’s is not kept in the cache’s stored copy, which a later page would apply again', async () => {
    const first = loadPage()
    void tapAdd(first, 'r3').catch(() => {})
    window.dispatchEvent(new Event('pagehide'))
    const handoff = localStorage.getItem(handoffKey)!
    localStorage.removeItem('CART__')
    localStorage.setItem(handoffKey, handoff)
    const next = loadPage()
    // Taken back and paused until the stored copy is restored: the persister writes now and then.
    expect(
      next
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.isPaused),
    ).toEqual([true])
    expect(persistedCopy(next).mutations).toEqual([])
  })

  it('is not handed on once its answer has arrived', async () => {
    const page = loadPage()
    await tapAdd(page, 'r2')
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(handoffKey)).toBeNull()
    const next = loadPage()
    await next.resumePausedMutations()
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 2]])
  })
})
