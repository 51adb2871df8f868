import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
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
