import { mkdirSync } from 'node:fs'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
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

/** What lies under a Db: the PostgreSQL pool (metrics read its use) or the embedded PGlite (backups dump it). */
const drivers = new WeakMap<Db, { pool?: pg.Pool; pglite?: PGlite }>()

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    drivers.set(db, { pool })
    return db
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const pglite = new PGlite(options.dataDir)
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  drivers.set(db, { pglite })
  return db
}

/** Connections of the PostgreSQL pool: open, idle, and requests waiting for one; undefined on PGlite. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = drivers.get(db)?.pool
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/** The embedded database under `db`, undefined on PostgreSQL. */
export function embeddedDatabase(db: Db): PGlite | undefined {
  return drivers.get(db)?.pglite
}
