// What each destination charges on a parcel from the shop (issue 50): import VAT/GST, the
// thresholds below which no duty or no tax is due, whether the seller collects the tax at the
// sale, what the tax is charged on, and duty rates by HS heading (and origin where it matters).
// Migration 0038 writes it once; operators edit it in the back office.
//
// Each country cites its official page (dated 2026-12-06). The figures were written from the
// engineer's knowledge of those pages, NOT re-read from them on that date: an operator must check
// each against its source before relying on it (the back office edits them). Simplified where said:
// - VAT rates are the standard rate; reduced rates do not apply to what the shop sells.
// - Duty rates are the tariff's ad valorem rate for the 6-digit heading; where the national
//   tariff splits a heading further, the line for what the shop sells is taken.
// - The EU's temporary flat €3 customs duty per item on parcels under €150 (Council decision of
//   12 December 2025, from 1 July 2026) is NOT modelled: the EU duty de minimis is kept at €150.
//   An operator must add it once the Commission's implementing act gives its exact form.
// - US: MFN plus Section 301 (China origin) only; the IEEPA tariffs are left out because their
//   legal standing changed during 2025-26 (Supreme Court review). An operator must check them.
// - Canada: the 5 % federal GST only (provincial HST/PST differs by province; not modelled).
// - Thresholds are in the destination's customs currency; `customsPerUsd` is the conversion the
//   threshold test uses (units per US dollar as read on the date above; operators keep it current).

export type TaxBase = 'goods' | 'goods_delivery' | 'goods_delivery_duty'

export interface SeedDestinationTax {
  country: string
  /** The customs territory whose duty table applies ('EU' for every member state). */
  tariff: string
  /** Import VAT/GST in basis points (2000 = 20 %). */
  vatBp: number
  /** Currency of the thresholds and clearance fee, and units of it per US dollar. */
  currency: string
  customsPerUsd: string
  /** No duty when the goods are worth this or less (minor units); null: duty from the first cent. */
  dutyThreshold: number | null
  /** No import tax when the goods are worth this or less; null: tax from the first cent. */
  taxThreshold: number | null
  /** The seller charges the tax at the sale for parcels up to this value (null: never, paid at import). */
  sellerCollectsUpTo: number | null
  taxBase: TaxBase
  /** A fixed fee the carrier charges for clearance, in `currency` minor units (0: none). */
  clearanceFee: number
  source: string
  note: string
}

export interface SeedDutyRate {
  tariff: string
  /** 2 to 6 digits: the longest matching prefix wins. */
  hs: string
  /** null: any origin; a country: only goods of that origin. */
  origin: string | null
  rateBp: number
  /** An origin's rate replaces the general one (a trade agreement) or adds to it (a surcharge). */
  replaces: boolean
  source: string
}

const euVat: [string, string, number][] = [
  // [country, currency of the rate table (EU thresholds are in euro), VAT bp] — the Commission's table.
  ['AT', 'EUR', 2000],
  ['BE', 'EUR', 2100],
  ['BG', 'EUR', 2000],
  ['HR', 'EUR', 2500],
  ['CY', 'EUR', 1900],
  ['CZ', 'EUR', 2100],
  ['DK', 'EUR', 2500],
  ['EE', 'EUR', 2400],
  ['FI', 'EUR', 2550],
  ['FR', 'EUR', 2000],
  ['DE', 'EUR', 1900],
  ['GR', 'EUR', 2400],
  ['HU', 'EUR', 2700],
  ['IE', 'EUR', 2300],
  ['IT', 'EUR', 2200],
  ['LV', 'EUR', 2100],
  ['LT', 'EUR', 2100],
  ['LU', 'EUR', 1700],
  ['MT', 'EUR', 1800],
  ['NL', 'EUR', 2100],
  ['PL', 'EUR', 2300],
  ['PT', 'EUR', 2300],
  ['RO', 'EUR', 2100],
  ['SK', 'EUR', 2300],
  ['SI', 'EUR', 2200],
  ['ES', 'EUR', 2100],
  ['SE', 'EUR', 2500],
]

