import { createHmac, timingSafeEqual } from 'node:crypto'
import { walletSignedText, type WalletNotification } from '#contract/payments.ts'
import type { Verdict } from '../../gateway.ts'

/** HMAC-SHA256 of the notification's signed text with the shared PAYMENT_SECRET, hex. */
export function signWalletNotification(notification: Omit<WalletNotification, 'signature'>, secret: string): string {
  return createHmac('sha256', secret).update(walletSignedText(notification)).digest('hex')
}

/** Constant-time check, so the signature cannot be guessed byte by byte from response times. */
export function walletSignatureValid(notification: WalletNotification, secret: string): boolean {
  const expected = Buffer.from(signWalletNotification(notification, secret), 'hex')
  const given = Buffer.from(notification.signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Notifications are accepted for 10 minutes, and up to a minute early for clock skew. */
export const walletNotificationMaxAgeSeconds = 600
export const walletNotificationMaxSkewSeconds = 60

export function walletNotificationFresh(timestamp: number, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  return timestamp >= nowSeconds - walletNotificationMaxAgeSeconds && timestamp <= nowSeconds + walletNotificationMaxSkewSeconds
}

/**
 * The sandbox wallet's notification judged like a real gateway's: its signature (PAYMENT_SECRET),
 * then its freshness, before what it says about the payment is believed.
 */
export function verifyWalletNotification(notification: WalletNotification, secret: string, now: Date): Exclude<Verdict, { event: string }> {
  const orderNo = notification.order_no
  if (!walletSignatureValid(notification, secret)) return { verified: false, reason: 'bad signature', orderNo, unauthenticated: true }
  if (!walletNotificationFresh(notification.timestamp, now)) return { verified: false, reason: 'stale', orderNo }
  const state = notification.status === 'success' ? 'succeeded' : 'failed'
  return {
    verified: true,
    payment: {
      orderNo,
      state,
      amount: notification.amount,
      currency: notification.currency,
      ...(state === 'failed' ? { failure: 'wallet_failed' } : {}),
    },
  }
}
