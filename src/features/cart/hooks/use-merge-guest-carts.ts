import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { mergeGuestCartsAfterLogin } from '../login-merge.ts'

/**
 * For the login page, after a successful login: resolves once the guest's cart lines are in the
 * account's carts and the header counts are the account's. Never throws; never blocks a login.
 */
export function useMergeGuestCarts(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => mergeGuestCartsAfterLogin(queryClient), [queryClient])
}