// The €150 thresholds are the Union's, in euro, for every member state (IOSS and the customs
// duty relief of Regulation 1186/2009 art. 23); non-euro members convert them at the ECB rate.
const euSource =
  'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/import-one-stop-shop-ioss_en and ' +
  'https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en (cited 2026-12-06)'

export const seedDestinationTaxes: SeedDestinationTax[] = [
  ...euVat.map(([country, currency, vatBp]) => ({
    country,
    tariff: 'EU',
    vatBp,
    currency,
    customsPerUsd: '0.86',
    dutyThreshold: 15_000,
    taxThreshold: null,
    sellerCollectsUpTo: 15_000,
    taxBase: 'goods_delivery_duty' as const,
    clearanceFee: 0,
    source: euSource,
    note: 'IOSS: VAT charged at the sale up to €150; above, import VAT on goods, transport and duty.',
  })),
  {
    country: 'GB',
    tariff: 'GB',
    vatBp: 2000,
    currency: 'GBP',
    customsPerUsd: '0.75',
    dutyThreshold: 13_500,
    taxThreshold: null,
    sellerCollectsUpTo: 13_500,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source: 'https://www.gov.uk/guidance/vat-and-overseas-goods-sold-directly-to-customers-in-the-uk (cited 2026-12-06)',
    note: 'UK: VAT charged at the sale on consignments up to £135; above, import VAT and duty at the border.',
  },
  {
    country: 'US',
    tariff: 'US',
    vatBp: 0,
    currency: 'USD',
    customsPerUsd: '1',
    // Executive Order 14324 suspended the $800 de minimis for every country from 29 August 2025.
    dutyThreshold: null,
    taxThreshold: null,
    sellerCollectsUpTo: null,
    taxBase: 'goods',
    clearanceFee: 0,
    source:
      'https://www.cbp.gov/trade/basic-import-export/e-commerce and https://hts.usitc.gov/ (cited 2026-12-06); ' +
      'no federal import VAT (state sales tax not modelled)',
    note: 'United States: duty from the first dollar (no de minimis since 29 August 2025); no import VAT.',
  },
  {
    country: 'CA',
    tariff: 'CA',
    vatBp: 500,
    currency: 'CAD',
    customsPerUsd: '1.38',
    // Courier low-value shipments: CAD 20 for goods not of US/Mexico origin (CUSMA's higher ones do not apply to CN).
    dutyThreshold: 2_000,
    taxThreshold: 2_000,
    sellerCollectsUpTo: null,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source: 'https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html (cited 2026-12-06); GST only (HST/PST simplified away)',
    note: 'Canada: duty and 5 % GST above CAD 20, paid at import.',
  },
  {
    country: 'AU',
    tariff: 'AU',
    vatBp: 1000,
    currency: 'AUD',
    customsPerUsd: '1.52',
    dutyThreshold: 100_000,
    taxThreshold: null,
    sellerCollectsUpTo: 100_000,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source:
      'https://www.ato.gov.au/businesses-and-organisations/international-tax-for-business/gst-on-low-value-imported-goods (cited 2026-12-06)',
    note: 'Australia: 10 % GST charged at the sale up to A$1,000; above, duty and GST at the border.',
  },
  {
    country: 'NZ',
    tariff: 'NZ',
    vatBp: 1500,
    currency: 'NZD',
    customsPerUsd: '1.72',
    dutyThreshold: 100_000,
    taxThreshold: null,
    sellerCollectsUpTo: 100_000,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source: 'https://www.ird.govt.nz/gst/gst-for-overseas-businesses/gst-on-low-value-imported-goods (cited 2026-12-06)',
    note: 'New Zealand: 15 % GST charged at the sale up to NZ$1,000; above, duty and GST at the border.',
  },
  {
    country: 'NO',
    tariff: 'NO',
    vatBp: 2500,
    currency: 'NOK',
    customsPerUsd: '10.1',
    dutyThreshold: 300_000,
    taxThreshold: null,
    sellerCollectsUpTo: 300_000,
    taxBase: 'goods_delivery',
    clearanceFee: 0,
    source: 'https://www.skatteetaten.no/en/business-and-organisation/vat-and-duties/vat/foreign/e-commerce-voec/ (cited 2026-12-06)',
    note: 'Norway: VOEC, 25 % VAT charged at the sale up to NOK 3,000.',
  },
  {
    country: 'CH',
    tariff: 'CH',
    vatBp: 810,
    currency: 'CHF',
    customsPerUsd: '0.80',
    // Industrial tariffs were abolished on 1 January 2024; import VAT under CHF 5 is not collected (about CHF 62 of goods at 8.1 %).
    dutyThreshold: null,
    taxThreshold: 6_200,
    sellerCollectsUpTo: null,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source:
      'https://www.bazg.admin.ch/bazg/en/home/information-private-persons/postal-consignments-online-shopping.html (cited 2026-12-06)',
    note: 'Switzerland: 8.1 % import VAT, not collected when it comes to under CHF 5.',
  },
  {
    country: 'JP',
    tariff: 'JP',
    vatBp: 1000,
    currency: 'JPY',
    customsPerUsd: '150',
    // Duty and consumption tax are waived when the dutiable value is ¥10,000 or less (leather goods and knitwear excepted: simplified).
    dutyThreshold: 10_000,
    taxThreshold: 10_000,
    sellerCollectsUpTo: null,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source:
      'https://www.customs.go.jp/english/summary/import.htm and https://www.customs.go.jp/english/c-answer_e/imtsukan/1006_e.htm (cited 2026-12-06)',
    note: 'Japan: duty and 10 % consumption tax above ¥10,000, paid at import.',
  },
  {
    country: 'KR',
    tariff: 'KR',
    vatBp: 1000,
    currency: 'USD',
    customsPerUsd: '1',
    // Korea's de minimis for personal goods is set in US dollars (USD 150; 200 for US origin, not ours).
    dutyThreshold: 15_000,
    taxThreshold: 15_000,
    sellerCollectsUpTo: null,
    taxBase: 'goods_delivery_duty',
    clearanceFee: 0,
    source: 'https://www.customs.go.kr/english/cm/cntnts/cntntsView.do?mi=8051&cntntsId=2728 (cited 2026-12-06)',
    note: 'Korea: duty and 10 % VAT above USD 150, paid at import.',
  },
  {
    country: 'SG',
    tariff: 'SG',
    vatBp: 900,
    currency: 'SGD',
    customsPerUsd: '1.30',
    dutyThreshold: null,
    taxThreshold: null,
    sellerCollectsUpTo: 40_000,
    taxBase: 'goods_delivery',
    clearanceFee: 0,
    source:
      'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/gst-and-digital-economy/overseas-vendor-registration-regime-for-low-value-goods (cited 2026-12-06)',
    note: 'Singapore: 9 % GST charged at the sale up to S$400; duty only on liquor, tobacco, motor vehicles and petroleum.',
  },
  {
    country: 'HK',
    tariff: 'HK',
    vatBp: 0,
    currency: 'HKD',
    customsPerUsd: '7.8',
    dutyThreshold: null,
    taxThreshold: null,
    sellerCollectsUpTo: null,
    taxBase: 'goods',
    clearanceFee: 0,
    source: 'https://www.customs.gov.hk/en/trade_facilitation/dutiable_commodities/index.html (cited 2026-12-06)',
    note: 'Hong Kong: a free port, no import tax; duty only on liquor, tobacco, hydrocarbons and methyl alcohol.',
  },
  {
    // The shop ships from southern China: a parcel within the mainland is no import (its prices include China's VAT).
    country: 'CN',
    tariff: 'CN-DOMESTIC',
    vatBp: 0,
    currency: 'CNY',
    customsPerUsd: '7.1',
    dutyThreshold: null,
    taxThreshold: null,
    sellerCollectsUpTo: null,
    taxBase: 'goods',
    clearanceFee: 0,
    source: 'Domestic delivery (the shop dispatches from southern China, delivery-data.ts): no customs clearance',
    note: 'Mainland China: delivered from within China, no import duty or tax.',
  },
]

