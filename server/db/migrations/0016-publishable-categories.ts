import type { Kysely } from 'kysely'

// The back office edits categories: each can be unpublished (it leaves the shop's category menus
// and filters; its products stay on sale) and carries a version, so a stale edit is refused.
// Existing categories stay as they were: published.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute()
  await db.schema
    .alterTable('categories')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('version').execute()
  await db.schema.alterTable('categories').dropColumn('published').execute()
}
