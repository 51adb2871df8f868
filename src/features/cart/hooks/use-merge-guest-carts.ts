import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { cartSign } from '#contract/cart.ts'
import { notify } from '@/ui/toast-store.ts'
import { cartQueryKey, cartQueryOptions } from '../api/get-cart.ts'
import { mergeGuestCarts } from '../api/merge-guest-carts.ts'
import { clearGuestCarts, guestMergeBody } from '../guest-cart.ts'

/**
 * For the login page, after a successful login: the guest's cart lines join the account's carts
 * (quantities added, capped at stock, on the server), CART__ is cleared, and the header counts
 * show the account's carts. A failed merge keeps CART__ for the next login; it never blocks one.
 */
export function useMergeGuestCarts(): () => Promise<void> {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useCallback(async () => {
    const body = guestMergeBody()
    if (body) {
      try {
        const { carts, adjusted } = await mergeGuestCarts(body)
        clearGuestCarts()
        for (const cart of carts) queryClient.setQueryData(cartQueryKey(cart.sign), cart)
        if (adjusted > 0) notify('info', t`Your cart was updated`, t`Some items from before you logged in are sold out or had fewer in stock; we kept what we could.`)
        return
      } catch {
        // The client already showed why; the guest cart stays until a merge succeeds.
      }
    }
    await Promise.all(cartSign.options.map((sign) => queryClient.fetchQuery({ ...cartQueryOptions(sign), staleTime: 0 }).catch(() => undefined)))
  }, [queryClient, t])
}
