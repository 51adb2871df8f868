import type { Db } from '../../db/database.ts'
import type { NewPaymentNotification } from '../../db/tables/orders.ts'

// The payments module's own SQL: the notification log and the rates a charge is converted at.

export async function insertPaymentNotification(db: Db, notification: NewPaymentNotification) {
  return db.insertInto('payment_notifications').values(notification).returning('id').executeTakeFirstOrThrow()
}

export async function setNotificationOutcome(db: Db, id: number, outcome: string) {
  await db.updateTable('payment_notifications').set({ outcome }).where('id', '=', id).execute()
}

/** The shop's rate for `currency`, in units per USD. */
export async function findExchangeRate(db: Db, currency: string) {
  return db.selectFrom('exchange_rates').select(['currency', 'per_usd']).where('currency', '=', currency).executeTakeFirst()
}
