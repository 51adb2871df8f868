import { inject } from 'vitest'
import { databaseNamed } from './database-url.ts'

// The server suite's setup file: on PostgreSQL each worker uses a database of its own (made by
// server/test/seeded-shop.ts), so a file's shops share their database only with the files run one
// after another in the same worker. Kysely's migrator reads every table of every schema in its
// database each time a shop migrates: with one database for both workers, that grew to every shop of the run.
const prefix = inject('workerDatabasePrefix')
if (prefix && process.env.DATABASE_URL) {
  process.env.DATABASE_URL = databaseNamed(process.env.DATABASE_URL, `${prefix}${process.env.VITEST_POOL_ID}`)
}
