import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PayOrderBody, PayOrderResult } from '#contract/payments.ts'
import type { Envelope } from '#contract/envelope.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'
import { orderApi } from './order-api.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface PayOrderInput {
  line: ProductLine<'cart'>
  body: PayOrderBody
  idempotencyKey: string
}

/**
 * POST /user/payorder. A card payment answers 'Pay successful!' (code 200) or 'Pay failed!'
 * (code 402, an ApiError); a wallet answers code 401 and the API client sends the browser
 * to the wallet's page.
 */
export function payOrder({ line, body, idempotencyKey }: PayOrderInput): Promise<Envelope<PayOrderResult>> {
  return orderApi(line).envelope('POST /user/payorder', { body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true })
}

export function usePayOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: payOrder,
    // Offline, fail at once with 'network connection failed' instead of waiting paused.
    networkMode: 'always',
    // Paid or not, the order's status changed: the history and detail read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [userQueryKeyRoot, 'orders'] }),
  })
}
