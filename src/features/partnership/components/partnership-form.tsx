import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PartnershipEnquiry, PartnershipSource } from '#contract/partnership.ts'
import { minimumPartnerAge, minimumPartnerKits, replyWorkingDays } from '#contract/partnership-rules.ts'
import {
  checkPartnershipForm,
  partnershipFields,
  type PartnershipField,
  type PartnershipFormValues,
  type PartnershipProblem,
} from '#contract/partnership-checks.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { ApiError } from '@/lib/api-client.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useSendPartnershipEnquiry } from '../api/send-partnership-enquiry.ts'
import { useProblemMessage } from '../hooks/use-problem-message.ts'
import './partnership-form.css'

/** What the form holds: age as typed, the consent box ticked or not. */
type FormValues = PartnershipFormValues
type TextField = Exclude<PartnershipField, 'privacy_request'>

const blank: FormValues = {
  name: '',
  age: '',
  occupation: '',
  industry: '',
  company_website: '',
  city: '',
  state: '',
  country: '',
  phone: '',
  email: '',
  wechat: '',
  privacy_request: false,
}

// The same rules the server checks with; their problems are keys, worded in the UI.
const resolver = checkedBy<FormValues, PartnershipEnquiry>(checkPartnershipForm)

const isField = (value: string): value is PartnershipField => (partnershipFields as readonly string[]).includes(value)

/**
 * Spec §3 partnership form for the vape brands and energy storage: every field required,
 * the privacy consent, and the partner facts of spec §9. It really sends the enquiry.
 */
export function PartnershipForm({ source }: { source: PartnershipSource }) {
  const { t } = useLingui()
  const problemMessage = useProblemMessage()
  const [receipt, setReceipt] = useState<{ message: string; id: number; email: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<FormValues, unknown, PartnershipEnquiry>({ resolver, defaultValues: blank, shouldFocusError: true })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const send = useSendPartnershipEnquiry()

  const errorOf = (field: PartnershipField): string | undefined => {
    const error = errors[field]
    if (!error?.message) return undefined
    // Messages from the server are already sentences; the resolver's are problem keys.
    return error.type === 'server' ? error.message : problemMessage(field, error.message as PartnershipProblem)
  }

  const onSubmit = handleSubmit((enquiry) => {
    setFailure(null)
    send.mutate(
      { source, enquiry },
      {
        onSuccess: (envelope) => {
          setReceipt({ message: envelope.msg, id: envelope.data?.id ?? 0, email: envelope.data?.email ?? enquiry.email })
          form.reset(blank)
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError
              ? (error.data as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields
              : undefined
          if (fields?.length) {
            for (const { field, message } of fields)
              if (isField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true })
          } else {
            setFailure(error.message)
          }
        },
      },
    )
  })

  if (receipt) {
    return (
      <section className="partnership-form partnership-form--sent" role="status" aria-live="polite">
        <h2>
          <Trans>Enquiry sent</Trans>
        </h2>
        <p>{receipt.message}</p>
        <p>
          <Trans>
            Your enquiry number is {receipt.id}. A confirmation is on its way to {receipt.email}.
          </Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={() => setReceipt(null)}>
          <Trans>Send another enquiry</Trans>
        </button>
      </section>
    )
  }

  const text = (
    field: TextField,
    label: string,
    options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'url'; placeholder?: string } = {},
  ) => (
    <FormField
      label={
        <>
          {label} <span aria-hidden="true">*</span>
        </>
      }
      error={errorOf(field)}
    >
      {(control) => (
        <input
          {...control}
          {...register(field)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          aria-required="true"
        />
      )}
    </FormField>
  )

  return (
    <form className="partnership-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Partnership enquiry`}>
      <aside className="partnership-form__facts" aria-label={t`What partners should know`}>
        <ul>
          <li>
            <Trans>A partner's or agent's first order is more than {minimumPartnerKits} kits.</Trans>
          </li>
          <li>
            <Trans>We answer every enquiry within {replyWorkingDays} working days.</Trans>
          </li>
          <li>
            <Trans>Partners must be {minimumPartnerAge} or older.</Trans>
          </li>
        </ul>
      </aside>
      <p className="partnership-form__note">
        <Trans>Every field marked * is required.</Trans>
      </p>
      <div className="partnership-form__grid">
        {text('name', t`Name`, { autoComplete: 'name' })}
        {text('age', t`Age`, { inputMode: 'numeric' })}
        {text('occupation', t`Occupation`, { autoComplete: 'organization-title' })}
        {text('industry', t`Industry`)}
        {text('company_website', t`Company website`, { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://' })}
        {text('city', t`City`, { autoComplete: 'address-level2' })}
        {text('state', t`State / province`, { autoComplete: 'address-level1' })}
        {text('country', t`Country`, { autoComplete: 'country-name' })}
        {text('phone', t`Mobile phone`, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {text('email', t`Contact email`, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('wechat', t`Other contact (WeChat, WhatsApp…)`)}
      </div>
      <div className="partnership-form__consent">
        <label>
          <input
            type="checkbox"
            {...register('privacy_request')}
            aria-invalid={Boolean(errors.privacy_request)}
            aria-describedby={errors.privacy_request ? `consent-error-${source}` : undefined}
          />
          <span>
            {source === 'vape' ? (
              <Trans>
                I agree that the shop keeps these details to answer my enquiry, as the privacy policy describes. I am 21 or older.
              </Trans>
            ) : (
              <Trans>I agree that the shop keeps these details to answer my enquiry and uses them for nothing else.</Trans>
            )}
          </span>
        </label>
        {errors.privacy_request ? (
          <p className="field__error" id={`consent-error-${source}`} role="alert">
            {errorOf('privacy_request')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="field__error partnership-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send enquiry</Trans>}
      </button>
    </form>
  )
}
