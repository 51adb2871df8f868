import { createHash } from 'node:crypto'
import {
  CompiledQuery,
  type Kysely,
  type PGlite as KyselyPGlite,
  type PGliteQueryOptions,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely'
import type { PGlite, Results, Transaction } from '@electric-sql/pglite'
import pg from 'pg'
import { DatabaseUnavailable } from './connection-loss.ts'
import type { Database } from './tables/index.ts'

// The hottest statements (every signed-in request, every order) are planned once per connection,
// not once per run: on PostgreSQL, parsing and planning were half the database's time per order.
// Each is a fixed text, so a named statement is told apart by its text alone. PostgreSQL gets them
// as the protocol's named statements; PGlite's driver has none, so there they are SQL's PREPARE
// and EXECUTE, the values written out as literals.

/** Statement texts to prepare, and the name each has on a connection (from its text: never two). */
const names = new Map<string, string>()

export interface PreparedStatement<Row> {
  run(db: Kysely<Database>, parameters: readonly unknown[]): Promise<Row[]>
}

/**
 * A statement run as a named prepared statement. Its result must name its columns: a prepared `select *` fails
 * ("cached plan must not change result type") once a migration adds a column to its table, as a
 * rolling deploy does under running instances.
 */
export function preparedStatement<Row>(text: string): PreparedStatement<Row> {
  if (/\breturning \*|\w\.\*/i.test(text)) throw new Error(`a prepared statement names its columns: ${text.slice(0, 80)}`)
  names.set(text, `shop_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`)
  return {
    async run(db, parameters) {
      return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows
    },
  }
}

/** Kysely's view of the pool: a statement registered above goes out by name, any other as it stands. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    // Kysely cancels a query from a connection of its own, made from these.
    Client: pg.Client,
    options: pool.options,
    async connect() {
      // No connection to be had is the database being away, whatever pg's error says.
      const client = await pool.connect().catch((error: unknown) => {
        throw new DatabaseUnavailable(error)
      })
      return preparingClient(client)
    },
    end: () => pool.end(),
  }
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely asks for a cursor only to stream, and the dialect is given no cursor class: never here.
    if (typeof sqlOrCursor !== 'string') throw new Error('the shop streams no query results')
    const name = names.get(sqlOrCursor)
    const values = [...(parameters ?? [])]
    const config = name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values }
    return client
      .query<R & pg.QueryResultRow>(config)
      .then(({ command, rowCount, rows }) => ({ command: kyselyCommand(command), rowCount: rowCount ?? 0, rows }))
  }
  return { query, release: (destroy?: boolean) => client.release(destroy) }
}

const kyselyCommands = ['COMMIT', 'DELETE', 'INSERT', 'MERGE', 'ROLLBACK', 'SELECT', 'UPDATE'] as const

/** Kysely counts affected rows of these commands only; any other (BEGIN, SET…) reads as a SELECT to it. */
function kyselyCommand(command: string): (typeof kyselyCommands)[number] {
  return kyselyCommands.find((known) => known === command) ?? 'SELECT'
}

/** Kysely's view of the embedded database: a statement registered above is prepared once, then executed. */
export function preparingPglite(pglite: PGlite): KyselyPGlite {
  // One session for the whole process; a prepared statement outlives a rolled-back transaction.
  const prepared = new Set<string>()
  async function query<T>(
    target: Pick<Transaction, 'query' | 'exec'>,
    text: string,
    parameters: unknown[] = [],
    options?: PGliteQueryOptions,
  ) {
    const name = names.get(text)
    if (!name) return target.query<T>(text, parameters, options)
    if (!prepared.has(name)) {
      await target.exec(`prepare ${name} as ${text}`)
      prepared.add(name)
    }
    // EXECUTE binds no values, so it goes as a simple query: one exchange with the database where
    // a bound query takes five (parse, describe, bind, describe, execute), each a call into it.
    const [result] = await target.exec(`execute ${name}(${parameters.map(literal).join(', ')})`, options)
    return result as Results<T>
  }
  return {
    get closed() {
      return pglite.closed
    },
    get ready() {
      return pglite.ready
    },
    waitReady: pglite.waitReady,
    close: () => pglite.close(),
    query: (text, parameters, options) => query(pglite, text, parameters, options),
    transaction: (callback) =>
      pglite.transaction((tx) =>
        callback({ query: (text, parameters, options) => query(tx, text, parameters, options), rollback: () => tx.rollback() }),
      ),
  }
}

/**
 * A value as EXECUTE takes it: a string literal PostgreSQL reads as the parameter's type, as it
 * reads a bound value sent as text. Only a quote needs doubling (standard_conforming_strings is
 * on, PostgreSQL's default since 9.1).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? undefined : String(value)
  if (text === undefined) throw new Error('a prepared statement takes text, numbers, booleans, dates or null')
  return `'${text.replaceAll("'", "''")}'`
}

/** The statement an EXECUTE sent to PGlite runs: recordings of what a request costs read the statement (test/statements.ts). */
export function executedStatement(sent: string): string {
  const name = /^execute (shop_[0-9a-f]+)\(/.exec(sent)?.[1]
  return [...names].find(([, named]) => named === name)?.[0] ?? sent
}
