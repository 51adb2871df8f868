import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, giveCoupon, goodsOf, orderBody, shippingAddress, stockOf, type Shopper } from '../orders/test/shoppers.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const createOrder = async (shopper: Shopper, body: unknown, locale = 'en') => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/sco/user/createorder',
    payload: body as object,
    headers: { ...shopper.headers, 'accept-language': locale },
  })
  return response.json()
}

/** 'YYYY-MM-DD' of someone who turned `years` old `days` days ago on the shop's clock. */
const bornYearsAgo = (years: number, days = 10) => {
  const day = new Date(shop.clock.now.getTime() - days * 86_400_000)
  day.setUTCFullYear(day.getUTCFullYear() - years)
  return day.toISOString().slice(0, 10)
}

const us = {
  ...shippingAddress,
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  address: '548 Market St',
  postal_code: '94104',
  phone: '+1 415 555 0100',
}
const sg = {
  ...shippingAddress,
  country: 'SG',
  city: 'Singapore',
  address: '1 Raffles Place',
  postal_code: '048616',
  phone: '+65 6123 4567',
}

/** A shopper with a vape in the cart and a coupon, and what must not change when the order is refused. */
async function vapeShopper() {
  const shopper = await createShopper(db())
  const [vape] = await goodsOf(db(), 'cig')
  await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
  const coupon = await giveCoupon(db(), shopper.userId, { amount: 100 })
  const stock = await stockOf(db(), vape.id)
  const unchanged = async () => {
    expect(await stockOf(db(), vape.id)).toBe(stock)
    const held = await db().selectFrom('user_coupons').select(['used_at', 'order_id']).where('id', '=', coupon).executeTakeFirstOrThrow()
    expect(held).toEqual({ used_at: null, order_id: null })
    expect(await db().selectFrom('cart_lines').select('id').where('user_id', '=', shopper.userId).execute()).toHaveLength(1)
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toHaveLength(0)
    const user = await db().selectFrom('users').select('date_of_birth').where('id', '=', shopper.userId).executeTakeFirstOrThrow()
    expect(user.date_of_birth).toBeNull()
  }
  return { shopper, coupon, unchanged }
}

