import { useCallback, useEffect, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import type { Address } from '#contract/account.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useCountryName } from '@/ui/country-select.tsx'
import { useSavedAddresses } from '../api/get-saved-addresses.ts'
import { informationSchema, type InformationValues } from '../schemas/checkout-forms.ts'
import type { Translate } from '../schemas/translate.ts'
import { useCheckoutForm } from '../hooks/use-checkout-form.ts'
import { AddressFields } from './address-fields.tsx'
import { StepActions } from './step-actions.tsx'

interface InformationStepProps {
  values: InformationValues
  onChange: (values: InformationValues) => void
  onNext: (values: InformationValues) => void
  back: ReactNode
  /** A vape order: the buyer's date of birth is asked (the server says whether they may buy). */
  asksDateOfBirth?: boolean
}

/** Step 1: contact, news opt-in, delivery method and the shipping address. */
export function InformationStep({ values, onChange, onNext, back, asksDateOfBirth = false }: InformationStepProps) {
  const addresses = useSavedAddresses()
  const schema = useCallback((_: Translate) => informationSchema(_, asksDateOfBirth), [asksDateOfBirth])
  const form = useCheckoutForm(schema, values, onChange)
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form
  const delivery = useWatch({ control, name: 'delivery' })
  const addressChoice = useWatch({ control, name: 'addressChoice' })
  const country = useWatch({ control, name: 'address.country' })

  // First visit: the default saved address, or a new one when the book is empty.
  const list = addresses.data
  const unavailable = addresses.isError
  useEffect(() => {
    if (getValues('addressChoice') !== '') return
    if (unavailable) setValue('addressChoice', 'new')
    if (!list) return
    const preferred = list.find((address) => address.is_default) ?? list[0]
    setValue('addressChoice', preferred ? String(preferred.id) : 'new')
  }, [list, unavailable, getValues, setValue])

  const submit = useCallback((valid: InformationValues) => onNext(valid), [onNext])

  return (
    <form className="checkout-step" onSubmit={handleSubmit(submit)} noValidate>
      <section aria-labelledby="checkout-contact">
        <h2 id="checkout-contact">
          <Trans>Contact</Trans>
        </h2>
        <FormField label={<Trans>Email or mobile phone number</Trans>} error={errors.contact?.message}>
          {(field) => <input {...field} {...register('contact')} autoComplete="email" inputMode="email" />}
        </FormField>
        <label className="checkout-check">
          <input type="checkbox" {...register('newsOptIn')} />
          <Trans>Email me with news and offers</Trans>
        </label>
        {asksDateOfBirth ? (
          <FormField
            label={<Trans>Date of birth</Trans>}
            hint={
              <Trans>Vape products are sold only to adults of the legal age where they are delivered. We keep it on your account.</Trans>
            }
            error={errors.dateOfBirth?.message}
          >
            {(field) => <input {...field} {...register('dateOfBirth')} type="date" autoComplete="bday" />}
          </FormField>
        ) : null}
      </section>

      <fieldset className="checkout-choices">
        <legend>
          <Trans>Delivery method</Trans>
        </legend>
        <label className="checkout-choice">
          <input type="radio" value="ship" {...register('delivery')} />
          <Trans>Ship</Trans>
        </label>
        <label className="checkout-choice">
          <input type="radio" value="pickup" {...register('delivery')} />
          <Trans>Pick up</Trans>
        </label>
      </fieldset>

      {delivery === 'ship' ? (
        <section aria-labelledby="checkout-shipping-address">
          <h2 id="checkout-shipping-address">
            <Trans>Shipping address</Trans>
          </h2>
          {list && list.length > 0 ? (
            <fieldset className="checkout-choices">
              <legend className="visually-hidden">
                <Trans>Saved addresses</Trans>
              </legend>
              {list.map((address) => (
                <label key={address.id} className="checkout-choice">
                  <input type="radio" value={String(address.id)} {...register('addressChoice')} />
                  <SavedAddress address={address} />
                </label>
              ))}
              <label className="checkout-choice">
                <input type="radio" value="new" {...register('addressChoice')} />
                <Trans>Use a new address</Trans>
              </label>
              {errors.addressChoice ? (
                <p className="field__error" role="alert">
                  {errors.addressChoice.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {addressChoice === 'new' || (list && list.length === 0) ? (
            <>
              <AddressFields name="address" register={register} errors={errors.address} section="shipping" country={country} />
              <label className="checkout-check">
                <input type="checkbox" {...register('saveAddress')} />
                <Trans>Save this address to my address book</Trans>
              </label>
            </>
          ) : null}
        </section>
      ) : (
        <p className="checkout-note">
          <Trans>Pick up your order at our warehouse; we will contact you when it is ready.</Trans>
        </p>
      )}

      <StepActions back={back} next={<Trans>Continue to shipping</Trans>} />
    </form>
  )
}

function SavedAddress({ address }: { address: Address }) {
  const countryName = useCountryName()
  const country = /^[A-Za-z]{2}$/.test(address.country) ? countryName(address.country) : address.country
  return (
    <span className="checkout-choice__text">
      <strong>{`${address.first_name} ${address.last_name}`.trim()}</strong>
      <span>{[address.address, address.city, address.state, address.postal_code, country].filter(Boolean).join(', ')}</span>
      {address.needs_check ? (
        <span className="field__error">
          <Trans>Please check this address: it does not meet the destination's address rules. Use a new address instead.</Trans>
        </span>
      ) : null}
    </span>
  )
}
