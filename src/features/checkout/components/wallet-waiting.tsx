import { useEffect } from 'react'
import type { OrderStatus } from '#contract/orders.ts'
import { usePaymentStatus } from '../api/get-payment-status.ts'
import { LazyStripeCardPayment } from './lazy-stripe-card.tsx'
import { WechatQr } from './wechat-qr.tsx'

interface WalletWaitingProps {
  orderNo: string
  /** The order's status as the page shows it; when the payment settles, `onSettled` re-reads the order. */
  status: OrderStatus
  onSettled: () => void
}

/**
 * On the order page while a payment waits: WeChat Pay's QR code to scan on a desktop, Stripe's
 * Payment Element for a card, and
 * a quiet check with the gateway (the server asks it when the notification is late) until the
 * order is paid. The return from the wallet itself is never taken as proof.
 */
export function WalletWaiting({ orderNo, status, onSettled }: WalletWaitingProps) {
  const payment = usePaymentStatus(orderNo, status === 'pending')
  const settled = payment.data ? payment.data.status !== status : false
  useEffect(() => {
    if (settled) onSettled()
  }, [settled, onSettled])
  const waiting = payment.data?.status === 'pending'
  const card = waiting ? payment.data?.card_payment : null
  if (card) {
    return (
      <LazyStripeCardPayment
        clientSecret={card.client_secret}
        publishableKey={card.publishable_key}
        returnUrl={window.location.href}
        onConfirmed={() => void payment.refetch()}
      />
    )
  }
  const qr = waiting ? payment.data?.qr_svg : null
  return qr ? <WechatQr svg={qr} /> : null
}
