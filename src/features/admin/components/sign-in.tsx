import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { recoveryBody, signInBody, totpBody } from '#contract/admin.ts'
import { ApiError } from '@/lib/api-client.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useSecondFactor, useSignIn, type SignInAnswer } from '../api/operator-session.ts'
import { OperatorEmail } from './operator-email.tsx'
import { useProblems } from './problem-message.ts'
import { RecoveryCodes } from './recovery-codes.tsx'

/**
 * Password first, then the authenticator code (or a recovery code); the first time, a QR code
 * to enrol and then the ten recovery codes to keep.
 */
export function SignIn() {
  const { t } = useLingui()
  const toProblems = useProblems()
  const signIn = useSignIn()
  const second = useSecondFactor()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [pending, setPending] = useState<SignInAnswer | null>(null)
  const [useRecovery, setUseRecovery] = useState(false)
  const [ended, setEnded] = useState(false)

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signInBody.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    setEnded(false)
    signIn.mutate(parsed.data, { onSuccess: setPending })
  }
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('code')
    const parsed = useRecovery ? recoveryBody.safeParse({ code: typed }) : totpBody.safeParse({ code: typed })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    if (!pending) return
    second.mutate(
      { token: pending.token, code: parsed.data.code, kind: useRecovery ? 'recovery' : 'totp' },
      {
        // Too many wrong codes end the half sign-in: back to the password.
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'loginExpired') {
            setPending(null)
            setUseRecovery(false)
            setEnded(true)
            second.reset()
          }
        },
      },
    )
  }

  if (pending && second.data?.recoveryCodes) return <RecoveryCodes token={second.data.token} codes={second.data.recoveryCodes} />
  if (pending) {
    return (
      <form className="admin-card" onSubmit={submitCode} noValidate>
        <h1>
          <Trans>Two-step sign-in</Trans>
        </h1>
        {pending.next === 'enrol' && pending.qr_svg ? (
          <>
            <p>
              <Trans>
                Scan this code with your authenticator app (Google Authenticator, 1Password, Microsoft Authenticator…), then type the six
                digits it shows.
              </Trans>
            </p>
            {/* The SVG is drawn by the server's qrcode library from our own otpauth URL. */}
            <div
              className="admin-qr"
              aria-label={t`QR code to enrol your authenticator`}
              dangerouslySetInnerHTML={{ __html: pending.qr_svg }}
            />
            {pending.otpauth_url ? (
              <p>
                <Trans>Cannot scan? Type this key instead:</Trans>{' '}
                <code className="admin-link" data-testid="totp-key">
                  {new URL(pending.otpauth_url).searchParams.get('secret')}
                </code>
              </p>
            ) : null}
          </>
        ) : useRecovery ? (
          <p>
            <Trans>Type one of the recovery codes you kept when you enrolled. Each code works once.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Type the six digits your authenticator app shows.</Trans>
          </p>
        )}
        {useRecovery ? (
          <FormField key="recovery" label={t`Recovery code`} error={fields.code ?? second.error?.message}>
            {(control) => <input {...control} name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={11} />}
          </FormField>
        ) : (
          <FormField key="totp" label={t`Authenticator code`} error={fields.code ?? second.error?.message}>
            {(control) => <input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
          </FormField>
        )}
        <button type="submit" disabled={second.isPending}>
          <Trans>Verify</Trans>
        </button>
        {pending.next === 'totp' ? (
          <button
            type="button"
            className="admin-link-button"
            onClick={() => {
              setUseRecovery(!useRecovery)
              setFields({})
              second.reset()
            }}
          >
            {useRecovery ? <Trans>Use the authenticator app instead</Trans> : <Trans>Lost your phone? Use a recovery code</Trans>}
          </button>
        ) : null}
      </form>
    )
  }
  return (
    <form className="admin-card" onSubmit={submitPassword} noValidate>
      <h1>
        <Trans>Back office sign-in</Trans>
      </h1>
      {ended ? (
        <p role="alert">
          <Trans>Too many wrong codes: that sign-in has ended. Sign in again with your password.</Trans>
        </p>
      ) : null}
      <FormField label={t`E-mail`} error={fields.email}>
        {(control) => <OperatorEmail {...control} />}
      </FormField>
      <FormField label={t`Password`} error={fields.password ?? signIn.error?.message}>
        {(control) => <input {...control} name="password" type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" disabled={signIn.isPending}>
        <Trans>Sign in</Trans>
      </button>
      <Link to="/admin/reset-password" search={{ token: '' }}>
        <Trans>Forgot password?</Trans>
      </Link>
    </form>
  )
}
