import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderQuote } from '#contract/orders.ts'
import { useFormatPrice } from '@/lib/currency.ts'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useUsableCoupons } from '../api/get-usable-coupons.ts'
import { paymentSchema, type InformationValues, type PaymentValues } from '../schemas/checkout-forms.ts'
import { useCheckoutForm } from '../hooks/use-checkout-form.ts'
import type { CardToken, CheckoutDraft } from '../hooks/use-checkout-draft.ts'
import { AddressFields } from './address-fields.tsx'
import { CardForm, type CardFormHandle, type CardHolder } from './card-form.tsx'
import { CheckoutReview } from './checkout-review.tsx'
import { couponProblemLabels, paymentMethodLabels } from './payment-labels.ts'
import { ShipTo } from './ship-to.tsx'
import { StripeCardNote } from './stripe-card-note.tsx'
import { StepActions } from './step-actions.tsx'
import { AlipayInWechatNote } from './alipay-in-wechat.tsx'
import { useWechatInPage } from '../wechat/use-wechat-in-page.ts'

interface PaymentStepProps {
  information: InformationValues
  values: PaymentValues
  cardHolder: CheckoutDraft['cardHolder']
  quote: OrderQuote | undefined
  onChange: (values: PaymentValues) => void
  onCardHolderChange: (holder: CardHolder) => void
  onChangeInformation: () => void
  onNext: (values: PaymentValues, card: CardToken | null) => void
  back: ReactNode
}

/** Step 3: payment method and card, billing address, coupon and additional information. */
export function PaymentStep({
  information,
  values,
  cardHolder,
  quote,
  onChange,
  onCardHolderChange,
  onChangeInformation,
  onNext,
  back,
}: PaymentStepProps) {
  const { t, i18n } = useLingui()
  const coupons = useUsableCoupons()
  const formatPrice = useFormatPrice()
  const card = useRef<CardFormHandle>(null)
  const [tokenizing, setTokenizing] = useState(false)
  const pickup = information.delivery === 'pickup'
  const form = useCheckoutForm(paymentSchema, pickup ? { ...values, billing: 'different' } : values, onChange)
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = form
  const method = useWatch({ control, name: 'method' })
  // Exactly the methods the shop has enabled; a draft's method that is gone falls to the first one.
  const config = usePaymentConfig().data
  const methods = config?.methods
  // With Stripe the card is typed into Stripe's Payment Element once the order exists (Pay now).
  const stripeCard = config?.card_gateway === 'stripe'
  useEffect(() => {
    if (methods?.length && !methods.includes(method)) setValue('method', methods[0])
  }, [methods, method, setValue])
  const billing = useWatch({ control, name: 'billing' })
  const { inWechat } = useWechatInPage()
  const billingCountry = useWatch({ control, name: 'billingAddress.country' })

  const submit = async (valid: PaymentValues) => {
    if (valid.method !== 'card' || stripeCard) return onNext(valid, null)
    setTokenizing(true)
    try {
      const token = await card.current?.tokenize()
      if (token) onNext(valid, token)
    } finally {
      setTokenizing(false)
    }
  }

  return (
    // An invalid billing address must not hide the card's own messages: both show on the first press.
    <form className="checkout-step" onSubmit={(event) => void handleSubmit(submit, () => void card.current?.validate())(event)} noValidate>
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
          <Trans>Payment</Trans>
        </legend>
        <p className="checkout-note">
          <Trans>All transactions are secure and encrypted.</Trans>
        </p>
        {(methods ?? []).map((option) => (
          <label key={option} className="checkout-choice">
            <input type="radio" value={option} {...register('method')} />
            {i18n._(paymentMethodLabels[option])}
          </label>
        ))}
      </fieldset>
      {method === 'alipay' && inWechat ? (
        <AlipayInWechatNote />
      ) : method === 'card' && stripeCard ? (
        <StripeCardNote />
      ) : method === 'card' ? (
        <CardForm ref={card} holder={cardHolder} onHolderChange={onCardHolderChange} />
      ) : null}

      <fieldset className="checkout-choices">
        <legend>
          <Trans>Billing address</Trans>
        </legend>
        {pickup ? null : (
          <label className="checkout-choice">
            <input type="radio" value="same" {...register('billing')} />
            <Trans>Same as shipping address</Trans>
          </label>
        )}
        <label className="checkout-choice">
          <input type="radio" value="different" {...register('billing')} />
          <Trans>Use a different billing address</Trans>
        </label>
      </fieldset>
      {billing === 'different' ? (
        <AddressFields
          name="billingAddress"
          register={register}
          errors={errors.billingAddress}
          section="billing"
          country={billingCountry}
        />
      ) : null}

      <FormField
        label={<Trans>Coupon</Trans>}
        error={quote?.coupon_problem && values.couponId ? i18n._(couponProblemLabels[quote.coupon_problem]) : undefined}
      >
        {(field) => (
          <select {...field} {...register('couponId')}>
            <option value="">{coupons.data?.length === 0 ? t`You have no coupons to use` : t`No coupon`}</option>
            {(coupons.data ?? []).map((coupon) => {
              const name = coupon.name
              const amount = formatPrice(coupon.amount)
              const minimum = formatPrice(coupon.min_spend)
              return (
                <option key={coupon.id} value={String(coupon.id)}>
                  {coupon.min_spend > 0 ? t`${name}: ${amount} off orders from ${minimum}` : t`${name}: ${amount} off`}
                </option>
              )
            })}
          </select>
        )}
      </FormField>

      <FormField
        label={<Trans>Additional information</Trans>}
        error={errors.note?.message}
        hint={<Trans>Notes about your order, e.g. special notes for delivery.</Trans>}
      >
        {(field) => <textarea {...field} {...register('note')} rows={3} maxLength={500} />}
      </FormField>

      <StepActions back={back} next={<Trans>Review order</Trans>} pending={tokenizing} />
    </form>
  )
}
