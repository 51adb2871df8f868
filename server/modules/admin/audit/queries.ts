import type { Db } from '../../../db/database.ts'

export interface AuditEntry {
  operatorId: number
  action: string
  subject: string
  before: unknown
  after: unknown
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export const insertAudit = (db: Db, entry: AuditEntry, now: Date) =>
  db.insertInto('audit_log').values({ operator_id: entry.operatorId, action: entry.action, subject: entry.subject, before: json(entry.before), after: json(entry.after), created_at: now }).execute()

export interface AuditFilter {
  operator?: string
  action?: string
  since?: Date
  until?: Date
  desc: boolean
  limit: number
  offset: number
}

export async function listAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').innerJoin('operators', 'operators.id', 'audit_log.operator_id')
  if (filter.operator) query = query.where('operators.email', 'ilike', `%${filter.operator}%`)
  if (filter.action) query = query.where('audit_log.action', 'like', `${filter.action}%`)
  if (filter.since) query = query.where('audit_log.created_at', '>=', filter.since)
  if (filter.until) query = query.where('audit_log.created_at', '<', filter.until)
  const [rows, count] = await Promise.all([
    query
      .select(['audit_log.id', 'operators.email as operator', 'audit_log.action', 'audit_log.subject', 'audit_log.before', 'audit_log.after', 'audit_log.created_at'])
      .orderBy('audit_log.id', filter.desc ? 'desc' : 'asc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
