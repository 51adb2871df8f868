import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { stockBody, type AdminProduct } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useSetStock } from '../api/products.ts'
import { stockReasonLabels, stockSourceLabels } from './labels.ts'
import { useProblems } from './problem-message.ts'

/** Sets the stock to a counted number, with a reason; every change stays in the history. */
export function ProductStock({ product }: { product: AdminProduct }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const setStock = useSetStock()
  const [fields, setFields] = useState<Record<string, string>>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    const typed = String(form.get('stock') ?? '').trim()
    const parsed = stockBody.safeParse({ stock: typed === '' ? Number.NaN : Number(typed), reason: form.get('reason') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    setStock.mutate({ id: product.id, ...parsed.data }, { onSuccess: () => element.reset() })
  }
  return (
    <section aria-labelledby="stock-heading" className="admin-panel">
      <h2 id="stock-heading">
        <Trans>Stock: {product.stock}</Trans>
      </h2>
      <form className="admin-form__row" onSubmit={submit} noValidate>
        <FormField label={t`New stock`} error={fields.stock ?? setStock.error?.message}>
          {(control) => <input {...control} name="stock" inputMode="numeric" />}
        </FormField>
        <FormField label={t`Reason`} error={fields.reason}>
          {(control) => <input {...control} name="reason" />}
        </FormField>
        <button type="submit" disabled={setStock.isPending}>
          <Trans>Set stock</Trans>
        </button>
      </form>
      <table className="admin-table" aria-label={t`Stock history`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
            <th scope="col">
              <Trans>Before</Trans>
            </th>
            <th scope="col">
              <Trans>After</Trans>
            </th>
            <th scope="col">
              <Trans>Reason</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {product.stock_history.map((change) => (
            <tr key={change.id}>
              <td>{i18n.date(change.created_at, { dateStyle: 'short', timeStyle: 'short' })}</td>
              <td>{[i18n._(stockSourceLabels[change.source]), change.order_no ?? change.operator].filter(Boolean).join(': ')}</td>
              <td>{change.before}</td>
              <td>{change.after}</td>
              <td>
                {change.source === 'order' && stockReasonLabels[change.reason] ? i18n._(stockReasonLabels[change.reason]) : change.reason}
              </td>
            </tr>
          ))}
          {product.stock_history.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Trans>No changes yet.</Trans>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  )
}
