import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('fulfillment_status', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('news_opt_in', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_method', 'text', (col) => col.notNull())
    .addColumn('shipping_method', 'text', (col) => col.notNull())
    .addColumn('shipping_address', 'jsonb')
    .addColumn('billing_address', 'jsonb')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (col) => col.notNull())
    .addColumn('subtotal', 'integer', (col) => col.notNull().check(sql`subtotal >= 0`))
    .addColumn('shipping', 'integer', (col) => col.notNull().check(sql`shipping >= 0`))
    .addColumn('discount', 'integer', (col) => col.notNull().check(sql`discount >= 0`))
    .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
    .addColumn('refunded', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`refunded >= 0 and refunded <= total`),
    )
    .addColumn('subtotal_usd', 'integer', (col) => col.notNull())
    .addColumn('user_coupon_id', 'integer', (col) => col.references('user_coupons.id'))
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('pay_before', 'timestamptz')
    .addColumn('placed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('orders_user_placed_idx').on('orders').columns(['user_id', 'placed_at']).execute()
  // The expiry sweep reads only unpaid orders that have a deadline.
  await db.schema
    .createIndex('orders_pay_before_idx')
    .on('orders')
    .column('pay_before')
    .where(sql.ref('pay_before'), 'is not', null)
    .execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
    .addColumn('size', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_usd', 'integer', (col) => col.notNull().check(sql`price_usd >= 0`))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
    .addColumn('shipped_quantity', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`shipped_quantity between 0 and quantity`),
    )
    .execute()
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute()

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (col) => col.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_user_scope_key', ['user_id', 'scope', 'key'])
    .execute()

  await db.schema
    .createTable('wallet_notifications')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull().unique())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_card_tokens').execute()
  await db.schema.dropTable('wallet_notifications').execute()
  await db.schema.dropTable('idempotency_keys').execute()
  await db.schema.dropTable('payments').execute()
  await db.schema.dropTable('order_lines').execute()
  await db.schema.dropTable('orders').execute()
}
