import { mkdirSync } from 'node:fs'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import type { Database } from './tables/index.ts'

export type Db = Kysely<Database>

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE); pg's own default when not given (tests). */
  poolSize?: number
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string
}

// int8 (counts, sums) arrives as text from pg; our values fit in a double.
pg.types.setTypeParser(20, (value) => Number(value))
pg.types.setTypeParser(1700, (value) => value)

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      // `public` after the test's own schema: pg_trgm's functions live there, once per database.
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    })
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  // pg_trgm: the search's typo tolerance (server/modules/search), the same SQL as on PostgreSQL.
  const pglite = new PGlite(options.dataDir, { extensions: { pg_trgm } })
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
}
