import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { emailPattern, isMobilePhone } from '#contract/order-rules.ts'
import { rememberPath } from '@/lib/session.ts'
import { FormField } from '@/ui/form-field.tsx'
import { keepSession, startGuest } from './guest-api.ts'
import './guest.css'

interface GuestStartProps {
  /** Where the login offer comes back to (the checkout step asked for). */
  returnTo: string
  /** Runs once the guest's session is kept: the browser's cart becomes the guest's, as at login. */
  onStarted: () => Promise<void>
}

/**
 * The first thing a shopper without a login sees at checkout: a contact e-mail or mobile number
 * to go on as a guest, or log in. Whether the e-mail has an account is never said here (the
 * order's mail tells that mailbox); everyone is offered the login alike.
 */
export function GuestStart({ returnTo, onStarted }: GuestStartProps) {
  const { t } = useLingui()
  const [contact, setContact] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = contact.trim()
    const isEmail = emailPattern.test(value)
    if (!isEmail && !isMobilePhone(value)) {
      setProblem(t`Enter a valid email or mobile phone number`)
      return
    }
    setProblem(undefined)
    setBusy(true)
    try {
      keepSession(await startGuest(isEmail ? { email: value } : { phone: value }))
      await onStarted()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="guest-start">
      <form className="guest-start__card" noValidate onSubmit={(event) => void submit(event)}>
        <h1>
          <Trans>Check out as a guest</Trans>
        </h1>
        <p className="guest-start__note">
          <Trans>No account needed: we send the order confirmation and a link to your order to this address.</Trans>
        </p>
        <FormField label={<Trans>Email or mobile phone number</Trans>} error={problem}>
          {(control) => (
            <input
              {...control}
              name="contact"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              type="text"
              inputMode="email"
              autoComplete="email"
            />
          )}
        </FormField>
        <button type="submit" className="button" disabled={busy}>
          <Trans>Continue as guest</Trans>
        </button>
      </form>
      <div className="guest-start__card guest-start__login">
        <h2>
          <Trans>Have an account?</Trans>
        </h2>
        <p className="guest-start__note">
          <Trans>Log in to use your saved addresses and coupons.</Trans>
        </p>
        <Link to="/account/login" className="button button--ghost" onClick={() => rememberPath(returnTo)}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    </section>
  )
}
