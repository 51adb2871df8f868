import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AuditRow } from '#contract/admin.ts'
import { useAuditLog } from '../api/audit.ts'
import { DataTable, Pager, tableFeaturesNone } from './data-table.tsx'

const helper = createColumnHelper<typeof tableFeaturesNone, AuditRow>()
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))
const empty: AuditRow[] = []

/** The owners' audit log: filtered, ordered and paged by the server. */
export function AuditTable() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const [desc, setDesc] = useState(true)
  const [operator, setOperator] = useState('')
  const [action, setAction] = useState('')
  const pageSize = 20
  const log = useAuditLog({ page, page_size: pageSize, desc, operator: operator || undefined, action: action || undefined })
  const columns = helper.columns([
    helper.accessor('created_at', { header: () => t`When`, cell: (info) => i18n.date(info.getValue(), { dateStyle: 'short', timeStyle: 'medium' }) }),
    helper.accessor('operator', { header: () => t`Who` }),
    helper.accessor('action', { header: () => t`What` }),
    helper.accessor('subject', { header: () => t`Subject` }),
    helper.accessor('before', { header: () => t`Before`, cell: (info) => show(info.getValue()) }),
    helper.accessor('after', { header: () => t`After`, cell: (info) => show(info.getValue()) }),
  ])

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading"><Trans>Audit log</Trans></h2>
      <div className="admin-filters">
        <label><Trans>Operator</Trans> <input value={operator} onChange={(event) => { setOperator(event.target.value); setPage(1) }} /></label>
        <label><Trans>Action</Trans> <input value={action} onChange={(event) => { setAction(event.target.value); setPage(1) }} /></label>
        <button type="button" onClick={() => setDesc(!desc)}>{desc ? <Trans>Newest first</Trans> : <Trans>Oldest first</Trans>}</button>
      </div>
      <DataTable columns={columns} data={log.data?.list ?? empty} label={t`Audit log`} />
      <Pager page={page} total={log.data?.total ?? 0} pageSize={pageSize} onPage={setPage} />
    </section>
  )
}
