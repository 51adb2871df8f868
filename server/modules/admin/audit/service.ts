import type { Db } from '../../../db/database.ts'
import { insertAudit, type AuditEntry } from './queries.ts'

/** Writes the audit row inside the caller's transaction: no change lands without its record. */
export function audit(trx: Db, now: Date, entry: AuditEntry): Promise<unknown> {
  return insertAudit(trx, entry, now)
}
