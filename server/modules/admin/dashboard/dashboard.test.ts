import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, signedInOperator, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let staff: SignedInOperator
let support: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop()
  staff = await signedInOperator(shop, 'staff')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
})

describe('the dashboard', () => {
  it('refuses shoppers; every operator role reads it; it writes nothing', async () => {
    const shopper = await createShopper(shop.app.db)
    expect(await expectRefusals(shop, 'GET', '/dashboard', undefined, shopper.headers, [])).toEqual({ codes: [405, 405], audited: 0 })
    expect((await adminCall(shop, 'GET', '/dashboard', support.headers)).code).toBe(200)
  })

  it('sums net sales per day, line and currency, counts orders to ship and lists low stock', async () => {
    const db = shop.app.db
    const shopper = await createShopper(db)
    const [goods] = await goodsOf(db, 'sco')
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const placed = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'card' }),
        headers: shopper.headers,
      })
    ).json()
    const token = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/sandbox/card/tokenize',
        payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
      })
    ).json()
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: placed.data.order_no, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
      headers: shopper.headers,
    })
    const order = await db
      .selectFrom('orders')
      .select(['total', 'currency', 'placed_at'])
      .where('order_no', '=', placed.data.order_no)
      .executeTakeFirstOrThrow()
    await db.updateTable('goods').set({ stock: 2 }).where('id', '=', goods.id).execute()

    const answer = (await adminCall(shop, 'GET', '/dashboard?days=7', staff.headers)).data
    expect(answer.days).toHaveLength(7)
    expect(answer.days.at(-1)).toBe(shop.clock.now.toISOString().slice(0, 10))
    const sco = answer.sales.find((entry: { line: string; currency: string }) => entry.line === 'sco' && entry.currency === order.currency)
    expect(sco.totals[answer.days.indexOf(order.placed_at.toISOString().slice(0, 10))]).toBe(order.total)
    expect(answer.to_ship.count).toBe(1)
    expect(answer.to_ship.oldest).toMatchObject([{ order_no: placed.data.order_no, line: 'sco', payment_method: 'card' }])
    expect(answer.low_stock).toContainEqual(expect.objectContaining({ id: goods.id, stock: 2 }))
    expect(answer.low_stock_at).toBe(5)
    expect((await adminCall(shop, 'GET', '/dashboard?days=3', staff.headers)).code).toBe(422)
  })
})
