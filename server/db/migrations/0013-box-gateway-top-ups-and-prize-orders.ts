import { sql, type Kysely } from 'kysely'

/*
 * Blind boxes meet the real gateways and fulfilment. A top-up keeps what the gateway was asked
 * to collect (CNY fen for Alipay and WeChat Pay, converted at the shop's rate; the same as the
 * credit otherwise) and the gateway's trade id; a shipped prize points at the order row that
 * fulfilment ships, like any shop order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('box_recharges')
    .addColumn('charge_amount', 'integer', (col) => col.check(sql`charge_amount > 0`))
    .addColumn('charge_currency', 'text')
    .addColumn('gateway_trade_no', 'text')
    // When the top-up page last asked the gateway (back from the wallet before its notification).
    .addColumn('last_queried_at', 'timestamptz')
    .execute()
  // Top-ups before this were charged in the currency they credit.
  await sql`update box_recharges set charge_amount = amount, charge_currency = currency`.execute(db)
  await db.schema
    .alterTable('box_recharges')
    .alterColumn('charge_amount', (col) => col.setNotNull())
    .alterColumn('charge_currency', (col) => col.setNotNull())
    .execute()
  // One order per shipped prize, at most.
  await db.schema
    .alterTable('box_draws')
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').unique())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('box_draws').dropColumn('order_id').execute()
  await db.schema
    .alterTable('box_recharges')
    .dropColumn('charge_amount')
    .dropColumn('charge_currency')
    .dropColumn('gateway_trade_no')
    .dropColumn('last_queried_at')
    .execute()
}
