import type { UseFormRegisterReturn } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import { FormField } from '@/ui/form-field.tsx'
import { SendCodeButton, type CodeSource } from './send-code-button.tsx'

type CodeFieldProps = CodeSource & {
  /** The form's registration of its `code` field. */
  input: UseFormRegisterReturn
  error: string | undefined
  onError: (message: string) => void
}

/** The 6-digit code from the e-mail, with the button that sends it (and counts down to a resend). */
export function CodeField({ input, error, ...sender }: CodeFieldProps) {
  return (
    <FormField label={<Trans>Verification code</Trans>} error={error}>
      {(control) => (
        <div className="account-form__code">
          <input {...control} {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <SendCodeButton {...sender} />
        </div>
      )}
    </FormField>
  )
}
