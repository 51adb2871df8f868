import { Code } from '#contract/envelope.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow, PaymentNextAction, PaymentRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { providerOf, settlePayment, type PayableKind, type PaymentProvider, type VerifiedPayment } from '../payments/index.ts'
import { detailOf } from './history.ts'
import { confirmationMail, paidMail, queueOrderMail, type OrderMailContext } from './mail.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'
import type { OrdersContext } from './context.ts'
import { canPay, nextState } from './state-machine.ts'

/*
 * Payments as a ledger. An order becomes paid here only, from a gateway answer whose signature
 * was checked (a notification or a query) or a provider's own final answer (the sandbox card),
 * never from a return URL. Every attempt and refund is a `payments` row, every notification a
 * `payment_notifications` row.
 */

export type LedgerContext = Pick<OrdersContext, 'db' | 'now' | 'payments' | 'log' | 'counters'> & OrderMailContext

/**
 * An order becomes paid: its row, and the shopper's "payment received" mail queued in the same
 * transaction (`trx`, holding the order's lock). Every way an order is paid comes through here,
 * so the mail goes once per order, whichever gateway or person settled it.
 */
export async function recordPaid(
  ctx: OrderMailContext,
  trx: Db,
  order: OrderRow,
  paid: Pick<OrderRow, 'status' | 'fulfillment_status' | 'payment_method' | 'paid_at' | 'updated_at'>,
): Promise<void> {
  await queries.updateOrder(trx, order.id, paid)
  const now = { ...order, ...paid }
  if (order.payment_method === 'card') {
    // A card order's confirmation waits for the charge (place.ts): written now, it says paid, no deadline.
    const detail = await detailOf({ db: trx, mediaBase: '' }, now, now.locale === 'zh-cn' ? 'zh-cn' : 'en')
    await queueOrderMail(ctx, trx, now, (locale, links) => confirmationMail(detail, locale, links))
    return
  }
  await queueOrderMail(ctx, trx, now, (locale, links) => paidMail(now, locale, links))
}

/** What a verified gateway answer did to the order: 'paid', 'duplicate', 'failed', 'pending', or why it was refused. */
export type Settlement =
  { outcome: 'paid' | 'duplicate' | 'failed' | 'pending'; orderNo: string } | { outcome: 'refused'; reason: string; orderNo: string }

/** Abandoned attempts are asked about after this (npm run shop -- payments reconcile). */
const reconcileAfterMs = 15 * 60_000
/** The order page asks the gateway at most this often per attempt. */
const queryEveryMs = 3000

/** A gateway error, short: some SDK messages quote the whole answer, which stays out of the log. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 120)

/** Flags the order for a person, once per reason (a gateway retries a refused notification for hours). */
async function flag(trx: LedgerContext['db'], order: OrderRow, reason: string, now: Date) {
  if (order.payment_review?.split('; ').includes(reason)) return
  await queries.updateOrder(trx, order.id, {
    payment_review: order.payment_review ? `${order.payment_review}; ${reason}` : reason,
    updated_at: now,
  })
}

/**
 * Applies a verified answer of `provider` to its order, under the order's lock: paid once, a
 * replay changes nothing, an amount or currency other than the one asked flags the order for
 * review instead of paying it.
 */
async function settleVerifiedPayment(
  ctx: LedgerContext,
  provider: Pick<PaymentProvider, 'name' | 'method'>,
  verified: VerifiedPayment,
): Promise<Settlement> {
  const orderNo = verified.orderNo
  const settlement = await ctx.db.transaction().execute(async (trx): Promise<Settlement> => {
    const now = ctx.now()
    const order = await queries.lockOrder(trx, orderNo)
    if (!order) return { outcome: 'refused', reason: 'unknown order', orderNo }
    const attempt = await queries.findLatestCharge(trx, order.id, provider)
    if (!attempt) return { outcome: 'refused', reason: `no ${provider.name} attempt for this order`, orderNo }
    if (verified.state === 'pending') return { outcome: 'pending', orderNo }
    if (verified.state === 'failed') {
      // A failure of an earlier trade (a Stripe PaymentIntent the shopper left) says nothing about the latest attempt.
      const earlierTrade = verified.tradeNo && attempt.gateway_trade_no && verified.tradeNo !== attempt.gateway_trade_no
      if (!['pending', 'processing'].includes(attempt.state) || earlierTrade) return { outcome: 'duplicate', orderNo }
      await queries.updatePayment(trx, attempt.id, {
        state: verified.failure === 'declined' ? 'declined' : 'failed',
        failure: verified.failure ?? 'gateway_failed',
        updated_at: now,
      })
      // A charge answered at once (processing) never moved the order to pending: it fails from where it stands.
      if (canPay(order) && (order.status === 'pending' || attempt.state === 'processing'))
        await queries.updateOrder(trx, order.id, { ...nextState(order, 'payment_failed'), updated_at: now })
      return { outcome: 'failed', orderNo }
    }
    if (attempt.state === 'succeeded') return { outcome: 'duplicate', orderNo }
    if (verified.amount !== attempt.amount || verified.currency !== attempt.currency) {
      const reason = `${provider.name} reported ${verified.amount ?? '?'} ${verified.currency ?? '?'} paid, ${attempt.amount} ${attempt.currency} was asked`
      await flag(trx, order, reason, now)
      ctx.log?.warn({ orderNo, provider: provider.name }, 'payment amount or currency does not match: order flagged for review')
      return { outcome: 'refused', reason: 'amount or currency mismatch', orderNo }
    }
    const card = verified.card ? { card_brand: verified.card.brand, card_last4: verified.card.last4 } : {}
    await queries.updatePayment(trx, attempt.id, {
      state: 'succeeded',
      failure: null,
      gateway_trade_no: verified.tradeNo ?? null,
      next_action: null,
      ...card,
      updated_at: now,
    })
    if (!canPay(order)) {
      // Money arrived for an order already paid another way, or canceled: a person refunds it.
      await flag(trx, order, `${provider.name} payment arrived while the order was ${order.status}`, now)
      return { outcome: 'refused', reason: `order is ${order.status}`, orderNo }
    }
    await queries.cancelOpenPayments(trx, order.id, now)
    await recordPaid(ctx, trx, order, {
      ...nextState(order, 'payment_succeeded'),
      payment_method: attempt.method,
      paid_at: now,
      updated_at: now,
    })
    return { outcome: 'paid', orderNo }
  })
  if (settlement.outcome === 'paid') ctx.counters?.orderPaid()
  return settlement
}

