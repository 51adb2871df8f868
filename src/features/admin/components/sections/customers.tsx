import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { can, type OperatorRole } from '#contract/admin.ts'
import { customerNoteBody, type CustomerRow, type customerSort } from '#contract/admin-data.ts'
import type { z } from 'zod'
import { FormField } from '@/ui/form-field.tsx'
import { useCustomer, useCustomerNote, useCustomers, useDisableCustomer } from '../../api/data.ts'
import { useProblems } from '../problem-message.ts'
import { DataTable, Pager } from './data-table.tsx'
import { deletedCustomer } from '#contract/account.ts'
import { boxLabels, dollars, label, lineLabels, money, orderStateLabels } from './labels.ts'
import { customerText } from '../labels.ts'

type Sort = z.infer<typeof customerSort>
const features = tableFeatures({})
const helper = createColumnHelper<typeof features, CustomerRow>()
const empty: CustomerRow[] = []
const pageSize = 20

function CustomerDetail({ id, role }: { id: number; role: OperatorRole }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const customer = useCustomer(id)
  const disable = useDisableCustomer()
  const note = useCustomerNote()
  const [problem, setProblem] = useState<string>()
  if (!customer.data)
    return customer.error ? (
      <p role="alert">{customer.error.message}</p>
    ) : (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const c = customer.data
  const date = (value: string) => i18n.date(value, { dateStyle: 'medium' })

  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = customerNoteBody.safeParse({ id, text: new FormData(form).get('text') })
    if (!parsed.success) return setProblem(toProblems(parsed.error).text)
    setProblem(undefined)
    note.mutate(parsed.data, { onSuccess: () => form.reset() })
  }
  return (
    <section className="admin-detail" aria-labelledby="customer-heading">
      <h3 id="customer-heading">{c.username === deletedCustomer ? customerText(i18n, c.username) : `${c.username} · ${c.email}`}</h3>
      <p>
        {c.phone} {c.wechat ? `· WeChat ${c.wechat}` : ''} · <Trans>Joined {date(c.created_at)}</Trans> ·{' '}
        {c.disabled_at ? (
          <strong>
            <Trans>Disabled since {date(c.disabled_at)}</Trans>
          </strong>
        ) : (
          <Trans>Active</Trans>
        )}
      </p>
      {can(role, 'customers.write') ? (
        <p>
          <button type="button" disabled={disable.isPending} onClick={() => disable.mutate({ id, disabled: !c.disabled_at })}>
            {c.disabled_at ? <Trans>Enable the account</Trans> : <Trans>Disable the account</Trans>}
          </button>{' '}
          {disable.data ? <span role="status">{disable.data.msg}</span> : null}
          {disable.error ? <span role="alert">{disable.error.message}</span> : null}
        </p>
      ) : null}

      <h4>
        <Trans>Orders</Trans>
      </h4>
      {c.orders.length === 0 ? (
        <p>
          <Trans>No orders yet.</Trans>
        </p>
      ) : (
        <ul>
          {c.orders.map((order) => (
            <li key={order.order_no}>
              {order.order_no} · {label(i18n, lineLabels, order.line)} · {label(i18n, orderStateLabels, order.status)} /{' '}
              {label(i18n, orderStateLabels, order.fulfillment_status)} · {money(i18n, order.total, order.currency)} ·{' '}
              {date(order.placed_at)}
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Addresses</Trans>
      </h4>
      {c.addresses.length === 0 ? (
        <p>
          <Trans>No addresses.</Trans>
        </p>
      ) : (
        <ul>
          {c.addresses.map((address) => (
            <li key={address.id}>
              {address.first_name} {address.last_name}, {address.address}, {address.city} {address.postal_code}, {address.country}{' '}
              {address.is_default ? t`(default)` : ''}
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Coupons</Trans>
      </h4>
      {c.coupons.length === 0 ? (
        <p>
          <Trans>No coupons.</Trans>
        </p>
      ) : (
        <ul>
          {c.coupons.map((coupon) => (
            <li key={coupon.id}>
              {i18n.locale === 'zh-cn' ? coupon.name_zh : coupon.name_en} ·{' '}
              {coupon.used_at ? t`used ${date(coupon.used_at)}` : t`expires ${date(coupon.expires_at)}`}
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Blind-box wallet: ${dollars(c.wallet.balance)}</Trans>
      </h4>
      {c.wallet.ledger.length === 0 ? null : (
        <ul>
          {c.wallet.ledger.map((entry) => (
            <li key={entry.id}>
              {date(entry.created_at)} · {label(i18n, boxLabels, entry.kind)} · {dollars(entry.amount)} → {dollars(entry.balance_after)} ·{' '}
              {entry.reference}
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Notes</Trans>
      </h4>
      <ul>
        {c.notes.map((entry) => (
          <li key={entry.id}>
            {date(entry.created_at)} · {entry.operator}: {entry.text}
          </li>
        ))}
      </ul>
      {can(role, 'customers.note') ? (
        <form className="admin-card" onSubmit={addNote} noValidate>
          <FormField label={t`Add a note`} error={problem ?? note.error?.message}>
            {(control) => <textarea {...control} name="text" rows={2} />}
          </FormField>
          <button type="submit" disabled={note.isPending}>
            <Trans>Save note</Trans>
          </button>
        </form>
      ) : null}
    </section>
  )
}

/** Customers: searched, filtered, sorted and paged by the server; a row opens the account. */
export function Customers({ role }: { role: OperatorRole }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<Sort>('created_at')
  const [desc, setDesc] = useState(true)
  const [q, setQ] = useState('')
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('')
  const [open, setOpen] = useState<number>()
  const list = useCustomers({ page, page_size: pageSize, desc, sort, q: q || undefined, status: status || undefined })
  const columns = helper.columns([
    helper.accessor('email', {
      header: () => t`E-mail`,
      cell: (info) => (info.row.original.username === deletedCustomer ? customerText(i18n, deletedCustomer) : info.getValue()),
    }),
    helper.accessor('username', { header: () => t`Name`, cell: (info) => customerText(i18n, info.getValue()) }),
    helper.accessor('phone', { header: () => t`Phone` }),
    helper.accessor('order_count', { header: () => t`Orders` }),
    helper.accessor('created_at', { header: () => t`Joined`, cell: (info) => i18n.date(info.getValue(), { dateStyle: 'medium' }) }),
    helper.accessor('disabled_at', { header: () => t`Status`, cell: (info) => (info.getValue() ? t`Disabled` : t`Active`) }),
  ])
  const table = useTable({ features, columns, data: list.data?.list ?? empty })
  return (
    <section aria-labelledby="customers-heading">
      <h2 id="customers-heading">
        <Trans>Customers</Trans>
      </h2>
      <div className="admin-filters">
        <label>
          <Trans>Search</Trans>{' '}
          <input
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value)
              setPage(1)
            }}
          />
        </label>
        <label>
          <Trans>Status</Trans>{' '}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as typeof status)
              setPage(1)
            }}
          >
            <option value="">{t`All`}</option>
            <option value="active">{t`Active`}</option>
            <option value="disabled">{t`Disabled`}</option>
          </select>
        </label>
      </div>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable
        table={table}
        caption={t`Customers`}
        sortable={['email', 'order_count', 'created_at'] as const}
        sort={{
          sort,
          desc,
          onSort: (key, nextDesc) => {
            setSort(key)
            setDesc(nextDesc)
            setPage(1)
          },
        }}
        renderActions={(row) => (
          <button type="button" aria-label={t`Open ${row.email}`} onClick={() => setOpen(row.id)}>
            <Trans>Open</Trans>
          </button>
        )}
      />
      <Pager page={page} pageSize={pageSize} total={list.data?.total ?? 0} onPage={setPage} />
      {open !== undefined ? <CustomerDetail key={open} id={open} role={role} /> : null}
    </section>
  )
}
