import type { DangerousGoodsClass } from '#contract/delivery.ts'

// Delivery as the shop starts with it: every seeded product's parcel, the shipping zones with
// their countries, rate bands, dangerous-goods rules and delivery estimates. All of it is the
// operator's to edit in the back office; migration 0034 writes it once.
//
// Sources of the figures:
// - Weights are the products' own specification (catalogue-data.ts, "Weight") plus packing;
//   sizes are the shipping cartons'. Watt-hours are the batteries' rated energy (Wh = V × Ah).
// - Volumetric weight L × W × H / 5000 (cm → kg) is the divisor of DHL Express, FedEx and UPS
//   international services (e.g. https://www.dhl.com/discover/en-global/ship-with-dhl/start-shipping/volumetric-weight).
// - Lithium batteries are class 9 dangerous goods (UN3480/UN3481, IATA Dangerous Goods
//   Regulations, section II up to 100 Wh): above 100 Wh a cell or pack ships only as fully
//   regulated cargo, which the "rest of the world" service does not offer here.
// - Nicotine e-liquid is UN1654/UN3144 (toxic, class 6.1) in quantity; in consumer devices it
//   travels under the couriers' limited-quantity rules, at a surcharge, where they carry it.
// - Rates are the shop's own price list (US cents), modelled on 2026 express tariffs from
//   southern China; estimates are business days from dispatch.

export interface SeedParcel {
  weightG: number
  /** Packed size in cm: length, width, height. */
  size: [number, number, number]
  dg: DangerousGoodsClass | null
  wh?: number
}

const li = (weightG: number, size: [number, number, number], wh: number): SeedParcel => ({ weightG, size, dg: 'lithium_battery', wh })
const vape = (weightG: number, size: [number, number, number]): SeedParcel => ({ weightG, size, dg: 'nicotine_liquid' })
const plain = (weightG: number, size: [number, number, number]): SeedParcel => ({ weightG, size, dg: null })

/** Every seeded product's parcel, by slug. */
export const seedParcels: Record<string, SeedParcel> = {
  // Scooters: the frame's weight plus about 2 kg of carton and foam; battery Wh = V × Ah.
  'urban-glide-s1': li(16_200, [112, 22, 50], 280),
  'urban-glide-s2-pro': li(19_800, [115, 23, 52], 540),
  'metro-fold-lite': li(13_300, [105, 20, 45], 216),
  'cityhop-9': li(15_600, [110, 22, 50], 270),
  'transit-max': li(24_600, [120, 25, 55], 864),
  'volt-raptor-gt': li(39_500, [130, 30, 60], 1440),
  'storm-dual-11': li(45_500, [132, 32, 62], 2100),
  'trail-runner-x': li(32_000, [125, 28, 56], 1040),
  'apex-sprint': li(24_000, [122, 26, 55], 748),
  'kiddo-zip-6': li(8_000, [80, 18, 38], 65),
  'junior-cruise-8': li(10_900, [92, 20, 42], 130),
  'rider-mystery-box-classic': plain(900, [25, 20, 12]),
  'night-rider-mystery-box': plain(950, [25, 20, 12]),
  'pro-tuning-mystery-box': plain(1_400, [30, 22, 14]),
  'urban-glide-logo-t-shirt': plain(250, [30, 25, 3]),
  'night-ride-reflective-t-shirt': plain(260, [30, 25, 3]),
  'volt-racing-long-sleeve-top': plain(320, [30, 25, 4]),
  'commuter-merino-base-top': plain(280, [30, 25, 4]),
  // Ski boots: a pair in its box.
  'bootski-carve-110': plain(4_600, [38, 32, 18]),
  'bootski-piste-90': plain(4_300, [38, 32, 18]),
  'bootski-summit-tour-120': plain(3_700, [38, 32, 18]),
  'bootski-backcountry-100': plain(3_900, [38, 32, 18]),
  'bootski-junior-60': plain(2_600, [32, 26, 15]),
  'bootski-junior-pro-70': plain(2_800, [32, 26, 15]),
  // Energy storage: crated; capacity as the product pages state it.
  'homevault-5': li(55_000, [70, 50, 25], 5120),
  'homevault-10': li(104_000, [75, 55, 40], 10_240),
  'homevault-hybrid-kit-10': li(126_000, [90, 60, 50], 10_240),
  'solarnest-13': li(130_000, [85, 60, 45], 13_500),
  'gridcore-20-stack': li(215_000, [100, 70, 60], 20_480),
  'trekcell-300': li(4_300, [35, 25, 25], 288),
  'trekcell-600': li(8_200, [40, 30, 30], 576),
  'roampower-1000': li(13_800, [45, 32, 35], 1024),
  'roampower-1500-pro': li(18_800, [50, 35, 38], 1536),
  'basepower-2400': li(27_000, [55, 40, 42], 2304),
  // Vapes: a device or pods in its retail box.
  'waka-bar-6000-mango-ice': vape(60, [12, 5, 3]),
  'waka-bar-6000-blueberry-mint': vape(60, [12, 5, 3]),
  'waka-pro-10000-watermelon-chill': vape(85, [13, 6, 3]),
  'waka-pod-starter-kit': vape(180, [15, 9, 4]),
  'waka-pods-grape-frost-3-pack': vape(60, [10, 7, 3]),
  'imoment-mate-5000-lychee-ice': vape(55, [12, 5, 3]),
  'imoment-mate-5000-peach-oolong': vape(55, [12, 5, 3]),
  'imoment-max-8000-passion-fruit': vape(80, [13, 6, 3]),
  'imoment-nova-pod-kit': vape(170, [15, 9, 4]),
  'imoment-nova-pro-kit': vape(230, [16, 10, 5]),
  // Blind boxes: figures in their boxes.
  'moonlit-garden-series': plain(450, [20, 15, 15]),
  'tiny-chef-kitchen-series': plain(450, [20, 15, 15]),
  'deep-sea-dreams-series': plain(450, [20, 15, 15]),
  'star-patrol-series-full-set': plain(1_800, [40, 30, 20]),
}

