import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import './items-table.css'

export interface ItemsTableRow {
  key: string
  name: ReactNode
  image: string
  price: string
  quantity: ReactNode
  total: string
}

interface ItemsTableProps {
  /** Says what the table lists, for screen readers. */
  caption: ReactNode
  rows: ItemsTableRow[]
  /** A narrow summary: the column headings are for screen readers only. */
  compact?: boolean
}

/** Product lines with their price, quantity and total, as carts, checkouts and orders show them. */
export function ItemsTable({ caption, rows, compact }: ItemsTableProps) {
  return (
    <table className={compact ? 'items-table items-table--compact' : 'items-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className={compact ? 'visually-hidden' : undefined}>
        <tr>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Price</Trans>
          </th>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="items-table__product">
              {/* An empty src makes the browser fetch the page again; a goods without a picture keeps its square. */}
              {row.image ? (
                <img src={row.image} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="items-table__no-image" aria-hidden="true" />
              )}
              <span>{row.name}</span>
            </th>
            <td>{row.price}</td>
            <td className="items-table__quantity">{row.quantity}</td>
            <td>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
