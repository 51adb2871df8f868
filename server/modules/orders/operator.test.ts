import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../env.ts'
import { commands } from '../../cli/commands/index.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { releaseExpiredOrders } from './sweeper.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, stockOf, type Shopper } from './test/shoppers.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const minutes = (count: number) => count * 60_000

/** Runs `npm run shop -- <name> …` against the test database. */
async function shopCommand(name: string, positionals: string[] = [], values: Record<string, string | boolean | string[]> = {}) {
  const command = commands[name]
  if (!command) throw new Error(`no command ${name}`)
  return command.run({ db: db(), config: loadConfig({ NODE_ENV: 'test' }), values, positionals, now: () => shop.clock.now })
}

async function placed(
  paymentMethod: string,
  items: { quantity: number }[] = [{ quantity: 2 }],
  extra: Record<string, unknown> = {},
  shopper?: Shopper,
) {
  const buyer = shopper ?? (await createShopper(db()))
  const all = await goodsOf(db(), 'sco')
  await fillCart(
    db(),
    buyer.userId,
    'sco',
    items.map((item, index) => ({ goods_id: all[index].id, quantity: item.quantity })),
  )
  const body = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: orderBody('sco', { payment_method: paymentMethod, ...extra }),
      headers: buyer.headers,
    })
  ).json()
  expect(body.code).toBe(200)
  return { shopper: buyer, orderNo: body.data.order_no as string, goodsIds: all.slice(0, items.length).map((goods) => goods.id) }
}

