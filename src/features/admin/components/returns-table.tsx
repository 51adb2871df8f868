import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { line as lineSchema } from '#contract/common.ts'
import { returnKind, returnState, type adminReturnRow } from '#contract/returns.ts'
import type { z } from 'zod'
import { returnPageSize, useReturns } from '../api/returns.ts'
import type { ReturnListSearch } from '../api/list-search.ts'
import { ChoiceFilter, DataTable, Pager, tableFeaturesNone } from './data-table.tsx'
import { customerText, lineLabels, returnKindLabels, returnReasonLabels, returnStateLabels } from './labels.ts'

type ReturnRow = z.infer<typeof adminReturnRow>
const helper = createColumnHelper<typeof tableFeaturesNone, ReturnRow>()
const empty: ReturnRow[] = []
const returnLink = ({ row }: { row: { original: ReturnRow } }) => (
  <Link to="/admin/returns/$returnNo" params={{ returnNo: row.original.return_no }}>
    {row.original.return_no}
  </Link>
)
const orderLink = ({ row }: { row: { original: ReturnRow } }) => (
  <Link to="/admin/orders/$orderNo" params={{ orderNo: row.original.order_no }}>
    {row.original.order_no}
  </Link>
)

interface ReturnsTableProps {
  search: ReturnListSearch
  onSearch: (next: Partial<ReturnListSearch>) => void
}

/** The returns queue: what shoppers asked to send back, filtered by state, line and kind, in the server's order. */
export function ReturnsTable({ search, onSearch }: ReturnsTableProps) {
  const { t, i18n } = useLingui()
  const returns = useReturns(search)
  const columns = helper.columns([
    helper.accessor('return_no', {
      header: () => t`Return`,
      cell: returnLink,
    }),
    helper.accessor('order_no', {
      header: () => t`Order`,
      cell: orderLink,
    }),
    helper.accessor('created_at', {
      header: () => t`Asked`,
      cell: (info) => i18n.date(info.getValue(), { dateStyle: 'short', timeStyle: 'short' }),
    }),
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => i18n._(lineLabels[info.getValue()]) }),
    helper.accessor('kind', { header: () => t`Kind`, cell: (info) => i18n._(returnKindLabels[info.getValue()]) }),
    helper.accessor('state', { header: () => t`State`, cell: (info) => i18n._(returnStateLabels[info.getValue()]) }),
    helper.accessor('reason', { header: () => t`Reason`, cell: (info) => i18n._(returnReasonLabels[info.getValue()]) }),
    helper.accessor('quantity', { header: () => t`Items`, cell: (info) => info.getValue() }),
    helper.accessor('email', { header: () => t`Customer`, cell: (info) => customerText(i18n, info.getValue()) }),
  ])
  return (
    <section aria-labelledby="returns-heading">
      <div className="admin-heading">
        <h1 id="returns-heading">
          <Trans>Returns</Trans>
        </h1>
        <Link to="/admin/return-policies">
          <Trans>Return policies</Trans>
        </Link>
      </div>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <ChoiceFilter
          label={t`State`}
          anyLabel={t`All`}
          value={search.state}
          choices={returnState.options.map((state) => [state, i18n._(returnStateLabels[state])] as const)}
          onChange={(state) => onSearch({ state, page: 1 })}
        />
        <ChoiceFilter
          label={t`Product line`}
          anyLabel={t`All`}
          value={search.line}
          choices={lineSchema.options.map((line) => [line, i18n._(lineLabels[line])] as const)}
          onChange={(line) => onSearch({ line, page: 1 })}
        />
        <ChoiceFilter
          label={t`Kind`}
          anyLabel={t`All`}
          value={search.kind}
          choices={returnKind.options.map((kind) => [kind, i18n._(returnKindLabels[kind])] as const)}
          onChange={(kind) => onSearch({ kind, page: 1 })}
        />
      </form>
      {returns.error ? <p role="alert">{returns.error.message}</p> : null}
      <DataTable columns={columns} data={returns.data?.list ?? empty} label={t`Returns`} />
      <Pager page={search.page} total={returns.data?.total ?? 0} pageSize={returnPageSize} onPage={(page) => onSearch({ page })} />
    </section>
  )
}