export interface SeedZone {
  code: string
  nameEn: string
  nameZh: string
  days: [number, number]
  /** Multiplies the base rate bands: distance and carriers' tariffs. */
  factor: number
  countries: string[]
  dg: Record<DangerousGoodsClass, { allowed: boolean; surchargeCents: number; maxWh?: number }>
}

const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ')
const carried = (battery: number, liquid: number): SeedZone['dg'] => ({
  lithium_battery: { allowed: true, surchargeCents: battery },
  nicotine_liquid: { allowed: true, surchargeCents: liquid },
})

export const seedZones: SeedZone[] = [
  {
    code: 'east-asia',
    nameEn: 'East Asia',
    nameZh: '东亚',
    days: [3, 7],
    factor: 0.6,
    countries: ['CN', 'HK', 'MO', 'JP', 'KR', 'TW'],
    dg: carried(1500, 300),
  },
  {
    code: 'south-east-asia',
    nameEn: 'South-East Asia',
    nameZh: '东南亚',
    days: [5, 10],
    factor: 0.8,
    countries: ['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'BN', 'KH', 'LA', 'MM', 'TL'],
    dg: carried(2000, 400),
  },
  {
    code: 'north-america',
    nameEn: 'North America',
    nameZh: '北美',
    days: [6, 12],
    factor: 1.1,
    countries: ['US', 'CA', 'MX'],
    dg: carried(2500, 500),
  },
  { code: 'uk', nameEn: 'United Kingdom', nameZh: '英国', days: [5, 10], factor: 1, countries: ['GB'], dg: carried(2500, 500) },
  { code: 'eu', nameEn: 'European Union', nameZh: '欧盟', days: [7, 14], factor: 1, countries: eu, dg: carried(2500, 500) },
  { code: 'oceania', nameEn: 'Oceania', nameZh: '大洋洲', days: [7, 14], factor: 1.2, countries: ['AU', 'NZ'], dg: carried(3000, 600) },
  {
    code: 'rest-of-world',
    nameEn: 'Rest of the world',
    nameZh: '世界其他地区',
    days: [10, 25],
    factor: 1.5,
    // Filled with every other ISO 3166-1 country below.
    countries: [],
    dg: {
      lithium_battery: { allowed: true, surchargeCents: 3500, maxWh: 100 },
      nicotine_liquid: { allowed: false, surchargeCents: 0 },
    },
  },
]

/** The base rate bands (US cents) for chargeable weights up to `toG`, before a zone's factor. */
const baseBands: [toG: number, cents: number][] = [
  [500, 900],
  [1_000, 1_200],
  [2_000, 1_600],
  [5_000, 2_800],
  [10_000, 4_500],
  [20_000, 7_500],
  [30_000, 10_000],
  [70_000, 19_000],
  [150_000, 36_000],
  [300_000, 65_000],
]

/** A zone's bands: `[fromG, toG, cents]`, contiguous from 0, rounded to whole dollars. */
export const bandsOf = (zone: SeedZone): [number, number, number][] =>
  baseBands.map(([toG, cents], index) => [index === 0 ? 0 : baseBands[index - 1][0], toG, Math.round((cents * zone.factor) / 100) * 100])
