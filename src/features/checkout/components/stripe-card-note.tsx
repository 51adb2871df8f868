import { Trans } from '@lingui/react/macro'

/** Where the card goes with Stripe: into Stripe's own form, after Pay now, never into ours. */
export function StripeCardNote() {
  return (
    <p className="checkout-note">
      <Trans>After you press Pay now, you enter your card in Stripe's secure form. Your card details never reach our shop.</Trans>
    </p>
  )
}
