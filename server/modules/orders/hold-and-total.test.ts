import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { reviewOrder } from './operator.ts'
import { releaseExpiredOrders } from './sweeper.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, stockOf, type Shopper } from './test/shoppers.ts'

// Cash-on-delivery holds (issue 12 item 6) and the confirmed total (item 9).
let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop({ COD_HOLD_HOURS: '72', COD_MAX_OPEN: '2' })
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const hours = (count: number) => count * 3_600_000
const sweep = () => releaseExpiredOrders({ db: db(), now: () => shop.clock.now })
const createOrder = async (shopper: Shopper, body: unknown, locale = 'en') =>
  (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: body as object,
      headers: { ...shopper.headers, 'accept-language': locale },
    })
  ).json()
// Quoted for the UK, where orderBody ships: delivery is priced by country and parcel.
const quote = async (shopper: Shopper, query: string) =>
  (
    await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderquote?line=sco&country=GB&${query}`, headers: shopper.headers })
  ).json()
const orderDetail = async (shopper: Shopper, orderNo: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${orderNo}`, headers: shopper.headers })).json()
const cartOf = (userId: number) =>
  db().selectFrom('cart_lines').select(['goods_id', 'quantity']).where('user_id', '=', userId).orderBy('id').execute()
const ordersOf = (userId: number) => db().selectFrom('orders').select(['order_no', 'status']).where('user_id', '=', userId).execute()

describe('the total the shopper confirmed', () => {
  it('places the order when the confirmed total is the server’s', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 2 }])
    const quoted = await quote(shopper, 'currency=CNY')
    const body = await createOrder(shopper, orderBody('sco', { currency: 'CNY', expected_total: quoted.data.total }))
    expect(body.code).toBe(200)
    expect(body.data.total).toBe(quoted.data.total)
  })

  it('refuses another total with “The total changed, please review” and changes nothing', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const stock = await stockOf(db(), goods.id)
    const quoted = await quote(shopper, 'currency=USD')
    // The price moved after the shopper looked.
    await db()
      .updateTable('goods')
      .set({ price_cents: goods.price_cents + 100 })
      .where('id', '=', goods.id)
      .execute()
    try {
      const body = await createOrder(shopper, orderBody('sco', { expected_total: quoted.data.total }))
      // The dollar more and the duties and taxes on it (issue 50).
      const requoted = await quote(shopper, 'currency=USD')
      expect(requoted.data.total - quoted.data.total).toBe(100 + requoted.data.duties_taxes.total - quoted.data.duties_taxes.total)
      expect(body).toMatchObject({
        code: 409,
        msg: 'The total changed, please review',
        data: { total: requoted.data.total, currency: 'USD' },
      })
      const chinese = await createOrder(shopper, orderBody('sco', { expected_total: quoted.data.total }), 'zh-CN')
      expect(chinese.msg).toBe('订单总额已变更，请重新确认')
      expect(await stockOf(db(), goods.id)).toBe(stock)
      expect(await cartOf(shopper.userId)).toEqual([{ goods_id: goods.id, quantity: 1 }])
      expect(await ordersOf(shopper.userId)).toEqual([])
    } finally {
      await db().updateTable('goods').set({ price_cents: goods.price_cents }).where('id', '=', goods.id).execute()
    }
  })

  it('refuses a total the coupon no longer takes off, keeping the coupon unused', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const coupon = await giveCoupon(db(), shopper.userId, { amount: 500 })
    const withCoupon = await quote(shopper, `currency=USD&user_coupon_id=${coupon}`)
    const body = await createOrder(shopper, orderBody('sco', { user_coupon_id: coupon, expected_total: withCoupon.data.total + 500 }))
    expect(body.code).toBe(409)
    const held = await db().selectFrom('user_coupons').select(['used_at', 'order_id']).where('id', '=', coupon).executeTakeFirstOrThrow()
    expect(held).toEqual({ used_at: null, order_id: null })
  })

  it('answers a negative or fractional total with 422 naming the field', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    for (const expected_total of [-1, 10.5, '100']) {
      const body = await createOrder(shopper, orderBody('sco', { expected_total }))
      expect(body.code).toBe(422)
      expect(body.msg).toContain('expected_total')
    }
    expect(await cartOf(shopper.userId)).toHaveLength(1)
  })
})

