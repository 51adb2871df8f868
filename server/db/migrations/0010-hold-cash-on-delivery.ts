import { sql, type Kysely } from 'kysely'

/**
 * Cash-on-delivery orders hold stock until the shop confirms them: `confirm_before` is when an
 * unconfirmed one is canceled and its stock released (COD_HOLD_HOURS after it was placed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('confirm_before', 'timestamptz').execute()
  // Orders placed before this existed get the default hold, counted from when they were placed.
  await sql`update orders set confirm_before = placed_at + interval '72 hours' where payment_method = 'cod' and status = 'unpaid'`.execute(
    db,
  )
  // The sweep reads only the orders that still have a deadline to confirm.
  await db.schema
    .createIndex('orders_confirm_before_idx')
    .on('orders')
    .column('confirm_before')
    .where(sql.ref('confirm_before'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_confirm_before_idx').execute()
  await db.schema.alterTable('orders').dropColumn('confirm_before').execute()
}
