/** One CSV cell: always quoted; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '')
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

/** A CSV file (RFC 4180, CRLF) of `rows` under the header `columns`. */
export function toCsv<Row, Key extends keyof Row & string>(columns: readonly Key[], rows: readonly Row[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((key) => csvCell(row[key])).join(','))].join('\r\n') + '\r\n'
}
