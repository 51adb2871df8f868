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
  return orderApi(input.line).get<OrderQuote>('/user/orderquote', {
    query: { line: input.line, currency: input.currency, delivery_method: input.delivery, user_coupon_id: input.userCouponId },
    silent: true,
  })
}

export const orderQuoteQueryOptions = (input: QuoteInput, locale: string) =>
  queryOptions({
    queryKey: [userQueryKeyRoot, 'checkout', 'quote', input, locale],
    queryFn: () => getOrderQuote(input),
    staleTime: 15_000,
  })

/** Keeps the last figures on screen while a new coupon or currency is priced. */
export const useOrderQuote = (input: QuoteInput) =>
  useQuery({ ...orderQuoteQueryOptions(input, useLocale()), placeholderData: keepPreviousData })
