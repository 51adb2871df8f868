import { randomBytes } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { GatewayRefused, refundPayment } from '../payments/index.ts'
import type { LedgerContext } from './ledger.ts'
import { queueOrderMail, refundedMail } from './mail.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'
import { releaseReservations } from './reservations.ts'
import { nextState } from './state-machine.ts'

/** The gateway refused or failed the refund; `answer` is what it said. The refund stays pending. */
export class RefundRefused extends ShopError {
  readonly answer: string
  constructor(answer: string) {
    super(Code.failed, messages.refundRefused, { params: { answer } })
    this.answer = answer
    // Logs and the command line read the message: it carries the gateway's words too.
    this.message = translate(messages.refundRefused, 'en', { answer })
  }
}

/**
 * Gives money back through the provider that took it: all that is left (refund) or part of it
 * (split). Three steps, the gateway called outside any transaction: a pending refund row, the
 * gateway, then the order. A refund left pending (the gateway failed or the process died) is
 * finished by running the same refund again, with the same refund number, so nothing is refunded twice.
 */
export async function refundOrder(
  ctx: LedgerContext,
  orderNo: string,
  amount?: number,
  operatorId: number | null = null,
): Promise<OrderRow> {
  const started = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrder(trx, orderNo)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    // A status that cannot be refunded is refused before the amount is even looked at.
    nextState(order, 'refund')
    const charge = order.payment_method === 'cod' ? undefined : await queries.findSucceededCharge(trx, order.id)
    const pending = await queries.findPendingRefund(trx, order.id)
    if (pending) {
      if (amount !== undefined && amount !== pending.amount)
        throw new ShopError(Code.conflict, messages.refundPending, { params: { amount: `${pending.amount} ${order.currency}` } })
      return { order, charge, refund: pending }
    }
    const left = order.total - order.refunded
    const give = amount ?? left
    if (give <= 0 || give > left)
      throw new ShopError(Code.invalid, messages.refundTooMuch, { params: { left: `${left} ${order.currency}` } })
    const refund = await queries.insertPayment(trx, {
      order_id: order.id,
      kind: 'refund',
      method: order.payment_method,
      provider: charge?.provider ?? 'cod',
      amount: give,
      currency: order.currency,
      state: 'pending',
      reference: `refund_${randomBytes(8).toString('hex')}`,
      card_brand: null,
      card_last4: null,
      failure: null,
      created_at: now,
      updated_at: now,
    })
    return { order, charge, refund }
  })

  const { order, charge, refund } = started
  if (order.payment_method !== 'cod') {
    // The payments door asks the gateway; this module only keeps the order's books.
    try {
      const refunded = charge
        ? await refundPayment(ctx, charge, {
            number: orderNo,
            refundNo: refund.reference,
            give: refund.amount,
            total: order.total,
            refunded: order.refunded,
          })
        : 'no provider'
      if (refunded === 'no provider') throw new ShopError(Code.conflict, messages.refundNoProvider)
    } catch (error) {
      if (error instanceof GatewayRefused) throw new RefundRefused(error.answer)
      throw error
    }
  }

  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const current = (await queries.lockOrder(trx, orderNo))!
    const row = await queries.lockPayment(trx, refund.id)
    if (row?.state !== 'pending') return current
    const full = current.refunded + row.amount === current.total
    const refunded = { ...current, ...nextState(current, full ? 'refund' : 'partial_refund') }
    const restock = full && current.fulfillment_status === 'unshipped'
    const next = restock ? nextState(refunded, 'restock') : refunded
    await queries.updatePayment(trx, row.id, { state: 'succeeded', updated_at: now })
    await queries.updateOrder(trx, current.id, {
      status: next.status,
      fulfillment_status: next.fulfillment_status,
      refunded: current.refunded + row.amount,
      updated_at: now,
    })
    if (restock) await releaseReservations(trx, current, { reason: 'refunded', operatorId }, now)
    const after = (await queries.findOrder(trx, orderNo))!
    // Only the call that finished the pending refund gets here: a repeat returned above, unmailed.
    await queueOrderMail(ctx, trx, after, (locale, publicUrl) => refundedMail(after, row.amount, locale, publicUrl))
    return after
  })
}