const stateOf = async (orderNo: string) =>
  db()
    .selectFrom('orders')
    .select(['status', 'fulfillment_status', 'refunded', 'total'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()

describe('unpaid orders', () => {
  it('are released after 30 minutes: canceled, stock and coupon back', async () => {
    const shopper = await createShopper(db())
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 300 })
    const [goods] = await goodsOf(db(), 'sco')
    const before = await stockOf(db(), goods.id)
    const { orderNo } = await placed('card', [{ quantity: 2 }], { user_coupon_id: couponId }, shopper)
    const cod = await placed('cod')
    expect(await stockOf(db(), goods.id)).toBe(before - 4)

    shop.clock.advance(minutes(29))
    expect(await releaseExpiredOrders({ db: db(), now: () => shop.clock.now })).not.toContain(orderNo)
    shop.clock.advance(minutes(2))
    expect(await releaseExpiredOrders({ db: db(), now: () => shop.clock.now })).toContain(orderNo)

    expect(await stateOf(orderNo)).toMatchObject({ status: 'canceled', fulfillment_status: 'no_deduction' })
    expect(await stockOf(db(), goods.id)).toBe(before - 2)
    const coupon = await db().selectFrom('user_coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow()
    expect(coupon).toMatchObject({ used_at: null, order_id: null })
    // Cash on delivery has no deadline.
    expect((await stateOf(cod.orderNo)).status).toBe('unpaid')
    // Releasing again changes nothing.
    expect(await releaseExpiredOrders({ db: db(), now: () => shop.clock.now })).toEqual([])
    expect(await stockOf(db(), goods.id)).toBe(before - 2)
  })

  it('are released on demand by the operator, and the wallet page then refuses to pay', async () => {
    const { shopper, orderNo } = await placed('alipay')
    const started = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/payorder',
        payload: { order_no: orderNo, payment_method: 'alipay' },
        headers: shopper.headers,
      })
    ).json()
    expect(started.code).toBe(401)
    shop.clock.advance(minutes(31))
    expect(await shopCommand('release-expired')).toContain(orderNo)
    expect((await stateOf(orderNo)).status).toBe('canceled')
    const page = await shop.app.inject({ method: 'GET', url: started.redirect_url })
    expect(page.body).toContain('no longer waiting')
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${orderNo}`, headers: shopper.headers })
    ).json()
    expect(detail.data).toMatchObject({ status: 'canceled', payable: false, pay_before: null })
  })
})

describe('the operator command', () => {
  it('takes a cash-on-delivery order through review, partial and full shipment, cash collected and completion', async () => {
    const { orderNo, goodsIds } = await placed('cod', [{ quantity: 2 }, { quantity: 1 }])
    expect(await shopCommand('orders', [], { status: 'unpaid', limit: '500' })).toContain(orderNo)
    await expect(shopCommand('mark-paid', [orderNo])).rejects.toThrow('Cannot mark paid this order: its fulfillment status is unshipped.')
    expect(await shopCommand('review', [orderNo])).toContain('reviewed / unshipped')
    expect(await shopCommand('ship', [orderNo], { goods: [`${goodsIds[0]}:1`] })).toContain('reviewed / partial_shipment')
    await expect(shopCommand('ship', [orderNo], { goods: [`${goodsIds[1]}:5`] })).rejects.toThrow(
      `Product ${goodsIds[1]} is not in this order or has no more to ship.`,
    )
    await expect(shopCommand('complete', [orderNo])).rejects.toThrow('Cannot complete this order')
    expect(await shopCommand('ship', [orderNo], { all: true })).toContain('reviewed / all_shipped')
    await expect(shopCommand('complete', [orderNo])).rejects.toThrow('Cannot complete this order: its status is reviewed.')
    expect(await shopCommand('mark-paid', [orderNo])).toContain('paid / all_shipped')
    expect(await shopCommand('complete', [orderNo])).toContain('paid / completed')
    await expect(shopCommand('cancel', [orderNo])).rejects.toThrow('Cannot cancel this order: its status is paid.')
    const lines = await db()
      .selectFrom('order_lines')
      .select(['quantity', 'shipped_quantity'])
      .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('order_no', '=', orderNo))
      .execute()
    expect(lines.every((line) => line.quantity === line.shipped_quantity)).toBe(true)
  })

  it('refuses to ship an unpaid online order, and ships it once paid', async () => {
    const { shopper, orderNo } = await placed('card')
    await expect(shopCommand('ship', [orderNo], { all: true })).rejects.toThrow('Only cash-on-delivery orders')
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
      payload: { order_no: orderNo, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
      headers: shopper.headers,
    })
    expect(await shopCommand('ship', [orderNo], { all: true })).toContain('paid / all_shipped')
  })

  it('refunds part (split) then the rest (refund); a full refund before shipping puts the stock back', async () => {
    const paidOrder = async () => {
      const { shopper, orderNo, goodsIds } = await placed('card', [{ quantity: 1 }])
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
        payload: { order_no: orderNo, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
        headers: shopper.headers,
      })
      return { orderNo, goodsId: goodsIds[0] }
    }
    const first = await paidOrder()
    await shopCommand('ship', [first.orderNo], { all: true })
    expect(await shopCommand('refund', [first.orderNo], { amount: '100' })).toContain('split / all_shipped')
    const { total } = await stateOf(first.orderNo)
    await expect(shopCommand('refund', [first.orderNo], { amount: String(total) })).rejects.toThrow('A refund cannot exceed')
    expect(await shopCommand('refund', [first.orderNo])).toContain('refund / all_shipped')
    expect(await stateOf(first.orderNo)).toMatchObject({ status: 'refund', refunded: total })
    await expect(shopCommand('refund', [first.orderNo])).rejects.toThrow('Cannot refund this order: its status is refund.')

    const second = await paidOrder()
    const before = await stockOf(db(), second.goodsId)
    expect(await shopCommand('refund', [second.orderNo])).toContain('refund / no_deduction')
    expect(await stockOf(db(), second.goodsId)).toBe(before + 1)
  })

  it('cancels an unpaid order with its coupon and stock going back', async () => {
    const shopper = await createShopper(db())
    const couponId = await giveCoupon(db(), shopper.userId)
    const { orderNo, goodsIds } = await placed('card', [{ quantity: 3 }], { user_coupon_id: couponId }, shopper)
    const before = await stockOf(db(), goodsIds[0])
    expect(await shopCommand('cancel', [orderNo])).toContain('canceled / no_deduction')
    expect(await stockOf(db(), goodsIds[0])).toBe(before + 3)
    expect(
      (await db().selectFrom('user_coupons').select('used_at').where('id', '=', couponId).executeTakeFirstOrThrow()).used_at,
    ).toBeNull()
    await expect(shopCommand('cancel', [orderNo])).rejects.toThrow('Cannot cancel this order: its status is canceled.')
  })

  it('sets stock and exchange rates, refusing nonsense', async () => {
    const [goods] = await goodsOf(db(), 'ene')
    expect(await shopCommand('set-stock', [String(goods.id), '42'])).toContain('42 in stock')
    expect(await stockOf(db(), goods.id)).toBe(42)
    await expect(shopCommand('set-stock', [String(goods.id), '-1'])).rejects.toThrow('The stock must be a whole number')
    await expect(shopCommand('set-stock', ['999999', '1'])).rejects.toThrow('Product 999999 does not exist.')
    expect(await shopCommand('set-rate', ['CNY', '7.2'])).toContain('1 USD = 7.2 CNY')
    const rates = (await shop.app.inject({ method: 'GET', url: '/api/v1/sco/exchangerate' })).json()
    expect(rates.data.rates.find((rate: { currency: string }) => rate.currency === 'CNY').rate).toMatch(/^7\.2/)
    await expect(shopCommand('set-rate', ['CNY', '0'])).rejects.toThrow('positive number')
    await expect(shopCommand('set-rate', ['ABCD', '1'])).rejects.toThrow('three-letter')
    await expect(shopCommand('ship', ['not-a-number'], { all: true })).rejects.toThrow('Give an order number')
    await expect(shopCommand('ship', ['1234567890123456'], { all: true })).rejects.toThrow('Order not found.')
  })
})
