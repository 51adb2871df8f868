import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CardToken } from '#contract/payments.ts'
import { ApiError } from '@/lib/api-client.ts'
import { FormField } from '@/ui/form-field.tsx'
import { tokenizeCard } from '../api/tokenize-card.ts'
import { useCheckoutForm } from '../hooks/use-checkout-form.ts'
import { cardFormSchema, cardMessages, emptyCardForm, type CardFormValues } from '../schemas/card-form.ts'
import { formatCardNumber, formatExpiry } from '../utils/card.ts'
import './card-form.css'

/** The cardholder fields that may outlive the page (never the number or the security code). */
export interface CardHolder {
  firstName: string
  lastName: string
  expiry: string
}

export interface CardFormHandle {
  /** Validates the card and exchanges it for a token; undefined when something is wrong (shown in the form). */
  tokenize(): Promise<CardToken | undefined>
  /** Shows every card field's message without tokenising (the rest of the step failed first). */
  validate(): Promise<boolean>
}

interface CardFormProps {
  ref?: Ref<CardFormHandle>
  holder?: CardHolder
  onHolderChange?: (holder: CardHolder) => void
}

// The provider names the field it refuses (contract/payments.ts CardProblem).
const providerFields = { number: 'number', expiry: 'expiry', cvc: 'securityCode' } as const satisfies Record<
  string,
  keyof typeof cardMessages
>

/**
 * The card fields of spec §3. The number and CVV stay inside this component: they are sent
 * only to the card provider's tokenisation endpoint, and the rest of the checkout sees the token.
 */
export function CardForm({ ref, holder, onHolderChange }: CardFormProps) {
  const { t, i18n } = useLingui()
  // Only the cardholder's name and the expiry leave the form, to be kept in the draft.
  const keepHolder = useCallback(
    ({ firstName, lastName, expiry }: CardFormValues) => onHolderChange?.({ firstName, lastName, expiry }),
    [onHolderChange],
  )
  const form = useCheckoutForm(cardFormSchema, { ...emptyCardForm, ...holder }, keepHolder)
  const {
    register,
    formState: { errors },
    setValue,
    getValues,
    setError,
    trigger,
  } = form
  const [problem, setProblem] = useState<string>()
  // What the expiry said before this keystroke, to tell typing from deleting over the ' / '.
  const shownExpiry = useRef(holder?.expiry ?? '')

  useImperativeHandle(ref, () => ({
    validate: () => trigger(undefined, { shouldFocus: false }),
    async tokenize() {
      setProblem(undefined)
      const valid = await trigger(undefined, { shouldFocus: true })
      if (!valid) return undefined
      const card = getValues()
      try {
        return await tokenizeCard({ number: card.number, expiry: card.expiry, cvc: card.securityCode })
      } catch (error) {
        const refused = error instanceof ApiError ? (error.data as { field?: string } | undefined)?.field : undefined
        const field = refused && refused in providerFields ? providerFields[refused as keyof typeof providerFields] : undefined
        if (field) setError(field, { message: i18n._(cardMessages[field]) }, { shouldFocus: true })
        else setProblem(error instanceof Error ? error.message : String(error))
        return undefined
      }
    },
  }))

  return (
    <fieldset className="card-form">
      <legend className="visually-hidden">
        <Trans>Card details</Trans>
      </legend>
      <FormField label={<Trans>Card number</Trans>} error={errors.number?.message} className="card-form__number">
        {(control) => (
          <input
            {...control}
            {...register('number', { onChange: (event) => setValue('number', formatCardNumber(event.target.value)) })}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
        )}
      </FormField>
      <FormField label={<Trans>Cardholder first name</Trans>} error={errors.firstName?.message}>
        {(control) => <input {...control} {...register('firstName')} autoComplete="cc-given-name" />}
      </FormField>
      <FormField label={<Trans>Cardholder last name</Trans>} error={errors.lastName?.message}>
        {(control) => <input {...control} {...register('lastName')} autoComplete="cc-family-name" />}
      </FormField>
      <FormField label={<Trans>Expiration date (MM / YY)</Trans>} error={errors.expiry?.message}>
        {(control) => (
          <input
            {...control}
            {...register('expiry', {
              onChange: (event) => {
                shownExpiry.current = formatExpiry(event.target.value, shownExpiry.current)
                setValue('expiry', shownExpiry.current)
              },
            })}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM / YY`}
          />
        )}
      </FormField>
      <FormField label={<Trans>Security code</Trans>} error={errors.securityCode?.message}>
        {(control) => <input {...control} {...register('securityCode')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />}
      </FormField>
      {problem ? (
        <p className="field__error card-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
