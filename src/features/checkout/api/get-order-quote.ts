import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DeliveryMethod, OrderLine, OrderQuote } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'
import { orderApi } from './order-api.ts'

export interface QuoteInput {
  line: OrderLine
  currency: string
  delivery: DeliveryMethod
  userCouponId?: number
}

/** The figures the order would have now, priced by the server exactly as createorder will. */
export function getOrderQuote(input: QuoteInput): Promise<OrderQuote> {
  return orderApi(input.line).request('GET /user/orderquote', {
    query: { line: input.line, currency: input.currency, delivery_method: input.delivery, user_coupon_id: input.userCouponId },
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
  })

/** Keeps the last figures on screen while a new coupon or currency is priced; waits while `enabled` is false. */
export const useOrderQuote = (input: QuoteInput, { revision = '', enabled = true }: { revision?: string; enabled?: boolean } = {}) =>
  useQuery({ ...orderQuoteQueryOptions(input, useLocale(), revision), placeholderData: keepPreviousData, enabled })
