import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import type { StripeCardPaymentProps } from './stripe-card-payment.tsx'
import './checkout.css'

// Stripe.js comes with the card step only, never with another page.
const StripeCardPayment = lazy(() => import('./stripe-card-payment.tsx').then((module) => ({ default: module.StripeCardPayment })))

/** Stripe's Payment Element, loaded when a card payment waits for it. */
export function LazyStripeCardPayment(props: StripeCardPaymentProps) {
  return (
    <Suspense
      fallback={
        <p className="checkout-note">
          <Trans>Loading the secure card form…</Trans>
        </p>
      }
    >
      <StripeCardPayment {...props} />
    </Suspense>
  )
}
