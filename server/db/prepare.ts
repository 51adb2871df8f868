import type { Db } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { seedCatalogue } from './seed/index.ts'
import { seedCoupons } from './seed/coupons.ts'
import { refreshSearchIndex } from '../modules/search/index.ts'

/** Seeds what an empty shop needs to open (catalogue, rates, coupons); a no-op on a seeded one. */
export async function seedShop(db: Db): Promise<void> {
  await seedCatalogue(db)
  await seedCoupons(db)
}

/** The database as the server needs it at start: migrated, seeded when `SEED=auto`, its search index current. */
export async function prepareDatabase(db: Db, { seed, schema }: { seed: 'auto' | 'off'; schema?: string }): Promise<void> {
  await migrateToLatest(db, { schema })
  if (seed === 'auto') await seedShop(db)
  await refreshSearchIndex(db)
}
