import type { Generated, Insertable, Selectable } from 'kysely'

/** Mail kept in the database when no SMTP server is configured (development, tests). */
export interface OutboxTable {
  id: Generated<number>
  to_address: string
  subject: string
  text: string
  html: string | null
  created_at: Generated<Date>
}

export type OutboxRow = Selectable<OutboxTable>
export type NewOutboxMail = Insertable<OutboxTable>
