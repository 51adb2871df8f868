import type { Db } from '../../../db/database.ts'
import { toCsv } from '../../../http/csv.ts'
import { insertAudit, listAudit, type AuditEntry, type AuditFilter } from './queries.ts'

/** Writes the audit row inside the caller's transaction: no change lands without its record. */
export function audit(trx: Db, now: Date, entry: AuditEntry): Promise<unknown> {
  return insertAudit(trx, entry, now)
}

/** Most rows one export holds; a narrower filter gets the rest. */
export const exportLimit = 50_000

/**
 * The filtered log as CSV, oldest first. The export is itself recorded (who took which
 * filter, how many rows, from where), in the same transaction that read the rows.
 */
export async function auditCsv(db: Db, now: Date, filter: AuditFilter, by: { operatorId: number; ip: string }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await listAudit(trx, { ...filter, desc: false, limit: exportLimit, offset: 0 })
    await audit(trx, now, {
      operatorId: by.operatorId,
      action: 'audit.export',
      subject: 'audit',
      before: null,
      after: { filter: exportedFilter(filter), rows: rows.length },
      ip: by.ip,
    })
    return toCsv(['id', 'created_at', 'operator', 'action', 'subject', 'ip', 'before', 'after'], rows)
  })
}

/** The filter as the audit row keeps it: only what was set, dates as ISO text. */
export const exportedFilter = (filter: object) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  )
