import { useCallback, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/i18n.ts'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { formatMinor } from '@/lib/money.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { toast } from '@/ui/toast-store.ts'
import { checkoutSteps, clearCheckoutDraft, useCheckoutDraft, type CheckoutDraft, type CheckoutStep } from '../hooks/use-checkout-draft.ts'
import { orderQuoteKeyRoot } from '../api/get-order-quote.ts'
import { useCheckoutQuote } from '../hooks/use-checkout-quote.ts'
import { usePlaceOrder } from '../hooks/use-place-order.ts'
import type { InformationValues, PaymentValues } from '../schemas/checkout-forms.ts'
import type { CardHolder } from './card-form.tsx'
import { CheckoutStepsNav } from './checkout-steps-nav.tsx'
import { ConfirmStep } from './confirm-step.tsx'
import { InformationStep } from './information-step.tsx'
import { PaymentStep } from './payment-step.tsx'
import { QuoteSummary } from './quote-summary.tsx'
import { ShippingStep } from './shipping-step.tsx'
import type { ProductLine } from '#contract/lines.ts'
import './checkout.css'

interface CheckoutProps {
  line: ProductLine<'cart'>
  step: CheckoutStep
  userId: number | undefined
  /** The account's e-mail, offered as the contact until the shopper types another. */
  accountEmail?: string
  /** 'Return to cart', a link to this line's cart. */
  cartLink: ReactNode
  onStep: (step: CheckoutStep) => void
  /** The order exists: show it on the thanks page (`failed` when its payment was declined). */
  onPlaced: (orderNo: string, status: 'failed' | 'checking' | undefined) => void
}

/** The four steps of spec §2 with the order summary beside them. */
export function Checkout({ line, step, userId, accountEmail = '', cartLink, onStep, onPlaced }: CheckoutProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { draft, update } = useCheckoutDraft(userId, line)
  const { quote, settling } = useCheckoutQuote(line, draft)
  const queryClient = useQueryClient()
  const place = usePlaceOrder(line, userId)
  const index = checkoutSteps.indexOf(step)
  const wide = useMediaQuery('(min-width: 960px)')

  /** Editing a step undoes the steps after it until Next is pressed again. */
  const edit = useCallback(
    (stepIndex: number, patch: Partial<CheckoutDraft>) =>
      update((current) => ({ ...current, ...patch, completed: Math.min(current.completed, stepIndex) })),
    [update],
  )
  const complete = (patch: Partial<CheckoutDraft>) => {
    update((current) => ({ ...current, ...patch, completed: Math.max(current.completed, index + 1) }))
    onStep(checkoutSteps[index + 1] ?? 'confirm')
  }
  const saveInformation = useCallback((information: InformationValues) => edit(0, { information }), [edit])
  const savePayment = useCallback((payment: PaymentValues) => edit(2, { payment }), [edit])
  const saveCardHolder = useCallback((cardHolder: CardHolder) => edit(2, { cardHolder }), [edit])

  const previous = (
    <button type="button" className="button button--ghost" onClick={() => onStep(checkoutSteps[index - 1] ?? 'information')}>
      <Trans>Previous</Trans>
    </button>
  )

  const placeOrder = () => {
    // Only figures the server priced after the last change may be confirmed.
    if (!quote.data || settling) return
    place.mutate(
      { currency: quote.data.currency, expectedTotal: quote.data.total },
      {
        // "The total changed, please review": show the new figures next to the message.
        onError: () => void queryClient.invalidateQueries({ queryKey: orderQuoteKeyRoot }),
        onSuccess: ({ order, outcome }) => {
          clearCheckoutDraft(userId, line)
          // Its figures (and whether a date of birth is asked) were this cart's, now an order.
          queryClient.removeQueries({ queryKey: orderQuoteKeyRoot })
          if (outcome === 'redirected') return
          if (outcome === 'paid') toast.success(t`Pay successful!`)
          if (outcome === 'placed') toast.success(t`purchase successful!`)
          onPlaced(order.order_no, outcome === 'failed' || outcome === 'checking' ? outcome : undefined)
        },
      },
    )
  }

  if (quote.data && quote.data.lines.length === 0 && !place.isPending && !place.isSuccess) {
    return (
      <div className="state">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        {cartLink}
      </div>
    )
  }

  return (
    <div className={step === 'confirm' ? 'checkout checkout--confirm' : 'checkout'}>
      <div className="checkout__main">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <CheckoutStepsNav step={step} completed={draft.completed} cart={cartLink} onStep={onStep} />
        {step === 'information' ? (
          <InformationStep
            // The server says whether an age applies there and none is on file; until it has, a vape asks.
            asksDateOfBirth={quote.data?.asks_date_of_birth ?? line === 'cig'}
            values={draft.information.contact ? draft.information : { ...draft.information, contact: accountEmail }}
            onChange={saveInformation}
            onNext={(information) => complete({ information })}
            back={cartLink}
          />
        ) : step === 'shipping' ? (
          <ShippingStep
            line={line}
            information={draft.information}
            quote={quote.data}
            // Said here, before payment: on a phone the summary beside the steps is folded away.
            problem={quote.isError ? quote.error.message : undefined}
            onChangeInformation={() => onStep('information')}
            onNext={() => complete({})}
            back={previous}
          />
        ) : step === 'payment' ? (
          <PaymentStep
            information={draft.information}
            values={draft.payment}
            cardHolder={draft.cardHolder}
            quote={quote.data}
            onChange={savePayment}
            onCardHolderChange={saveCardHolder}
            onChangeInformation={() => onStep('information')}
            onNext={(payment, card) => complete({ payment, card })}
            back={previous}
          />
        ) : (
          <ConfirmStep
            draft={draft}
            quote={quote}
            onChange={onStep}
            onPlace={placeOrder}
            placing={place.isPending}
            settling={settling}
            problem={place.error?.message}
            back={previous}
          />
        )}
      </div>
      {step === 'confirm' ? null : (
        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <details open={wide}>
            <summary id="checkout-summary">
              <Trans>Order summary</Trans>
              {quote.data ? <strong>{formatMinor(quote.data.total, quote.data.currency, locale)}</strong> : null}
            </summary>
            <QueryState query={quote}>{(data) => <QuoteSummary quote={data} />}</QueryState>
          </details>
        </aside>
      )}
    </div>
  )
}