const src = {
  EU: 'EU TARIC / Combined Nomenclature 2026, https://ec.europa.eu/taxation_customs/dds2/taric/ (cited 2026-12-06)',
  GB: 'UK Global Tariff, https://www.trade-tariff.service.gov.uk/ (cited 2026-12-06)',
  US: 'HTSUS 2026, https://hts.usitc.gov/ (cited 2026-12-06)',
  US301:
    'USTR Section 301 lists incl. the 2024 four-year review, https://ustr.gov/issue-areas/enforcement/section-301-investigations/tariff-actions (cited 2026-12-06)',
  CA: 'Customs Tariff 2026, https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/ (cited 2026-12-06)',
  AU: 'Working Tariff, https://www.abf.gov.au/importing-exporting-and-manufacturing/tariff-classification/current-tariff (cited 2026-12-06)',
  AUCN: 'ChAFTA: China origin free, https://www.dfat.gov.au/trade/agreements/in-force/chafta (cited 2026-12-06)',
  NZ: 'Working Tariff of New Zealand, https://www.customs.govt.nz/business/tariffs/working-tariff-document/ (cited 2026-12-06)',
  NZCN: 'NZ–China FTA: China origin free, https://www.mfat.govt.nz/en/trade/free-trade-agreements/free-trade-agreements-in-force/nz-china-free-trade-agreement (cited 2026-12-06)',
  NO: 'Norwegian customs tariff, https://tolltariffen.toll.no/ (cited 2026-12-06): industrial goods free; clothing simplified to the tariff line',
  CH: 'Tares: industrial tariffs abolished 1 January 2024, https://www.bazg.admin.ch/bazg/en/home/topics/industrial-tariffs.html (cited 2026-12-06)',
  JP: 'Customs Tariff Schedules of Japan 2026, https://www.customs.go.jp/english/tariff/ (cited 2026-12-06)',
  KR: 'Korea Customs tariff, https://unipass.customs.go.kr/ (cited 2026-12-06)',
  SG: 'Singapore Customs: dutiable goods are liquor, tobacco, motor vehicles and petroleum, https://www.customs.gov.sg/businesses/valuation-duties-taxes-fees/duties-and-dutiable-goods/ (cited 2026-12-06)',
  HK: 'Dutiable Commodities Ordinance (Cap. 109), https://www.customs.gov.hk/ (cited 2026-12-06)',
}

