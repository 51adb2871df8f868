import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import { homeOf, type Db } from '../db/database.ts'
import { executedStatement } from '../db/prepared.ts'

/** Where the pool's clients report their statements while a recording runs. */
let sink: ((text: string) => void) | undefined
const watched = new WeakSet<pg.PoolClient>()

/** A pool client reports each statement it sends to the recording running then, if any (wrapped once). */
function watch(client: pg.PoolClient) {
  if (watched.has(client)) return
  watched.add(client)
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    sink?.(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text)
    return query(...args)
  }) as typeof client.query
}

/**
 * Records every statement the shop's database connection runs, in order, with BEGIN and COMMIT:
 * the round trips a request costs, counted rather than timed (a loaded machine changes times,
 * never counts). On PostgreSQL it watches the shop's pool (the job queue's own pool is not the
 * shop's); on PGlite, the one embedded connection (run the shop with WORKERS=off so no worker polls).
 */
export function recordStatements(db: Db): { statements: string[]; stop(): void } {
  const statements: string[] = []
  const home = homeOf(db)
  const record = (text: string) => statements.push(text.replace(/\s+/g, ' ').trim())
  const undo: (() => void)[] = []
  const wrap = <T extends object, K extends keyof T>(target: T, key: K, replacement: (original: T[K]) => T[K]) => {
    const original = target[key]
    target[key] = replacement(original)
    undo.push(() => {
      target[key] = original
    })
  }
  if (home.kind === 'postgres') {
    sink = record
    home.pool.on('acquire', watch)
    undo.push(() => {
      sink = undefined
      home.pool.off('acquire', watch)
    })
  } else {
    const pglite: PGlite = home.pglite
    const counted = <F extends (...args: never[]) => unknown>(run: F) =>
      ((...args: Parameters<F>) => {
        record(executedStatement(String(args[0])))
        return run(...args)
      }) as F
    // A bound statement goes as `query`, a prepared one's EXECUTE as `exec` (db/prepared.ts).
    wrap(pglite, 'query', (query) => counted(query.bind(pglite)) as typeof query)
    wrap(pglite, 'exec', (exec) => counted(exec.bind(pglite)) as typeof exec)
    wrap(
      pglite,
      'transaction',
      (transaction) =>
        (async (run: (tx: Transaction) => Promise<unknown>) => {
          record('BEGIN')
          try {
            return await transaction.call(pglite, (tx) =>
              run({ ...tx, query: counted(tx.query.bind(tx)) as typeof tx.query, exec: counted(tx.exec.bind(tx)) as typeof tx.exec }),
            )
          } finally {
            record('COMMIT')
          }
        }) as typeof transaction,
    )
  }
  return {
    statements,
    stop() {
      for (const step of undo.reverse()) step()
    },
  }
}
