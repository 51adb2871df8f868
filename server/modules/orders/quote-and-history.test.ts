import { mailJob } from '../../mail/outbox-job.ts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bandsOf, seedZones } from '../../db/seed/delivery-data.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, stockOf, type Shopper } from './test/shoppers.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const post = async (url: string, shopper: Shopper, payload: unknown, headers: Record<string, string> = {}) => {
  const response = await shop.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...shopper.headers, ...headers } })
  return response.json()
}
const get = async (url: string, shopper?: Shopper, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'GET', url, headers: { ...shopper?.headers, ...headers } })).json()
const createOrder = (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
  post('/api/v1/sco/user/createorder', shopper, body, headers)

describe('GET /user/orderquote', () => {
  it('gives the confirm step the figures the order will have, reserving nothing', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 700 })
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 2 }])
    const before = await stockOf(db(), goods.id)
    const quote = await get(`/api/v1/sco/user/orderquote?line=sco&currency=GBP&user_coupon_id=${couponId}&country=GB`, shopper)
    expect(quote.code).toBe(200)
    expect(await stockOf(db(), goods.id)).toBe(before)
    const order = await createOrder(shopper, orderBody('sco', { currency: 'GBP', user_coupon_id: couponId }))
    expect(order.data).toMatchObject({
      subtotal: quote.data.subtotal,
      shipping: quote.data.shipping,
      discount: quote.data.discount,
      total: quote.data.total,
    })
    const pickup = await get('/api/v1/sco/user/orderquote?line=sco&currency=USD&delivery_method=pickup', shopper)
    expect(pickup.code).toBe(409)
  })

  it('tells why a coupon does not apply', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    const couponId = await giveCoupon(db(), shopper.userId, { minSpend: 100_000_000 })
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const quote = await get(`/api/v1/sco/user/orderquote?line=sco&currency=USD&delivery_method=pickup&user_coupon_id=${couponId}`, shopper)
    expect(quote.data).toMatchObject({ coupon_problem: 'minSpend', discount: 0, shipping: 0 })
  })
})

describe('reading orders', () => {
  it('lists the user’s orders newest first, by page, and shows every field of one', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    for (let index = 0; index < 3; index += 1) {
      await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: index + 1 }])
      shop.clock.advance(1000)
      expect((await createOrder(shopper, orderBody('sco'))).code).toBe(200)
    }
    const list = await get('/api/v1/sco/user/orderlists?page=1&page_size=2', shopper)
    expect(list.data.total).toBe(3)
    expect(list.data.list).toHaveLength(2)
    expect(list.data.list[0].item_count).toBe(3)
    // Each order is shown by what was bought: the first item's name and picture.
    expect(list.data.list[0].first_item).toEqual({ goods_name: goods.name_en, thumb: expect.stringMatching(/^\/media\/|^https?:/) })
    const last = await get('/api/v1/sco/user/orderlists?page=5&page_size=2', shopper)
    expect(last.data).toMatchObject({ list: [], total: 3 })

    const detail = await get(`/api/v1/sco/user/orderdetail?order_no=${list.data.list[0].order_no}`, shopper)
    expect(Object.keys(detail.data)).toEqual(
      expect.arrayContaining([
        'order_no',
        'placed_at',
        'payment_method',
        'fulfillment_status',
        'status',
        'total',
        'subtotal',
        'shipping',
        'shipping_address',
        'billing_address',
        'lines',
        'discount',
        'currency',
        'exchange_rate',
      ]),
    )
    expect(detail.data.lines[0]).toMatchObject({ goods_id: goods.id, goods_name: goods.name_en, price: goods.price_cents, quantity: 3 })
    expect(detail.data.lines[0].thumb).toMatch(/^\/media\/.+-thumb\.webp$/)
    const zh = await get(`/api/v1/sco/user/orderdetail?order_no=${list.data.list[0].order_no}`, shopper, { 'accept-language': 'zh-cn' })
    expect(zh.data.lines[0].goods_name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('answers another user’s order number as not found', async () => {
    const owner = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), owner.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const order = await createOrder(owner, orderBody('sco'))
    const stranger = await createShopper(db())
    expect(await get(`/api/v1/sco/user/orderdetail?order_no=${order.data.order_no}`, stranger)).toMatchObject({
      code: 404,
      msg: 'Order not found.',
    })
    expect(await get(`/api/v1/sco/user/orderdetail?order_no=1234567890123456`, stranger)).toMatchObject({
      code: 404,
      msg: 'Order not found.',
    })
    const pay = await post('/api/v1/sco/user/payorder', stranger, { order_no: order.data.order_no, payment_method: 'alipay' })
    expect(pay.code).toBe(404)
    expect((await get('/api/v1/sco/user/orderlists', stranger)).data.total).toBe(0)
    expect((await get(`/api/v1/sco/user/orderlists?user_id=${owner.userId}`, stranger)).code).toBe(403)
  })

  it('finds an order by number and the contact it was placed with, for a guest', async () => {
    const owner = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), owner.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const order = await createOrder(
      owner,
      orderBody('sco', { contact: { email: 'Guest.Finder@Example.test', phone: '+86 138 0013 8000' } }),
    )
    const byEmail = await get(`/api/v1/sco/searchorder?order_no=${order.data.order_no}&contact=guest.finder@example.test`)
    expect(byEmail.data.order_no).toBe(order.data.order_no)
    const byPhone = await get(`/api/v1/sco/searchorder?order_no=${order.data.order_no}&contact=${encodeURIComponent('+8613800138000')}`)
    expect(byPhone.code).toBe(200)
    const wrong = await get(`/api/v1/sco/searchorder?order_no=${order.data.order_no}&contact=someone@example.test`, undefined, {
      'x-forwarded-for': '10.9.9.9',
    })
    expect(wrong).toMatchObject({ code: 404, msg: 'Order not found.' })
  })

  it('slows down guessing order numbers', async () => {
    const headers = { 'x-forwarded-for': '10.1.2.3' }
    const answers = []
    for (let index = 0; index < 12; index += 1)
      answers.push(await get(`/api/v1/sco/searchorder?order_no=99999999${index}&contact=a@b.cd`, undefined, headers))
    expect(answers.slice(0, 10).every((answer) => answer.code === 404)).toBe(true)
    expect(answers[11].code).toBe(429)
  })
})

