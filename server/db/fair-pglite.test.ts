import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { FairPGliteDialect } from './fair-pglite.ts'

// While shoppers queue for the embedded database's one connection, Node still reads the requests
// arriving meanwhile (a socket's callback, like this test's setImmediate, runs between callers).

let db: Kysely<object> | undefined
afterEach(async () => {
  await db?.destroy()
  db = undefined
})

/** Holds the connection, queues three callers, then releases it. */
async function turns(dialect: typeof PGliteDialect): Promise<string[]> {
  const opened = new Kysely<object>({ dialect: new dialect({ pglite: new PGlite() }) })
  db = opened
  const taken: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let holding: Promise<void> = Promise.resolve()
  await new Promise<void>((held) => {
    holding = opened.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection)
      held()
      await released
    })
  })
  const queued = [1, 2, 3].map((caller) =>
    opened.connection().execute(async (connection) => {
      await sql`select ${caller}`.execute(connection)
      taken.push(`caller ${caller}`)
      // A request reaches the socket during the first caller's turn.
      if (caller === 1) setImmediate(() => taken.push('a request arrives'))
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  release()
  await Promise.all([holding, ...queued])
  return taken
}

describe('the embedded database connection', () => {
  it('goes to its callers in the order they asked, with the event loop turning between them', async () => {
    expect(await turns(FairPGliteDialect)).toEqual(['caller 1', 'a request arrives', 'caller 2', 'caller 3'])
  })

  it("would go round the whole queue before any I/O with Kysely's dialect alone (why the shop has its own)", async () => {
    expect((await turns(PGliteDialect)).slice(0, 3)).toEqual(['caller 1', 'caller 2', 'caller 3'])
  })

  it('is handed on when a statement fails, and the failure reaches its caller', async () => {
    db = new Kysely<object>({ dialect: new FairPGliteDialect({ pglite: new PGlite() }) })
    await expect(sql`select nonsense_column`.execute(db)).rejects.toThrow(/nonsense_column/)
    await expect(db.transaction().execute((trx) => sql`select 1/0`.execute(trx))).rejects.toThrow(/division by zero/)
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }])
  })
})