const rows = (tariff: keyof typeof src, source: string, rates: [string, number][]): SeedDutyRate[] =>
  rates.map(([hs, rateBp]) => ({ tariff, hs, origin: null, rateBp, replaces: false, source }))

// The shop's headings: 871160 e-scooters, 871410 their parts (accessory boxes), 850760 Li-ion
// batteries and power stations, 640212 ski boots, 610910/610990/611011 tops, 854340 e-cigarettes,
// 240412 nicotine pods (HS 2022), 950300 toys and collectibles. A heading with no row for a
// destination has no known duty: the quote refuses rather than charge 0. Singapore and Hong Kong
// levy duty on none of them (chapters 01–99 free but the listed excise goods) — prefix '' means
// every heading; e-cigarettes are banned there anyway (sale rules).
export const seedDutyRates: SeedDutyRate[] = [
  ...rows('EU', src.EU, [
    ['871160', 600],
    ['871410', 370],
    ['850760', 270],
    ['640212', 350],
    ['610910', 1200],
    ['610990', 1200],
    ['611011', 1200],
    ['854340', 220],
    ['240412', 1200],
    ['950300', 0],
  ]),
  ...rows('GB', src.GB, [
    ['871160', 600],
    ['871410', 200],
    ['850760', 270],
    ['640212', 400],
    ['610910', 1200],
    ['610990', 1200],
    ['611011', 1200],
    ['854340', 200],
    ['240412', 1200],
    ['950300', 0],
  ]),
  ...rows('US', src.US, [
    ['871160', 0],
    ['871410', 0],
    ['850760', 340],
    ['640212', 0],
    ['610910', 1650],
    ['610990', 3200],
    ['611011', 1600],
    ['854340', 260],
    ['240412', 0],
    ['950300', 0],
  ]),
  ...[
    ['871160', 2500],
    ['871410', 2500],
    ['850760', 2500],
    ['640212', 750],
    ['610910', 750],
    ['610990', 750],
    ['611011', 750],
    ['854340', 2500],
  ].map(([hs, rateBp]) => ({ tariff: 'US', hs: hs as string, origin: 'CN', rateBp: rateBp as number, replaces: false, source: src.US301 })),
  ...rows('CA', src.CA, [
    ['871160', 0],
    ['871410', 0],
    ['850760', 700],
    ['640212', 0],
    ['610910', 1800],
    ['610990', 1800],
    ['611011', 1800],
    ['854340', 0],
    ['950300', 0],
  ]),
  ...rows('AU', src.AU, [
    ['871160', 500],
    ['871410', 500],
    ['850760', 500],
    ['640212', 500],
    ['610910', 500],
    ['610990', 500],
    ['611011', 500],
    ['854340', 500],
    ['950300', 500],
  ]),
  { tariff: 'AU', hs: '', origin: 'CN', rateBp: 0, replaces: true, source: src.AUCN },
  ...rows('NZ', src.NZ, [
    ['871160', 0],
    ['871410', 500],
    ['850760', 500],
    ['640212', 1000],
    ['610910', 1000],
    ['610990', 1000],
    ['611011', 1000],
    ['854340', 500],
    ['950300', 500],
  ]),
  { tariff: 'NZ', hs: '', origin: 'CN', rateBp: 0, replaces: true, source: src.NZCN },
  ...rows('NO', src.NO, [
    ['87', 0],
    ['85', 0],
    ['640212', 0],
    ['610910', 1070],
    ['610990', 1070],
    ['611011', 1070],
    ['950300', 0],
  ]),
  ...rows('CH', src.CH, [
    ['87', 0],
    ['85', 0],
    ['64', 0],
    ['61', 0],
    ['95', 0],
  ]),
  ...rows('JP', src.JP, [
    ['871160', 0],
    ['871410', 0],
    ['850760', 0],
    ['640212', 0],
    ['610910', 1090],
    ['610990', 1090],
    ['611011', 1090],
    ['854340', 0],
    ['950300', 0],
  ]),
  ...rows('KR', src.KR, [
    ['871160', 800],
    ['871410', 800],
    ['850760', 800],
    ['640212', 1300],
    ['610910', 1300],
    ['610990', 1300],
    ['611011', 1300],
    ['854340', 800],
    ['950300', 800],
  ]),
  { tariff: 'SG', hs: '', origin: null, rateBp: 0, replaces: false, source: src.SG },
  { tariff: 'HK', hs: '', origin: null, rateBp: 0, replaces: false, source: src.HK },
  { tariff: 'CN-DOMESTIC', hs: '', origin: null, rateBp: 0, replaces: false, source: 'no import' },
]

