import { describe, expect, it } from 'vitest'
import { seedDestinationTaxes, seedDutyRates } from '../../db/seed/landed-cost-data.ts'
import { calculateLandedCost, paidValues, type DestinationTaxRule, type DutyRate, type LandedInput } from './calculate.ts'

// The seeded rules, as the migration writes them: the tests run on the shop's own figures.
const ruleOf = (country: string): DestinationTaxRule => {
  const seed = seedDestinationTaxes.find((rule) => rule.country === country)
  if (!seed) throw new Error(country)
  return { ...seed }
}
const rates: DutyRate[] = seedDutyRates.map((rate) => ({
  tariff: rate.tariff,
  hsPrefix: rate.hs,
  origin: rate.origin,
  rateBp: rate.rateBp,
  replaces: rate.replaces,
}))

function input(country: string, currency: string, perUsd: string, lines: LandedInput['lines'], delivery: number): LandedInput {
  const rule = ruleOf(country)
  return { lines, delivery, currency, perUsd, digits: 2, ruleDigits: rule.currency === 'JPY' ? 0 : 2, rule, dutyRates: rates }
}

describe('calculateLandedCost', () => {
  it('charges UK VAT at 20 % on goods and delivery for a consignment under £135, collected at the sale', () => {
    // HMRC, "VAT and overseas goods sold directly to customers in the UK" (gov.uk, cited 2026-12-06):
    // for consignments of £135 or less the seller charges UK VAT at the point of sale; the value
    // of the supply includes the delivery charged; no customs duty up to £135.
    // £100 of ski boots + £10 delivery → VAT £22.00, no duty.
    const cost = calculateLandedCost(input('GB', 'GBP', '0.75', [{ hsCode: '640212', origin: 'CN', value: 10_000 }], 1_000))
    expect(cost).toMatchObject({ status: 'ok', duty: 0, tax: 2_200, clearance: 0, total: 2_200, collectedAtSale: true })
    expect(cost.status === 'ok' && cost.rules.find((rule) => rule.kind === 'tax')?.rule).toBe(
      'GB 20% on goods+delivery+duty, collected at sale',
    )
  })

  it('charges German VAT at 19 % through IOSS on a €120 order, no duty under €150', () => {
    // European Commission, "Explanatory Notes on VAT e-commerce rules" (September 2020), 4.2 and
    // 4.3 (IOSS: distance sales of goods imported in consignments not above €150 — VAT of the
    // member state of arrival charged at the sale, including transport; customs duty relief
    // under Regulation 1186/2009 art. 23). €120 + €5 delivery to Germany → €23.75 VAT.
    const cost = calculateLandedCost(input('DE', 'EUR', '0.86', [{ hsCode: '850760', origin: 'CN', value: 12_000 }], 500))
    expect(cost).toMatchObject({ status: 'ok', duty: 0, tax: 2_375, total: 2_375, collectedAtSale: true })
  })

  it('charges duty above the threshold and import VAT on goods, delivery and duty', () => {
    // HMRC, "Tax and customs for goods sent from abroad" (gov.uk, cited 2026-12-06): above £135,
    // customs duty on the goods and import VAT on the goods, postage and duty. UK Global Tariff
    // 6402.12 (ski boots) 4 %. £300 + £20: duty £12.00, VAT 20 % × £332 = £66.40.
    const cost = calculateLandedCost(input('GB', 'GBP', '0.75', [{ hsCode: '640212', origin: 'CN', value: 30_000 }], 2_000))
    expect(cost).toMatchObject({ status: 'ok', duty: 1_200, tax: 6_640, total: 7_840, collectedAtSale: false })
    expect(cost.status === 'ok' && cost.rules[0]).toEqual({ kind: 'duty', rule: 'GB 640212 4%', amount: 1_200 })
  })

  it('adds the US Section 301 duty to the general rate on China-origin goods, from the first dollar', () => {
    // CBP, "E-commerce" (cbp.gov, cited 2026-12-06): the $800 de minimis is suspended for every
    // country since 29 August 2025; USTR Section 301 (2024 review): lithium-ion non-EV batteries
    // 25 % from 2026, on top of HTSUS 8507.60 3.4 %. $200 battery: $6.80 + $50.00.
    const cost = calculateLandedCost(input('US', 'USD', '1', [{ hsCode: '850760', origin: 'CN', value: 20_000 }], 3_000))
    expect(cost).toMatchObject({ status: 'ok', duty: 5_680, tax: 0, total: 5_680 })
    expect(cost.status === 'ok' && cost.rules.map((rule) => rule.rule)).toEqual([
      'US 850760 3.4%',
      'US 850760 CN origin 25%',
      'US no import tax',
    ])
  })

  it('charges nothing in Hong Kong, which has no import tax and no duty on these goods, even unclassified', () => {
    // Hong Kong Customs and Excise (customs.gov.hk, cited 2026-12-06): a free port; duty only on
    // liquor, tobacco, hydrocarbons and methyl alcohol; no VAT or GST.
    const cost = calculateLandedCost(input('HK', 'HKD', '7.8', [{ hsCode: null, origin: null, value: 99_900 }], 5_000))
    expect(cost).toMatchObject({ status: 'ok', duty: 0, tax: 0, total: 0 })
  })

  it('rounds tax to the nearest minor unit, halves up', () => {
    // HMRC VAT Notice 700 section 17.5 (gov.uk): VAT may be rounded to the nearest penny, a half
    // penny up. £19.99 + £2.50 at 20 % = £4.498 → £4.50; €10.01 at 19 % (DE) = €1.9019 → €1.90.
    expect(calculateLandedCost(input('GB', 'GBP', '0.75', [{ hsCode: '950300', origin: 'CN', value: 1_999 }], 250))).toMatchObject({
      tax: 450,
    })
    expect(calculateLandedCost(input('DE', 'EUR', '0.86', [{ hsCode: '950300', origin: 'CN', value: 1_001 }], 0))).toMatchObject({
      tax: 190,
    })
  })

  it('tests the threshold in the destination currency: a US$170 order to the UK is £127.50, under £135', () => {
    const cost = calculateLandedCost(input('GB', 'USD', '1', [{ hsCode: '640212', origin: 'CN', value: 17_000 }], 0))
    expect(cost).toMatchObject({ status: 'ok', duty: 0, tax: 3_400, collectedAtSale: true })
    // US$190 is £142.50: over, so duty is due.
    expect(calculateLandedCost(input('GB', 'USD', '1', [{ hsCode: '640212', origin: 'CN', value: 19_000 }], 0))).toMatchObject({
      duty: 760,
      collectedAtSale: false,
    })
  })

  it('sells a product without an HS code under the duty threshold, and refuses it where duty is due', () => {
    const line = { hsCode: null, origin: null, value: 5_000 }
    expect(calculateLandedCost(input('GB', 'GBP', '0.75', [line], 0))).toMatchObject({ status: 'ok', tax: 1_000 })
    expect(calculateLandedCost(input('US', 'USD', '1', [line], 0))).toEqual({ status: 'unclassified', country: 'US', lineIndex: 0 })
  })

  it('refuses a heading with no rate on file rather than charge 0, and a country with no rules', () => {
    expect(calculateLandedCost(input('US', 'USD', '1', [{ hsCode: '999999', origin: 'CN', value: 5_000 }], 0))).toEqual({
      status: 'no_duty_rate',
      country: 'US',
      lineIndex: 0,
      hsCode: '999999',
    })
    expect(calculateLandedCost({ ...input('US', 'USD', '1', [], 0), rule: null })).toMatchObject({ status: 'unknown_country' })
  })

  it('lets a trade agreement replace the general rate: China-origin goods enter Australia free under ChAFTA', () => {
    // ABF Working Tariff 8711.60 5 %; ChAFTA (dfat.gov.au): originating goods free. A$1,500 scooter:
    // no duty, GST 10 % on goods and delivery (A$50) = A$155.
    const cost = calculateLandedCost(input('AU', 'AUD', '1.52', [{ hsCode: '871160', origin: 'CN', value: 150_000 }], 5_000))
    expect(cost).toMatchObject({ status: 'ok', duty: 0, tax: 15_500, collectedAtSale: false })
  })

  it('works duty and VAT out on the price paid after the shop’s coupon, shared over the lines by value', () => {
    // HMRC VAT Notice 700/7 "Business promotion schemes", 3.2 (gov.uk): a money-off coupon the
    // seller issues reduces the consideration, and VAT is due on the amount actually paid; customs
    // value is the price actually paid or payable (WTO Valuation Agreement art. 1, UK Customs
    // Valuation Regulations). £200 + £100 of ski boots with £60 off: £160 + £80 paid = £240 over
    // £135, duty 4 % = £9.60, import VAT 20 % of (£240 + £20 delivery + £9.60) = £53.92.
    const boots = [
      { hsCode: '640212', origin: 'CN', value: 20_000 },
      { hsCode: '640212', origin: 'CN', value: 10_000 },
    ]
    const cost = calculateLandedCost({ ...input('GB', 'GBP', '0.75', boots, 2_000), discount: 6_000 })
    expect(cost).toMatchObject({ status: 'ok', duty: 960, tax: 5_392, total: 6_352 })
    // £150 with £20 off is £130 paid: under £135, no duty, VAT at the sale on £130 + £10 = £28.
    const under = calculateLandedCost({
      ...input('GB', 'GBP', '0.75', [{ hsCode: '640212', origin: 'CN', value: 15_000 }], 1_000),
      discount: 2_000,
    })
    expect(under).toMatchObject({ status: 'ok', duty: 0, tax: 2_800, collectedAtSale: true })
  })

  it('shares a discount over the lines in proportion, adding up exactly, never below 0', () => {
    expect(paidValues([20_000, 10_000], 6_000)).toEqual([16_000, 8_000])
    expect(paidValues([1, 1, 1], 2)).toEqual([1, 0, 0])
    expect(paidValues([333, 333, 334], 100)).toEqual([300, 300, 300])
    expect(paidValues([500], 900)).toEqual([0])
    expect(paidValues([500, 300], 0)).toEqual([500, 300])
  })
})
