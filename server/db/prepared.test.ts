import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, homeOf, type Db } from './database.ts'
import { preparedStatement } from './prepared.ts'

// A prepared statement takes every value a bound parameter takes, and gives it back unchanged:
// on PGlite the values travel as literals in an EXECUTE, so quotes and backslashes must survive.
const table = `prepared_${randomBytes(4).toString('hex')}`
let db: Db
beforeAll(async () => {
  db = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' })
  await sql`create table ${sql.table(table)} (id serial primary key, note text, amount integer, paid boolean, at timestamptz, data jsonb)`.execute(
    db,
  )
})
afterAll(async () => {
  await sql`drop table ${sql.table(table)}`.execute(db)
  await db.destroy()
})

describe('a prepared statement', () => {
  it('writes and reads back text, numbers, booleans, dates, JSON and null as they were', async () => {
    const insert = preparedStatement<{ id: number }>(
      `insert into ${table} (note, amount, paid, at, data) values ($1, $2, $3, $4, $5::jsonb) returning id`,
    )
    const read = preparedStatement<{ note: string | null; amount: number; paid: boolean; at: Date; data: unknown }>(
      `select note, amount, paid, at, data from ${table} where id = $1`,
    )
    const at = new Date('2026-11-27T10:00:00.123Z')
    const note = `it's "quoted" \\ back\\slash'); drop table ${table}; -- 你好`
    for (const [given, amount, paid] of [
      [note, -42, true],
      [null, 0, false],
    ] as const) {
      const [{ id }] = await insert.run(db, [given, amount, paid, at, JSON.stringify({ note: given })])
      const [row] = await read.run(db, [id])
      expect(row).toEqual({ note: given, amount, paid, at, data: { note: given } })
    }
    // Run again: prepared once, executed every time.
    const [{ id }] = await insert.run(db, ["a second 'one'", 1, true, at, '{}'])
    expect((await read.run(db, [id]))[0].note).toBe("a second 'one'")
  })

  it.skipIf(Boolean(process.env.DATABASE_URL))('goes to PGlite as one simple query once prepared, not as a bound one', async () => {
    const home = homeOf(db)
    if (home.kind !== 'embedded') throw new Error('the embedded database expected')
    const count = preparedStatement<{ count: string }>(`select count(*) from ${table} where amount > $1`)
    await count.run(db, [0])
    const query = vi.spyOn(home.pglite, 'query')
    const exec = vi.spyOn(home.pglite, 'exec')
    try {
      const [row] = await count.run(db, [-1])
      expect(Number(row.count)).toBeGreaterThan(0)
      // A bound query is five calls into the database (parse, describe, bind, describe, execute); EXECUTE binds nothing.
      expect(query).not.toHaveBeenCalled()
      expect(exec.mock.calls.map(([text]) => text)).toEqual([expect.stringMatching(/^execute shop_[0-9a-f]+\('-1'\)$/)])
    } finally {
      query.mockRestore()
      exec.mockRestore()
    }
  })

  it('is refused when its result does not name its columns', () => {
    expect(() => preparedStatement(`insert into ${table} (note) values ($1) returning *`)).toThrow(/names its columns/)
  })
})
