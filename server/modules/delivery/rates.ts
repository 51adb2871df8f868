import { volumetricDivisor, type DangerousGoodsClass, type DeliveryStatus } from '#contract/delivery.ts'

// The rate engine: what one shipment costs to a country, from its goods and the delivery book
// (zones, rate bands, dangerous-goods rules). Pure: no database, no clock, USD cents in and out.

/** One product of a shipment as its parcel: weight in grams, packed size in cm. */
export interface ParcelItem {
  goodsId: number
  quantity: number
  /** null: the operator has not weighed it; the shipment cannot be priced. */
  weightG: number | null
  lengthCm: number | null
  widthCm: number | null
  heightCm: number | null
  dgClass: DangerousGoodsClass | null
  /** A lithium battery's energy, watt-hours. */
  dgWh: number | null
}

/** Covers chargeable weights `fromG < weight ≤ toG`. */
export interface RateBand {
  fromG: number
  toG: number
  feeUsd: number
}

export interface DangerousGoodsRule {
  allowed: boolean
  surchargeUsd: number
  /** Batteries above this many watt-hours are refused; null = no limit. */
  maxWh: number | null
}

export interface Zone {
  id: number
  code: string
  nameEn: string
  nameZh: string
  minDays: number
  maxDays: number
  /** Sorted by `fromG`. */
  bands: RateBand[]
  /** A class missing here is not carried to the zone. */
  dangerousGoods: Partial<Record<DangerousGoodsClass, DangerousGoodsRule>>
}

export interface DeliveryBook {
  zones: Zone[]
  /** ISO code → zone id. */
  zoneOfCountry: Map<string, number>
}

export type ShipmentPrice =
  | { status: 'ok'; zone: Zone; feeUsd: number; chargeableG: number; days: [number, number] }
  | {
      status: Exclude<DeliveryStatus, 'ok' | 'no_country' | 'not_sold' | 'no_duties'>
      zone: Zone | null
      goodsId?: number
      dgClass?: DangerousGoodsClass
    }

/** The greater of the actual weight and the volumetric one (L × W × H / 5000 kg), in grams, rounded up. */
export function chargeableWeight(items: ParcelItem[]): number {
  let actual = 0
  let volume = 0
  for (const item of items) {
    actual += (item.weightG ?? 0) * item.quantity
    volume += (item.lengthCm ?? 0) * (item.widthCm ?? 0) * (item.heightCm ?? 0) * item.quantity
  }
  return Math.max(actual, Math.ceil((volume * 1000) / volumetricDivisor))
}

export function zoneOf(book: DeliveryBook, country: string): Zone | null {
  const id = book.zoneOfCountry.get(country)
  return book.zones.find((zone) => zone.id === id) ?? null
}

/**
 * Prices one shipment to `country`: refused when a product is unweighed, the country is in no
 * zone, a dangerous-goods class is not carried there (or a battery exceeds the zone's watt-hours),
 * or no band covers the chargeable weight; else the band's fee plus each class's surcharge once.
 */
export function priceShipment(book: DeliveryBook, country: string, items: ParcelItem[]): ShipmentPrice {
  const unweighed = items.find((item) => item.weightG === null || item.weightG <= 0)
  if (unweighed) return { status: 'unweighed', zone: null, goodsId: unweighed.goodsId }
  const zone = zoneOf(book, country)
  if (!zone) return { status: 'no_zone', zone: null }
  let surcharges = 0
  const classes = new Set<DangerousGoodsClass>()
  for (const item of items) {
    if (!item.dgClass) continue
    const rule = zone.dangerousGoods[item.dgClass]
    const tooStrong = rule?.maxWh != null && item.dgClass === 'lithium_battery' && (item.dgWh ?? Infinity) > rule.maxWh
    if (!rule || !rule.allowed || tooStrong) return { status: 'refused_class', zone, goodsId: item.goodsId, dgClass: item.dgClass }
    if (!classes.has(item.dgClass)) surcharges += rule.surchargeUsd
    classes.add(item.dgClass)
  }
  const chargeableG = chargeableWeight(items)
  const band = zone.bands.find((entry) => entry.fromG < chargeableG && chargeableG <= entry.toG)
  if (!band) return { status: 'no_rate', zone }
  return { status: 'ok', zone, feeUsd: band.feeUsd + surcharges, chargeableG, days: [zone.minDays, zone.maxDays] }
}

/** What is wrong with a zone's bands as an operator saved them: they must run from 0 without gap or overlap. */
export function bandProblem(bands: RateBand[]): 'empty' | 'gap' | 'order' | 'fee' | null {
  if (bands.length === 0) return 'empty'
  let from = 0
  for (const band of bands) {
    if (band.toG <= band.fromG) return 'order'
    if (band.fromG !== from) return band.fromG > from ? 'gap' : 'order'
    if (!Number.isInteger(band.feeUsd) || band.feeUsd < 0) return 'fee'
    from = band.toG
  }
  return null
}
