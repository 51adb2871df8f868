import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { DeletionStatus } from '#contract/account.ts'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { clearSession } from '@/lib/session.ts'
import { formatMinor } from '@/lib/money.ts'
import { FormField } from '@/ui/form-field.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { toast } from '@/ui/toast-store.ts'
import { sendDeletionCode, useDeleteAccount, useDeletionStatus } from '../api/account-deletion.ts'
import { useFormMessage } from '../form-messages.ts'
import { CodeField } from './code-field.tsx'
import { FormAlert } from './form-alert.tsx'
import './account.css'

/**
 * "Delete my account": what it erases and keeps, then either what still blocks it (an order,
 * prizes) or the form: password, the e-mailed code, and the explicit forfeit of a balance.
 */
export function DeleteAccount() {
  const { i18n } = useLingui()
  const status = useDeletionStatus(i18n.locale)
  return (
    <section className="account-card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">
        <Trans>Delete my account</Trans>
      </h2>
      <p>
        <Trans>
          Deleting your account erases your name, e-mail address, phone number, WeChat ID, addresses and password, and signs you out on
          every device. Orders, payments and blind-box draws are kept for accounting, with your personal details replaced by “deleted
          customer”. This cannot be undone: download your data first if you want a copy.
        </Trans>
      </p>
      <QueryState query={status}>
        {(current) => {
          const blocking = current.blockers.filter((blocker) => blocker.reason !== 'balance')
          if (blocking.length === 0) return <DeleteForm status={current} />
          return (
            <div className="account-form__alert" role="alert">
              <p className="account-form__note">
                <Trans>Your account cannot be deleted yet:</Trans>
              </p>
              <ul>
                {blocking.map((blocker) => (
                  <li key={blocker.reason}>{blocker.message}</li>
                ))}
              </ul>
            </div>
          )
        }}
      </QueryState>
    </section>
  )
}

const empty = { password: '', code: '', forfeit_balance: false }

const resolver = checkedBy(({ forfeit_balance, ...fields }: typeof empty) => {
  const checked = checkFields(fields, { password: accountRules.loginPassword, code: accountRules.code })
  return { values: { ...checked.values, forfeit_balance }, problems: checked.problems }
})

function DeleteForm({ status }: { status: DeletionStatus }) {
  const { t, i18n } = useLingui()
  const message = useFormMessage()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: empty })
  const remove = useDeleteAccount({
    mutationConfig: {
      onSuccess: async (answer) => {
        toast.success(answer.msg)
        clearSession(queryClient)
        // The browser's offline copy of the account goes now, not after the persister's throttle.
        const { savePersistedCache } = await import('@/lib/query-persistence.ts')
        await savePersistedCache(queryClient)
        await navigate({ to: '/account/register' })
      },
      onError: (error) => setFailure(error.message),
    },
  })
  const balance = status.blockers.find((blocker) => blocker.reason === 'balance')
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setFailure(undefined)
        remove.mutate(values)
      })}
    >
      <FormAlert message={failure} />
      <FormField label={<Trans>Password</Trans>} error={message(errors.password)}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <CodeField input={register('code')} error={message(errors.code)} send={sendDeletionCode} onError={setFailure} />
      {balance ? (
        <div className="account-form__forfeit">
          <p className="account-form__note">{balance.message}</p>
          <label className="address-form__default">
            <input type="checkbox" {...register('forfeit_balance')} />
            <span>
              <Trans>I give up my blind-box balance of {formatMinor(status.balance, 'USD', i18n.locale)}.</Trans>
            </span>
          </label>
        </div>
      ) : null}
      <button type="submit" className="button button--danger" disabled={remove.isPending}>
        {remove.isPending ? t`Deleting…` : t`Delete my account`}
      </button>
    </form>
  )
}
