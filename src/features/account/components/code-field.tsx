import type { UseFormRegisterReturn } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import type { CodePurpose } from '#contract/account.ts'
import { FormField } from '@/ui/form-field.tsx'
import { SendCodeButton } from './send-code-button.tsx'

interface CodeFieldProps {
  /** The form's registration of its `code` field. */
  input: UseFormRegisterReturn
  error: string | undefined
  purpose: CodePurpose
  getEmail: () => Promise<string | null>
  onError: (message: string) => void
}

/** The 6-digit code from the e-mail, with the button that sends it (and counts down to a resend). */
export function CodeField({ input, error, purpose, getEmail, onError }: CodeFieldProps) {
  return (
    <FormField label={<Trans>Verification code</Trans>} error={error}>
      {(control) => (
        <div className="account-form__code">
          <input {...control} {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <SendCodeButton purpose={purpose} getEmail={getEmail} onError={onError} />
        </div>
      )}
    </FormField>
  )
}
