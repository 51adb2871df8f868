import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useLogin } from '../api/login.ts'
import { useFormMessage } from '../form-messages.ts'
import { useCompleteLogin } from '../hooks/use-complete-login.ts'
import { FormAlert } from './form-alert.tsx'
import './account.css'

interface LoginFormProps {
  /** Runs after the token is stored and before leaving the page (the guest cart merge). */
  onLoggedIn?: () => Promise<void>
}

const resolver = checkedBy((values: { email: string; password: string }) =>
  checkFields(values, { email: accountRules.email, password: accountRules.loginPassword }),
)

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const completeLogin = useCompleteLogin(onLoggedIn)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '', password: '' } })
  const login = useLogin({ mutationConfig: { onSuccess: completeLogin, onError: (error) => setFailure(error.message) } })

  return (
    <form
      className="account-form account-card"
      noValidate
      onSubmit={handleSubmit((values) => {
        setFailure(undefined)
        login.mutate(values)
      })}
    >
      <h1>
        <Trans>Login</Trans>
      </h1>
      <FormAlert message={failure} />
      <FormField label={<Trans>Email</Trans>} error={message(errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label={<Trans>Password</Trans>} error={message(errors.password)}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" className="button" disabled={login.isPending}>
        {login.isPending ? t`Logging in…` : t`Log in`}
      </button>
      <p className="account-form__links">
        <Link to="/account/forget">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/account/register">
          <Trans>Create account</Trans>
        </Link>
      </p>
    </form>
  )
}
