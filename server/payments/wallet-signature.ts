import { createHmac, timingSafeEqual } from 'node:crypto'
import { walletSignedText, type WalletNotification } from '#contract/payments.ts'

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
