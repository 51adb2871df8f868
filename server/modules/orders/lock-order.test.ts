import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { cancelOrder } from './operator.ts'
import { createShopper, fillCart, goodsOf, orderBody, setStock, type Shopper } from './test/shoppers.ts'

// Issue 12 item 7: cart edits and order placement, run against each other on PostgreSQL (PGlite
// has one connection, so nothing there can ever wait on a lock). Every transaction takes its
// locks in the shop's one order (user → goods by id → cart lines), so none may deadlock (40P01),
// stock may never go below zero, and every unit is in stock or in a live order at the end.
const onPostgres = Boolean(process.env.DATABASE_URL)
const runForMs = 20_000
const stockEach = 40

let shop: TestShop
beforeAll(async () => {
  if (onPostgres) shop = await createTestShop()
})
afterAll(async () => {
  await shop?.close()
})

describe.skipIf(!onPostgres)('lock order on PostgreSQL', () => {
  it('runs cart edits and order placement together for 20 s without a deadlock, oversold stock or a lost unit', async () => {
    const db = shop.app.db
    const goods = (await goodsOf(db, 'sco')).slice(0, 4)
    for (const item of goods) await setStock(db, item.id, stockEach)
    const ids = goods.map((item) => item.id)
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createShopper(db)))
    const failures: string[] = []
    let placed = 0
    let lowestStock = stockEach

    const call = async (shopper: Shopper, path: string, payload: object) => {
      const response = await shop.app.inject({ method: 'POST', url: `/api/v1/sco${path}`, payload, headers: shopper.headers })
      const body = response.json()
      // A deadlock or any other database error surfaces as a 500.
      if (response.statusCode >= 500 || body.code >= 500) failures.push(`${path}: ${response.statusCode} ${body.code} ${body.msg}`)
      return body
    }
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]
    const deadline = Date.now() + runForMs

    const shopperLoop = async (shopper: Shopper) => {
      while (Date.now() < deadline) {
        const roll = Math.random()
        if (roll < 0.4) {
          await call(shopper, '/user/addcart', { sign: 'sco', goods_id: pick(ids), quantity: 1 + Math.floor(Math.random() * 3) })
        } else if (roll < 0.65) {
          // Several lines at once, listed in descending id order: the server must still lock goods by id.
          const items = [...ids]
            .reverse()
            .slice(0, 3)
            .map((goods_id) => ({ goods_id, size: '', quantity: 1 + Math.floor(Math.random() * 4) }))
          const cart = await shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/cartlists?sign=sco', headers: shopper.headers })
          const inCart = new Set((cart.json().data?.lines ?? []).map((line: { goods_id: number }) => line.goods_id))
          const present = items.filter((item) => inCart.has(item.goods_id))
          if (present.length > 0) await call(shopper, '/user/updatecart', { sign: 'sco', items: present })
        } else {
          const body = await call(shopper, '/user/createorder', orderBody('sco'))
          if (body.code === 200) {
            placed += 1
            // Now and then the shop cancels one, so stock flows back while others buy.
            if (Math.random() < 0.3) await cancelOrder({ db, now: () => new Date() }, body.data.order_no)
          }
        }
      }
    }
    const watchStock = async () => {
      while (Date.now() < deadline) {
        const rows = await db.selectFrom('goods').select('stock').where('id', 'in', ids).execute()
        lowestStock = Math.min(lowestStock, ...rows.map((row) => row.stock))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    await Promise.all([...shoppers.map(shopperLoop), watchStock()])

    expect(failures).toEqual([])
    expect(placed).toBeGreaterThan(10)
    expect(lowestStock).toBeGreaterThanOrEqual(0)
    for (const id of ids) {
      const { stock } = await db.selectFrom('goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()
      const held = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_lines.quantity'), eb.lit(0)).as('units'))
        .where('order_lines.goods_id', '=', id)
        .where('orders.status', '!=', 'canceled')
        .executeTakeFirstOrThrow()
      expect(stock + Number(held.units)).toBe(stockEach)
    }
  }, 60_000)

  it('reads the cart as it is once the shopper’s lock is held, not as it was when the order began to wait', async () => {
    const db = shop.app.db
    const [first, added] = await goodsOf(db, 'sco')
    for (const item of [first, added]) await setStock(db, item.id, 10)
    const shopper = await createShopper(db)
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: first.id, quantity: 1 }])
    // A second tab adds to the cart, holding the shopper's lock as every cart change does, while this one places the order.
    let placing: Promise<{ code: number; data: { order_no: string } }> | undefined
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', shopper.userId).forUpdate().execute()
      await fillCart(trx, shopper.userId, 'sco', [{ goods_id: added.id, quantity: 2 }])
      placing = shop.app
        .inject({ method: 'POST', url: '/api/v1/sco/user/createorder', payload: orderBody('sco'), headers: shopper.headers })
        .then((response) => response.json())
      // Commit only once the order waits on that lock.
      for (let waiting = false; !waiting;) {
        const rows = await sql<{ query: string }>`select query from pg_stat_activity where wait_event_type = 'Lock'`.execute(db)
        waiting = rows.rows.some((row) => /place_order/.test(row.query))
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })
    const answer = await placing!
    const ordered =
      answer.code === 200
        ? await db
            .selectFrom('orders')
            .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
            .select(['order_lines.goods_id', 'order_lines.quantity'])
            .where('orders.order_no', '=', answer.data.order_no)
            .execute()
        : []
    const cart = await db.selectFrom('cart_lines').select(['goods_id', 'quantity']).where('user_id', '=', shopper.userId).execute()
    // The added line is ordered with the rest, or still in the cart: never dropped unbought.
    expect([...ordered, ...cart].filter((line) => line.goods_id === added.id)).toEqual([{ goods_id: added.id, quantity: 2 }])
    expect(await sql<{ stock: number }>`select stock from goods where id = ${added.id}`.execute(db).then((r) => r.rows[0].stock)).toBe(
      ordered.some((line) => line.goods_id === added.id) ? 8 : 10,
    )
  })
})
