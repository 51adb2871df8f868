import type { QueryClient } from '@tanstack/react-query'
import { resetCartCounts } from './cart-counts.ts'
import { userStore } from './user-store.ts'

/**
 * Every query holding a user's own data (cart, addresses, orders, coupons) has a key that
 * starts with this, so logging out can wipe them from memory and from IndexedDB at once.
 */
export const userQueryKeyRoot = 'user' as const

/** Remembers where the shopper was, to return there after the next login (PATH__). */
export function rememberPath(path: string): void {
  userStore.set((state) => ({ ...state, redirectPath: path }))
}

/** Spec §4 logout, minus the server call: token, user info, counts and the user's cache go. */
export function clearSession(queryClient: QueryClient): void {
  userStore.set((state) => ({ ...state, token: undefined, userInfo: undefined }))
  resetCartCounts()
  queryClient.removeQueries({ queryKey: [userQueryKeyRoot] })
  // Paused cart changes belong to the user who made them.
  queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.isPaused)
    .forEach((mutation) => queryClient.getMutationCache().remove(mutation))
}
