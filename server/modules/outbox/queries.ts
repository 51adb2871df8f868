import type { Db } from '../../db/database.ts'
import type { NewOutboxMail } from '../../db/tables/outbox.ts'

/** The development outbox: mail the shop would have sent without SMTP. */
export async function keepMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insertInto('outbox').values(mail).execute()
}

export async function latestMail(db: Db, limit = 100) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute()
}
