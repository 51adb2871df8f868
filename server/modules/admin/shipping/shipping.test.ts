import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import { adminCall, adminShop, expectRefusals, lastAudit, type SignedInOperator, auditCount as countAudits } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  // A cache a minute long: only the back office's save can make the next quote see a change.
  ;({ shop, owner, staff, support } = await adminShop({ CATALOGUE_CACHE_MS: '60000' }))
})
afterAll(() => shop.close())

const db = () => shop.app.db
const idOf = async (slug: string) => (await db().selectFrom('goods').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
const deliveryTo = async (goodsId: number, country: string) =>
  (await shop.app.inject({ url: `/api/v1/delivery/quote?items=${goodsId}&country=${country}` })).json().data
const auditCount = () => countAudits(shop)
const ukZone = async () =>
  (await adminCall(shop, 'GET', '/shipping-zones', owner.headers)).data.list.find((zone: { code: string }) => zone.code === 'uk')

describe('shipping zones in the back office', () => {
  it('are an owner’s: shoppers, staff and support are refused, nothing audited', async () => {
    const shopper = await createShopper(db())
    const uk = await ukZone()
    expect(await expectRefusals(shop, 'GET', '/shipping-zones', undefined, shopper.headers, [staff.headers, support.headers])).toEqual({
      codes: [405, 405, 403, 403],
      audited: 0,
    })
    expect(await expectRefusals(shop, 'POST', `/shipping-zones/${uk.id}`, uk, shopper.headers, [staff.headers, support.headers])).toEqual({
      codes: [405, 405, 403, 403],
      audited: 0,
    })
  })

  it('lists the seeded zones with their countries, bands, rules and estimates', async () => {
    const { list } = (await adminCall(shop, 'GET', '/shipping-zones', owner.headers)).data
    expect(list.map((zone: { code: string }) => zone.code)).toEqual([
      'east-asia',
      'south-east-asia',
      'north-america',
      'uk',
      'eu',
      'oceania',
      'rest-of-world',
    ])
    const uk = list[3]
    expect(uk).toMatchObject({ countries: ['GB'], min_days: 5, max_days: 10 })
    expect(uk.bands[0]).toEqual({ from_g: 0, to_g: 500, fee_usd: 900 })
    // Every ISO country is in exactly one zone.
    expect(list.flatMap((zone: { countries: string[] }) => zone.countries)).toHaveLength(249)
  })

  it('saves a rate change, audited, that the very next quote uses', async () => {
    const battery = await idOf('trekcell-300')
    expect((await deliveryTo(battery, 'GB')).fee_usd).toBe(2800 + 2500)
    const uk = await ukZone()
    const bands = uk.bands.map((band: { to_g: number }) => (band.to_g === 5000 ? { ...band, fee_usd: 3000 } : band))
    const saved = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, { ...uk, bands, min_days: 4, max_days: 9 })
    expect(saved.code).toBe(200)
    expect(saved.data).toMatchObject({ version: uk.version + 1, min_days: 4, max_days: 9 })
    expect(await deliveryTo(battery, 'GB')).toMatchObject({ fee_usd: 3000 + 2500, days: [4, 9] })
    const row = await lastAudit(shop)
    expect(row).toMatchObject({ action: 'shipping_zone.update', subject: `shipping_zone:${uk.id}`, operator_id: owner.id })
    expect(JSON.stringify(row?.before)).toContain('"fee_usd":2800')
    expect(JSON.stringify(row?.after)).toContain('"fee_usd":3000')
  })

  it('refuses a rate table with a gap, a stale version, a country of another zone and an unknown code, changing nothing', async () => {
    const uk = await ukZone()
    const audited = await auditCount()
    const gap = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, {
      ...uk,
      bands: [
        { from_g: 0, to_g: 500, fee_usd: 900 },
        { from_g: 600, to_g: 1000, fee_usd: 1200 },
      ],
    })
    expect(gap).toMatchObject({
      code: 422,
      msg: 'The weight bands leave a gap: each band must start where the one before ends, the first at 0 g.',
    })
    const stale = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, { ...uk, version: uk.version - 1 })
    expect(stale.code).toBe(409)
    const taken = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, { ...uk, countries: ['GB', 'FR'] })
    expect(taken).toMatchObject({ code: 422, msg: 'FR already belong to another zone: a country ships from one zone only.' })
    const unknown = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, { ...uk, countries: ['ZZ'] })
    expect(unknown).toMatchObject({ code: 422, msg: 'Choose countries from the ISO 3166-1 list (two letters, e.g. GB).' })
    const negative = await adminCall(shop, 'POST', `/shipping-zones/${uk.id}`, owner.headers, {
      ...uk,
      bands: [{ from_g: 0, to_g: 500, fee_usd: -1 }],
    })
    expect(negative).toMatchObject({ code: 422, msg: 'Fees are whole US cents, 0 or more.' })
    expect(await ukZone()).toEqual(uk)
    expect(await auditCount()).toBe(audited)
  })
})

