import { useState, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { flexRender, tableFeatures, useTable, type RowData, type TableOptions } from '@tanstack/react-table'
import { searchMaxLength } from '../api/list-search.ts'

/** The back office's tables page, sort and filter on the server: no client-side row models. */
export const tableFeaturesNone = tableFeatures({})
type Features = typeof tableFeaturesNone

interface DataTableProps<TData extends RowData> {
  columns: TableOptions<Features, TData>['columns']
  data: TData[]
  label: string
}

/** One page of rows, as the server answered it. */
export function DataTable<TData extends RowData>({ columns, data, label }: DataTableProps<TData>) {
  const table = useTable({ features: tableFeaturesNone, columns, data })
  return (
    <table className="admin-table" aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
        {data.length === 0 ? (
          <tr>
            <td colSpan={table.getAllLeafColumns().length}>
              <Trans>Nothing matches.</Trans>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}

interface PagerProps {
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}

export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav className="admin-pager" aria-label={t`Pages`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
      <span>
        <Trans>{total} in all</Trans>
      </span>
    </nav>
  )
}

interface SortHeaderProps<S extends string> {
  label: string
  column: S
  sort: S
  desc: boolean
  onSort: (sort: S, desc: boolean) => void
}

/** A column title that asks the server to order by it; a second click reverses the order. */
export function SortHeader<S extends string>({ label, column, sort, desc, onSort }: SortHeaderProps<S>) {
  const active = sort === column
  return (
    <button type="button" className="admin-sort" aria-pressed={active} onClick={() => onSort(column, active ? !desc : false)}>
      {label} {active ? (desc ? '↓' : '↑') : ''}
    </button>
  )
}

interface ChoiceFilterProps<T extends string> {
  label: string
  value: T | undefined
  /** Each value with its label, already translated. */
  choices: readonly (readonly [T, string])[]
  /** The label of "no filter". */
  anyLabel: string
  onChange: (value: T | undefined) => void
}

/** A filter of a list: one value of a fixed set, or none. */
export function ChoiceFilter<T extends string>({ label, value, choices, anyLabel, onChange }: ChoiceFilterProps<T>) {
  return (
    <label>
      {label}{' '}
      <select value={value ?? ''} onChange={(event) => onChange(choices.find(([choice]) => choice === event.target.value)?.[0])}>
        <option value="">{anyLabel}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

interface SearchFieldProps {
  label: ReactNode
  /** The list's search as the address bar has it (the route's validated `q`). */
  value: string | undefined
  /** Writes the search to the address bar; undefined for none. */
  onSearch: (value: string | undefined) => void
  placeholder?: string
}

/**
 * A list's free-text search: the field and the address bar's `q` say the same once the router has
 * settled. Each input writes the field's text at once, even text the field already held (Playwright's
 * fill), so it replaces a navigation still loading when it was typed. A `q` committed while a
 * navigation is pending is not taken in (an earlier keystroke's, or one that is about to be
 * replaced); a `q` the router settled on from elsewhere (a section link, Back) replaces the text, so
 * the field never shows a search the list is not filtered by. It takes no longer a search than the
 * routes keep (list-search.ts).
 */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '')
  const [taken, setTaken] = useState(value)
  const settled = useRouterState({ select: (state) => state.status === 'idle' })
  if (settled && value !== taken) {
    setTaken(value)
    setText(value ?? '')
  }
  return (
    <label>
      {label}{' '}
      <input
        type="search"
        value={text}
        maxLength={searchMaxLength}
        placeholder={placeholder}
        onInput={(event) => {
          const next = event.currentTarget.value
          setText(next)
          onSearch(next || undefined)
        }}
      />
    </label>
  )
}