// A wallet's order is confirmed when placed; a card's once the charge resolved (mails.test.ts).
describe('the confirmation e-mail', () => {
  it('goes to the contact in the language the shopper ordered in', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const order = await createOrder(
      shopper,
      orderBody('sco', { contact: { email: 'mail.test@example.test' }, currency: 'CNY', payment_method: 'alipay' }),
      {
        'accept-language': 'zh-CN',
      },
    )
    // Sent by a worker after the order committed: wait for it as a shopper waits for mail.
    const mail = await vi.waitFor(
      () => db().selectFrom('outbox').selectAll().where('to_address', '=', 'mail.test@example.test').executeTakeFirstOrThrow(),
      { timeout: 10_000 },
    )
    expect(mail.subject).toBe(`您的订单 ${order.data.order_no}`)
    expect(mail.text).toContain('合计')
    expect(mail.text).toContain('¥')
  })

  it('is not sent again for an idempotent retry', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const headers = { 'idempotency-key': 'mail-once-00001' }
    const mails = () => db().selectFrom('outbox').select('id').where('to_address', '=', 'once@example.test').execute()
    const body = orderBody('sco', { contact: { email: 'once@example.test' }, payment_method: 'alipay' })
    await createOrder(shopper, body, headers)
    await vi.waitFor(async () => expect(await mails()).toHaveLength(1), { timeout: 10_000 })
    await createOrder(shopper, body, headers)
    // No mail job waits or runs: a second mail would be in the outbox now.
    await vi.waitFor(async () => expect(await shop.app.jobs.pending(mailJob)).toBe(0), { timeout: 10_000 })
    expect(await mails()).toHaveLength(1)
  })
})

describe('GET /shippingmethods', () => {
  it('offers Standard International from its lowest fee in USD minor units, over every zone’s estimate', async () => {
    const body = await get('/api/v1/sco/shippingmethods')
    // East Asia's first band (US$9 × 0.6, whole dollars: US$5); East Asia's 3 to the rest of the world's 25 business days.
    expect(Math.min(...seedZones.map((zone) => bandsOf(zone)[0][2]))).toBe(500)
    expect(body.data.list).toEqual([{ id: 'standard_international', name: 'Standard International', fee_usd: 500, days: [3, 25] }])
  })
})
