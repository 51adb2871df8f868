import type { FormEvent, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { OrderQuote } from '#contract/orders.ts'
import { formatMinor } from '@/lib/money.ts'
import { useLocale } from '@/lib/i18n.ts'
import { Price } from '@/ui/price.tsx'
import { useShippingMethods } from '../api/get-shipping-methods.ts'
import type { InformationValues } from '../schemas/checkout-forms.ts'
import { CheckoutReview } from './checkout-review.tsx'
import { ShipTo } from './ship-to.tsx'
import { StepActions } from './step-actions.tsx'
import type { ProductLine } from '#contract/lines.ts'

interface ShippingStepProps {
  line: ProductLine<'cart'>
  information: InformationValues
  quote: OrderQuote | undefined
  /** Why the order cannot be delivered as it stands (the quote's refusal: a line not sold there, a carrier's no). */
  problem?: string
  onChangeInformation: () => void
  onNext: () => void
  back: ReactNode
}

/** Step 2: Standard International, the only shipping method (spec §9), with its fee and estimate to the address's country. */
export function ShippingStep({ line, information, quote, problem, onChangeInformation, onNext, back }: ShippingStepProps) {
  const methods = useShippingMethods(line)
  const locale = useLocale()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onNext()
  }
  const pickup = information.delivery === 'pickup'
  return (
    <form className="checkout-step" onSubmit={submit}>
      <CheckoutReview
        rows={[
          { label: <Trans>Contact</Trans>, value: information.contact, change: onChangeInformation },
          {
            label: pickup ? <Trans>Pick up</Trans> : <Trans>Ship to</Trans>,
            value: <ShipTo information={information} />,
            change: onChangeInformation,
          },
        ]}
      />
      <fieldset className="checkout-choices">
        <legend>
          <Trans>Shipping method</Trans>
        </legend>
        {pickup ? (
          <label className="checkout-choice">
            <input type="radio" name="shipping-method" defaultChecked />
            <Trans>Pick up at our warehouse</Trans>
            <strong className="checkout-choice__price">
              <Trans>Free</Trans>
            </strong>
          </label>
        ) : (
          (methods.data ?? []).map((method) => {
            // The quote's figures are the address's country's (the same the cart showed); the method's are "from".
            const days = quote?.delivery?.days ?? method.days
            return (
              <label key={method.id} className="checkout-choice">
                <input type="radio" name="shipping-method" value={method.id} defaultChecked />
                <span className="checkout-choice__text">
                  <span>{method.name}</span>
                  <small>
                    <Trans>
                      {days[0]}–{days[1]} business days
                    </Trans>
                  </small>
                </span>
                <strong className="checkout-choice__price">
                  {quote ? formatMinor(quote.shipping, quote.currency, locale) : <Price usdMinor={method.fee_usd} />}
                </strong>
              </label>
            )
          })
        )}
        {!pickup && methods.isError ? (
          <p className="field__error" role="alert">
            {methods.error.message}
          </p>
        ) : null}
      </fieldset>
      <StepActions back={back} next={<Trans>Continue to payment</Trans>} pending={!pickup && !methods.data} problem={problem} />
    </form>
  )
}
