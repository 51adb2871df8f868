import { sql, type Kysely } from 'kysely'

/** The order note kept with each cart, and the keys that make a replayed cart change count once. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_notes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_notes_pkey', ['user_id', 'line'])
    .execute()

  await db.schema
    .createTable('cart_requests')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_requests_pkey', ['user_id', 'request_key'])
    .execute()
  await db.schema.createIndex('cart_requests_created_idx').on('cart_requests').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_requests').execute()
  await db.schema.dropTable('cart_notes').execute()
}
