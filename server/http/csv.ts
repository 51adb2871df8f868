/**
 * One CSV cell as the back office's exports write it: always quoted, and a leading = + - @ is
 * neutralised with a `'` so a spreadsheet never runs the text as a formula. `csvText` undoes the
 * guard when such a file comes back in an import.
 */
export const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '')
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

export const csvText = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)

/** Rows under a header, CRLF line ends as RFC 4180 has them. */
export const csvFile = (header: readonly string[], rows: Array<readonly unknown[]>) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n'