describe('what may go where, and to whom (createorder)', () => {
  it('refuses a vape to Singapore with the reason, in both languages, and writes nothing', async () => {
    const { shopper, coupon, unchanged } = await vapeShopper()
    const body = orderBody('cig', { shipping_address: sg, user_coupon_id: coupon, date_of_birth: bornYearsAgo(30) })
    expect(await createOrder(shopper, body)).toMatchObject({
      code: 422,
      msg: 'We cannot deliver vape products to Singapore. The sale of e-cigarettes is banned there.',
      data: { field: 'country', problem: 'notSoldThere' },
    })
    expect((await createOrder(shopper, body, 'zh-CN')).msg).toBe('我们无法将电子烟产品送往新加坡。当地法律禁止销售电子烟。')
    await unchanged()
  })

  it('refuses a crafted vape order without a date of birth, with the sentence the checkout shows', async () => {
    const { shopper, coupon, unchanged } = await vapeShopper()
    expect(await createOrder(shopper, orderBody('cig', { shipping_address: us, user_coupon_id: coupon }))).toMatchObject({
      code: 422,
      msg: 'Please enter your date of birth: vape products are sold only to adults.',
      data: { field: 'date_of_birth', problem: 'dateOfBirthRequired', min_age: 21 },
    })
    await unchanged()
  })

  it('refuses a US buyer of 19 (the age there is 21) and a date of birth in the future or not a date', async () => {
    const { shopper, coupon, unchanged } = await vapeShopper()
    const at = (dateOfBirth: string) => orderBody('cig', { shipping_address: us, user_coupon_id: coupon, date_of_birth: dateOfBirth })
    expect(await createOrder(shopper, at(bornYearsAgo(19)))).toMatchObject({
      code: 422,
      msg: 'You must be 21 or older to buy vape products in United States of America.',
      data: { problem: 'underAge', min_age: 21 },
    })
    // One day short of 21 is still 20.
    expect((await createOrder(shopper, at(bornYearsAgo(21, -1)))).code).toBe(422)
    expect(await createOrder(shopper, at(bornYearsAgo(-1)))).toMatchObject({ code: 422, msg: 'Enter a valid date of birth.' })
    expect(await createOrder(shopper, at('2001-02-30'))).toMatchObject({ code: 422, msg: 'Enter a valid date of birth.' })
    expect(await createOrder(shopper, at('30/01/2001'))).toMatchObject({ code: 422, msg: 'Enter a valid date of birth.' })
    await unchanged()
  })

  it('sells to 18 where the law says 18, and keeps the date of birth on the account once given', async () => {
    const shopper = await createShopper(db())
    const [vape] = await goodsOf(db(), 'cig')
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    const placed = await createOrder(shopper, orderBody('cig', { date_of_birth: bornYearsAgo(18) }))
    expect(placed.code).toBe(200)
    const user = await db().selectFrom('users').select('date_of_birth').where('id', '=', shopper.userId).executeTakeFirstOrThrow()
    expect(user.date_of_birth).toBe(bornYearsAgo(18))
    // Next time the one on file counts: none needs sending, and another one sent does not replace it.
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('cig', { date_of_birth: bornYearsAgo(40) }))).code).toBe(200)
    const again = await db().selectFrom('users').select('date_of_birth').where('id', '=', shopper.userId).executeTakeFirstOrThrow()
    expect(again.date_of_birth).toBe(bornYearsAgo(18))
    // In the US the same buyer (18) is refused, from the date on file.
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('cig', { shipping_address: us }))).data).toMatchObject({ problem: 'underAge' })
  })

  it('sells a vape to a US buyer of 30 and uses the date of birth given to the blind-box shop', async () => {
    const shopper = await createShopper(db())
    const [vape] = await goodsOf(db(), 'cig')
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('cig', { shipping_address: us, date_of_birth: bornYearsAgo(30) }))).code).toBe(200)

    const boxBuyer = await createShopper(db())
    await db()
      .insertInto('box_accounts')
      .values({ user_id: boxBuyer.userId, date_of_birth: bornYearsAgo(25), server_seed: 'a'.repeat(64), client_seed: null, nonce: 0 })
      .execute()
    await fillCart(db(), boxBuyer.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    expect((await createOrder(boxBuyer, orderBody('cig', { shipping_address: us }))).code).toBe(200)
  })

  it('leaves the other lines as they were: a scooter to Singapore without any date of birth', async () => {
    const shopper = await createShopper(db())
    const [scooter] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: scooter.id, quantity: 1 }])
    expect((await createOrder(shopper, orderBody('sco', { shipping_address: sg }))).code).toBe(200)
  })
})

describe('the checkout asks a date of birth once (orderquote)', () => {
  const quote = async (shopper: Shopper, line: string, country: string) => {
    const response = await shop.app.inject({
      url: `/api/v1/sco/user/orderquote?line=${line}&currency=USD&country=${country}`,
      headers: shopper.headers,
    })
    return response.json()
  }
  const asks = async (shopper: Shopper, line: string, country: string) => (await quote(shopper, line, country)).data.asks_date_of_birth

  it('asks a new vape buyer, never again once one is on file, and never for a line without an age', async () => {
    const shopper = await createShopper(db())
    const [vape] = await goodsOf(db(), 'cig')
    const [scooter] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: scooter.id, quantity: 1 }])
    expect(await asks(shopper, 'cig', 'US')).toBe(true)
    expect(await asks(shopper, 'sco', 'US')).toBe(false)
    // Not sold there: the quote says why, before any question.
    expect((await quote(shopper, 'cig', 'SG')).data).toMatchObject({ problem: 'notSoldThere' })

    expect((await createOrder(shopper, orderBody('cig', { shipping_address: us, date_of_birth: bornYearsAgo(30) }))).code).toBe(200)
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    expect(await asks(shopper, 'cig', 'US')).toBe(false)
    expect((await createOrder(shopper, orderBody('cig', { shipping_address: us }))).code).toBe(200)
  })
})
