import { useEffect, useState, type FormEvent } from 'react'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/i18n.ts'

/*
 * Stripe's Payment Element: the card is typed into Stripe's own frame, never into our page, and
 * 3-D Secure is Stripe's. Loaded on its own (React.lazy) so only the page that takes a card
 * carries Stripe.js.
 */

const loaded = new Map<string, Promise<Stripe | null>>()
/** Stripe.js once per publishable key, as Stripe asks. */
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey))
  return loaded.get(publishableKey)!
}

/** Stripe.js for `publishableKey`: undefined while it loads, null when it could not be loaded (offline, blocked). */
function useStripeJs(publishableKey: string): Stripe | null | undefined {
  const [stripe, setStripe] = useState<Stripe | null>()
  useEffect(() => {
    let current = true
    stripeFor(publishableKey).then(
      (loadedStripe) => current && setStripe(loadedStripe),
      () => {
        // Forget the failed load: the next visit tries again.
        loaded.delete(publishableKey)
        if (current) setStripe(null)
      },
    )
    return () => {
      current = false
    }
  }, [publishableKey])
  return stripe
}

export interface StripeCardPaymentProps {
  clientSecret: string
  publishableKey: string
  /** Where Stripe brings the shopper back after a 3-D Secure page (the order page). */
  returnUrl: string
  /** The card was confirmed here without leaving the page: the order page waits for the webhook. */
  onConfirmed: () => void
}

export function StripeCardPayment({ clientSecret, publishableKey, ...rest }: StripeCardPaymentProps) {
  const locale = useLocale()
  const stripe = useStripeJs(publishableKey)
  if (stripe === undefined)
    return (
      <p className="checkout-note">
        <Trans>Loading the secure card form…</Trans>
      </p>
    )
  if (stripe === null)
    return (
      <p className="field__error" role="alert">
        <Trans>The secure card form could not be loaded. Check your connection and reload the page.</Trans>
      </p>
    )
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: locale === 'zh-cn' ? 'zh' : 'en' }}>
      <ConfirmCard {...rest} />
    </Elements>
  )
}

function ConfirmCard({ returnUrl, onConfirmed }: Omit<StripeCardPaymentProps, 'clientSecret' | 'publishableKey'>) {
  const { t } = useLingui()
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [confirmed, setConfirmed] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    setProblem(undefined)
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
      // Stripe's own message says what is wrong with the card, in the shopper's language.
      if (error)
        return setProblem(
          error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? t`Pay failed!`) : t`Pay failed!`,
        )
      setConfirmed(true)
      onConfirmed()
    } finally {
      setBusy(false)
    }
  }

  if (confirmed)
    return (
      <p className="checkout-note" role="status">
        <Trans>Card accepted. This page updates by itself once the payment is confirmed.</Trans>
      </p>
    )
  return (
    <form className="checkout-step stripe-card" onSubmit={(event) => void submit(event)} noValidate>
      <PaymentElement />
      {problem ? (
        <p className="field__error checkout__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="checkout__actions">
        <span />
        <button type="submit" className="button" disabled={!stripe || busy} aria-busy={busy}>
          <Trans>Pay now</Trans>
        </button>
      </div>
    </form>
  )
}
