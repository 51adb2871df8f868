import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { registerBody } from '#contract/account.ts'
import { FormField } from '@/ui/form-field.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useRegister } from '../api/register.ts'
import { useFormMessage } from '../form-messages.ts'
import { useCompleteLogin } from '../hooks/use-complete-login.ts'
import { FormAlert } from './form-alert.tsx'
import { CodeField } from './code-field.tsx'
import { withPasswordAgain } from './password-fields.ts'
import './account.css'

const registerForm = withPasswordAgain(registerBody, 'password')

interface RegisterFormProps {
  /** Runs after the new account is logged in, before leaving the page (the guest cart merge). */
  onLoggedIn?: () => Promise<void>
}

export function RegisterForm({ onLoggedIn }: RegisterFormProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const completeLogin = useCompleteLogin(onLoggedIn)
  const { register, handleSubmit, trigger, getValues, formState: { errors } } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { username: '', email: '', phone: '', wechat: '', password: '', password_again: '', code: '' },
  })
  const create = useRegister({
    mutationConfig: {
      onSuccess: async (answer) => {
        toast.success(answer.msg)
        if (answer.data) await completeLogin(answer.data)
      },
      onError: (error) => setFailure(error.message),
    },
  })
  const emailForCode = async () => ((await trigger('email')) ? getValues('email') : null)

  return (
    <form
      className="account-form account-card"
      noValidate
      onSubmit={handleSubmit(({ password_again: _again, ...values }) => {
        setFailure(undefined)
        create.mutate(values)
      })}
    >
      <h1><Trans>Create account</Trans></h1>
      <FormAlert message={failure} />
      <FormField label={<Trans>Username</Trans>} error={message(errors.username)}>
        {(control) => <input {...control} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField label={<Trans>Email</Trans>} error={message(errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label={<Trans>Phone</Trans>} error={message(errors.phone)}>
        {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField label={<Trans>WeChat ID (optional)</Trans>} error={message(errors.wechat)}>
        {(control) => <input {...control} {...register('wechat')} autoComplete="off" />}
      </FormField>
      <FormField label={<Trans>Password</Trans>} hint={<Trans>At least 8 characters.</Trans>} error={message(errors.password)}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={<Trans>Confirm password</Trans>} error={message(errors.password_again)}>
        {(control) => <input {...control} {...register('password_again')} type="password" autoComplete="new-password" />}
      </FormField>
      <CodeField input={register('code')} error={message(errors.code)} purpose="register" getEmail={emailForCode} onError={setFailure} />
      <button type="submit" className="button" disabled={create.isPending}>{create.isPending ? t`Creating your account…` : t`Create account`}</button>
      <p className="account-form__note">
        <Trans>Already have an account?</Trans> <Link to="/account/login"><Trans>Log in</Trans></Link>
      </p>
    </form>
  )
}
