import type { QueryClient } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cartLines } from '#contract/lines.ts'
import { notify } from '@/ui/toast-store.ts'
import { cartQueryOptions } from './api/get-cart.ts'
import { cartQueryKey } from './cart-keys.ts'
import { mergeGuestCarts } from './api/merge-guest-carts.ts'
import { clearGuestCarts, guestMergeBody } from './guest-cart.ts'

const adjustedTitle = msg`Your cart was updated`
const adjustedText = msg`Some items from before you logged in are sold out or had fewer in stock; we kept what we could.`

let running: Promise<void> | undefined

/**
 * After a login: the guest's CART__ lines join the account's carts (quantities added, capped at
 * stock, on the server), CART__ is cleared and the carts and header counts show the account's.
 * A failed merge keeps CART__ for the next try; its merge id keeps a retry from doubling.
 */
export function mergeGuestCartsAfterLogin(queryClient: QueryClient): Promise<void> {
  running ??= run(queryClient).finally(() => {
    running = undefined
  })
  return running
}

async function run(queryClient: QueryClient): Promise<void> {
  const body = guestMergeBody()
  if (body) {
    try {
      const { carts, adjusted } = await mergeGuestCarts(body)
      clearGuestCarts()
      for (const cart of carts) queryClient.setQueryData(cartQueryKey(cart.sign), cart)
      if (adjusted > 0) notify('info', i18n._(adjustedTitle), i18n._(adjustedText))
      return
    } catch {
      // The API client already told the shopper why.
    }
  }
  await Promise.all(cartLines.map((sign) => queryClient.fetchQuery({ ...cartQueryOptions(sign), staleTime: 0 }).catch(() => undefined)))
}

/** At start-up with a token: lines CART__ still holds (a merge that failed before) are merged. */
export function mergeLeftGuestCarts(queryClient: QueryClient): void {
  if (guestMergeBody()) void mergeGuestCartsAfterLogin(queryClient)
}
