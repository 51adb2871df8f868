import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Session } from '#contract/account.ts'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { userStore } from '@/lib/user-store.ts'
import { FormField } from '@/ui/form-field.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useRegister } from '../api/register.ts'
import { useFormMessage } from '../form-messages.ts'
import { FormAlert } from './form-alert.tsx'
import { CodeField } from './code-field.tsx'
import './account.css'

const { username, phone, password, code } = accountRules
const rules = { username, phone, password, code }
type Values = Record<keyof typeof rules, string>
const resolver = checkedBy((values: Values) => checkFields(values, rules))

interface GuestSignUpProps {
  /** The guest's session info: the e-mail given at checkout. */
  guest: { email: string }
  /** What the order already says: the name and phone typed at checkout. */
  name: string
  phone: string
}

/**
 * The thank-you page's offer to a guest (issue 48): an account from the details already given.
 * The e-mailed code proves the address, as at registration; the guest's row becomes the account,
 * with this order in its history. An address that has an account is told so by that mail only.
 */
export function GuestSignUp({ guest, name, phone: givenPhone }: GuestSignUpProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { username: name, phone: givenPhone, password: '', code: '' } })
  const create = useRegister({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        if (answer.data) keep(answer.data)
        setDone(true)
      },
      onError: (error) => setFailure(error.message),
    },
  })
  const { email } = guest
  if (!email) return null
  if (done)
    return (
      <p className="account-card" role="status">
        <Trans>Your account is ready: this order is in your order history.</Trans>
      </p>
    )
  return (
    <section className="account-card guest-sign-up" aria-labelledby="guest-sign-up">
      <h2 id="guest-sign-up">
        <Trans>Save your details for next time</Trans>
      </h2>
      <p className="account-form__note">
        <Trans>Create an account with {email} and the details you just gave: follow this order and check out faster.</Trans>
      </p>
      {open ? (
        <form
          className="account-form"
          noValidate
          onSubmit={handleSubmit((values) => {
            setFailure(undefined)
            create.mutate({ ...values, email: guest.email, wechat: '' })
          })}
        >
          <FormAlert message={failure} />
          <FormField label={<Trans>Username</Trans>} error={message(errors.username)}>
            {(control) => <input {...control} {...register('username')} autoComplete="name" />}
          </FormField>
          <FormField label={<Trans>Phone</Trans>} error={message(errors.phone)}>
            {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField
            label={<Trans>Password</Trans>}
            hint={<Trans>At least 8 characters, without your email name or username, and not a common password.</Trans>}
            error={message(errors.password)}
          >
            {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
          </FormField>
          <CodeField
            input={register('code')}
            error={message(errors.code)}
            purpose="register"
            getEmail={() => Promise.resolve(guest.email)}
            onError={setFailure}
          />
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t`Creating your account…` : t`Create account`}
          </button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          <Trans>Create account</Trans>
        </button>
      )}
    </section>
  )
}

function keep(session: Session) {
  userStore.set((state) => ({ ...state, token: session.token, userInfo: session.userInfo }))
}
