import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AuditRow } from '#contract/admin.ts'
import { downloadAuditCsv, useAuditLog, type AuditFilter } from '../api/audit.ts'
import { DataTable, Pager, tableFeaturesNone } from './data-table.tsx'

const helper = createColumnHelper<typeof tableFeaturesNone, AuditRow>()
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))
const empty: AuditRow[] = []
const filterFields = ['operator', 'action', 'subject'] as const

/** The owners' audit log: filtered, ordered and paged by the server, and exported as CSV. */
export function AuditTable() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const [desc, setDesc] = useState(true)
  const [filter, setFilter] = useState<AuditFilter>({})
  const [exportError, setExportError] = useState<string | null>(null)
  const pageSize = 20
  const log = useAuditLog({ ...filter, page, page_size: pageSize, desc })
  const columns = helper.columns([
    helper.accessor('created_at', {
      header: () => t`When`,
      cell: (info) => i18n.date(info.getValue(), { dateStyle: 'short', timeStyle: 'medium' }),
    }),
    helper.accessor('operator', { header: () => t`Who`, cell: (info) => info.getValue() ?? '—' }),
    helper.accessor('action', { header: () => t`What` }),
    helper.accessor('subject', { header: () => t`Subject` }),
    helper.accessor('before', { header: () => t`Before`, cell: (info) => show(info.getValue()) }),
    helper.accessor('after', { header: () => t`After`, cell: (info) => show(info.getValue()) }),
    helper.accessor('ip', { header: () => t`IP address`, cell: (info) => info.getValue() ?? '—' }),
  ])
  const labels: Record<(typeof filterFields)[number], string> = { operator: t`Operator`, action: t`Action`, subject: t`Subject` }
  const change = (key: keyof AuditFilter, value: string) => {
    setFilter((current) => ({ ...current, [key]: value }))
    setPage(1)
  }
  const exportCsv = () => {
    setExportError(null)
    downloadAuditCsv(filter).catch((error: Error) => setExportError(error.message))
  }

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">
        <Trans>Audit log</Trans>
      </h2>
      <div className="admin-filters">
        {filterFields.map((key) => (
          <label key={key}>
            {labels[key]} <input value={filter[key] ?? ''} onChange={(event) => change(key, event.target.value)} />
          </label>
        ))}
        <label>
          <Trans>From</Trans> <input type="date" value={filter.since ?? ''} onChange={(event) => change('since', event.target.value)} />
        </label>
        <label>
          <Trans>To</Trans> <input type="date" value={filter.until ?? ''} onChange={(event) => change('until', event.target.value)} />
        </label>
        <button type="button" onClick={() => setDesc(!desc)}>
          {desc ? <Trans>Newest first</Trans> : <Trans>Oldest first</Trans>}
        </button>
        <button type="button" onClick={exportCsv}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      {exportError ? <p role="alert">{exportError}</p> : null}
      <DataTable columns={columns} data={log.data?.list ?? empty} label={t`Audit log`} />
      <Pager page={page} total={log.data?.total ?? 0} pageSize={pageSize} onPage={setPage} />
    </section>
  )
}
