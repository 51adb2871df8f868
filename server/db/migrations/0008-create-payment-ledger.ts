import type { Kysely } from 'kysely'

/**
 * Payments as a ledger: every attempt and refund stays a row of `payments` (now naming the
 * provider that handled it, the gateway's own trade id and what the gateway asked the shopper
 * to pay), every gateway notification is kept as received with whether it verified and why, and
 * an order whose money does not add up is flagged for a person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo('sandbox'))
    .addColumn('gateway_trade_no', 'text')
    // WeChat Native's code_url or Stripe's client secret: what the page needs to finish paying.
    .addColumn('next_action', 'jsonb')
    .addColumn('last_queried_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('payments_reference_idx').on('payments').column('reference').execute()

  await db.schema.alterTable('orders').addColumn('payment_review', 'text').execute()

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('order_no', 'text')
    /** The body exactly as received: the signature covers it byte for byte. */
    .addColumn('raw_body', 'text', (col) => col.notNull())
    /** Only the headers the gateway signs with (timestamp, nonce, serial, signature). */
    .addColumn('headers', 'jsonb', (col) => col.notNull())
    .addColumn('verified', 'boolean', (col) => col.notNull())
    /** Why it was refused or ignored, or what it did ('paid', 'duplicate'). */
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('payment_notifications_order_idx').on('payment_notifications').column('order_no').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_notifications').execute()
  await db.schema.alterTable('orders').dropColumn('payment_review').execute()
  await db.schema.dropIndex('payments_reference_idx').execute()
  await db.schema
    .alterTable('payments')
    .dropColumn('provider')
    .dropColumn('gateway_trade_no')
    .dropColumn('next_action')
    .dropColumn('last_queried_at')
    .execute()
}
