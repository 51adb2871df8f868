import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shelfPriceFromUsd } from '#contract/money.ts'
import { minorFromUsd } from '#contract/orders.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, setStock, stockOf, type Shopper } from './test/shoppers.ts'

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
const createOrder = (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
  post('/api/v1/sco/user/createorder', shopper, body, headers)
/** Standard International for the shopper's sco cart to the UK in USD cents, as the confirm step quotes it. */
const ukShipping = async (shopper: Shopper) => {
  const response = await shop.app.inject({ url: '/api/v1/sco/user/orderquote?line=sco&currency=USD&country=GB', headers: shopper.headers })
  return (response.json() as { data: { shipping: number } }).data.shipping
}

describe('POST /api/v1/{product}/user/createorder', () => {
  it('prices every line itself, ignoring prices and totals sent in the body', async () => {
    const shopper = await createShopper(db())
    const [first, second] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [
      { goods_id: first.id, quantity: 2 },
      { goods_id: second.id, quantity: 1 },
    ])
    // Delivery is priced by parcel and country now (no longer a flat US$15): the UK's rate for this cart.
    const shipping = await ukShipping(shopper)
    expect(shipping).toBeGreaterThan(0)
    const tampered = { ...orderBody('sco'), total: 1, subtotal: 1, price: 1, lines: [{ goods_id: first.id, price: 1, quantity: 2 }] }
    const body = await createOrder(shopper, tampered)
    expect(body.code).toBe(200)
    expect(body.msg).toBe('purchase successful!')
    const subtotal = first.price_cents * 2 + second.price_cents
    expect(body.data.subtotal).toBe(subtotal)
    expect(body.data.shipping).toBe(shipping)
    // A UK order pays its VAT (and duty above £135) with the order (issue 50), included in the total.
    expect(body.data.duties_taxes).toMatchObject({ country: 'GB' })
    expect(body.data.duties_taxes.total).toBeGreaterThan(0)
    expect(body.data.total).toBe(subtotal + shipping + body.data.duties_taxes.total)
    expect(
      body.data.lines.map((line: { goods_id: number; price: number; quantity: number }) => [line.goods_id, line.price, line.quantity]),
    ).toEqual([
      [first.id, first.price_cents, 2],
      [second.id, second.price_cents, 1],
    ])
    expect(body.data).toMatchObject({
      status: 'unpaid',
      fulfillment_status: 'unshipped',
      currency: 'USD',
      exchange_rate: '1',
      payable: true,
      shipping_method: 'standard_international',
    })
    expect(body.data.shipping_address).toMatchObject({ first_name: 'Ada', city: 'London', country: 'GB' })
    expect(body.data.billing_address).toEqual(body.data.shipping_address)
    expect(body.data.order_no).toMatch(/^\d{16}$/)
  })

  it("charges in the chosen currency at the rate of the moment, each unit rounded as the currency's prices are", async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 3 }])
    const shippingUsd = await ukShipping(shopper)
    const body = await createOrder(shopper, orderBody('sco', { currency: 'CNY' }))
    expect(body.code).toBe(200)
    // Yuan prices are seeded to round up to whole units; the delivery fee is converted as it is.
    const unit = shelfPriceFromUsd(goods.price_cents, 'CNY', '7.12', { round_to: 100, price_ending: 0 })
    expect(unit % 100).toBe(0)
    expect(body.data).toMatchObject({
      currency: 'CNY',
      exchange_rate: '7.12',
      subtotal: unit * 3,
      shipping: minorFromUsd(shippingUsd, 'CNY', '7.12'),
    })
    expect(body.data.lines[0]).toMatchObject({ price: unit, price_usd: goods.price_cents, total: unit * 3 })
  })

  it('reserves the stock, empties the cart of that line only and keeps the other lines’ carts', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    const [energy] = await goodsOf(db(), 'ene')
    const before = await stockOf(db(), goods.id)
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 2 }])
    await fillCart(db(), shopper.userId, 'ene', [{ goods_id: energy.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('sco'))).code).toBe(200)
    expect(await stockOf(db(), goods.id)).toBe(before - 2)
    const left = await db().selectFrom('cart_lines').select('line').where('user_id', '=', shopper.userId).execute()
    expect(left.map((row) => row.line)).toEqual(['ene'])
    const again = await createOrder(shopper, orderBody('sco'))
    expect(again).toMatchObject({ code: 409, msg: 'Your cart is empty.' })
  })

  it('refuses more than the stock with the product’s name and changes nothing', async () => {
    const shopper = await createShopper(db())
    const [, , goods] = await goodsOf(db(), 'sco')
    await setStock(db(), goods.id, 1)
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 2 }])
    const body = await createOrder(shopper, orderBody('sco'))
    expect(body).toMatchObject({ code: 409, msg: `Only 1 of ${goods.name_en} left in stock.` })
    expect(await stockOf(db(), goods.id)).toBe(1)
    expect(await db().selectFrom('cart_lines').select('id').where('user_id', '=', shopper.userId).execute()).toHaveLength(1)
  })

  it('uses a saved address by id and can save a typed one to the address book', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    // China's rules (Google's address metadata): a province from the list (by its Latin name too) and a 6-digit postal code.
    const typed = {
      ...orderBody('sco').shipping_address,
      city: 'Shanghai',
      country: 'cn',
      state: 'Shanghai Shi',
      postal_code: '200001',
      phone: '+86 138 0013 8000',
      save_address: true,
    }
    expect((await createOrder(shopper, orderBody('sco', { shipping_address: typed }))).code).toBe(200)
    const saved = await db().selectFrom('addresses').selectAll().where('user_id', '=', shopper.userId).execute()
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ city: 'Shanghai', country: 'CN', state: '上海市', phone: '+8613800138000', is_default: true })

    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const billing = { ...orderBody('sco').shipping_address, first_name: 'Bill' }
    const body = await createOrder(
      shopper,
      orderBody('sco', { shipping_address: { address_id: saved[0].id }, billing_same_as_shipping: false, billing_address: billing }),
    )
    expect(body.data.shipping_address.city).toBe('Shanghai')
    expect(body.data.billing_address.first_name).toBe('Bill')

    const other = await createShopper(db())
    await fillCart(db(), other.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const stolen = await createOrder(other, orderBody('sco', { shipping_address: { address_id: saved[0].id } }))
    expect(stolen.code).toBe(409)
    expect(stolen.msg).toMatch(/no longer exists/)
  })

  it('refuses an address its country does not accept, and asks to check a saved one that no longer passes, writing nothing', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const before = await stockOf(db(), goods.id)
    const noState = { ...orderBody('sco').shipping_address, country: 'US', state: '', postal_code: '94104', phone: '' }
    expect(await createOrder(shopper, orderBody('sco', { shipping_address: noState }))).toMatchObject({
      code: 422,
      msg: 'Please select a state / province from the list',
      data: { fields: [{ field: 'shipping_address.state', problem: 'state' }] },
    })
    const badBilling = { ...orderBody('sco').shipping_address, postal_code: '12' }
    expect(await createOrder(shopper, orderBody('sco', { billing_same_as_shipping: false, billing_address: badBilling }))).toMatchObject({
      code: 422,
      data: { fields: [{ field: 'billing_address.postal_code', problem: 'postalCodeFormat' }] },
    })
    const [legacy] = await db()
      .insertInto('addresses')
      .values({ ...orderBody('sco').shipping_address, country: 'England', user_id: shopper.userId, is_default: true })
      .returning('id')
      .execute()
    expect(await createOrder(shopper, orderBody('sco', { shipping_address: { address_id: legacy!.id } }))).toMatchObject({
      code: 422,
      msg: 'Please check this address: Please select a country',
      data: { address_id: legacy!.id, needs_check: true },
    })
    const kept = await db().selectFrom('addresses').select('country').where('id', '=', legacy!.id).executeTakeFirstOrThrow()
    expect(kept.country).toBe('England')
    expect(await stockOf(db(), goods.id)).toBe(before)
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([])
  })

  it('answers bad checkout fields with the checkout’s own sentences, in the caller’s language', async () => {
    const shopper = await createShopper(db())
    const noLastName = { ...orderBody('sco').shipping_address, last_name: '' }
    const cases: [Record<string, unknown>, string][] = [
      [{ contact: { email: 'not-an-email' } }, 'Enter a valid email or mobile phone number'],
      [{ contact: {} }, 'Enter a valid email or mobile phone number'],
      [{ contact: { phone: '12' } }, 'Enter a valid email or mobile phone number'],
      [{ shipping_address: noLastName }, 'Enter a last name'],
      [{ shipping_address: { ...noLastName, last_name: 'L', city: ' ' } }, 'Enter a city'],
      [{ shipping_address: { ...noLastName, last_name: 'L', address: '' } }, 'Enter an address'],
      [{ shipping_address: { ...noLastName, last_name: 'L', country: '' } }, 'Please select a country'],
      [{ shipping_address: { ...noLastName, last_name: 'L', first_name: '' } }, 'Please input First name!'],
      [{ shipping_address: { ...noLastName, last_name: 'L', postal_code: '' } }, 'Please input Postal/Zip code!'],
      [{ shipping_address: undefined }, 'Enter an address'],
    ]
    const answers = []
    for (const [override] of cases) {
      const body = await createOrder(shopper, orderBody('sco', override))
      answers.push({ code: body.code, msg: body.msg })
    }
    expect(answers).toEqual(cases.map(([, message]) => ({ code: 422, msg: message })))
    const zh = await createOrder(shopper, orderBody('sco', { shipping_address: noLastName }), { 'accept-language': 'zh-CN' })
    expect(zh).toMatchObject({ code: 422, msg: '请输入姓氏' })
    const badMethod = await createOrder(shopper, orderBody('sco', { payment_method: 'bitcoin' }))
    expect(badMethod).toMatchObject({ code: 422, msg: 'Please check payment_method.' })
    const badCurrency = await createOrder(shopper, orderBody('sco', { currency: 'XXX' }))
    expect(badCurrency).toMatchObject({ code: 422, msg: 'We cannot charge in XXX. Please choose another currency.' })
  })

  it('asks a guest to log in', async () => {
    const body = (await shop.app.inject({ method: 'POST', url: '/api/v1/sco/user/createorder', payload: orderBody('sco') })).json()
    expect(body.code).toBe(405)
  })
})

