import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { flexRender, type RowData, type Table, type TableFeatures } from '@tanstack/react-table'

export interface ServerSort<K extends string> {
  sort: K
  desc: boolean
  onSort(sort: K, desc: boolean): void
}

/**
 * A react-table table whose sorting and paging happen on the server: a sortable column's header
 * is a button that asks the server for the other order.
 */
export function DataTable<F extends TableFeatures, R extends RowData, K extends string>({
  table,
  sortable = [],
  sort,
  caption,
  renderActions,
}: {
  table: Table<F, R>
  sortable?: readonly K[]
  sort?: ServerSort<K>
  caption: ReactNode
  /** Buttons of a row, in a last column. */
  renderActions?: (row: R) => ReactNode
}) {
  const { t } = useLingui()
  return (
    // On a phone the table scrolls sideways inside its box; its headers never break mid-word.
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext())
                const key = sortable.find((id) => id === header.column.id)
                if (!key || !sort)
                  return (
                    <th key={header.id} scope="col">
                      {label}
                    </th>
                  )
                const active = sort.sort === key
                return (
                  <th key={header.id} scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                    <button
                      type="button"
                      className="admin-sort"
                      onClick={() => sort.onSort(key, active ? !sort.desc : false)}
                      title={t`Sort`}
                    >
                      {label} {active ? (sort.desc ? '▼' : '▲') : ''}
                    </button>
                  </th>
                )
              })}
              {renderActions ? (
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
              {renderActions ? <td>{renderActions(row.original)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export { Pager } from '../data-table.tsx'
