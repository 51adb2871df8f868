import type { Db } from '../../../../db/database.ts'

// The sandbox wallet page's SQL (what it shows and confirms); the ledgers' live with orders and blind boxes.

/** The charge attempt the sandbox wallet's page shows and confirms. */
export async function findChargeByReference(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.state', 'payments.method', 'payments.amount', 'payments.currency', 'orders.order_no'])
    .where('payments.reference', '=', reference)
    .where('payments.kind', '=', 'charge')
    .executeTakeFirst()
}

/** The blind-box top-up the sandbox wallet's page shows and confirms, in the same shape. */
export async function findTopUpByReference(db: Db, reference: string) {
  return db
    .selectFrom('box_recharges')
    .select(['state', 'method', 'charge_amount as amount', 'charge_currency as currency', 'recharge_no as order_no'])
    .where('reference', '=', reference)
    .executeTakeFirst()
}

/**
 * The sandbox wallet's attempt still waiting on `number` (a shop order's or a top-up's), with its
 * method: which of the sandbox's providers the notification at a legacy address is for.
 */
export async function findWaitingWalletAttempt(db: Db, number: string) {
  const charge = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payments.method')
    .where('orders.order_no', '=', number)
    .where('payments.kind', '=', 'charge')
    .where('payments.provider', '=', 'sandbox')
    .where('payments.state', '=', 'pending')
    .orderBy('payments.id', 'desc')
    .executeTakeFirst()
  return (
    charge ??
    db
      .selectFrom('box_recharges')
      .select('method')
      .where('recharge_no', '=', number)
      .where('provider', '=', 'sandbox')
      .where('state', '=', 'pending')
      .executeTakeFirst()
  )
}

/** Records a notification by its nonce, shop order's or top-up's alike; false when the nonce was seen before (a replay). */
export async function recordWalletNotification(
  db: Db,
  notification: {
    nonce: string
    order_no: string
    amount: number
    currency: string
    status: string
    sent_at: Date
    outcome: string
    received_at: Date
  },
) {
  const row = await db
    .insertInto('wallet_notifications')
    .values(notification)
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function setWalletNotificationOutcome(db: Db, nonce: string, outcome: string) {
  await db.updateTable('wallet_notifications').set({ outcome }).where('nonce', '=', nonce).execute()
}
