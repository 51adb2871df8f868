import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { shelfPriceFromUsd } from '#contract/money.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, lastAudit, adminShop, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  // No catalogue cache: the shop's own rate answer must show the change at once here.
  ;({ shop, owner, staff, support } = await adminShop({ CATALOGUE_CACHE_MS: '0' }))
})
afterAll(async () => {
  await shop.close()
})

describe('exchange rates in the back office', () => {
  it('refuses shoppers, staff and support, writing no audit row', async () => {
    const shopper = await createShopper(shop.app.db)
    expect(await expectRefusals(shop, 'GET', '/rates', undefined, shopper.headers, [staff.headers, support.headers])).toEqual({
      codes: [405, 405, 403, 403],
      audited: 0,
    })
    expect(
      await expectRefusals(shop, 'POST', '/rates', { currency: 'CNY', per_usd: '7.3' }, shopper.headers, [staff.headers, support.headers]),
    ).toEqual({ codes: [405, 405, 403, 403], audited: 0 })
  })

  it('sets a rate the shop’s prices convert from, keeps the history and audits it', async () => {
    const seeded = await adminCall(shop, 'GET', '/rates?currency=CNY', owner.headers)
    expect(seeded.data.rates).toContainEqual(expect.objectContaining({ currency: 'CNY', per_usd: '7.12' }))
    expect(seeded.data.history).toMatchObject({ total: 1, list: [{ currency: 'CNY', per_usd: '7.12', operator: null }] })

    expect((await adminCall(shop, 'POST', '/rates', owner.headers, { currency: 'CNY', per_usd: '-1' })).msg).toBe(
      'Type how many units one US dollar buys, e.g. 7.12 (up to 6 decimals).',
    )
    expect((await adminCall(shop, 'POST', '/rates', owner.headers, { currency: 'USD', per_usd: '2' })).msg).toBe(
      'The US dollar is the base currency: its rate is always 1.',
    )
    expect((await adminCall(shop, 'POST', '/rates', owner.headers, { currency: 'XYZ', per_usd: '2' })).msg).toBe(
      'The shop does not sell in this currency.',
    )

    const set = await adminCall(shop, 'POST', '/rates', owner.headers, { currency: 'cny', per_usd: '7.250000' })
    expect(set.data).toMatchObject({ currency: 'CNY', per_usd: '7.25' })
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: owner.id,
      action: 'rate.set',
      subject: 'rate:CNY',
      before: { per_usd: '7.12' },
      after: { per_usd: '7.25' },
    })
    const shopRates = (await shop.app.inject({ method: 'GET', url: '/api/v1/sco/exchangerate' })).json()
    expect(JSON.stringify(shopRates.data)).toContain('"7.25"')
    const history = await adminCall(shop, 'GET', '/rates?currency=CNY', owner.headers)
    expect(history.data.history).toMatchObject({
      total: 2,
      list: [
        { per_usd: '7.25', operator: owner.email },
        { per_usd: '7.12', operator: null },
      ],
    })
  })
})

describe("how a currency's prices are rounded", () => {
  const rates = async () => (await adminCall(shop, 'GET', '/rates', owner.headers)).data.rates as { currency: string }[]

  it('refuses a rounding that could make a price 0 or less, one for dollars, and bad numbers, changing nothing', async () => {
    const before = await rates()
    const refusals = [
      [
        { currency: 'EUR', round_to: 100, price_ending: 100 },
        'This rounding could make a price 0 or less: the ending must be smaller than the step.',
      ],
      [
        { currency: 'EUR', round_to: 0, price_ending: 1 },
        'This rounding could make a price 0 or less: the ending must be smaller than the step.',
      ],
      [{ currency: 'EUR', round_to: -100, price_ending: 0 }, 'Rounding is a whole number of cents (or yen) from 0 to 1,000,000.'],
      [{ currency: 'EUR', round_to: 'abc', price_ending: 0 }, 'Rounding is a whole number of cents (or yen) from 0 to 1,000,000.'],
      [{ currency: 'EUR', round_to: 100.5, price_ending: 0 }, 'Rounding is a whole number of cents (or yen) from 0 to 1,000,000.'],
      [{ currency: 'USD', round_to: 100, price_ending: 1 }, 'US dollar prices stay as entered: they are not rounded.'],
      [{ currency: 'XYZ', round_to: 100, price_ending: 1 }, 'The shop does not sell in this currency.'],
    ] as const
    for (const [body, message] of refusals)
      expect((await adminCall(shop, 'POST', '/rates/rounding', owner.headers, body)).msg).toBe(message)
    expect(await rates()).toEqual(before)
    expect(
      await expectRefusals(
        shop,
        'POST',
        '/rates/rounding',
        { currency: 'EUR', round_to: 100, price_ending: 5 },
        (await createShopper(shop.app.db)).headers,
        [staff.headers, support.headers],
      ),
    ).toMatchObject({ audited: 0 })
  })

  it('rounds the shown and the charged price alike, from the next quote on', async () => {
    const set = await adminCall(shop, 'POST', '/rates/rounding', owner.headers, { currency: 'EUR', round_to: 100, price_ending: 5 })
    expect(set.data).toMatchObject({ currency: 'EUR', round_to: 100, price_ending: 5 })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'rate.rounding',
      subject: 'rate:EUR',
      before: { round_to: 100, price_ending: 1 },
      after: { round_to: 100, price_ending: 5 },
    })
    // What every page shows prices from.
    const shown = (await shop.app.inject({ method: 'GET', url: '/api/v1/sco/exchangerate' })).json().data.rates
    const eur = shown.find((rate: { currency: string }) => rate.currency === 'EUR')
    expect(eur).toMatchObject({ round_to: 100, price_ending: 5 })

    const shopper = await createShopper(shop.app.db)
    const [goods] = await goodsOf(shop.app.db, 'sco')
    await fillCart(shop.app.db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 2 }])
    const unit = shelfPriceFromUsd(goods.price_cents, 'EUR', eur.rate, eur)
    expect(unit % 100).toBe(95)
    const quote = (
      await shop.app.inject({
        method: 'GET',
        url: '/api/v1/sco/user/orderquote?line=sco&currency=EUR&country=GB',
        headers: shopper.headers,
      })
    ).json()
    expect(quote.data.subtotal).toBe(unit * 2)
    const placed = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { currency: 'EUR', expected_total: quote.data.total }),
        headers: shopper.headers,
      })
    ).json()
    expect(placed).toMatchObject({ code: 200, data: { total: quote.data.total } })
    const lines = await shop.app.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.price', 'order_lines.quantity'])
      .where('orders.order_no', '=', placed.data.order_no)
      .execute()
    expect(lines).toEqual([{ price: unit, quantity: 2 }])
  })
})
