import { Code } from '#contract/envelope.ts'
import type { OrderStatus } from '#contract/orders.ts'
import type { WalletNotification } from '#contract/payments.ts'
import { ShopError } from '../../http/shop-error.ts'
import { receiveWalletNotification } from '../payments/index.ts'
import type { OrdersContext } from './context.ts'
import { orderPayable } from './ledger.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'

// The sandbox wallet's signed notification at its legacy address (PAYMENT_SANDBOX=on only):
// received by the payments door, answered here in the address's own words.

type WalletAnswer = { message: MessageKey; data: { order_no: string; status: OrderStatus; duplicate: boolean } }

/**
 * The wallet's notification: signature, freshness, order, amount and currency are checked by the
 * one notification path; each nonce counts once, so a replay changes nothing.
 */
export async function receiveOrderWalletNotification(ctx: OrdersContext, notification: WalletNotification): Promise<WalletAnswer> {
  const receipt = await receiveWalletNotification(ctx, [orderPayable], notification)
  if (receipt.kind === 'refused')
    throw new ShopError(Code.invalid, receipt.unauthenticated ? messages.invalidSignature : messages.notificationStale)
  if (receipt.kind === 'unknown') throw new ShopError(Code.notFound, messages.orderNotFound)
  if (receipt.kind === 'unavailable') throw new ShopError(Code.conflict, messages.methodUnavailable)
  const order = (await queries.findOrder(ctx.db, notification.order_no))!
  const answer = (message: MessageKey, duplicate: boolean): WalletAnswer => ({
    message,
    data: { order_no: order.order_no, status: order.status, duplicate },
  })
  if (receipt.kind === 'duplicate') return answer('notificationDuplicate', true)
  const settled = receipt.result.settled
  if (settled?.outcome === 'refused' && settled.reason === 'amount or currency mismatch')
    throw new ShopError(Code.conflict, messages.amountMismatch)
  if (settled?.outcome === 'paid') return answer('paySuccessful', false)
  if (settled?.outcome === 'failed') return answer('payFailed', false)
  return answer('notificationDuplicate', true)
}
