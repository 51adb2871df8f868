import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Session } from '#contract/account.ts'
import { accountRules, passwordPersonalProblem } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import type { Envelope } from '#contract/envelope.ts'
import { FormField } from '@/ui/form-field.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useRegister, type RegisterWith } from '../api/register.ts'
import { useFormMessage } from '../form-messages.ts'
import { useCompleteLogin } from '../hooks/use-complete-login.ts'
import { FormAlert } from './form-alert.tsx'
import { CodeField } from './code-field.tsx'
import { checkPasswordAgain } from './password-fields.ts'
import './account.css'

const dateOfBirthPattern = /^\d{4}-\d{2}-\d{2}$/

/**
 * The server says the same (and checks the common-password list, too big to ship to the
 * browser). A date of birth only where the form asks for one (the blind-box shop: the server
 * refuses anyone under 18 with its own message).
 */
const { username, phone, wechat, email, password, code } = accountRules
const registerRules = { username, phone, wechat, email, password, code }
type RegisterValues = Record<keyof typeof registerRules | 'password_again' | 'date_of_birth', string>

const registerFormFor = (askDateOfBirth: boolean) =>
  checkedBy((values: RegisterValues) => {
    const checked = checkFields(values, registerRules)
    const problems = checkPasswordAgain(values, 'password', checked)
    const personal = passwordPersonalProblem(values.password, checked.values)
    if (personal && !problems.password) problems.password = personal
    if (askDateOfBirth && !dateOfBirthPattern.test(values.date_of_birth)) problems.date_of_birth = 'dateOfBirth'
    return { values: { ...values, ...checked.values }, problems }
  })

interface RegisterFormProps {
  /** Runs after the new account is logged in, before leaving the page (the guest cart merge). */
  onLoggedIn?: () => Promise<void>
  /**
   * The blind-box shop's registration (adults only): the form asks for a date of birth too and
   * sends everything here instead of the shop's registration.
   */
  withDateOfBirth?: (body: RegisterWith & { date_of_birth: string }) => Promise<Envelope<Session>>
  /** Where the new account goes when no page was remembered (the account page otherwise). */
  home?: string
}

export function RegisterForm({ onLoggedIn, withDateOfBirth, home }: RegisterFormProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const completeLogin = useCompleteLogin(onLoggedIn, home)
  const askDateOfBirth = withDateOfBirth !== undefined
  const resolver = useMemo(() => registerFormFor(askDateOfBirth), [askDateOfBirth])
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { username: '', email: '', phone: '', wechat: '', password: '', password_again: '', code: '', date_of_birth: '' },
  })
  const create = useRegister({
    send: withDateOfBirth && ((body) => withDateOfBirth({ ...body, date_of_birth: body.date_of_birth ?? '' })),
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
      onSubmit={handleSubmit(({ password_again: _again, date_of_birth, ...values }) => {
        setFailure(undefined)
        create.mutate(askDateOfBirth ? { ...values, date_of_birth } : values)
      })}
    >
      <h1>{askDateOfBirth ? <Trans>Create your blind-box account</Trans> : <Trans>Create account</Trans>}</h1>
      {askDateOfBirth ? (
        <p className="account-form__note">
          <Trans>Blind boxes are sold to adults only (18 or older). Your date of birth is kept once and cannot be changed later.</Trans>
        </p>
      ) : null}
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
      {askDateOfBirth ? (
        <FormField label={<Trans>Date of birth</Trans>} error={errors.date_of_birth ? t`Enter a valid date of birth.` : undefined}>
          {(control) => <input {...control} {...register('date_of_birth')} type="date" autoComplete="bday" />}
        </FormField>
      ) : null}
      <FormField
        label={<Trans>Password</Trans>}
        hint={<Trans>At least 8 characters, without your email name or username, and not a common password.</Trans>}
        error={message(errors.password)}
      >
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={<Trans>Confirm password</Trans>} error={message(errors.password_again)}>
        {(control) => <input {...control} {...register('password_again')} type="password" autoComplete="new-password" />}
      </FormField>
      <CodeField input={register('code')} error={message(errors.code)} purpose="register" getEmail={emailForCode} onError={setFailure} />
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t`Creating your account…` : t`Create account`}
      </button>
      <p className="account-form__note">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/account/login">
          <Trans>Log in</Trans>
        </Link>
      </p>
    </form>
  )
}
