import type { Kysely } from 'kysely'

/** Failed sign-ins per (account, IP) and per IP, with the time until which each is held back. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute()
  await db.schema.createIndex('login_throttles_last_failure_at').on('login_throttles').column('last_failure_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute()
}