describe('Idempotency-Key on createorder', () => {
  it('answers a retry with the same order and reserves once', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'boot').then(async (list) => (list.length ? list : goodsOf(db(), 'sco')))
    const line = (await db().selectFrom('goods').select('line').where('id', '=', goods.id).executeTakeFirstOrThrow()).line as 'sco' | 'boot'
    const before = await stockOf(db(), goods.id)
    await fillCart(db(), shopper.userId, line, [{ goods_id: goods.id, quantity: 1 }])
    const headers = { 'idempotency-key': 'order-retry-0001' }
    const first = await post(`/api/v1/${line}/user/createorder`, shopper, orderBody(line), headers)
    const retry = await post(`/api/v1/${line}/user/createorder`, shopper, orderBody(line), headers)
    expect(first.code).toBe(200)
    expect(retry.code).toBe(200)
    expect(retry.data.order_no).toBe(first.data.order_no)
    expect(await stockOf(db(), goods.id)).toBe(before - 1)
    const orders = await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()
    expect(orders).toHaveLength(1)
  })

  it('answers concurrent retries with one order', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const headers = { 'idempotency-key': 'order-concurrent-1' }
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrder(shopper, orderBody('sco'), headers)))
    const numbers = new Set(answers.filter((answer) => answer.code === 200).map((answer) => answer.data.order_no))
    expect(numbers.size).toBe(1)
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toHaveLength(1)
  })

  it('refuses the same key with another body, clearly', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const headers = { 'idempotency-key': 'order-reuse-0001' }
    expect((await createOrder(shopper, orderBody('sco'), headers)).code).toBe(200)
    const reused = await createOrder(shopper, orderBody('sco', { note: 'another order' }), headers)
    expect(reused).toMatchObject({
      code: 409,
      msg: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    })
  })

  it('lets a key be retried after a refusal that changed nothing', async () => {
    const shopper = await createShopper(db())
    const headers = { 'idempotency-key': 'order-after-empty' }
    expect((await createOrder(shopper, orderBody('sco'), headers)).code).toBe(409)
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('sco'), headers)).code).toBe(200)
  })

  it('refuses a malformed key', async () => {
    const shopper = await createShopper(db())
    const body = await createOrder(shopper, orderBody('sco'), { 'idempotency-key': 'bad key!' })
    expect(body.code).toBe(422)
  })
})

