import type { Generated } from 'kysely'
import type { DangerousGoodsClass } from '#contract/delivery.ts'

/** A shipping zone: its countries, rate bands and dangerous-goods rules; estimate in business days. */
export interface ShippingZoneTable {
  id: Generated<number>
  code: string
  name_en: string
  name_zh: string
  min_days: number
  max_days: number
  sort: number
  /** Raised by every back-office edit: an editor holding an older one is refused. */
  version: Generated<number>
}

/** Each country is in at most one zone; a country in none is not delivered to. */
export interface ShippingZoneCountryTable {
  country: string
  zone_id: number
}

/** Standard International's fee for chargeable weights `from_g < weight ≤ to_g`, USD cents. */
export interface ShippingRateTable {
  zone_id: number
  from_g: number
  to_g: number
  fee_usd_cents: number
}

/** Whether a zone carries a dangerous-goods class, at what surcharge per shipment, up to how many watt-hours. */
export interface ShippingDangerousGoodsTable {
  zone_id: number
  dg_class: DangerousGoodsClass
  allowed: boolean
  surcharge_usd_cents: number
  max_wh: number | null
}
