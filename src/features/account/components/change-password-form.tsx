import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { FormField } from '@/ui/form-field.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useChangePassword } from '../api/change-password.ts'
import { useFormMessage } from '../form-messages.ts'
import { FormAlert } from './form-alert.tsx'
import { checkPasswordAgain } from './password-fields.ts'
import './account.css'

const empty = { old_password: '', new_password: '', password_again: '' }
const resolver = checkedBy((values: typeof empty) => {
  const checked = checkFields(values, { old_password: accountRules.oldPassword, new_password: accountRules.newPassword })
  return { values: checked.values, problems: checkPasswordAgain(values, 'new_password', checked) }
})

export function ChangePasswordForm() {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: empty })
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        reset(empty)
      },
      onError: (error) => setFailure(error.message),
    },
  })
  return (
    <section className="account-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">
        <Trans>Change password</Trans>
      </h2>
      <form
        className="account-form"
        noValidate
        onSubmit={handleSubmit(({ password_again: _again, ...values }) => {
          setFailure(undefined)
          change.mutate(values)
        })}
      >
        <FormAlert message={failure} />
        <FormField label={<Trans>Old password</Trans>} error={message(errors.old_password)}>
          {(control) => <input {...control} {...register('old_password')} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField
          label={<Trans>New password</Trans>}
          hint={<Trans>At least 8 characters, without your email name or username, and not a common password.</Trans>}
          error={message(errors.new_password)}
        >
          {(control) => <input {...control} {...register('new_password')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField label={<Trans>Confirm new password</Trans>} error={message(errors.password_again)}>
          {(control) => <input {...control} {...register('password_again')} type="password" autoComplete="new-password" />}
        </FormField>
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t`Saving…` : t`Change password`}
        </button>
      </form>
    </section>
  )
}
