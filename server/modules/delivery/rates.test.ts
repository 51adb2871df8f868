import { describe, expect, it } from 'vitest'
import { bandProblem, chargeableWeight, priceShipment, type DeliveryBook, type ParcelItem, type Zone } from './rates.ts'

// Worked examples of the rate engine, figures done by hand.

const uk: Zone = {
  id: 1,
  code: 'uk',
  nameEn: 'United Kingdom',
  nameZh: '英国',
  minDays: 5,
  maxDays: 10,
  bands: [
    { fromG: 0, toG: 500, feeUsd: 900 },
    { fromG: 500, toG: 2000, feeUsd: 1600 },
    { fromG: 2000, toG: 10_000, feeUsd: 4500 },
    // A gap: nothing between 10 kg and 20 kg.
    { fromG: 20_000, toG: 30_000, feeUsd: 10_000 },
  ],
  dangerousGoods: {
    lithium_battery: { allowed: true, surchargeUsd: 2500, maxWh: null },
    nicotine_liquid: { allowed: true, surchargeUsd: 500, maxWh: null },
  },
}
const far: Zone = {
  ...uk,
  id: 2,
  code: 'far',
  dangerousGoods: {
    lithium_battery: { allowed: true, surchargeUsd: 3500, maxWh: 100 },
    nicotine_liquid: { allowed: false, surchargeUsd: 0, maxWh: null },
  },
}
const book: DeliveryBook = {
  zones: [uk, far],
  zoneOfCountry: new Map([
    ['GB', 1],
    ['BR', 2],
  ]),
}

const item = (overrides: Partial<ParcelItem>): ParcelItem => ({
  goodsId: 1,
  quantity: 1,
  weightG: 250,
  lengthCm: 30,
  widthCm: 25,
  heightCm: 3,
  dgClass: null,
  dgWh: null,
  ...overrides,
})

describe('rate engine', () => {
  it('charges the actual weight when it is the greater: a T-shirt of 250 g (volumetric 30×25×3/5000 = 450 g)', () => {
    expect(chargeableWeight([item({})])).toBe(450)
    expect(chargeableWeight([item({ weightG: 600 })])).toBe(600)
    expect(priceShipment(book, 'GB', [item({ weightG: 600 })])).toMatchObject({
      status: 'ok',
      feeUsd: 1600,
      chargeableG: 600,
      days: [5, 10],
    })
  })

  it('charges the volumetric weight when it wins: a 1 kg box of 40×30×20 cm weighs 4.8 kg volumetric', () => {
    const light = item({ weightG: 1000, lengthCm: 40, widthCm: 30, heightCm: 20 })
    expect(chargeableWeight([light])).toBe(4800)
    // 4.8 kg falls in the 2–10 kg band (US$45), not the 0.5–2 kg one its actual weight would.
    expect(priceShipment(book, 'GB', [light])).toMatchObject({ status: 'ok', feeUsd: 4500, chargeableG: 4800 })
  })

  it('adds quantities and each dangerous-goods surcharge once per shipment', () => {
    const pod = item({ goodsId: 2, weightG: 60, lengthCm: 10, widthCm: 7, heightCm: 3, dgClass: 'nicotine_liquid', quantity: 3 })
    // 3 × 60 g = 180 g actual; 3 × 210 cm³ / 5 = 126 g volumetric: 180 g → US$9 + US$5 e-liquid surcharge.
    expect(priceShipment(book, 'GB', [pod])).toMatchObject({ status: 'ok', feeUsd: 900 + 500, chargeableG: 180 })
    const battery = item({ goodsId: 3, weightG: 3600, lengthCm: 35, widthCm: 25, heightCm: 25, dgClass: 'lithium_battery', dgWh: 288 })
    // 35×25×25 = 21,875 cm³ → 4,375 g volumetric > 3,600 g: US$45 + US$25 battery surcharge.
    expect(priceShipment(book, 'GB', [battery])).toMatchObject({ status: 'ok', feeUsd: 4500 + 2500, chargeableG: 4375 })
    expect(priceShipment(book, 'GB', [battery, { ...battery, goodsId: 4 }])).toMatchObject({ feeUsd: 4500 + 2500 })
  })

  it('refuses a class the zone does not carry, and a battery above its watt-hours', () => {
    const pod = item({ goodsId: 7, weightG: 60, dgClass: 'nicotine_liquid' })
    expect(priceShipment(book, 'BR', [pod])).toMatchObject({ status: 'refused_class', goodsId: 7, dgClass: 'nicotine_liquid' })
    const small = item({ goodsId: 8, weightG: 400, dgClass: 'lithium_battery', dgWh: 99 })
    expect(priceShipment(book, 'BR', [small])).toMatchObject({ status: 'ok', feeUsd: 900 + 3500 })
    const big = item({ goodsId: 9, weightG: 400, dgClass: 'lithium_battery', dgWh: 288 })
    expect(priceShipment(book, 'BR', [small, big])).toMatchObject({ status: 'refused_class', goodsId: 9 })
  })

  it('refuses a weight in a gap of the table or past its end, and a country in no zone', () => {
    expect(priceShipment(book, 'GB', [item({ weightG: 15_000 })])).toMatchObject({ status: 'no_rate' })
    expect(priceShipment(book, 'GB', [item({ weightG: 31_000 })])).toMatchObject({ status: 'no_rate' })
    expect(priceShipment(book, 'GB', [item({ weightG: 25_000 })])).toMatchObject({ status: 'ok', feeUsd: 10_000 })
    expect(priceShipment(book, 'FR', [item({})])).toMatchObject({ status: 'no_zone', zone: null })
  })

  it('never prices an unweighed product, not even at 0', () => {
    const unweighed = item({ goodsId: 5, weightG: null })
    expect(priceShipment(book, 'GB', [item({}), unweighed])).toEqual({ status: 'unweighed', zone: null, goodsId: 5 })
  })

  it('finds the gaps and overlaps of a rate table as an operator saves it', () => {
    expect(bandProblem(uk.bands)).toBe('gap')
    expect(bandProblem(uk.bands.slice(0, 3))).toBeNull()
    expect(bandProblem([])).toBe('empty')
    expect(bandProblem([{ fromG: 100, toG: 500, feeUsd: 1 }])).toBe('gap')
    expect(
      bandProblem([
        { fromG: 0, toG: 500, feeUsd: 1 },
        { fromG: 400, toG: 900, feeUsd: 2 },
      ]),
    ).toBe('order')
    expect(bandProblem([{ fromG: 0, toG: 0, feeUsd: 1 }])).toBe('order')
    expect(bandProblem([{ fromG: 0, toG: 500, feeUsd: -1 }])).toBe('fee')
  })
})
