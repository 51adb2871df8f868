import { partnershipSource } from '#contract/partnership.ts'
import { listEnquiries } from '../../modules/partnership/index.ts'
import type { Command } from './command.ts'
import { printable } from '../terminal-safe.ts'

const columns = ['id', 'received', 'source', 'name', 'age', 'place', 'email', 'phone', 'other contact', 'website'] as const

/** `npm run shop -- enquiries`: the partnership enquiries to answer, newest first. */
export const enquiries: Command = {
  summary: 'List partnership enquiries, newest first',
  usage: 'enquiries [--source vape|energy] [--since YYYY-MM-DD] [--limit N] [--json]',
  options: {
    source: { type: 'string' },
    since: { type: 'string' },
    limit: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
  async run({ db, values }) {
    const source = values.source === undefined ? undefined : partnershipSource.safeParse(values.source)
    if (source && !source.success) throw new Error(`--source must be vape or energy, not "${String(values.source)}"`)
    const limit = Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new Error('--limit must be a whole number from 1 to 10000')
    const since = typeof values.since === 'string' ? new Date(values.since) : undefined
    if (since && Number.isNaN(since.getTime())) throw new Error(`--since must be a date such as 2025-01-31, not "${String(values.since)}"`)

    const rows = await listEnquiries(db, { source: source?.data, since, limit })
    if (values.json) return JSON.stringify(rows, null, 2)
    if (rows.length === 0) return 'No partnership enquiries.'
    const table = rows.map((row) =>
      [
        String(row.id),
        row.created_at.toISOString().slice(0, 16).replace('T', ' '),
        row.source,
        row.name,
        String(row.age),
        [row.city, row.state, row.country].join(', '),
        row.email,
        row.phone,
        row.wechat,
        row.company_website,
      ].map(printable),
    )
    const widths = columns.map((title, index) => Math.max(title.length, ...table.map((cells) => cells[index].length)))
    const line = (cells: readonly string[]) =>
      cells
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd()
    return [
      line(columns),
      line(widths.map((width) => '-'.repeat(width))),
      ...table.map(line),
      '',
      `${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'}`,
    ].join('\n')
  },
}
