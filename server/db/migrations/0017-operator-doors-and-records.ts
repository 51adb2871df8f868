import { sql, type Kysely } from 'kysely'

// Locked doors and a full record for the back office:
// - a half-signed-in session counts its wrong codes (it ends at the fifth);
// - one-time recovery codes, kept as hashes only;
// - audit rows carry the caller's IP, and a failed sign-in for an unknown e-mail has no operator;
// - every stock change says who or what made it (an operator, an order, the command line, an import).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operator_sessions')
    .addColumn('failed_codes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('operator_recovery_codes_operator_idx')
    .on('operator_recovery_codes')
    .columns(['operator_id', 'code_hash'])
    .execute()

  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute()
  await db.schema
    .alterTable('audit_log')
    .alterColumn('operator_id', (col) => col.dropNotNull())
    .execute()
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').column('subject').execute()

  await db.schema
    .alterTable('stock_changes')
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('operator')
        .check(sql`source in ('operator', 'order', 'command', 'import')`),
    )
    .execute()
  await db.schema
    .alterTable('stock_changes')
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_changes').dropColumn('order_id').execute()
  await db.schema.alterTable('stock_changes').dropColumn('source').execute()
  await db.schema.dropIndex('audit_log_subject_idx').execute()
  await db.deleteFrom('audit_log').where('operator_id', 'is', null).execute()
  await db.schema
    .alterTable('audit_log')
    .alterColumn('operator_id', (col) => col.setNotNull())
    .execute()
  await db.schema.alterTable('audit_log').dropColumn('ip').execute()
  await db.schema.dropTable('operator_recovery_codes').execute()
  await db.schema.alterTable('operator_sessions').dropColumn('failed_codes').execute()
}
