import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../env.ts'
import { commands } from '../../cli/commands/index.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { signedInOperator, type SignedInOperator } from '../admin/test-kit.ts'
import { setStockLevels } from './index.ts'
import { releaseExpiredOrders } from './sweeper.ts'
import { createShopper, fillCart, goodsOf, orderBody, stockOf } from './test/shoppers.ts'

// Every stock change leaves its line in the product's stock history: who or what, and why.

let shop: TestShop
let staff: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop()
  staff = await signedInOperator(shop, 'staff')
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const historyOf = (goodsId: number) =>
  db()
    .selectFrom('stock_changes')
    .leftJoin('orders', 'orders.id', 'stock_changes.order_id')
    .select([
      'stock_changes.before',
      'stock_changes.after',
      'stock_changes.source',
      'stock_changes.reason',
      'stock_changes.operator_id',
      'orders.order_no',
    ])
    .where('goods_id', '=', goodsId)
    .orderBy('stock_changes.id')
    .execute()

const buyers = new Map<string, Record<string, string>>()

async function place(goodsId: number, quantity: number, paymentMethod = 'card') {
  const shopper = await createShopper(db())
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goodsId, quantity }])
  const body = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: orderBody('sco', { payment_method: paymentMethod }),
      headers: shopper.headers,
    })
  ).json()
  expect(body.code).toBe(200)
  buyers.set(body.data.order_no, shopper.headers)
  return body.data.order_no as string
}

/** The shopper pays through the sandbox card, as in the browser. */
async function payBySandboxCard(orderNo: string) {
  const token = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    })
  ).json()
  const paid = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: orderNo, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
      headers: buyers.get(orderNo),
    })
  ).json()
  expect(paid.code).toBe(200)
}

describe('stock history', () => {
  it('records orders reserving stock, an operator canceling and the sweep releasing', async () => {
    const goods = (await goodsOf(db(), 'sco'))[3]
    const start = await stockOf(db(), goods.id)
    const canceled = await place(goods.id, 2, 'cod')
    const expired = await place(goods.id, 1)
    await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${canceled}/cancel`, headers: staff.headers })
    shop.clock.advance(31 * 60_000)
    await releaseExpiredOrders({ db: db(), now: () => shop.clock.now })
    expect(await historyOf(goods.id)).toEqual([
      { before: start, after: start - 2, source: 'order', reason: 'placed', operator_id: null, order_no: canceled },
      { before: start - 2, after: start - 3, source: 'order', reason: 'placed', operator_id: null, order_no: expired },
      { before: start - 3, after: start - 1, source: 'order', reason: 'canceled', operator_id: staff.id, order_no: canceled },
      { before: start - 1, after: start, source: 'order', reason: 'expired', operator_id: null, order_no: expired },
    ])
  })

  it('records an order refunded before shipping putting its stock back, with the operator who refunded', async () => {
    const goods = (await goodsOf(db(), 'sco'))[4]
    const orderNo = await place(goods.id, 1)
    await payBySandboxCard(orderNo)
    const refund = (
      await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNo}/refund`, headers: staff.headers, payload: {} })
    ).json()
    expect(refund.data).toMatchObject({ status: 'refund', fulfillment_status: 'no_deduction' })
    expect((await historyOf(goods.id)).at(-1)).toMatchObject({
      source: 'order',
      reason: 'refunded',
      operator_id: staff.id,
      order_no: orderNo,
    })
  })

  it('records an operator, the command line and an import, each with its reason', async () => {
    const goods = (await goodsOf(db(), 'sco'))[5]
    const start = await stockOf(db(), goods.id)
    await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${goods.id}/stock`,
      headers: staff.headers,
      payload: { stock: start + 5, reason: 'Delivery from the factory' },
    })
    const printed = await commands['set-stock'].run({
      db: db(),
      config: loadConfig({ NODE_ENV: 'test' }),
      values: { reason: 'Yearly count' },
      positionals: [String(goods.id), String(start + 3)],
      now: () => shop.clock.now,
    })
    expect(printed).toContain(`${start + 3} in stock`)
    await db()
      .transaction()
      .execute((trx) =>
        setStockLevels(trx, new Map([[goods.id, start + 10]]), { source: 'import', reason: 'catalogue.csv line 2' }, shop.clock.now),
      )
    // Setting the level it already has changes nothing and records nothing.
    await db()
      .transaction()
      .execute((trx) => setStockLevels(trx, new Map([[goods.id, start + 10]]), { source: 'import', reason: 'again' }, shop.clock.now))
    expect(await historyOf(goods.id)).toEqual([
      { before: start, after: start + 5, source: 'operator', reason: 'Delivery from the factory', operator_id: staff.id, order_no: null },
      { before: start + 5, after: start + 3, source: 'command', reason: 'Yearly count', operator_id: null, order_no: null },
      { before: start + 3, after: start + 10, source: 'import', reason: 'catalogue.csv line 2', operator_id: null, order_no: null },
    ])
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${goods.id}`, headers: staff.headers })).json()
    expect(detail.data.stock_history[0]).toMatchObject({ source: 'import', reason: 'catalogue.csv line 2', operator: null, order_no: null })
    await expect(
      db()
        .transaction()
        .execute((trx) => setStockLevels(trx, new Map([[999_999, 1]]), { source: 'import', reason: '' }, shop.clock.now)),
    ).rejects.toThrow('does not exist')
  })
})
