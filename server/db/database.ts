import { mkdirSync } from 'node:fs'
import { Kysely, PostgresDialect, type Transaction } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { FairPGliteDialect } from './fair-pglite.ts'
import { preparingPglite, preparingPool } from './prepared.ts'
import { ConnectionLosses } from './connection-loss.ts'
import type { Database } from './tables/index.ts'

export type Db = Kysely<Database>
/** What a lock (`… for update`) takes: only a transaction, so no lock is taken and let go at once. */
export type Trx = Transaction<Database>

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE); pg's own default when not given (tests). */
  poolSize?: number
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string
  /** An embedded database to start from, as PGlite's `dumpDataDir` packed it (tests: a seeded shop). */
  startFrom?: Blob
}

// int8 (counts, sums) arrives as text from pg; our values fit in a double.
pg.types.setTypeParser(20, (value) => Number(value))
pg.types.setTypeParser(1700, (value) => value)

/** Where a Db's rows live: the job queue opens its own connection to the same place. */
export type DatabaseHome =
  { kind: 'postgres'; url: string; schema?: string; pool: pg.Pool; losses: ConnectionLosses } | { kind: 'embedded'; pglite: PGlite }

const homes = new WeakMap<Db, DatabaseHome>()

export function homeOf(db: Db): DatabaseHome {
  const home = homes.get(db)
  if (!home) throw new Error('not a database made by createDatabase')
  return home
}

export function createDatabase(options: DatabaseOptions): Db {
  const db = openDatabase(options)
  homes.set(db.db, db.home)
  return db.db
}

function openDatabase(options: DatabaseOptions): { db: Db; home: DatabaseHome } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      // `public` after the test's own schema: pg_trgm's functions live there, once per database.
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    })
    const losses = new ConnectionLosses()
    // A connection can close idle in the pool or between a transaction's statements (a restart, a
    // failover, pg_terminate_backend): its 'error' event, unheard, would end the process. pg-pool
    // drops the connection; the next request opens a new one.
    pool.on('connect', (client) => client.on('error', (error) => losses.report(error)))
    // pg-pool repeats an idle connection's error here: already reported by the line above.
    pool.on('error', () => {})
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }),
      home: { kind: 'postgres', url: options.databaseUrl, schema: options.schema, pool, losses },
    }
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  // pg_trgm: the search's typo tolerance (server/modules/search), the same SQL as on PostgreSQL.
  const pglite = new PGlite(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.startFrom })
  return {
    db: new Kysely<Database>({ dialect: new FairPGliteDialect({ pglite: preparingPglite(pglite) }) }),
    home: { kind: 'embedded', pglite },
  }
}

/** Connections of the PostgreSQL pool: open, idle, and requests waiting for one; undefined on PGlite. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const home = homes.get(db)
  return home?.kind === 'postgres' ? { total: home.pool.totalCount, idle: home.pool.idleCount, waiting: home.pool.waitingCount } : undefined
}

/** Where the PostgreSQL pool reports connections it lost; undefined on PGlite (one connection, in-process). */
export function connectionLosses(db: Db): ConnectionLosses | undefined {
  const home = homes.get(db)
  return home?.kind === 'postgres' ? home.losses : undefined
}

/** The embedded database under `db`, undefined on PostgreSQL. */
export function embeddedDatabase(db: Db): PGlite | undefined {
  const home = homes.get(db)
  return home?.kind === 'embedded' ? home.pglite : undefined
}
