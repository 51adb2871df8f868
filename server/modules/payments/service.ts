import type { FastifyBaseLogger } from 'fastify'
import { ShopError } from '../../http/shop-error.ts'
import type { Verdict } from './gateway.ts'
import type { PayableKind, PaymentContext, SettledBy } from './payable.ts'
import type { PaymentProvider, VerifiedPayment } from './provider.ts'
import * as queries from './queries.ts'

export interface ReceivedNotification {
  provider: Pick<PaymentProvider, 'name' | 'method'>
  /** The body exactly as received. */
  rawBody: string
  /** Only the headers the gateway signs with. */
  headers: Record<string, string>
  verdict: Verdict
}

/**
 * A verified answer handed to the payable whose number it names (a top-up's or an order's): the
 * one settle path. A number no registered kind owns is refused, never settled.
 */
export async function settlePayment<S>(
  ctx: PaymentContext,
  payables: readonly PayableKind<S>[],
  provider: Pick<PaymentProvider, 'name' | 'method'>,
  verified: VerifiedPayment,
): Promise<SettledBy<S>> {
  for (const payable of payables) {
    if (!(await payable.owns(ctx, verified.orderNo))) continue
    try {
      const settled = await payable.settle(ctx, provider, verified)
      return { ...payable.noted(settled), settled }
    } catch (error) {
      if (error instanceof ShopError) return { accepted: false, outcome: `${payable.kind} refused: ${error.message}`, refusal: error }
      throw error
    }
  }
  return { accepted: false, outcome: 'refused: unknown order' }
}

/**
 * Keeps the notification as received (verified or not, and why), then lets a verified one
 * settle its payable. Answers whether the gateway should hear "accepted".
 */
export async function receiveNotification<S>(
  ctx: PaymentContext & { log?: FastifyBaseLogger },
  payables: readonly PayableKind<S>[],
  notification: ReceivedNotification,
): Promise<SettledBy<S>> {
  const { verdict, provider } = notification
  const orderNo = 'payment' in verdict ? verdict.payment.orderNo : verdict.orderNo
  const row = await queries.insertPaymentNotification(ctx.db, {
    provider: provider.name,
    order_no: orderNo ?? null,
    raw_body: notification.rawBody,
    headers: JSON.stringify(notification.headers),
    verified: verdict.verified,
    outcome: verdict.verified ? 'received' : `refused: ${verdict.reason}`,
    received_at: ctx.now(),
  })
  ctx.counters?.paymentNotification(verdict.verified ? 'verified' : 'refused')
  if (!verdict.verified) {
    ctx.log?.warn({ provider: provider.name, orderNo, reason: verdict.reason }, 'payment notification refused')
    return { accepted: false, outcome: verdict.reason }
  }
  if ('event' in verdict) {
    await queries.setNotificationOutcome(ctx.db, row.id, verdict.event)
    return { accepted: true, outcome: verdict.event }
  }
  const settled = await settlePayment(ctx, payables, provider, verdict.payment)
  await queries.setNotificationOutcome(ctx.db, row.id, settled.outcome)
  if (!settled.accepted)
    ctx.log?.warn({ provider: provider.name, orderNo, reason: settled.outcome }, 'verified payment notification not applied')
  return settled
}
