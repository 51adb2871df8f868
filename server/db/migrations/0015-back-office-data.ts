import { sql, type Kysely } from 'kysely'

// The back office's customer, coupon, exchange-rate and enquiry screens: a disabled account,
// operators' notes on customers, coupons that are published (granted at registration) or not,
// every exchange rate ever set, and enquiries marked answered.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute()
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('customer_notes_user_idx').on('customer_notes').columns(['user_id', 'id']).execute()

  // Existing coupon kinds stay as they were: published. The back office creates drafts.
  await db.schema
    .alterTable('coupons')
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute()
  await db.schema
    .alterTable('coupons')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('exchange_rate_history')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('per_usd', 'numeric(18, 6)', (col) => col.notNull().check(sql`per_usd > 0`))
    // Null: set by the seed or the command line, not by an operator.
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('exchange_rate_history_idx').on('exchange_rate_history').columns(['currency', 'id']).execute()
  // The rates in force today start their history.
  await sql`insert into exchange_rate_history (currency, per_usd, created_at) select currency, per_usd, updated_at from exchange_rates`.execute(
    db,
  )

  await db.schema.alterTable('partnership_enquiries').addColumn('answered_at', 'timestamptz').execute()
  await db.schema
    .alterTable('partnership_enquiries')
    .addColumn('answered_by', 'integer', (col) => col.references('operators.id'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partnership_enquiries').dropColumn('answered_by').execute()
  await db.schema.alterTable('partnership_enquiries').dropColumn('answered_at').execute()
  await db.schema.dropTable('exchange_rate_history').execute()
  await db.schema.alterTable('coupons').dropColumn('version').execute()
  await db.schema.alterTable('coupons').dropColumn('published').execute()
  await db.schema.dropTable('customer_notes').execute()
  await db.schema.alterTable('users').dropColumn('disabled_at').execute()
}
