import { useState, type FormEvent } from 'react'
import { Trans } from '@lingui/react/macro'
import { setPasswordBody } from '#contract/admin.ts'
import { useSetPassword } from '../api/operator-session.ts'
import { NewPasswordFields, PasswordSaved, useRepeatProblem } from './new-password.tsx'
import { useProblems } from './problem-message.ts'

/** The page the one-time link opens: choose a password, then sign in. */
export function SetPassword({ token }: { token: string }) {
  const toProblems = useProblems()
  const repeatProblem = useRepeatProblem()
  const setPassword = useSetPassword()
  const [fields, setFields] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const differ = repeatProblem(form)
    if (differ) return setFields(differ)
    const parsed = setPasswordBody.safeParse({ token, password: form.get('password') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    setPassword.mutate(parsed.data)
  }

  if (setPassword.data) return <PasswordSaved message={setPassword.data.msg} />
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h1>
        <Trans>Choose your back-office password</Trans>
      </h1>
      <NewPasswordFields passwordError={fields.password ?? fields.token ?? setPassword.error?.message} repeatError={fields.repeat} />
      <button type="submit" disabled={setPassword.isPending}>
        <Trans>Save password</Trans>
      </button>
    </form>
  )
}
