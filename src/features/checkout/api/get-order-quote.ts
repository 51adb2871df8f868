import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DeliveryMethod, OrderQuote } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'
import { orderApi } from './order-api.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface QuoteInput {
  line: ProductLine<'cart'>
  currency: string
  delivery: DeliveryMethod
  userCouponId?: number
  /** Where it ships (ISO code): delivery is priced by country and parcel. */
  country?: string
}

/** The figures the order would have now, priced by the server exactly as createorder will. */
export function getOrderQuote(input: QuoteInput): Promise<OrderQuote> {
  return orderApi(input.line).request('GET /user/orderquote', {
    query: {
      line: input.line,
      currency: input.currency,
      delivery_method: input.delivery,
      user_coupon_id: input.userCouponId,
      country: input.country,
    },
    silent: true,
  })
}

/** Every quote of the checkout: refreshed together when the cart or the order changes. */
export const orderQuoteKeyRoot = [userQueryKeyRoot, 'checkout', 'quote'] as const

/**
 * `revision` names what the shopper chose beyond the priced input (the address): a new one
 * prices again, so the confirm step never shows figures from before a change.
 */
export const orderQuoteQueryOptions = (input: QuoteInput, locale: string, revision = '') =>
  queryOptions({
    queryKey: [...orderQuoteKeyRoot, input, locale, revision],
    queryFn: () => getOrderQuote(input),
    staleTime: 15_000,
    // Never kept on the device: a page opened again prices again. A kept copy still fresh was of
    // a cart since ordered (the old figures, a date of birth asked again), and a new address
    // choice on the same page did not price again while it looked fresh.
    meta: { persist: false },
  })

/** Keeps the last figures on screen while a new coupon or currency is priced; waits while `enabled` is false. */
export const useOrderQuote = (input: QuoteInput, { revision = '', enabled = true }: { revision?: string; enabled?: boolean } = {}) =>
  useQuery({ ...orderQuoteQueryOptions(input, useLocale(), revision), placeholderData: keepPreviousData, enabled })