describe('under concurrency', () => {
  it('sells the last 5 units to exactly 5 of 50 shoppers ordering at once', async () => {
    const [goods] = await goodsOf(db(), 'ene')
    await setStock(db(), goods.id, 5)
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createShopper(db())))
    for (const shopper of shoppers) await fillCart(db(), shopper.userId, 'ene', [{ goods_id: goods.id, quantity: 1 }])
    const answers = await Promise.all(shoppers.map((shopper) => post('/api/v1/ene/user/createorder', shopper, orderBody('ene'))))
    const placed = answers.filter((answer) => answer.code === 200)
    expect(placed).toHaveLength(5)
    expect(answers.filter((answer) => answer.code !== 200).every((answer) => answer.code === 409 && /sold out/.test(answer.msg))).toBe(true)
    expect(await stockOf(db(), goods.id)).toBe(0)
    const sold = await db()
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number>('quantity').as('sold'))
      .where('goods_id', '=', goods.id)
      .where('order_id', 'in', (eb) =>
        eb
          .selectFrom('orders')
          .select('id')
          .where(
            'user_id',
            'in',
            shoppers.map((shopper) => shopper.userId),
          ),
      )
      .executeTakeFirstOrThrow()
    expect(Number(sold.sold)).toBe(5)
  })

  it('lets one coupon pay for one order only, with 10 orders trying at once', async () => {
    const shopper = await createShopper(db())
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 500 })
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createOrder(shopper, orderBody('sco', { user_coupon_id: couponId }))),
    )
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1)
    const used = await db().selectFrom('orders').select('discount').where('user_coupon_id', '=', couponId).execute()
    expect(used).toEqual([{ discount: 500 }])
  })

  it('lets one coupon pay for one order when carts of three lines order at once', async () => {
    const shopper = await createShopper(db())
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 500 })
    const lines = ['sco', 'ene', 'boot'] as const
    for (const line of lines) {
      const all = await db()
        .selectFrom('goods')
        .select(['id', 'sizes'])
        .where('line', '=', line)
        .where('stock', '>', 10)
        .orderBy('id')
        .execute()
      const goods = all[0]
      await fillCart(db(), shopper.userId, line, [{ goods_id: goods.id, quantity: 1, size: goods.sizes[0] ?? '' }])
    }
    const answers = await Promise.all(
      lines.map((line) => post(`/api/v1/${line}/user/createorder`, shopper, orderBody(line, { user_coupon_id: couponId }))),
    )
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === 409 && answer.msg === 'This coupon has already been used.')).toHaveLength(2)
  })
})

