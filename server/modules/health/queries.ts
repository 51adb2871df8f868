import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** Answers only when the database does. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}

/** Names of the migrations the database has applied (Kysely's own table, found through the search path). */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  return rows.map((row) => row.name)
}
