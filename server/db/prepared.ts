import { createHash } from 'node:crypto'
import { CompiledQuery, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely'
import pg from 'pg'
import type { Db } from './database.ts'

// The hottest statements (every signed-in request, every order) are planned once per connection,
// not once per run: on PostgreSQL, parsing and planning were half the database's time per order.
// Each is a fixed text, so a named statement is told apart by its text alone.

/** Statement texts to prepare, and the name each has on a connection (from its text: never two). */
const names = new Map<string, string>()

export interface PreparedStatement<Row> {
  readonly text: string
  run(db: Db, parameters: readonly unknown[]): Promise<Row[]>
}

/**
 * A statement run as a named prepared statement on PostgreSQL (as a plain one on PGlite, whose
 * driver has no named statements). Its result must name its columns: a prepared `select *` fails
 * ("cached plan must not change result type") once a migration adds a column to its table, as a
 * rolling deploy does under running instances.
 */
export function preparedStatement<Row>(text: string): PreparedStatement<Row> {
  if (/\breturning \*|\w\.\*/i.test(text)) throw new Error(`a prepared statement names its columns: ${text.slice(0, 80)}`)
  names.set(text, `shop_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`)
  return {
    text,
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
      return preparingClient(await pool.connect())
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
