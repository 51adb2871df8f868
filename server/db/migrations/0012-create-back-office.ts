import { sql, type Kysely } from 'kysely'

// The back office: operator accounts with TOTP, their own sessions, the audit trail, and what
// the catalogue and order screens record (product versions, stock history, shipments, notes).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'staff', 'support')`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    // The last accepted TOTP time step: a code is never accepted twice.
    .addColumn('totp_last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('operator_invites')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // 'totp' after the password only; 'full' once the second factor passed.
    .addColumn('stage', 'text', (col) => col.notNull().check(sql`stage in ('totp', 'full')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute()

  // Stale edits are refused by comparing the version the editor loaded.
  await db.schema
    .alterTable('goods')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createTable('stock_changes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
    .addColumn('before', 'integer', (col) => col.notNull())
    .addColumn('after', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('stock_changes_goods_idx').on('stock_changes').columns(['goods_id', 'created_at']).execute()
  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('carrier', 'text', (col) => col.notNull())
    .addColumn('tracking_no', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'order_notes',
    'order_shipments',
    'stock_changes',
    'audit_log',
    'operator_sessions',
    'operator_invites',
    'operators',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('goods').dropColumn('version').execute()
}
