import type { OrderLine } from '#contract/orders.ts'
import { useCurrency } from '@/lib/currency.ts'
import { useOrderQuote } from '../api/get-order-quote.ts'
import type { CheckoutDraft } from './use-checkout-draft.ts'

/** The order as it would be placed now: in the shopper's currency, with the chosen delivery and coupon. */
export function useCheckoutQuote(line: OrderLine, draft: CheckoutDraft) {
  const currency = useCurrency()
  const coupon = Number(draft.payment.couponId)
  return useOrderQuote({ line, currency, delivery: draft.information.delivery, userCouponId: coupon > 0 ? coupon : undefined })
}
