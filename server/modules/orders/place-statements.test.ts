import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { recordStatements } from '../../test/statements.ts'
import { createShopper, fillCart, goodsOf, orderBody } from './test/shoppers.ts'

// What placing an order costs the database, counted (issue 26: the mail job in the order's
// transaction must not make ordering slower). Counts do not change with the machine's load.
let shop: TestShop
beforeAll(async () => {
  // No worker: on PGlite its polling would share the one connection being counted. The delivery
  // book (zones and rates) is cached as in production (CATALOGUE_CACHE_MS): an order reads it
  // from memory, the first order of the test warming it.
  shop = await createTestShop({ WORKERS: 'off', CATALOGUE_CACHE_MS: '60000' })
})
afterAll(async () => {
  await shop.close()
})

async function placeOne() {
  const db = shop.app.db
  const shopper = await createShopper(db)
  const goods = await goodsOf(db, 'sco')
  await fillCart(db, shopper.userId, 'sco', [
    { goods_id: goods[1].id, quantity: 1 },
    { goods_id: goods[2].id, quantity: 1 },
  ])
  const recorder = recordStatements(db)
  const answer = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      // A wallet's order is confirmed at once (a card's once its charge resolved: ledger.ts).
      payload: orderBody('sco', { currency: 'CNY', payment_method: 'alipay' }),
      headers: shopper.headers,
    })
  ).json()
  recorder.stop()
  expect(answer.code).toBe(200)
  return recorder.statements
}

describe('placing an order', () => {
  it('takes four statements: the session, the pricing, the sale rule with the buyer’s date of birth, and one call that locks, checks and writes, its own transaction', async () => {
    await placeOne()
    const statements = await placeOne()
    process.stdout.write(
      `placing an order: ${statements.length} statements\n${statements.map((text) => `  ${text.slice(0, 90)}`).join('\n')}\n`,
    )
    // Issue 47 added the third: whether the line may be sold to this buyer there (one read, no lock).
    expect(statements).toHaveLength(4)
    expect(statements.some((text) => /^(begin|commit)$/i.test(text))).toBe(false)
    // Nothing is locked before the call: pricing reads without locks.
    expect(statements.slice(0, 3).every((text) => !/ for update/i.test(text))).toBe(true)
    expect(statements[3]).toMatch(/^select place_order\(/)
  })
})

describe('the checkout’s quote', () => {
  it('takes two statements, as before issue 47: the session, and the pricing with the buyer’s date of birth', async () => {
    const db = shop.app.db
    const shopper = await createShopper(db)
    const goods = await goodsOf(db, 'sco')
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods[1].id, quantity: 1 }])
    const quote = () =>
      shop.app.inject({
        method: 'GET',
        url: '/api/v1/sco/user/orderquote?line=sco&currency=CNY&delivery_method=ship&country=GB',
        headers: shopper.headers,
      })
    // The first quote warms the delivery and sale-rule books (cached, emptied by the back office).
    await quote()
    const recorder = recordStatements(db)
    const answer = (await quote()).json()
    recorder.stop()
    expect(answer).toMatchObject({ code: 200, data: { delivery: { country: 'GB' }, asks_date_of_birth: false } })
    // The rules come from the cached book (placing the order reads them itself); the date of birth
    // on file comes with the cart's rows.
    expect(recorder.statements).toHaveLength(2)
    expect(recorder.statements.filter((text) => /sale_rules/.test(text))).toHaveLength(0)
  })
})

describe('its statements, prepared', () => {
  it('are planned once per connection, not at every order', async () => {
    await placeOne()
    await placeOne()
    // pg-pool hands out the connection used last: the one that placed the orders answers this (PGlite has one).
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(shop.app.db)
    const texts = prepared.rows.map((row) => row.statement)
    expect(texts.some((text) => /^(prepare \S+ as )?select place_order\(/.test(text))).toBe(true)
  })

  it("prepare the confirmation's job insert once per connection, and prepare it again when it is gone", async () => {
    const db = shop.app.db
    await placeOne()
    await placeOne()
    const prepared = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements where name like 'place_order_mail_%'`.execute(db)
    expect(prepared.rows).toHaveLength(1)
    // The queue's schema, as the statement names it (each test shop on PostgreSQL has its own).
    const schema = /insert into (\S+)\.job_common/.exec(prepared.rows[0].statement)![1]
    const mails = async () =>
      Number(
        (await sql<{ count: string }>`select count(*) from ${sql.table(`${schema}.job`)} where name = 'mail'`.execute(db)).rows[0].count,
      )
    const before = await mails()
    await sql`deallocate ${sql.id(prepared.rows[0].name)}`.execute(db)
    for (let order = 0; order < 3; order += 1) await placeOne()
    expect(await mails()).toBe(before + 3)
  })

  it('keep placing orders when a migration adds a column under the running shop, as a rolling deploy does', async () => {
    await placeOne()
    await sql`alter table orders add column added_by_next_release text`.execute(shop.app.db)
    await sql`alter table order_lines add column added_by_next_release text`.execute(shop.app.db)
    const orders = async () => Number((await sql<{ count: string }>`select count(*) from orders`.execute(shop.app.db)).rows[0].count)
    try {
      const before = await orders()
      // The connections that prepared the statement above place these (a prepared `returning *` would fail here).
      for (let order = 0; order < 3; order += 1) await placeOne()
      expect(await orders()).toBe(before + 3)
    } finally {
      await sql`alter table orders drop column added_by_next_release`.execute(shop.app.db)
      await sql`alter table order_lines drop column added_by_next_release`.execute(shop.app.db)
    }
  })
})
