import type { Db } from '../../../db/database.ts'

export interface AuditEntry {
  /** Null for a failed sign-in whose e-mail names no operator, and for the command line's refunds. */
  operatorId: number | null
  action: string
  subject: string
  before: unknown
  after: unknown
  /** The caller's address; absent from the command line. */
  ip?: string | null
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export const insertAudit = (db: Db, entry: AuditEntry, now: Date) =>
  db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      subject: entry.subject,
      before: json(entry.before),
      after: json(entry.after),
      ip: entry.ip ?? null,
      created_at: now,
    })
    .execute()

export interface AuditFilter {
  /** Part of the operator's e-mail. */
  operator?: string
  /** The start of the action ('operator' matches 'operator.add', 'operator.role'…). */
  action?: string
  /** The start of the subject ('order:' every order, 'order:SC1' that one). */
  subject?: string
  since?: Date
  until?: Date
}

// Typed text is matched literally: % and _ are not wildcards here.
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').leftJoin('operators', 'operators.id', 'audit_log.operator_id')
  if (filter.operator) query = query.where('operators.email', 'ilike', `%${literal(filter.operator)}%`)
  if (filter.action) query = query.where('audit_log.action', 'like', `${literal(filter.action)}%`)
  if (filter.subject) query = query.where('audit_log.subject', 'like', `${literal(filter.subject)}%`)
  if (filter.since) query = query.where('audit_log.created_at', '>=', filter.since)
  if (filter.until) query = query.where('audit_log.created_at', '<', filter.until)
  return query
}

export async function listAudit(db: Db, filter: AuditFilter & { desc: boolean; limit: number; offset: number }) {
  const query = filtered(db, filter)
  const [rows, count] = await Promise.all([
    query
      .select([
        'audit_log.id',
        'operators.email as operator',
        'audit_log.action',
        'audit_log.subject',
        'audit_log.before',
        'audit_log.after',
        'audit_log.ip',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', filter.desc ? 'desc' : 'asc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
