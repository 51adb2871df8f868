import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UserInfo } from '#contract/account.ts'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { FormField } from '@/ui/form-field.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useUserInfo } from '../api/get-user-info.ts'
import { useUpdateUserInfo } from '../api/update-user-info.ts'
import { useFormMessage } from '../form-messages.ts'
import { FormAlert } from './form-alert.tsx'
import './account.css'

const detailsRules = { username: accountRules.username, phone: accountRules.phone, wechat: accountRules.wechat }
const resolver = checkedBy((values: Record<keyof typeof detailsRules, string>) => checkFields(values, detailsRules))

/** Account details, with an edit form for what may change (the e-mail is the login and stays). */
export function AccountDetails() {
  const info = useUserInfo()
  const [editing, setEditing] = useState(false)
  return (
    <section className="account-card" aria-labelledby="account-details-title">
      <div className="account-card__head">
        <h1 id="account-details-title">
          <Trans>Account details</Trans>
        </h1>
        {!editing && info.data ? (
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </button>
        ) : null}
      </div>
      <QueryState query={info}>
        {(user) => (editing ? <DetailsForm user={user} onDone={() => setEditing(false)} /> : <DetailsView user={user} />)}
      </QueryState>
    </section>
  )
}

function DetailsView({ user }: { user: UserInfo }) {
  return (
    <dl className="account-details">
      <div>
        <dt>
          <Trans>Username</Trans>
        </dt>
        <dd>{user.username}</dd>
      </div>
      <div>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{user.phone}</dd>
      </div>
      <div>
        <dt>
          <Trans>WeChat ID</Trans>
        </dt>
        <dd>{user.wechat || '—'}</dd>
      </div>
    </dl>
  )
}

function DetailsForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useLingui()
  const message = useFormMessage()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { username: user.username, phone: user.phone, wechat: user.wechat },
  })
  const save = useUpdateUserInfo({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        onDone()
      },
      onError: (error) => setFailure(error.message),
    },
  })
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setFailure(undefined)
        save.mutate(values)
      })}
    >
      <FormAlert message={failure} />
      <FormField label={<Trans>Username</Trans>} error={message(errors.username)}>
        {(control) => <input {...control} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField label={<Trans>Phone</Trans>} error={message(errors.phone)}>
        {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField label={<Trans>WeChat ID (optional)</Trans>} error={message(errors.wechat)}>
        {(control) => <input {...control} {...register('wechat')} autoComplete="off" />}
      </FormField>
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
