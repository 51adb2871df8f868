import { randomBytes } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createDatabase, embeddedDatabase } from '../db/database.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { databaseOf } from './database-url.ts'
import { createWorkerDatabases } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A packed, migrated and seeded embedded database (PGlite runs only); '' on PostgreSQL. */
    seededShopFile: string
    /** What this run's worker databases are named from (`<prefix><VITEST_POOL_ID>`); '' on PGlite. */
    workerDatabasePrefix: string
  }
}

/**
 * The server suite's global setup: one shop migrated and seeded, packed once. Each test file's
 * shop starts from a copy (server/test/test-app.ts) instead of creating, migrating and seeding
 * its own database (about 3 s of CPU per shop, 65 shops a run). PostgreSQL runs keep a schema per
 * shop, in a database per worker (server/test/worker-database.ts), all dropped when the run ends.
 */
export default async function seedOnce(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    // Named after the database given (CI's `test`: test_3fa2c1_w1, …), one for each worker the pool may start.
    const prefix = `${databaseOf(databaseUrl)}_${randomBytes(3).toString('hex')}_w`
    project.provide('seededShopFile', '')
    project.provide('workerDatabasePrefix', prefix)
    // Dropped whole once every file is done: the migrator looks over every schema's tables, and a
    // schema dropped under that look failed another file's migration.
    return createWorkerDatabases(databaseUrl, prefix, project.globalConfig.maxWorkers)
  }
  project.provide('workerDatabasePrefix', '')
  const db = createDatabase({ dataDir: 'memory://' })
  await prepareDatabase(db, { seed: 'auto' })
  const packed = await embeddedDatabase(db)!.dumpDataDir('none')
  await db.destroy()
  const file = join(tmpdir(), `seeded-shop-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await packed.arrayBuffer()))
  project.provide('seededShopFile', file)
  return () => rm(file, { force: true })
}

/** The seeded shop's packed database, for a new embedded database to start from. */
export async function seededShop(file: string): Promise<Blob | undefined> {
  return file ? new Blob([await readFile(file)]) : undefined
}
