// Whose cart a change goes to is decided when the shopper taps. A tap made before the page's code
// ran is replayed as the page hydrates (src/lib/early-taps.ts), by the handler of a render that
// still drew the server's guest view: the add went to CART__ for a signed-in shopper, now and
// then, in tests/e2e/cart-reload.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Cart } from '#contract/cart.ts'
import { userStore } from '@/lib/user-store.ts'
import { cartActionKeys } from '../cart-keys.ts'
import { emptyCart } from '../cart-lines.ts'
import { addToCartAction, type AddToCartVariables } from '../api/add-to-cart.ts'
import { useCartMutation } from './use-cart-mutation.ts'

const scooter = { id: 1, goods_name: 'Urban Glide', thumb: '/t.webp', price: 44900, stock: 5 }

afterEach(() => userStore.set({ userInfo: undefined, token: undefined, redirectPath: undefined }))

function pageWith(run: (variables: AddToCartVariables) => Promise<Cart>) {
  const client = new QueryClient()
  client.setMutationDefaults(cartActionKeys.add, { mutationFn: run })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => useCartMutation(addToCartAction), { wrapper })
}

describe('a cart change', () => {
  it('goes to the cart of whoever is signed in when the shopper taps, whatever the last render saw', async () => {
    const run = vi.fn<(variables: AddToCartVariables) => Promise<Cart>>(async () => emptyCart('sco'))
    const { result } = pageWith(run)
    // The handler a guest's render made, kept by a tap that is replayed once the token is in.
    const { mutate } = result.current
    act(() => userStore.set((state) => ({ ...state, token: 'a-token' })))
    act(() => mutate({ sign: 'sco', goods: scooter, size: '', quantity: 1, requestId: 'r-1' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0]![0]).toMatchObject({ guest: false, requestId: 'r-1' })
  })

  it('is a guest’s when nobody is signed in at the tap', async () => {
    userStore.set((state) => ({ ...state, token: 'a-token' }))
    const run = vi.fn<(variables: AddToCartVariables) => Promise<Cart>>(async () => emptyCart('sco'))
    const { result } = pageWith(run)
    const { mutate } = result.current
    act(() => userStore.set((state) => ({ ...state, token: undefined })))
    act(() => mutate({ sign: 'sco', goods: scooter, size: '', quantity: 1, requestId: 'r-2' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0]![0]).toMatchObject({ guest: true })
  })
})
