import type { FastifyBaseLogger } from 'fastify'
import {
  insertPaymentNotification,
  setNotificationOutcome,
  settleVerifiedPayment,
  type LedgerContext,
  type Settlement,
} from '../orders/index.ts'
import type { Verdict } from '../../payments/gateway.ts'
import type { PaymentProvider } from '../../payments/provider.ts'
import { settleGatewayTopUp } from '../blindbox/index.ts'

export interface ReceivedNotification {
  provider: Pick<PaymentProvider, 'name' | 'method'>
  /** The body exactly as received. */
  rawBody: string
  /** Only the headers the gateway signs with. */
  headers: Record<string, string>
  verdict: Verdict
}

/**
 * Keeps the notification as received (verified or not, and why), then lets a verified one
 * settle its order. Answers whether the gateway should hear "accepted".
 */
export async function receiveNotification(
  ctx: LedgerContext & { log?: FastifyBaseLogger },
  notification: ReceivedNotification,
): Promise<{ accepted: boolean; outcome: string }> {
  const { verdict, provider } = notification
  const orderNo = 'payment' in verdict ? verdict.payment.orderNo : verdict.orderNo
  const row = await insertPaymentNotification(ctx.db, {
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
    await setNotificationOutcome(ctx.db, row.id, verdict.event)
    return { accepted: true, outcome: verdict.event }
  }
  // A blind-box wallet top-up goes through the same gateways: its own ledger settles it.
  const topUp = await settleGatewayTopUp(ctx, provider, verdict.payment)
  if (topUp) {
    await setNotificationOutcome(ctx.db, row.id, topUp.outcome)
    if (!topUp.accepted)
      ctx.log?.warn({ provider: provider.name, orderNo, reason: topUp.outcome }, 'verified payment notification not applied')
    return topUp
  }
  const settled: Settlement = await settleVerifiedPayment(ctx, provider, verdict.payment)
  const outcome = settled.outcome === 'refused' ? `refused: ${settled.reason}` : settled.outcome
  await setNotificationOutcome(ctx.db, row.id, outcome)
  if (settled.outcome === 'refused')
    ctx.log?.warn({ provider: provider.name, orderNo, reason: settled.reason }, 'verified payment notification not applied')
  return { accepted: settled.outcome !== 'refused', outcome }
}
