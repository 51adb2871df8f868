import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { addOperatorBody } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useAddOperator } from '../api/operators.ts'
import { useProblems } from './problem-message.ts'

/** Owners invite operators (again, when a link lapsed); the one-time link is shown once, to pass on. */
export function AddOperator() {
  const { t } = useLingui()
  const toProblems = useProblems()
  const add = useAddOperator()
  const [fields, setFields] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = addOperatorBody.safeParse({ email: form.get('email'), role: form.get('role') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    add.mutate(parsed.data)
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h2>
        <Trans>Add an operator</Trans>
      </h2>
      <FormField label={t`E-mail`} error={fields.email ?? add.error?.message}>
        {(control) => <input {...control} name="email" type="email" />}
      </FormField>
      <FormField label={t`Role`}>
        {(control) => (
          <select {...control} name="role" defaultValue="staff">
            <option value="owner">{t`Owner: everything, operators, settings`}</option>
            <option value="staff">{t`Staff: catalogue, orders, coupons, enquiries`}</option>
            <option value="support">{t`Support: read orders and customers, add notes`}</option>
          </select>
        )}
      </FormField>
      <button type="submit" disabled={add.isPending}>
        <Trans>Add operator</Trans>
      </button>
      {add.data ? (
        <p role="status">
          {add.data.renewed ? <Trans>This e-mail was already invited: its earlier link no longer works.</Trans> : null}{' '}
          <Trans>Send this one-time link (valid 72 hours):</Trans>{' '}
          <code className="admin-link">{new URL(add.data.link, window.location.origin).href}</code>
        </p>
      ) : null}
    </form>
  )
}