describe('cash on delivery holds', () => {
  it('shows when an unconfirmed order is released, and releases it and its stock after COD_HOLD_HOURS', async () => {
    const shopper = await createShopper(db())
    // A product no other test here orders: the sweep below also releases their expired orders.
    const goods = (await goodsOf(db(), 'sco'))[5]
    const stock = await stockOf(db(), goods.id)
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 3 }])
    const placed = await createOrder(shopper, orderBody('sco', { payment_method: 'cod' }))
    expect(placed.code).toBe(200)
    expect(placed.data.confirm_before).toBe(new Date(shop.clock.now.getTime() + hours(72)).toISOString())
    expect(placed.data.pay_before).toBeNull()
    // Sent after the answer: wait for it as a shopper waits for mail.
    const mail = await vi.waitFor(() =>
      db().selectFrom('outbox').select('text').where('subject', 'like', `%${placed.data.order_no}%`).executeTakeFirstOrThrow(),
    )
    expect(mail.text).toContain(`We will confirm it by ${placed.data.confirm_before.replace('T', ' ').slice(0, 16)} (UTC)`)
    expect(await stockOf(db(), goods.id)).toBe(stock - 3)

    shop.clock.advance(hours(71))
    expect(await sweep()).not.toContain(placed.data.order_no)
    shop.clock.advance(hours(1))
    expect(await sweep()).toContain(placed.data.order_no)
    const released = await orderDetail(shopper, placed.data.order_no)
    expect(released.data).toMatchObject({ status: 'canceled', fulfillment_status: 'no_deduction', confirm_before: null })
    expect(await stockOf(db(), goods.id)).toBe(stock)
  })

  it('keeps an order the shop confirmed in time, and no longer shows a deadline for it', async () => {
    const shopper = await createShopper(db())
    const goods = (await goodsOf(db(), 'sco'))[6]
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const placed = await createOrder(shopper, orderBody('sco', { payment_method: 'cod' }))
    await reviewOrder({ db: db(), now: () => shop.clock.now }, placed.data.order_no)
    shop.clock.advance(hours(100))
    expect(await sweep()).not.toContain(placed.data.order_no)
    expect((await orderDetail(shopper, placed.data.order_no)).data).toMatchObject({ status: 'reviewed', confirm_before: null })
  })

  it('refuses a third open cash-on-delivery order with a clear message, changing nothing', async () => {
    const shopper = await createShopper(db())
    const [first, second, third] = await goodsOf(db(), 'sco')
    for (const goods of [first, second]) {
      await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
      expect((await createOrder(shopper, orderBody('sco', { payment_method: 'cod' }))).code).toBe(200)
    }
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: third.id, quantity: 1 }])
    const stock = await stockOf(db(), third.id)
    const refused = await createOrder(shopper, orderBody('sco', { payment_method: 'cod' }))
    expect(refused).toMatchObject({
      code: 409,
      msg: 'You already have 2 cash-on-delivery orders waiting. Please pay online, or wait until one is confirmed or canceled.',
    })
    const chinese = await createOrder(shopper, orderBody('sco', { payment_method: 'cod' }), 'zh-CN')
    expect(chinese.msg).toContain('货到付款')
    expect(await stockOf(db(), third.id)).toBe(stock)
    expect(await cartOf(shopper.userId)).toEqual([{ goods_id: third.id, quantity: 1 }])
    expect(await ordersOf(shopper.userId)).toHaveLength(2)
    // Paying online is still open to them.
    expect((await createOrder(shopper, orderBody('sco', { payment_method: 'card' }))).code).toBe(200)
  })

  it('lets only COD_MAX_OPEN of three cash-on-delivery orders placed at the same moment through', async () => {
    const shopper = await createShopper(db())
    const lines = ['sco', 'ene', 'boot'] as const
    for (const line of ['sco', 'ene'] as const)
      await fillCart(db(), shopper.userId, line, [{ goods_id: (await goodsOf(db(), line))[0].id, quantity: 1 }])
    const boots = await db()
      .selectFrom('goods')
      .select(['id', 'sizes'])
      .where('line', '=', 'boot')
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await fillCart(db(), shopper.userId, 'boot', [{ goods_id: boots.id, quantity: 1, size: boots.sizes[0] }])
    const results = await Promise.all(
      lines.map((line) =>
        shop.app.inject({
          method: 'POST',
          url: `/api/v1/${line}/user/createorder`,
          payload: orderBody(line, { payment_method: 'cod' }),
          headers: shopper.headers,
        }),
      ),
    )
    const codes = results.map((result) => result.json().code).sort()
    expect(codes).toEqual([200, 200, 409])
    expect(await ordersOf(shopper.userId)).toHaveLength(2)
  })
})
