import type { WalletNotification } from '#contract/payments.ts'
import { findWaitingWalletAttempt, recordWalletNotification, setWalletNotificationOutcome } from './gateways/sandbox-wallet/queries.ts'
import { verifyWalletNotification } from './gateways/sandbox-wallet/wallet-signature.ts'
import { providerOf } from './gateways-in-use.ts'
import type { PayableKind, PaymentContext, SettledBy } from './payable.ts'
import { receiveNotification } from './service.ts'

/** What became of a notification at a legacy address, for the route to answer in its own words. */
export type WalletReceipt<S> =
  | { kind: 'refused'; unauthenticated: boolean }
  /** No kind owns the number. */
  | { kind: 'unknown' }
  /** Its nonce was seen before, or nothing waits on the number any more: it changes nothing. */
  | { kind: 'duplicate' }
  /** The attempt's method has no sandbox provider now. */
  | { kind: 'unavailable' }
  | { kind: 'settled'; result: SettledBy<S> }

/**
 * The sandbox wallet's server at the legacy addresses of spec §7 (`/{product}/event/chinaBank/onePay`,
 * `/box/event/blindbox/rechargeNotify`): judged, logged and settled through `receiveNotification`
 * like every gateway's notification; its nonce counts once, so a replay changes nothing.
 */
export async function receiveWalletNotification<S>(
  ctx: PaymentContext & { paymentSecret: string },
  payables: readonly PayableKind<S>[],
  notification: WalletNotification,
): Promise<WalletReceipt<S>> {
  const now = ctx.now()
  const verdict = verifyWalletNotification(notification, ctx.paymentSecret, now)
  const attempt = verdict.verified ? await findWaitingWalletAttempt(ctx.db, notification.order_no) : undefined
  const received = (method: string) => {
    const provider = providerOf(ctx.payments, { method, provider: 'sandbox' })
    return provider && receiveNotification(ctx, payables, { provider, rawBody: JSON.stringify(notification), headers: {}, verdict })
  }
  if (!verdict.verified) {
    // Logged and counted like any gateway's refused notification, under the method it claims nothing about.
    await receiveNotification(ctx, payables, {
      provider: { name: 'sandbox', method: 'alipay' },
      rawBody: JSON.stringify(notification),
      headers: {},
      verdict,
    })
    return { kind: 'refused', unauthenticated: verdict.unauthenticated === true }
  }
  const owned = await Promise.all(payables.map((payable) => payable.owns(ctx, notification.order_no)))
  if (!owned.includes(true)) return { kind: 'unknown' }
  const fresh = await recordWalletNotification(ctx.db, {
    nonce: notification.nonce,
    order_no: notification.order_no,
    amount: notification.amount,
    currency: notification.currency,
    status: notification.status,
    sent_at: new Date(notification.timestamp * 1000),
    outcome: 'received',
    received_at: now,
  })
  if (!fresh) return { kind: 'duplicate' }
  if (!attempt) {
    // Settled already (paid, failed or canceled): this notification changes nothing.
    await setWalletNotificationOutcome(ctx.db, notification.nonce, 'ignored: no pending payment')
    return { kind: 'duplicate' }
  }
  const result = await received(attempt.method)
  if (!result) return { kind: 'unavailable' }
  await setWalletNotificationOutcome(ctx.db, notification.nonce, result.outcome)
  return { kind: 'settled', result }
}
