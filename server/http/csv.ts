/** One CSV cell: always quoted; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '')
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

/** A CSV file (RFC 4180, CRLF) of `rows` under the header `columns`. */
export function toCsv<Row, Key extends keyof Row & string>(columns: readonly Key[], rows: readonly Row[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((key) => csvCell(row[key])).join(','))].join('\r\n') + '\r\n'
}

/** Undoes the formula guard when an exported file comes back in an import. */
export const csvText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/** A CSV file of rows given as arrays of cells, under `header`. */
export const csvFile = (header: readonly string[], rows: Array<readonly unknown[]>) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n'