describe('coupons', () => {
  it('takes the coupon off in the order currency and marks it used by that order', async () => {
    const shopper = await createShopper(db())
    const couponId = await giveCoupon(db(), shopper.userId, { amount: 1000 })
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const body = await createOrder(shopper, orderBody('sco', { user_coupon_id: couponId, currency: 'EUR' }))
    expect(body.data.discount).toBe(minorFromUsd(1000, 'EUR', '0.92'))
    expect(body.data.total).toBe(body.data.subtotal + body.data.shipping - body.data.discount + body.data.duties_taxes.total)
    expect(body.data.coupon_name).toBe('Test coupon')
    const held = await db().selectFrom('user_coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow()
    expect(held.used_at).not.toBeNull()
    expect(held.order_id).not.toBeNull()
  })

  it('refuses someone else’s, an expired and an under-spent coupon, changing nothing', async () => {
    const shopper = await createShopper(db())
    const other = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const before = await stockOf(db(), goods.id)
    const othersCoupon = await giveCoupon(db(), other.userId)
    const expired = await giveCoupon(db(), shopper.userId, { expiresAt: new Date(shop.clock.now.getTime() - 1000) })
    const tooSmall = await giveCoupon(db(), shopper.userId, { minSpend: 100_000_000 })
    expect(await createOrder(shopper, orderBody('sco', { user_coupon_id: othersCoupon }))).toMatchObject({
      code: 409,
      msg: 'This coupon is not yours or does not exist.',
    })
    expect(await createOrder(shopper, orderBody('sco', { user_coupon_id: expired }))).toMatchObject({
      code: 409,
      msg: 'This coupon has expired.',
    })
    expect(await createOrder(shopper, orderBody('sco', { user_coupon_id: tooSmall }))).toMatchObject({
      code: 409,
      msg: 'This coupon needs a subtotal of at least $1,000,000.00.',
    })
    expect(await stockOf(db(), goods.id)).toBe(before)
  })

  it('never discounts more than the subtotal', async () => {
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    const couponId = await giveCoupon(db(), shopper.userId, { amount: goods.price_cents + 100_000 })
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const body = await createOrder(shopper, orderBody('sco', { user_coupon_id: couponId }))
    expect(body.data.discount).toBe(body.data.subtotal)
    expect(body.data.total).toBe(body.data.shipping + body.data.duties_taxes.total)
  })
})
