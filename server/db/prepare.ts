import type { Db } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { seedCatalogue } from './seed/index.ts'
import { seedCoupons } from './seed/coupons.ts'

/** Seeds what an empty shop needs to open (catalogue, rates, coupons); a no-op on a seeded one. */
export async function seedShop(db: Db): Promise<void> {
  await seedCatalogue(db)
  await seedCoupons(db)
}

/** The database as the server needs it at start: migrated, and seeded when `SEED=auto`. */
export async function prepareDatabase(db: Db, { seed, schema }: { seed: 'auto' | 'off'; schema?: string }): Promise<void> {
  await migrateToLatest(db, { schema })
  if (seed === 'auto') await seedShop(db)
}
