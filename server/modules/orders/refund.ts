import { randomBytes } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { GatewayRefused, refundPayment } from '../payments/index.ts'
import { splitRefund } from '../landed-cost/index.ts'
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
 * A refund for goods that came back (issue 51): the return it pays, the goods' value (order
 * currency, after the discount's share) and the delivery given back. The duties and taxes go back
 * in proportion of the goods (`splitRefund`), counted on the order (`duties_taxes_refunded`), so
 * that several part refunds never return more than was paid.
 */
export interface ReturnedGoods {
  returnId: number
  goods: number
  delivery: number
}

/** What one refund gives back, by part. */
export interface RefundParts {
  goods: number
  delivery: number
  dutiesTaxes: number
  total: number
}

/** The parts a refund of `returned` would give back now from `order`; refuses more goods than the order holds. */
export function returnRefundParts(order: OrderRow, returned: Omit<ReturnedGoods, 'returnId'>): RefundParts {
  const goodsTotal = order.subtotal - order.discount
  if (returned.goods < 0 || returned.delivery < 0 || order.goods_refunded + returned.goods > goodsTotal)
    throw new ShopError(Code.invalid, messages.returnTooMuch)
  const split = splitRefund({
    goodsTotal,
    goodsRefunded: returned.goods,
    goodsRefundedBefore: order.goods_refunded,
    dutiesTaxes: order.duties_taxes,
    dutiesTaxesRefundedBefore: order.duties_taxes_refunded,
  })
  return { goods: split.goods, delivery: returned.delivery, dutiesTaxes: split.dutiesTaxes, total: split.total + returned.delivery }
}

/**
 * Gives money back through the provider that took it: all that is left (refund) or part of it
 * (split); with `returned`, the goods of a return and their share of duties (see ReturnedGoods).
 * Three steps, the gateway called outside any transaction: a pending refund row, the
 * gateway, then the order. A refund left pending (the gateway failed or the process died) is
 * finished by running the same refund again, with the same refund number, so nothing is refunded twice.
 */
export async function refundOrder(
  ctx: LedgerContext,
  orderNo: string,
  amount?: number,
  operatorId: number | null = null,
  returned?: ReturnedGoods,
): Promise<OrderRow> {
  const started = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrder(trx, orderNo)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    // A status that cannot be refunded is refused before the amount is even looked at.
    nextState(order, 'refund')
    const charge = order.payment_method === 'cod' ? undefined : await queries.findSucceededCharge(trx, order.id)
    const pending = await queries.findPendingRefund(trx, order.id)
    if (returned && (await queries.findSucceededReturnRefund(trx, returned.returnId)))
      throw new ShopError(Code.conflict, messages.returnAlreadyRefunded)
    const parts = returned ? returnRefundParts(order, returned) : undefined
    if (pending) {
      // A pending refund is finished only by the same request: the same amount, for the same return (or none).
      const wanted = parts?.total ?? amount
      if ((wanted !== undefined && wanted !== pending.amount) || (pending.return_id ?? undefined) !== returned?.returnId)
        throw new ShopError(Code.conflict, messages.refundPending, { params: { amount: `${pending.amount} ${order.currency}` } })
      return { order, charge, refund: pending }
    }
    const left = order.total - order.refunded
    const give = parts?.total ?? amount ?? left
    if (give <= 0 || give > left)
      throw new ShopError(Code.invalid, messages.refundTooMuch, { params: { left: `${left} ${order.currency}` } })
    // A refund of everything left gives back every good and every duty not yet refunded.
    const goodsPart = parts?.goods ?? (give === left ? order.subtotal - order.discount - order.goods_refunded : 0)
    const dutiesPart = parts?.dutiesTaxes ?? (give === left ? order.duties_taxes - order.duties_taxes_refunded : 0)
    const refund = await queries.insertPayment(trx, {
      return_id: returned?.returnId ?? null,
      goods_amount: goodsPart,
      duties_taxes_amount: dutiesPart,
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
      goods_refunded: current.goods_refunded + (row.goods_amount ?? 0),
      duties_taxes_refunded: current.duties_taxes_refunded + row.duties_taxes_amount,
      updated_at: now,
    })
    if (restock) await releaseReservations(trx, current, { reason: 'refunded', operatorId }, now)
    const after = (await queries.findOrder(trx, orderNo))!
    // Only the call that finished the pending refund gets here: a repeat returned above, unmailed.
    await queueOrderMail(ctx, trx, after, (locale, publicUrl) => refundedMail(after, row.amount, locale, publicUrl))
    return after
  })
}
