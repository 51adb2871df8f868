import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { couponFields, type CouponRow, type couponSort } from '#contract/admin-data.ts'
import type { z } from 'zod'
import { FormField } from '@/ui/form-field.tsx'
import { useCoupons, useCreateCoupon, usePublishCoupon, useUpdateCoupon } from '../../api/data.ts'
import { useProblems } from '../problem-message.ts'
import { DataTable, Pager } from './data-table.tsx'
import { dollars } from './labels.ts'
import { FormActions } from '../form-actions.tsx'

type Sort = z.infer<typeof couponSort>
const features = tableFeatures({})
const helper = createColumnHelper<typeof features, CouponRow>()
const empty: CouponRow[] = []
const pageSize = 20
/** Dollars typed in the form → whole cents for the schema (NaN stays NaN, so the schema refuses it). */
const cents = (value: FormDataEntryValue | null) => Math.round(Number(String(value ?? '').trim() || Number.NaN) * 100)

/** Create or edit one coupon; checked with the server's own schema before it is sent. */
function CouponForm({ editing, onDone }: { editing: CouponRow | null; onDone(): void }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const create = useCreateCoupon()
  const update = useUpdateCoupon()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const failed = (editing ? update : create).error?.message

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = couponFields.safeParse({
      code: form.get('code'),
      name_en: form.get('name_en'),
      name_zh: form.get('name_zh'),
      amount_cents: cents(form.get('amount')),
      min_spend_cents: cents(form.get('min_spend')),
      expires_on: form.get('expires_on'),
    })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    if (editing) update.mutate({ id: editing.id, version: editing.version, fields: parsed.data }, { onSuccess: onDone })
    else create.mutate({ fields: parsed.data }, { onSuccess: onDone })
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate key={editing?.id ?? 'new'}>
      <h3>{editing ? <Trans>Edit coupon {editing.code}</Trans> : <Trans>New coupon</Trans>}</h3>
      <FormField label={t`Code`} error={problems.code}>
        {(control) => <input {...control} name="code" defaultValue={editing?.code} />}
      </FormField>
      <FormField label={t`Name (English)`} error={problems.name_en}>
        {(control) => <input {...control} name="name_en" defaultValue={editing?.name_en} />}
      </FormField>
      <FormField label={t`Name (Chinese)`} error={problems.name_zh}>
        {(control) => <input {...control} name="name_zh" lang="zh-CN" defaultValue={editing?.name_zh} />}
      </FormField>
      <FormField label={t`Amount off (USD)`} error={problems.amount_cents}>
        {(control) => <input {...control} name="amount" inputMode="decimal" defaultValue={editing ? dollars(editing.amount_cents) : ''} />}
      </FormField>
      <FormField label={t`Minimum spend (USD)`} error={problems.min_spend_cents}>
        {(control) => (
          <input {...control} name="min_spend" inputMode="decimal" defaultValue={editing ? dollars(editing.min_spend_cents) : '0'} />
        )}
      </FormField>
      <FormField label={t`Last day of use (UTC)`} error={problems.expires_on}>
        {(control) => <input {...control} name="expires_on" type="date" defaultValue={editing?.expires_on} />}
      </FormField>
      {failed ? <p role="alert">{failed}</p> : null}
      <FormActions
        submit={editing ? <Trans>Save changes</Trans> : <Trans>Create coupon</Trans>}
        busy={create.isPending || update.isPending}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  )
}

/** Coupons: new ones start unpublished; published ones are given to every new account. */
export function Coupons() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<Sort>('id')
  const [desc, setDesc] = useState(true)
  const [q, setQ] = useState('')
  const [editing, setEditing] = useState<CouponRow | null>(null)
  const list = useCoupons({ page, page_size: pageSize, desc, sort, q: q || undefined })
  const publish = usePublishCoupon()
  const columns = helper.columns([
    helper.accessor('code', { header: () => t`Code` }),
    helper.accessor(i18n.locale === 'zh-cn' ? 'name_zh' : 'name_en', { id: 'name', header: () => t`Name` }),
    helper.accessor('amount_cents', { header: () => t`Off (USD)`, cell: (info) => dollars(info.getValue()) }),
    helper.accessor('min_spend_cents', { header: () => t`Minimum spend (USD)`, cell: (info) => dollars(info.getValue()) }),
    helper.accessor('expires_on', { id: 'expires_at', header: () => t`Last day` }),
    helper.accessor('held', { header: () => t`Held / used`, cell: (info) => `${info.getValue()} / ${info.row.original.used}` }),
    helper.accessor('published', { header: () => t`Published`, cell: (info) => (info.getValue() ? t`Yes` : t`No`) }),
  ])
  const table = useTable({ features, columns, data: list.data?.list ?? empty })
  return (
    <section aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">
        <Trans>Coupons</Trans>
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
      </div>
      {publish.error ? <p role="alert">{publish.error.message}</p> : null}
      <DataTable
        table={table}
        caption={t`Coupons`}
        sortable={['code', 'amount_cents', 'expires_at'] as const}
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
          <>
            <button type="button" disabled={publish.isPending} onClick={() => publish.mutate({ id: row.id, published: !row.published })}>
              {row.published ? t`Unpublish ${row.code}` : t`Publish ${row.code}`}
            </button>{' '}
            <button type="button" onClick={() => setEditing(row)}>{t`Edit ${row.code}`}</button>
          </>
        )}
      />
      <Pager page={page} pageSize={pageSize} total={list.data?.total ?? 0} onPage={setPage} />
      <CouponForm key={editing ? `${editing.id}:${editing.version}` : 'new'} editing={editing} onDone={() => setEditing(null)} />
    </section>
  )
}
