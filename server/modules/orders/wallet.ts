import { Code } from '#contract/envelope.ts'
import type { OrderStatus } from '#contract/orders.ts'
import type { WalletNotification } from '#contract/payments.ts'
import { ShopError } from '../../http/shop-error.ts'
import { walletNotificationFresh, walletSignatureValid } from '../../payments/wallet-signature.ts'
import type { OrdersContext } from './context.ts'
import { recordPaid } from './ledger.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'
import { nextState, type OrderEvent } from './state-machine.ts'

// The sandbox wallet's signed notification (PAYMENT_SANDBOX=on only).

type WalletAnswer = { message: MessageKey; data: { order_no: string; status: OrderStatus; duplicate: boolean } }


/**
 * The wallet's notification: signature, freshness, order, amount and currency are checked; each
 * nonce counts once, so a replay changes nothing.
 */
export async function receiveWalletNotification(ctx: OrdersContext, notification: WalletNotification): Promise<WalletAnswer> {
  if (!walletSignatureValid(notification, ctx.paymentSecret)) {
    ctx.log?.warn({ orderNo: notification.order_no }, 'wallet notification with a bad signature')
    ctx.counters?.paymentNotification('refused')
    throw new ShopError(Code.invalid, messages.invalidSignature)
  }
  const now = ctx.now()
  if (!walletNotificationFresh(notification.timestamp, now)) throw new ShopError(Code.invalid, messages.notificationStale)
  ctx.counters?.paymentNotification('verified')

  const answer = await ctx.db.transaction().execute(async (trx): Promise<WalletAnswer> => {
    const order = await queries.lockOrder(trx, notification.order_no)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (notification.amount !== order.total || notification.currency !== order.currency) {
      ctx.log?.warn({ orderNo: order.order_no, amount: notification.amount, currency: notification.currency }, 'wallet notification for another amount')
      throw new ShopError(Code.conflict, messages.amountMismatch)
    }
    const isNew = await queries.recordWalletNotification(trx, {
      nonce: notification.nonce,
      order_no: order.order_no,
      amount: notification.amount,
      currency: notification.currency,
      status: notification.status,
      sent_at: new Date(notification.timestamp * 1000),
      outcome: 'received',
      received_at: now,
    })
    if (!isNew) return { message: 'notificationDuplicate', data: { order_no: order.order_no, status: order.status, duplicate: true } }

    const payment = await queries.findPendingWalletPayment(trx, order.id)
    if (!payment) {
      // Settled already (paid, failed or canceled): this notification changes nothing.
      await queries.setWalletNotificationOutcome(trx, notification.nonce, 'ignored: no pending payment')
      return { message: 'notificationDuplicate', data: { order_no: order.order_no, status: order.status, duplicate: true } }
    }
    const event: OrderEvent = notification.status === 'success' ? 'payment_succeeded' : 'payment_failed'
    const next = nextState(order, event)
    await queries.updatePayment(trx, payment.id, { state: notification.status === 'success' ? 'succeeded' : 'failed', failure: notification.status === 'success' ? null : 'wallet_failed', updated_at: now })
    if (event === 'payment_succeeded') await recordPaid(ctx, trx, order, { ...next, payment_method: payment.method, paid_at: now, updated_at: now })
    else await queries.updateOrder(trx, order.id, { ...next, payment_method: payment.method, updated_at: now })
    await queries.setWalletNotificationOutcome(trx, notification.nonce, next.status)
    return { message: event === 'payment_succeeded' ? 'paySuccessful' : 'payFailed', data: { order_no: order.order_no, status: next.status, duplicate: false } }
  })
  if (answer.message === 'paySuccessful') ctx.counters?.orderPaid()
  return answer
}
