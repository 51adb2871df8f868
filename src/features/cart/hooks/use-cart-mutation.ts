import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import type { CartAction, CartChange } from '../cart-action.ts'

export type CartMutationConfig<V> = Omit<UseMutationOptions<Cart, Error, V>, 'mutationKey' | 'mutationFn'>

/**
 * A cart change by key: its function, optimistic update and messages come from the mutation
 * defaults. A guest's change never waits for the network; a shopper's waits (queued) offline.
 */
export function useCartMutation<V extends CartChange>(action: CartAction<V>, mutationConfig?: CartMutationConfig<V>) {
  const loggedIn = useIsLoggedIn()
  return useMutation<Cart, Error, V>({ mutationKey: action.key, networkMode: loggedIn ? 'online' : 'always', ...mutationConfig })
}
