import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormField } from '@/ui/form-field.tsx'

/** The new password twice, as both one-time-link pages ask for it; the form reads `password` and `repeat`. */
export function NewPasswordFields({ passwordError, repeatError }: { passwordError?: string; repeatError?: string }) {
  const { t } = useLingui()
  return (
    <>
      <FormField label={t`New password`} error={passwordError}>
        {(control) => <input {...control} name="password" type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t`Repeat the password`} error={repeatError}>
        {(control) => <input {...control} name="repeat" type="password" autoComplete="new-password" />}
      </FormField>
    </>
  )
}

/** The repeat differs from the password: its field's message, else undefined. */
export function useRepeatProblem(): (form: FormData) => Record<string, string> | undefined {
  const { t } = useLingui()
  return (form) => (form.get('password') !== form.get('repeat') ? { repeat: t`The two passwords differ.` } : undefined)
}

/** A password saved: the server's word for it and the way to sign in. */
export function PasswordSaved({ message }: { message: string }) {
  return (
    <div className="admin-card" role="status">
      <p>{message}</p>
      <Link to="/admin">
        <Trans>Sign in</Trans>
      </Link>
    </div>
  )
}
