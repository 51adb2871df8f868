import { Code } from '#contract/envelope.ts'
import type { OrderStatus } from '#contract/orders.ts'
import type { WalletNotification } from '#contract/payments.ts'
import type { PaymentRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { providerOf, recordWalletNotification, setWalletNotificationOutcome, verifyWalletNotification } from '../payments/index.ts'
import type { OrdersContext } from './context.ts'
import { settleVerifiedPayment } from './ledger.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'

// The sandbox wallet's signed notification (PAYMENT_SANDBOX=on only): checked here, settled by the ledger.

type WalletAnswer = { message: MessageKey; data: { order_no: string; status: OrderStatus; duplicate: boolean } }

/**
 * The wallet's notification: signature, freshness, order, amount and currency are checked; each
 * nonce counts once, so a replay changes nothing. The ledger applies what it says.
 */
export async function receiveWalletNotification(ctx: OrdersContext, notification: WalletNotification): Promise<WalletAnswer> {
  const now = ctx.now()
  const verdict = verifyWalletNotification(notification, ctx.paymentSecret, now)
  if (!verdict.verified) {
    if (!verdict.unauthenticated) throw new ShopError(Code.invalid, messages.notificationStale)
    ctx.log?.warn({ orderNo: notification.order_no }, 'wallet notification with a bad signature')
    ctx.counters?.paymentNotification('refused')
    throw new ShopError(Code.invalid, messages.invalidSignature)
  }
  ctx.counters?.paymentNotification('verified')

  const duplicate = (order: { order_no: string; status: OrderStatus }): WalletAnswer => ({
    message: 'notificationDuplicate',
    data: { order_no: order.order_no, status: order.status, duplicate: true },
  })
  const received = await ctx.db.transaction().execute(async (trx): Promise<{ answer: WalletAnswer } | { attempt: PaymentRow }> => {
    const order = await queries.lockOrder(trx, notification.order_no)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (notification.amount !== order.total || notification.currency !== order.currency) {
      ctx.log?.warn(
        { orderNo: order.order_no, amount: notification.amount, currency: notification.currency },
        'wallet notification for another amount',
      )
      throw new ShopError(Code.conflict, messages.amountMismatch)
    }
    const isNew = await recordWalletNotification(trx, {
      nonce: notification.nonce,
      order_no: order.order_no,
      amount: notification.amount,
      currency: notification.currency,
      status: notification.status,
      sent_at: new Date(notification.timestamp * 1000),
      outcome: 'received',
      received_at: now,
    })
    if (!isNew) return { answer: duplicate(order) }
    const payment = await queries.findPendingWalletPayment(trx, order.id)
    if (!payment) {
      // Settled already (paid, failed or canceled): this notification changes nothing.
      await setWalletNotificationOutcome(trx, notification.nonce, 'ignored: no pending payment')
      return { answer: duplicate(order) }
    }
    return { attempt: payment }
  })
  if ('answer' in received) return received.answer
  // The provider that started the attempt (the sandbox's Alipay or WeChat Pay).
  const provider = providerOf(ctx.payments, received.attempt)
  if (!provider) throw new ShopError(Code.conflict, messages.methodUnavailable)

  const settled = await settleVerifiedPayment(ctx, provider, verdict.payment)
  const order = (await queries.findOrder(ctx.db, notification.order_no))!
  await setWalletNotificationOutcome(
    ctx.db,
    notification.nonce,
    settled.outcome === 'refused' ? `refused: ${settled.reason}` : order.status,
  )
  if (settled.outcome === 'paid')
    return { message: 'paySuccessful', data: { order_no: order.order_no, status: order.status, duplicate: false } }
  if (settled.outcome === 'failed')
    return { message: 'payFailed', data: { order_no: order.order_no, status: order.status, duplicate: false } }
  return duplicate(order)
}
