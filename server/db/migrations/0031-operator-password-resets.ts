import type { Kysely } from 'kysely'

// An operator who forgot the password asks for an e-mailed link. Only the link's SHA-256 is
// kept; it works once, for a short while, and the wrong authenticator codes typed on it are
// counted (the fifth voids it). Kept apart from the invitations: an invitation sets a first
// password and enrols a new authenticator, a reset keeps the authenticator and asks for its code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operator_password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('failed_codes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('operator_password_resets_operator_idx').on('operator_password_resets').column('operator_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_password_resets').execute()
}
