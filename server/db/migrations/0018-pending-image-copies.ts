import { sql, type Kysely } from 'kysely'

// Uploaded pictures get their AVIF/WebP copies from a job after the upload has answered. Until
// the job has written them, a picture is listed here and the shop serves its master instead of
// asking for copies that do not exist yet. Seeded pictures have theirs from the build: none pending.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('pending_images', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('pending_images').execute()
}
