import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { FormField } from '@/ui/form-field.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useVerifyResetCode } from '../api/verify-reset-code.ts'
import { useFormMessage } from '../form-messages.ts'
import { FormAlert } from './form-alert.tsx'
import { CodeField } from './code-field.tsx'
import { checkPasswordAgain } from './password-fields.ts'
import './account.css'

const codeResolver = checkedBy((values: { email: string; code: string }) =>
  checkFields(values, { email: accountRules.email, code: accountRules.code }),
)
const newPasswordResolver = checkedBy((values: { password: string; password_again: string }) => {
  const checked = checkFields(values, { password: accountRules.newPassword })
  return { values: checked.values, problems: checkPasswordAgain(values, 'password', checked) }
})

/** Forgotten password: the e-mailed code first, then the new password. */
export function ForgetPasswordForm() {
  const [ticket, setTicket] = useState<string>()
  return ticket ? <NewPasswordStep ticket={ticket} /> : <CodeStep onVerified={setTicket} />
}

function CodeStep({ onVerified }: { onVerified: (ticket: string) => void }) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: codeResolver, defaultValues: { email: '', code: '' } })
  const verify = useVerifyResetCode({ mutationConfig: { onSuccess: onVerified, onError: (error) => setFailure(error.message) } })
  const emailForCode = async () => ((await trigger('email')) ? getValues('email') : null)

  return (
    <form
      className="account-form account-card"
      noValidate
      onSubmit={handleSubmit((values) => {
        setFailure(undefined)
        verify.mutate(values)
      })}
    >
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      <p>
        <Trans>We will e-mail you a 6-digit code to confirm it is you.</Trans>
      </p>
      <FormAlert message={failure} />
      <FormField label={<Trans>Email</Trans>} error={message(errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <CodeField input={register('code')} error={message(errors.code)} purpose="reset" getEmail={emailForCode} onError={setFailure} />
      <button type="submit" className="button" disabled={verify.isPending}>
        {verify.isPending ? t`Checking…` : t`Continue`}
      </button>
      <p className="account-form__links">
        <Link to="/account/login">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </form>
  )
}

function NewPasswordStep({ ticket }: { ticket: string }) {
  const { t } = useLingui()
  const message = useFormMessage()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: newPasswordResolver, defaultValues: { password: '', password_again: '' } })
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: async (answer) => {
        toast.success(answer.msg)
        await navigate({ to: '/account/login' })
      },
      onError: (error) => setFailure(error.message),
    },
  })

  return (
    <form
      className="account-form account-card"
      noValidate
      onSubmit={handleSubmit(({ password }) => {
        setFailure(undefined)
        reset.mutate({ reset_token: ticket, password })
      })}
    >
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <FormAlert message={failure} />
      <FormField
        label={<Trans>New password</Trans>}
        hint={<Trans>At least 8 characters, without your email name or username, and not a common password.</Trans>}
        error={message(errors.password)}
      >
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={<Trans>Confirm new password</Trans>} error={message(errors.password_again)}>
        {(control) => <input {...control} {...register('password_again')} type="password" autoComplete="new-password" />}
      </FormField>
      <button type="submit" className="button" disabled={reset.isPending}>
        {reset.isPending ? t`Saving…` : t`Reset password`}
      </button>
    </form>
  )
}
