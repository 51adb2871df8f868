import type { ServiceTable } from '../content/types.ts'
import './service-table.css'

/** One detail table of the services page; on a phone each row becomes a labelled card. */
export function ServiceTableView({ table }: { table: ServiceTable }) {
  return (
    <div className="service-table">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.id} data-row={`${table.id}:${row.id}`}>
              <th scope="row">{row.cells[0]}</th>
              {row.cells.slice(1).map((cell, index) => (
                <td key={table.columns[index + 1]} data-label={table.columns[index + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
