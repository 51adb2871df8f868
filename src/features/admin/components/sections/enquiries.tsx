import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import type { EnquiryRow } from '#contract/admin-data.ts'
import { useAnswerEnquiry, useEnquiries } from '../../api/data.ts'
import { DataTable, Pager } from './data-table.tsx'

const features = tableFeatures({})
const helper = createColumnHelper<typeof features, EnquiryRow>()
const empty: EnquiryRow[] = []
const pageSize = 20

/** Enquiries from the partnership forms: filtered and paged by the server; marked answered with who and when. */
export function Enquiries() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const [desc, setDesc] = useState(true)
  const [source, setSource] = useState<'' | 'vape' | 'energy'>('')
  const [answered, setAnswered] = useState<'' | 'true' | 'false'>('false')
  const [q, setQ] = useState('')
  const list = useEnquiries({
    page,
    page_size: pageSize,
    desc,
    source: source || undefined,
    answered: answered || undefined,
    q: q || undefined,
  })
  const answer = useAnswerEnquiry()
  const date = (value: string) => i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' })
  const columns = helper.columns([
    helper.accessor('created_at', { id: 'id', header: () => t`Received`, cell: (info) => date(info.getValue()) }),
    helper.accessor('source', { header: () => t`Form`, cell: (info) => (info.getValue() === 'vape' ? t`Vape brands` : t`Energy storage`) }),
    helper.accessor('name', { header: () => t`Name`, cell: (info) => `${info.getValue()} (${info.row.original.age})` }),
    helper.accessor('email', {
      header: () => t`Contact`,
      cell: (info) => [info.getValue(), info.row.original.phone, info.row.original.wechat].filter(Boolean).join(' · '),
    }),
    helper.accessor('country', {
      header: () => t`Where`,
      cell: (info) => [info.row.original.city, info.row.original.state, info.getValue()].filter(Boolean).join(', '),
    }),
    helper.accessor('industry', {
      header: () => t`Occupation`,
      cell: (info) => [info.row.original.occupation, info.getValue(), info.row.original.company_website].filter(Boolean).join(' · '),
    }),
    helper.accessor('answered_at', {
      header: () => t`Answered`,
      cell: (info) => (info.getValue() ? t`${date(info.getValue()!)} by ${info.row.original.answered_by}` : '—'),
    }),
  ])
  const table = useTable({ features, columns, data: list.data?.list ?? empty })
  return (
    <section aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading">
        <Trans>Enquiries</Trans>
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
          <Trans>Form</Trans>{' '}
          <select
            value={source}
            onChange={(event) => {
              setSource(event.target.value as typeof source)
              setPage(1)
            }}
          >
            <option value="">{t`All`}</option>
            <option value="vape">{t`Vape brands`}</option>
            <option value="energy">{t`Energy storage`}</option>
          </select>
        </label>
        <label>
          <Trans>Show</Trans>{' '}
          <select
            value={answered}
            onChange={(event) => {
              setAnswered(event.target.value as typeof answered)
              setPage(1)
            }}
          >
            <option value="false">{t`To answer`}</option>
            <option value="true">{t`Answered`}</option>
            <option value="">{t`All`}</option>
          </select>
        </label>
      </div>
      {answer.error ? <p role="alert">{answer.error.message}</p> : null}
      <DataTable
        table={table}
        caption={t`Enquiries`}
        sortable={['id'] as const}
        sort={{
          sort: 'id',
          desc,
          onSort: (_key, nextDesc) => {
            setDesc(nextDesc)
            setPage(1)
          },
        }}
        renderActions={(row) => (
          <button type="button" disabled={answer.isPending} onClick={() => answer.mutate({ id: row.id, answered: !row.answered_at })}>
            {row.answered_at ? t`Reopen the enquiry from ${row.name}` : t`Mark the enquiry from ${row.name} answered`}
          </button>
        )}
      />
      <Pager page={page} pageSize={pageSize} total={list.data?.total ?? 0} onPage={setPage} />
    </section>
  )
}
