import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper, type Shopper } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, lastAudit, adminShop, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  ;({ shop, owner, staff, support } = await adminShop())
})
afterAll(async () => {
  await shop.close()
})

const box = async (method: 'GET' | 'POST', path: string, shopper: Shopper, payload?: object) =>
  (await shop.app.inject({ method, url: `/api/v1/box${path}`, headers: shopper.headers, ...(payload ? { payload } : {}) })).json()

/** An adult shopper with money in the wallet who draws one box of the series. */
async function drawOne(seriesId: number) {
  const shopper = await createShopper(shop.app.db)
  await box('POST', '/user/blindbox/birthdate', shopper, { date_of_birth: '1990-01-15' })
  const card = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    })
  ).json().data.token
  expect((await box('POST', '/user/blindbox/recharge', shopper, { amount: 10_000, payment_method: 'card', card_token: card })).code).toBe(
    200,
  )
  // The shopper's own client seed: the server never chooses one.
  const drawn = await box('POST', '/user/blindbox/createorder', shopper, { series_id: seriesId, client_seed: 'AdminTestSeed1' })
  expect(drawn.code).toBe(200)
  return { shopper, draw: drawn.data }
}

describe('blind-box odds in the back office', () => {
  it('refuses shoppers, staff and support, writing no audit row', async () => {
    const shopper = await createShopper(shop.app.db)
    expect(await expectRefusals(shop, 'GET', '/box-series', undefined, shopper.headers, [staff.headers, support.headers])).toEqual({
      codes: [405, 405, 403, 403],
      audited: 0,
    })
    expect(
      await expectRefusals(
        shop,
        'POST',
        '/box-series/odds',
        { series_id: 1, version: 1, odds: [{ prize_id: 1, odds_ppm: 1_000_000 }] },
        shopper.headers,
        [staff.headers, support.headers],
      ),
    ).toEqual({ codes: [405, 405, 403, 403], audited: 0 })
  })

  it('publishes new odds as a new version; past draws keep theirs, the next draw uses the new one', async () => {
    const [series] = (await adminCall(shop, 'GET', '/box-series', owner.headers)).data.list
    const { shopper, draw: before } = await drawOne(series.id)
    expect(before.odds_version).toBe(series.odds_version)

    const odds = series.prizes.map((prize: { id: number; odds_ppm: number }) => ({ prize_id: prize.id, odds_ppm: prize.odds_ppm }))
    const bad = await adminCall(shop, 'POST', '/box-series/odds', owner.headers, {
      series_id: series.id,
      version: series.odds_version,
      odds: odds.map((entry: { prize_id: number; odds_ppm: number }, index: number) => ({
        ...entry,
        odds_ppm: index === 0 ? 1 : entry.odds_ppm,
      })),
    })
    expect(bad.msg).toBe('The odds must add up to exactly 100%.')
    expect(
      (
        await adminCall(shop, 'POST', '/box-series/odds', owner.headers, {
          series_id: series.id,
          version: series.odds_version,
          odds: [{ prize_id: odds[0].prize_id, odds_ppm: 1_000_000 }],
        })
      ).msg,
    ).toBe('Give odds for every prize of the series, once each.')

    // Move 1% from the most likely prize to the least likely one.
    const most = odds.reduce((a: { odds_ppm: number }, b: { odds_ppm: number }) => (b.odds_ppm > a.odds_ppm ? b : a))
    const least = odds.reduce((a: { odds_ppm: number }, b: { odds_ppm: number }) => (b.odds_ppm < a.odds_ppm ? b : a))
    const changed = odds.map((entry: { prize_id: number; odds_ppm: number }) => ({
      ...entry,
      odds_ppm: entry.odds_ppm + (entry === most ? -10_000 : entry === least ? 10_000 : 0),
    }))
    const published = await adminCall(shop, 'POST', '/box-series/odds', owner.headers, {
      series_id: series.id,
      version: series.odds_version,
      odds: changed,
    })
    expect(published.msg).toBe(
      `New odds published as version ${series.odds_version + 1}; earlier draws keep the odds they were drawn with.`,
    )
    expect(published.data.odds_version).toBe(series.odds_version + 1)
    expect(published.data.versions.map((version: { version: number }) => version.version)).toEqual([
      series.odds_version + 1,
      series.odds_version,
    ])
    expect(published.data.versions[1].draws).toBe(1)
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: owner.id,
      action: 'box.odds',
      subject: `box-series:${series.id}`,
      before: { version: series.odds_version },
      after: { version: series.odds_version + 1 },
    })

    // A stale editor (still on the old version) is refused.
    expect(
      (
        await adminCall(shop, 'POST', '/box-series/odds', owner.headers, {
          series_id: series.id,
          version: series.odds_version,
          odds: changed,
        })
      ).msg,
    ).toContain('Someone else published new odds')

    // The past draw is untouched: same version, same odds table.
    const past = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/box/user/blindbox/orderDetails?id=${before.draw_no}`,
      headers: shopper.headers,
    })
    expect(past.json().data).toMatchObject({ odds_version: series.odds_version, odds: before.odds })
    const { draw: after } = await drawOne(series.id)
    expect(after.odds_version).toBe(series.odds_version + 1)
    const shopSeries = (await shop.app.inject({ method: 'GET', url: `/api/v1/box/user/blindbox/productDetail?id=${series.id}` })).json()
      .data.list[0]
    expect(shopSeries.odds_version).toBe(series.odds_version + 1)
    expect(shopSeries.prizes.map((prize: { odds_ppm: number }) => prize.odds_ppm).sort()).toEqual(
      changed.map((entry: { odds_ppm: number }) => entry.odds_ppm).sort(),
    )
  })
})
