import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { getToken } from '@/lib/user-store.ts'
import type { CartAction, CartChange } from '../cart-action.ts'

export type CartMutationConfig<V> = Omit<UseMutationOptions<Cart, Error, V>, 'mutationKey' | 'mutationFn' | 'networkMode'>

/** What a component gives for a change: whose cart it is, the hook decides. */
export type CartChangeInput<V extends CartChange> = Omit<V, 'guest'>

/**
 * A cart change by key: its function, optimistic update and messages come from the mutation
 * defaults. Whether it is a guest's is read from the user store when the shopper taps, not from
 * the last render: a tap replayed as the page hydrates (src/lib/early-taps.ts) runs before the
 * render that reads the browser's token, and a signed-in shopper's add then went to CART__ (the
 * header showed that one line until the next page merged it). A guest's change never waits for
 * the network; a shopper's waits (queued) offline.
 */
export function useCartMutation<V extends CartChange>(action: CartAction<V>, mutationConfig?: CartMutationConfig<V>) {
  const guest = useMutation<Cart, Error, V>({ mutationKey: action.key, networkMode: 'always', ...mutationConfig })
  const shopper = useMutation<Cart, Error, V>({ mutationKey: action.key, networkMode: 'online', ...mutationConfig })
  const mutate = (input: CartChangeInput<V>, options?: MutateOptions<Cart, Error, V>) => {
    const signedIn = Boolean(getToken())
    // The one place `guest` is filled in: TypeScript cannot see that V less `guest`, plus `guest`, is V.
    ;(signedIn ? shopper : guest).mutate({ ...input, guest: !signedIn } as V, options)
  }
  return { mutate }
}