describe('a product’s parcel in the back office', () => {
  it('lists the unweighed products and weighs one, audited: it can then be delivered', async () => {
    const boots = await idOf('bootski-junior-pro-70')
    await db().updateTable('goods').set({ weight_g: null }).where('id', '=', boots).execute()
    shop.app.clearSharedCaches()
    expect((await deliveryTo(boots, 'GB')).status).toBe('unweighed')
    const unweighed = await adminCall(shop, 'GET', '/products/unweighed', staff.headers)
    expect(unweighed.data.list).toEqual([expect.objectContaining({ id: boots, line: 'boot' })])
    const parcel = { weight_g: 2800, length_cm: 32, width_cm: 26, height_cm: 15, dg_class: null, dg_wh: null }
    expect(await adminCall(shop, 'POST', `/products/${boots}/parcel`, support.headers, parcel)).toMatchObject({ code: 403 })
    const saved = await adminCall(shop, 'POST', `/products/${boots}/parcel`, staff.headers, parcel)
    expect(saved).toMatchObject({ code: 200, data: { id: boots, ...parcel } })
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.parcel', subject: `goods:${boots}`, operator_id: staff.id })
    expect((await adminCall(shop, 'GET', '/products/unweighed', staff.headers)).data.list).toEqual([])
    expect((await deliveryTo(boots, 'GB')).status).toBe('ok')
  })

  it('refuses a weight of 0, a negative size and a battery without watt-hours with the field’s message', async () => {
    const battery = await idOf('trekcell-600')
    const good = { weight_g: 8200, length_cm: 40, width_cm: 30, height_cm: 30, dg_class: 'lithium_battery', dg_wh: 576 }
    const audited = await auditCount()
    const cases: [object, string][] = [
      [{ weight_g: 0 }, 'The weight is a whole number of grams above 0.'],
      [{ width_cm: -3 }, 'Each side is a whole number of centimetres from 1 to 1000.'],
      [{ dg_wh: null }, 'A lithium battery needs its watt-hours (a whole number above 0); other goods have none.'],
    ]
    for (const [change, message] of cases) {
      const refused = await adminCall(shop, 'POST', `/products/${battery}/parcel`, staff.headers, { ...good, ...change })
      expect(refused).toMatchObject({ code: 422, msg: message })
    }
    expect(await auditCount()).toBe(audited)
    const row = await db().selectFrom('goods').select(['weight_g', 'dg_wh']).where('id', '=', battery).executeTakeFirstOrThrow()
    expect(row).toEqual({ weight_g: 8200, dg_wh: 576 })
  })

  it('classifies a product for customs with its parcel: a bad heading or origin is refused, changing nothing (issue 50)', async () => {
    const battery = await idOf('trekcell-600')
    const good = { weight_g: 8200, length_cm: 40, width_cm: 30, height_cm: 30, dg_class: 'lithium_battery', dg_wh: 576 }
    const cases: [object, string][] = [
      [{ hs_code: '8507' }, 'The HS code is the six digits of the product’s customs heading, e.g. 871160.'],
      [{ hs_code: '85076a' }, 'The HS code is the six digits of the product’s customs heading, e.g. 871160.'],
      [{ origin_country: 'XX' }, 'Choose the country of origin from the ISO 3166-1 list (two letters, e.g. CN).'],
    ]
    for (const [change, message] of cases)
      expect(await adminCall(shop, 'POST', `/products/${battery}/parcel`, staff.headers, { ...good, ...change })).toMatchObject({
        code: 422,
        msg: message,
      })
    const customs = () => db().selectFrom('goods').select(['hs_code', 'origin_country']).where('id', '=', battery).executeTakeFirstOrThrow()
    expect(await customs()).toEqual({ hs_code: '850760', origin_country: 'CN' })
    // Left out, they stay; given, they are saved and audited.
    expect(await adminCall(shop, 'POST', `/products/${battery}/parcel`, staff.headers, good)).toMatchObject({ code: 200 })
    expect(await customs()).toEqual({ hs_code: '850760', origin_country: 'CN' })
    const saved = await adminCall(shop, 'POST', `/products/${battery}/parcel`, staff.headers, {
      ...good,
      hs_code: '850650',
      origin_country: 'VN',
    })
    expect(saved).toMatchObject({ code: 200, data: { id: battery, hs_code: '850650', origin_country: 'VN' } })
    expect(await customs()).toEqual({ hs_code: '850650', origin_country: 'VN' })
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.parcel', subject: `goods:${battery}` })
  })
})
