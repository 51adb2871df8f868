import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { passwordResetBody, passwordResetRequestBody } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useRequestPasswordReset, useResetPassword } from '../api/operator-session.ts'
import { OperatorEmail } from './operator-email.tsx'
import { NewPasswordFields, PasswordSaved, useRepeatProblem } from './new-password.tsx'
import { useProblems } from './problem-message.ts'

/** "Forgot password?": the e-mail to send a link to; the answer never says whether an operator has it. */
export function RequestPasswordReset() {
  const { t } = useLingui()
  const toProblems = useProblems()
  const request = useRequestPasswordReset()
  const [fields, setFields] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = passwordResetRequestBody.safeParse({ email: new FormData(event.currentTarget).get('email') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    request.mutate(parsed.data)
  }
  if (request.data) {
    return (
      <div className="admin-card" role="status">
        <p>{request.data.msg}</p>
        <Link to="/admin">
          <Trans>Back to sign-in</Trans>
        </Link>
      </div>
    )
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h1>
        <Trans>Reset your back-office password</Trans>
      </h1>
      <p>
        <Trans>Type the e-mail you sign in with. We will send a link to choose a new password; it asks for your authenticator code.</Trans>
      </p>
      <FormField label={t`E-mail`} error={fields.email ?? request.error?.message}>
        {(control) => <OperatorEmail {...control} />}
      </FormField>
      <button type="submit" disabled={request.isPending}>
        <Trans>Send the link</Trans>
      </button>
    </form>
  )
}

/** The page the e-mailed link opens: the new password twice and the authenticator's current code. */
export function ResetPassword({ token }: { token: string }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const repeatProblem = useRepeatProblem()
  const reset = useResetPassword()
  const [fields, setFields] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const differ = repeatProblem(form)
    if (differ) return setFields(differ)
    const parsed = passwordResetBody.safeParse({ token, password: form.get('password'), code: form.get('code') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    reset.mutate(parsed.data)
  }
  if (reset.data) return <PasswordSaved message={reset.data.msg} />
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h1>
        <Trans>Choose a new back-office password</Trans>
      </h1>
      {reset.error ? <p role="alert">{reset.error.message}</p> : null}
      <NewPasswordFields passwordError={fields.password ?? fields.token} repeatError={fields.repeat} />
      <FormField label={t`Authenticator code`} error={fields.code}>
        {(control) => <input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
      </FormField>
      <button type="submit" disabled={reset.isPending}>
        <Trans>Change password</Trans>
      </button>
      <Link to="/admin/reset-password" search={{ token: '' }}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </form>
  )
}
