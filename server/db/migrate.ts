import { Migrator } from 'kysely/migration'
import type { Db } from './database.ts'
import { migrations } from './migrations/index.ts'

/**
 * `schema`: where the migrator keeps its own tables. Give it when several schemas share a
 * database (the tests): Kysely otherwise finds another schema's lock table and never makes its own.
 */
export async function migrateToLatest(db: Db, { schema }: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
