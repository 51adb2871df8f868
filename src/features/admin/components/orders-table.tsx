import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { line as lineSchema } from '#contract/common.ts'
import { orderStatus, storedPaymentMethod } from '#contract/orders.ts'
import type { AdminOrderRow } from '#contract/admin.ts'
import { formatMinor } from '@/lib/money.ts'
import { downloadOrdersCsv, orderPageSize, useOrders } from '../api/orders.ts'
import type { OrderListSearch } from '../api/list-search.ts'
import { ChoiceFilter, DataTable, Pager, SearchField, SortHeader, tableFeaturesNone } from './data-table.tsx'
import { customerText, fulfillmentLabels, lineLabels, orderStatusLabels, paymentMethodLabels } from './labels.ts'

const helper = createColumnHelper<typeof tableFeaturesNone, AdminOrderRow>()
const empty: AdminOrderRow[] = []
const orderLink = ({ row }: { row: { original: AdminOrderRow } }) => (
  <Link to="/admin/orders/$orderNo" params={{ orderNo: row.original.order_no }}>
    {row.original.order_no}
  </Link>
)

interface OrdersTableProps {
  search: OrderListSearch
  onSearch: (next: Partial<OrderListSearch>) => void
}

/** Orders, filtered, sorted and paged by the server; the same filters export to CSV. */
export function OrdersTable({ search, onSearch }: OrdersTableProps) {
  const { t, i18n } = useLingui()
  const orders = useOrders(search)
  const [exportProblem, setExportProblem] = useState<string>()
  const sortBy = (sort: OrderListSearch['sort'], desc: boolean) => onSearch({ sort, desc, page: 1 })
  const sortable = (column: OrderListSearch['sort'], label: string) => () => (
    <SortHeader label={label} column={column} sort={search.sort} desc={search.desc} onSort={sortBy} />
  )
  const columns = helper.columns([
    helper.accessor('order_no', { header: () => t`Order`, cell: orderLink }),
    helper.accessor('placed_at', {
      header: sortable('placed_at', t`Placed`),
      cell: (info) => i18n.date(info.getValue(), { dateStyle: 'short', timeStyle: 'short' }),
    }),
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => i18n._(lineLabels[info.getValue()]) }),
    helper.accessor('status', { header: sortable('status', t`Status`), cell: (info) => i18n._(orderStatusLabels[info.getValue()]) }),
    helper.accessor('fulfillment_status', { header: () => t`Fulfilment`, cell: (info) => i18n._(fulfillmentLabels[info.getValue()]) }),
    helper.accessor('payment_method', { header: () => t`Payment`, cell: (info) => i18n._(paymentMethodLabels[info.getValue()]) }),
    helper.accessor('contact_email', {
      header: () => t`Customer`,
      cell: (info) => customerText(i18n, info.getValue() || info.row.original.contact_phone),
    }),
    helper.accessor('total', {
      header: sortable('total', t`Total`),
      cell: (info) => formatMinor(info.getValue(), info.row.original.currency, i18n.locale),
    }),
  ])
  const exportCsv = () => {
    setExportProblem(undefined)
    downloadOrdersCsv(search).catch((error: unknown) => setExportProblem(error instanceof Error ? error.message : String(error)))
  }

  return (
    <section aria-labelledby="orders-heading">
      <div className="admin-heading">
        <h1 id="orders-heading">
          <Trans>Orders</Trans>
        </h1>
        <button type="button" onClick={exportCsv}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      {exportProblem ? <p role="alert">{exportProblem}</p> : null}
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label={<Trans>Search</Trans>}
          value={search.q}
          placeholder={t`Order number, e-mail or phone`}
          onSearch={(q) => onSearch({ q, page: 1 })}
        />
        <ChoiceFilter
          label={t`Status`}
          anyLabel={t`All`}
          value={search.status}
          choices={orderStatus.options.map((status) => [status, i18n._(orderStatusLabels[status])] as const)}
          onChange={(status) => onSearch({ status, page: 1 })}
        />
        <ChoiceFilter
          label={t`Product line`}
          anyLabel={t`All`}
          value={search.line}
          choices={lineSchema.options.map((line) => [line, i18n._(lineLabels[line])] as const)}
          onChange={(line) => onSearch({ line, page: 1 })}
        />
        <ChoiceFilter
          label={t`Payment method`}
          anyLabel={t`All`}
          value={search.payment_method}
          choices={storedPaymentMethod.options.map((method) => [method, i18n._(paymentMethodLabels[method])] as const)}
          onChange={(method) => onSearch({ payment_method: method, page: 1 })}
        />
        <label>
          <Trans>From</Trans>{' '}
          <input
            type="date"
            value={search.since ?? ''}
            onChange={(event) => onSearch({ since: event.target.value || undefined, page: 1 })}
          />
        </label>
        <label>
          <Trans>To</Trans>{' '}
          <input
            type="date"
            value={search.until ?? ''}
            onChange={(event) => onSearch({ until: event.target.value || undefined, page: 1 })}
          />
        </label>
      </form>
      {orders.error ? <p role="alert">{orders.error.message}</p> : null}
      <DataTable columns={columns} data={orders.data?.list ?? empty} label={t`Orders`} />
      <Pager page={search.page} total={orders.data?.total ?? 0} pageSize={orderPageSize} onPage={(page) => onSearch({ page })} />
    </section>
  )
}
