import { useEffect, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderQuote } from '#contract/orders.ts'
import type { UserCoupon } from '#contract/account.ts'
import { QueryState } from '@/ui/query-state.tsx'
import type { UseQueryResult } from '@tanstack/react-query'
import { useUsableCoupons } from '../api/get-usable-coupons.ts'
import type { CheckoutDraft, CheckoutStep } from '../hooks/use-checkout-draft.ts'
import { CheckoutReview } from './checkout-review.tsx'
import { paymentMethodLabels } from './payment-labels.ts'
import { QuoteSummary } from './quote-summary.tsx'
import { AddressText, ShipTo } from './ship-to.tsx'
import { StepActions } from './step-actions.tsx'

interface ConfirmStepProps {
  draft: CheckoutDraft
  quote: UseQueryResult<OrderQuote>
  onChange: (step: CheckoutStep) => void
  onPlace: () => void
  placing: boolean
  /** A newer quote is on its way (cart changes settling, a change being priced). */
  settling: boolean
  problem?: string
  back: ReactNode
}

/** Step 4: everything once more, every line and total, and the button that places the order. */
export function ConfirmStep({ draft, quote, onChange, onPlace, placing, settling, problem, back }: ConfirmStepProps) {
  const { i18n } = useLingui()
  const coupons = useUsableCoupons()
  const { information, payment, card } = draft
  const pickup = information.delivery === 'pickup'
  const coupon: UserCoupon | undefined = coupons.data?.find((entry) => String(entry.id) === payment.couponId)
  const method = i18n._(paymentMethodLabels[payment.method])
  // Entering the last step prices the order again: the total confirmed is never a cached one.
  const { refetch } = quote
  useEffect(() => {
    void refetch()
  }, [refetch])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onPlace()
  }
  return (
    <form className="checkout-step" onSubmit={submit}>
      <CheckoutReview
        rows={[
          { label: <Trans>Contact</Trans>, value: information.contact, change: () => onChange('information') },
          {
            label: pickup ? <Trans>Pick up</Trans> : <Trans>Ship to</Trans>,
            value: <ShipTo information={information} />,
            change: () => onChange('information'),
          },
          {
            label: <Trans>Shipping method</Trans>,
            value: pickup ? <Trans>Pick up at our warehouse</Trans> : <Trans>Standard International</Trans>,
            change: () => onChange('shipping'),
          },
          {
            label: <Trans>Payment</Trans>,
            value:
              payment.method === 'card' && card ? (
                <Trans>
                  {method} ending in {card.last4}
                </Trans>
              ) : (
                method
              ),
            change: () => onChange('payment'),
          },
          {
            label: <Trans>Billing address</Trans>,
            value:
              !pickup && payment.billing === 'same' ? (
                <Trans>Same as shipping address</Trans>
              ) : (
                <AddressText address={payment.billingAddress} />
              ),
            change: () => onChange('payment'),
          },
          ...(coupon ? [{ label: <Trans>Coupon</Trans>, value: coupon.name, change: () => onChange('payment') }] : []),
          ...(payment.note
            ? [{ label: <Trans>Additional information</Trans>, value: payment.note, change: () => onChange('payment') }]
            : []),
        ]}
      />
      <section aria-labelledby="checkout-confirm-order">
        <h2 id="checkout-confirm-order">
          <Trans>Your order</Trans>
        </h2>
        <QueryState query={quote}>{(data) => <QuoteSummary quote={data} confirm />}</QueryState>
      </section>
      <StepActions
        back={back}
        next={payment.method === 'cod' ? <Trans>Place order</Trans> : <Trans>Pay now</Trans>}
        pending={placing || settling || !quote.data || quote.data.lines.length === 0}
        problem={problem}
      />
    </form>
  )
}
