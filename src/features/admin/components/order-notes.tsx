import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { noteBody, type AdminOrder } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useAddNote } from '../api/orders.ts'
import { useProblems } from './problem-message.ts'

/** Operators' notes on an order: support may add them too. */
export function OrderNotes({ order, canWrite }: { order: AdminOrder; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const add = useAddNote(order.order_no)
  const [fields, setFields] = useState<Record<string, string>>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = noteBody.safeParse({ text: new FormData(form).get('text') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    add.mutate(parsed.data.text, { onSuccess: () => form.reset() })
  }
  return (
    <section aria-labelledby="notes-heading" className="admin-panel">
      <h2 id="notes-heading">
        <Trans>Notes</Trans>
      </h2>
      <ul>
        {order.notes.map((note) => (
          <li key={note.id}>
            <small>
              {i18n.date(note.created_at, { dateStyle: 'short', timeStyle: 'short' })} · {note.operator ?? '—'}
            </small>
            <p>{note.text}</p>
          </li>
        ))}
      </ul>
      {order.notes.length === 0 ? (
        <p>
          <Trans>No notes yet.</Trans>
        </p>
      ) : null}
      {canWrite ? (
        <form onSubmit={submit} noValidate className="admin-form">
          <FormField label={t`New note`} error={fields.text ?? add.error?.message}>
            {(control) => <textarea {...control} name="text" rows={3} />}
          </FormField>
          <button type="submit" disabled={add.isPending}>
            <Trans>Add note</Trans>
          </button>
        </form>
      ) : null}
    </section>
  )
}