/** Asks the gateway about one attempt and settles what it verifiably says. */
async function queryAndSettle(
  ctx: LedgerContext,
  attempt: Pick<PaymentRow, 'id' | 'method' | 'provider' | 'reference' | 'gateway_trade_no'>,
  orderNo: string,
): Promise<Settlement | null> {
  const provider = providerOf(ctx.payments, attempt)
  if (!provider?.query) return null
  await queries.markQueried(ctx.db, attempt.id, ctx.now())
  const verified = await provider.query({ orderNo, reference: attempt.reference, tradeNo: attempt.gateway_trade_no })
  // Through the one door, like a notification: the order settles it under its own lock.
  return (await settlePayment(ctx, [orderPayable], provider, verified)).settled ?? null
}

export interface PaymentCheck {
  order: OrderRow
  nextAction: PaymentNextAction | null
}

/**
 * The shopper is on the order page (back from the wallet, or scanning a QR code): when the
 * notification has not arrived, ask the gateway, at most every few seconds. A failed query only
 * means "not yet": the notification or reconcile settles it later.
 */
export async function checkPayment(ctx: LedgerContext, userId: number, orderNo: string): Promise<PaymentCheck> {
  const order = await queries.findOrder(ctx.db, orderNo, userId)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  const attempt = order.status === 'pending' ? await queries.findPendingWalletPayment(ctx.db, order.id) : undefined
  if (!attempt) return { order, nextAction: null }
  const due = !attempt.last_queried_at || ctx.now().getTime() - attempt.last_queried_at.getTime() >= queryEveryMs
  if (due) {
    try {
      const settled = await queryAndSettle(ctx, attempt, order.order_no)
      if (settled?.outcome === 'paid' || settled?.outcome === 'failed')
        return { order: (await queries.findOrder(ctx.db, orderNo, userId))!, nextAction: null }
    } catch (error) {
      ctx.log?.warn({ orderNo, reason: reasonOf(error) }, 'payment query failed; the notification or reconcile will settle it')
    }
  }
  return { order, nextAction: attempt.next_action }
}

/** `npm run shop -- payments reconcile`: asks the gateways about attempts waiting longer than 15 minutes. */
export async function reconcilePayments(ctx: LedgerContext): Promise<{ orderNo: string; result: string }[]> {
  const results: { orderNo: string; result: string }[] = []
  for (const attempt of await queries.findWaitingCharges(ctx.db, { startedBefore: new Date(ctx.now().getTime() - reconcileAfterMs) })) {
    try {
      const settled = await queryAndSettle(ctx, attempt, attempt.order_no)
      results.push({
        orderNo: attempt.order_no,
        result: settled
          ? settled.outcome === 'refused'
            ? `refused: ${settled.reason}`
            : settled.outcome
          : `${attempt.provider} cannot be asked`,
      })
    } catch (error) {
      results.push({ orderNo: attempt.order_no, result: `query failed: ${reasonOf(error)}` })
    }
  }
  return results
}

/**
 * Before unpaid orders are released: asks the gateways about those still waiting on one, so a
 * payment made just before the deadline settles its order instead of finding it canceled.
 */
export async function settleExpiringPayments(ctx: LedgerContext): Promise<void> {
  for (const attempt of await queries.findWaitingCharges(ctx.db, { expiredBy: ctx.now() })) {
    try {
      await queryAndSettle(ctx, attempt, attempt.order_no)
    } catch (error) {
      ctx.log?.warn({ orderNo: attempt.order_no, reason: reasonOf(error) }, 'payment query before release failed')
    }
  }
}

/** Shop orders as the payments module settles them: by order number, under the order's lock. */
export const orderPayable: PayableKind<Settlement> = {
  kind: 'order',
  owns: async (ctx, orderNo) => (await queries.findOrder(ctx.db, orderNo)) !== undefined,
  settle: (ctx, provider, verified) => settleVerifiedPayment(ctx, provider, verified),
  noted: (settled) => ({
    accepted: settled.outcome !== 'refused',
    outcome: settled.outcome === 'refused' ? `refused: ${settled.reason}` : settled.outcome,
  }),
}
