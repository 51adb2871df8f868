import type { CreateOrderBody, OrderDetail } from '#contract/orders.ts'
import { orderApi } from './order-api.ts'

/**
 * POST /user/createorder. The Idempotency-Key makes a retry after a timeout safe: the server
 * answers the order it already made for that key instead of making a second one.
 */
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderDetail> {
  return orderApi(body.line).request('POST /user/createorder', { body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true })
}
