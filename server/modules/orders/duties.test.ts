import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, shippingAddress, type Shopper } from './test/shoppers.ts'

// Issue 50: duties and import taxes in the quote, the order's total and its frozen figures.

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const get = async (url: string, shopper: Shopper, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'GET', url, headers: { ...shopper.headers, ...headers } })).json()
const createOrder = async (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
  (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/ene/user/createorder',
      payload: body as object,
      headers: { ...shopper.headers, ...headers },
    })
  ).json()

async function shopperWithBattery() {
  const shopper = await createShopper(db())
  const [goods] = await goodsOf(db(), 'ene')
  await fillCart(db(), shopper.userId, 'ene', [{ goods_id: goods.id, quantity: 1 }])
  return { shopper, goods }
}

describe('duties and taxes', () => {
  it('quotes duties and taxes for the UK, places the order with the same figures and freezes them against a later rate change', async () => {
    const { shopper } = await shopperWithBattery()
    const quote = await get('/api/v1/ene/user/orderquote?line=ene&currency=GBP&country=GB', shopper)
    expect(quote.code).toBe(200)
    const duties = quote.data.duties_taxes
    expect(duties).toMatchObject({ country: 'GB' })
    expect(duties.tax).toBeGreaterThan(0)
    expect(duties.total).toBe(duties.duty + duties.tax + duties.clearance)
    expect(quote.data.total).toBe(quote.data.subtotal + quote.data.shipping - quote.data.discount + duties.total)
    expect(duties.rules.map((rule: { kind: string }) => rule.kind)).toEqual(expect.arrayContaining(['duty', 'tax']))

    const order = await createOrder(shopper, orderBody('ene', { currency: 'GBP', expected_total: quote.data.total }))
    expect(order.code).toBe(200)
    expect(order.data.total).toBe(quote.data.total)
    expect(order.data.duties_taxes).toEqual(duties)

    // An operator raises UK VAT: new quotes follow, the placed order keeps its figures.
    await db().updateTable('destination_taxes').set({ vat_bp: 2500 }).where('country', '=', 'GB').execute()
    shop.app.clearSharedCaches()
    const detail = await get(`/api/v1/ene/user/orderdetail?order_no=${order.data.order_no}`, shopper)
    expect(detail.data.duties_taxes).toEqual(duties)
    expect(detail.data.total).toBe(order.data.total)
    const stored = await db()
      .selectFrom('orders')
      .select(['duties_taxes', 'total'])
      .where('order_no', '=', order.data.order_no)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ duties_taxes: duties.total, total: order.data.total })
    const { shopper: next } = await shopperWithBattery()
    const raised = await get('/api/v1/ene/user/orderquote?line=ene&currency=GBP&country=GB', next)
    expect(raised.data.duties_taxes.tax).toBeGreaterThan(duties.tax)
    await db().updateTable('destination_taxes').set({ vat_bp: 2000 }).where('country', '=', 'GB').execute()
    shop.app.clearSharedCaches()
  })

  it('refuses an order whose expected total leaves the duties out, writing nothing', async () => {
    const { shopper } = await shopperWithBattery()
    const quote = await get('/api/v1/ene/user/orderquote?line=ene&currency=GBP&country=GB', shopper)
    const withoutDuties = quote.data.total - quote.data.duties_taxes.total
    const crafted = await createOrder(shopper, orderBody('ene', { currency: 'GBP', expected_total: withoutDuties }))
    expect(crafted).toMatchObject({ code: 409, msg: 'The total changed, please review', data: { total: quote.data.total } })
    const orders = await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()
    expect(orders).toHaveLength(0)
  })

  it('charges nothing more in Hong Kong and keeps pick-up free of duties', async () => {
    const { shopper } = await shopperWithBattery()
    const quote = await get('/api/v1/ene/user/orderquote?line=ene&currency=USD&country=HK', shopper)
    expect(quote.data.duties_taxes).toMatchObject({ country: 'HK', duty: 0, tax: 0, total: 0 })
    const pickup = await get('/api/v1/ene/user/orderquote?line=ene&currency=USD&delivery_method=pickup', shopper)
    expect(pickup.data.duties_taxes).toBeNull()
  })

  it('refuses a product without HS code where duty is due, in the shopper’s language, and sells it where none is', async () => {
    const { shopper, goods } = await shopperWithBattery()
    await db().updateTable('goods').set({ hs_code: null, origin_country: null }).where('id', '=', goods.id).execute()
    try {
      const us = await get('/api/v1/ene/user/orderquote?line=ene&currency=USD&country=US', shopper)
      expect(us).toMatchObject({ code: 409, data: { delivery: 'no_duties', country: 'US', goods_id: goods.id } })
      expect(us.msg).toBe(
        `${goods.name_en} cannot be delivered to United States yet: its duties and taxes cannot be worked out. Please remove it from your cart.`,
      )
      const zh = await get('/api/v1/ene/user/orderquote?line=ene&currency=USD&country=US', shopper, { 'accept-language': 'zh-CN' })
      expect(zh.msg).toMatch(/美国/)
      const order = await createOrder(
        shopper,
        orderBody('ene', {
          shipping_address: { ...shippingAddress, country: 'US', state: 'NY', postal_code: '10001', phone: '+1 212 555 0100' },
        }),
      )
      expect(order.code).toBe(409)
      // Hong Kong charges no duty on any of it: no classification needed.
      const hk = await get('/api/v1/ene/user/orderquote?line=ene&currency=USD&country=HK', shopper)
      expect(hk.code).toBe(200)
    } finally {
      await db().updateTable('goods').set({ hs_code: '850760', origin_country: 'CN' }).where('id', '=', goods.id).execute()
    }
  })

  it('works duty and VAT out on the price paid after a coupon, in the quote and on the order alike', async () => {
    const { shopper: full } = await shopperWithBattery()
    const { shopper } = await shopperWithBattery()
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 5_000 })
    const url = '/api/v1/ene/user/orderquote?line=ene&currency=GBP&country=GB'
    const without = await get(url, full)
    const quote = await get(`${url}&user_coupon_id=${couponId}`, shopper)
    expect(quote.data.discount).toBeGreaterThan(0)
    // 20 % VAT on goods, delivery and duty: $50 less paid is less tax.
    expect(quote.data.duties_taxes.tax).toBeLessThan(without.data.duties_taxes.tax)
    expect(quote.data.total).toBe(quote.data.subtotal + quote.data.shipping - quote.data.discount + quote.data.duties_taxes.total)
    const order = await createOrder(
      shopper,
      orderBody('ene', { currency: 'GBP', user_coupon_id: couponId, expected_total: quote.data.total }),
    )
    expect(order.code).toBe(200)
    expect(order.data.duties_taxes).toEqual(quote.data.duties_taxes)
  })
})