/** Each seeded product's customs heading and origin, by category (and by product where it differs). */
export const seedHsByCategory: Record<string, string> = {
  commuter: '871160',
  performance: '871160',
  kids: '871160',
  'blind-boxes': '871410',
  alpine: '640212',
  freeride: '640212',
  junior: '640212',
  'energy-storage': '850760',
  'battery-storage': '850760',
  'waka-disposable': '854340',
  'waka-pods': '854340',
  'imoment-disposable': '854340',
  'imoment-kits': '854340',
  series: '950300',
}

export const seedHsBySlug: Record<string, string> = {
  // Cotton T-shirts, a synthetic long-sleeve top and a merino jersey (chapter 61, knitted).
  'urban-glide-logo-t-shirt': '610910',
  'night-ride-reflective-t-shirt': '610910',
  'volt-racing-long-sleeve-top': '610990',
  'commuter-merino-base-top': '611011',
  // Replacement pods hold the nicotine liquid and no device: HS 2022 heading 24.04.
  'waka-pods-grape-frost-3-pack': '240412',
}

/** Every seeded product is made in China (the catalogue names no other origin). */
export const seedOrigin = 'CN'

/** A seeded product's customs heading: its own, else its category's. */
export function seedHsCode(slug: string, categorySlug: string): string | null {
  return seedHsBySlug[slug] ?? seedHsByCategory[categorySlug] ?? null
}
