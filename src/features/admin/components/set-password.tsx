import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { setPasswordBody } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useSetPassword } from '../api/operator-session.ts'
import { useProblems } from './problem-message.ts'

/** The page the one-time link opens: choose a password, then sign in. */
export function SetPassword({ token }: { token: string }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const setPassword = useSetPassword()
  const [fields, setFields] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (form.get('password') !== form.get('repeat')) return setFields({ repeat: t`The two passwords differ.` })
    const parsed = setPasswordBody.safeParse({ token, password: form.get('password') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    setPassword.mutate(parsed.data)
  }

  if (setPassword.data) {
    return (
      <div className="admin-card" role="status">
        <p>{setPassword.data.msg}</p>
        <Link to="/admin">
          <Trans>Sign in</Trans>
        </Link>
      </div>
    )
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h1>
        <Trans>Choose your back-office password</Trans>
      </h1>
      <FormField label={t`New password`} error={fields.password ?? fields.token ?? setPassword.error?.message}>
        {(control) => <input {...control} name="password" type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t`Repeat the password`} error={fields.repeat}>
        {(control) => <input {...control} name="repeat" type="password" autoComplete="new-password" />}
      </FormField>
      <button type="submit" disabled={setPassword.isPending}>
        <Trans>Save password</Trans>
      </button>
    </form>
  )
}
