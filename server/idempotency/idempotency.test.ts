import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { migrations } from '../db/migrations/index.ts'
import { claim, idempotentRequest, storedAnswer } from './index.ts'

const db = createDatabase({ dataDir: 'memory://' })
afterAll(() => db.destroy())

describe('migration 0014: one idempotency table', () => {
  it('carries the cart’s keys over, so a cart change replayed across the upgrade still counts once', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('0012-create-back-office')).error).toBeUndefined()
    const { rows } = await sql<{
      id: number
    }>`insert into users (username, email, phone, password_hash) values ('a', 'a@example.com', '', 'x') returning id`.execute(db)
    const userId = rows[0].id
    await sql`insert into cart_requests (user_id, request_key) values (${userId}, 'add:a1b2c3d4-0000-4000-8000-00000000000a'), (${userId}, 'merge:merge-0001-abcdef')`.execute(
      db,
    )

    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const keys = await db
      .selectFrom('idempotency_keys')
      .select(['scope', 'key', 'request_hash'])
      .where('user_id', '=', userId)
      .orderBy('scope')
      .execute()
    expect(keys).toEqual([
      { scope: 'addcart', key: 'a1b2c3d4-0000-4000-8000-00000000000a', request_hash: '' },
      { scope: 'mergecart', key: 'merge-0001-abcdef', request_hash: '' },
    ])
    const add = idempotentRequest(userId, 'addcart', 'a1b2c3d4-0000-4000-8000-00000000000a', {
      sign: 'sco',
      goods_id: 1,
      size: '',
      quantity: 1,
    })
    expect(await storedAnswer(db, add, new Date())).toMatchObject({ code: 200 })
    expect(await db.transaction().execute((trx) => claim(trx, add, new Date()))).toMatchObject({ code: 200 })
    const tables = await db.introspection.getTables()
    expect(tables.map((table) => table.name)).not.toContain('cart_requests')
    expect(tables.find((table) => table.name === 'box_draws')?.columns.map((column) => column.name)).not.toContain('idempotency_key')
  })

  it('refuses the same key with another body', async () => {
    const { rows } = await sql<{
      id: number
    }>`insert into users (username, email, phone, password_hash) values ('b', 'b@example.com', '', 'x') returning id`.execute(db)
    const first = idempotentRequest(rows[0].id, 'createorder', 'order-key-0001', { a: 1 })
    expect(await db.transaction().execute((trx) => claim(trx, first, new Date()))).toBeNull()
    const other = idempotentRequest(rows[0].id, 'createorder', 'order-key-0001', { a: 2 })
    await expect(db.transaction().execute((trx) => claim(trx, other, new Date()))).rejects.toMatchObject({ code: 409 })
  })
})
