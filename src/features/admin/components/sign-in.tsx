import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { signInBody, totpBody } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useConfirmTotp, useSignIn, type SignInAnswer } from '../api/operator-session.ts'
import { useProblems } from './problem-message.ts'

/** Password first, then the authenticator code; the first time, a QR code to enrol. */
export function SignIn() {
  const { t } = useLingui()
  const toProblems = useProblems()
  const signIn = useSignIn()
  const confirm = useConfirmTotp()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [pending, setPending] = useState<SignInAnswer | null>(null)

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signInBody.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    signIn.mutate(parsed.data, { onSuccess: setPending })
  }
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = totpBody.safeParse({ code: new FormData(event.currentTarget).get('code') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    if (pending) confirm.mutate({ token: pending.token, code: parsed.data.code })
  }

  if (pending) {
    return (
      <form className="admin-card" onSubmit={submitCode} noValidate>
        <h1><Trans>Two-step sign-in</Trans></h1>
        {pending.next === 'enrol' && pending.qr_svg ? (
          <>
            <p><Trans>Scan this code with your authenticator app (Google Authenticator, 1Password, Microsoft Authenticator…), then type the six digits it shows.</Trans></p>
            {/* The SVG is drawn by the server's qrcode library from our own otpauth URL. */}
            <div className="admin-qr" aria-label={t`QR code to enrol your authenticator`} dangerouslySetInnerHTML={{ __html: pending.qr_svg }} />
            {pending.otpauth_url ? (
              <p><Trans>Cannot scan? Type this key instead:</Trans> <code className="admin-link" data-testid="totp-key">{new URL(pending.otpauth_url).searchParams.get('secret')}</code></p>
            ) : null}
          </>
        ) : (
          <p><Trans>Type the six digits your authenticator app shows.</Trans></p>
        )}
        <FormField label={t`Authenticator code`} error={fields.code ?? confirm.error?.message}>
          {(control) => <input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </FormField>
        <button type="submit" disabled={confirm.isPending}><Trans>Verify</Trans></button>
      </form>
    )
  }
  return (
    <form className="admin-card" onSubmit={submitPassword} noValidate>
      <h1><Trans>Back office sign-in</Trans></h1>
      <FormField label={t`E-mail`} error={fields.email}>
        {(control) => <input {...control} name="email" type="email" autoComplete="username" />}
      </FormField>
      <FormField label={t`Password`} error={fields.password ?? signIn.error?.message}>
        {(control) => <input {...control} name="password" type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" disabled={signIn.isPending}><Trans>Sign in</Trans></button>
    </form>
  )
}
