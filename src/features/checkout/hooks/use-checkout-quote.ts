import { useEffect, useRef } from 'react'
import { useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useCurrency } from '@/lib/currency.ts'
import { isIsoCountry } from '#contract/country-codes.ts'
import { orderQuoteKeyRoot, useOrderQuote } from '../api/get-order-quote.ts'
import { useSavedAddresses } from '../api/get-saved-addresses.ts'
import type { CheckoutDraft } from './use-checkout-draft.ts'
import type { ProductLine } from '#contract/lines.ts'

/** Cart changes still on their way to the server (the cart's mutations share this key). */
const cartChanges = { mutationKey: ['cart'] }

/**
 * The order as it would be placed now: in the shopper's currency, with the chosen delivery,
 * address and coupon. While cart changes are still being sent it waits, and once they settle
 * it prices again, so the total the shopper confirms is the one the server will charge.
 * `settling` is true while a newer figure is on its way.
 */
export function useCheckoutQuote(line: ProductLine<'cart'>, draft: CheckoutDraft) {
  const currency = useCurrency()
  const queryClient = useQueryClient()
  const coupon = Number(draft.payment.couponId)
  const cartSending = useIsMutating(cartChanges) > 0
  const { addressChoice, address } = draft.information
  const revision = JSON.stringify([addressChoice, addressChoice === 'new' ? address : null])
  const saved = useSavedAddresses()
  // Delivery is priced for the address's country (a saved one's once the address book is read).
  const typed = addressChoice === 'new' ? address.country : saved.data?.find((entry) => String(entry.id) === addressChoice)?.country
  const code = typed?.trim().toUpperCase()
  const country = code && isIsoCountry(code) ? code : undefined
  const quote = useOrderQuote(
    { line, currency, delivery: draft.information.delivery, userCouponId: coupon > 0 ? coupon : undefined, country },
    { revision, enabled: !cartSending },
  )
  // The cart just settled: whatever was priced before it is out of date.
  const wasSending = useRef(cartSending)
  useEffect(() => {
    if (wasSending.current && !cartSending) void queryClient.invalidateQueries({ queryKey: orderQuoteKeyRoot })
    wasSending.current = cartSending
  }, [cartSending, queryClient])
  return { quote, settling: cartSending || quote.isFetching || quote.isPlaceholderData }
}
