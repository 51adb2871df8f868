import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { checkoutSteps, type CheckoutStep } from '../hooks/use-checkout-draft.ts'

const stepNames: Record<CheckoutStep, MessageDescriptor> = {
  information: msg`Information`,
  shipping: msg`Shipping`,
  payment: msg`Payment`,
  confirm: msg`Confirm`,
}

interface CheckoutStepsNavProps {
  step: CheckoutStep
  /** Steps done; only those (and the current one) can be opened. */
  completed: number
  cart: ReactNode
  onStep: (step: CheckoutStep) => void
}

/** Cart › Information › Shipping › Payment › Confirm, the current one marked. */
export function CheckoutStepsNav({ step, completed, cart, onStep }: CheckoutStepsNavProps) {
  const { i18n } = useLingui()
  const current = checkoutSteps.indexOf(step)
  return (
    <nav aria-label={i18n._(msg`Checkout steps`)} className="checkout-steps">
      <ol>
        <li>{cart}</li>
        {checkoutSteps.map((name, index) => (
          <li key={name}>
            {index === current ? (
              <span aria-current="step" className="checkout-steps__current">
                {i18n._(stepNames[name])}
              </span>
            ) : index <= completed ? (
              <button type="button" className="checkout-steps__link" onClick={() => onStep(name)}>
                {i18n._(stepNames[name])}
              </button>
            ) : (
              <span className="checkout-steps__later">
                {i18n._(stepNames[name])}
                <span className="visually-hidden">
                  {' '}
                  <Trans>(not yet available)</Trans>
                </span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
