import type { ColumnType, Generated, Selectable } from 'kysely'

/**
 * What a destination charges on an imported parcel (issue 50): one row per country, seeded from
 * the official sources cited in server/db/seed/landed-cost-data.ts, edited by operators.
 */
export interface DestinationTaxTable {
  country: string
  /** The customs territory whose duty rates apply ('EU' for every member state). */
  tariff: string
  /** Import VAT/GST, basis points. */
  vat_bp: number
  /** Currency of the thresholds and the clearance fee. */
  currency: string
  customs_per_usd: string
  duty_threshold: number | null
  tax_threshold: number | null
  seller_collects_up_to: number | null
  tax_base: 'goods' | 'goods_delivery' | 'goods_delivery_duty'
  clearance_fee: Generated<number>
  source: Generated<string>
  note: Generated<string>
  version: Generated<number>
}

/** Duty by HS heading prefix (and origin where it matters) within a tariff. */
export interface DutyRateTable {
  id: Generated<number>
  tariff: string
  hs_prefix: string
  origin: string | null
  rate_bp: number
  replaces: Generated<boolean>
  source: Generated<string>
}

export type DestinationTaxRow = Selectable<DestinationTaxTable>
export type DutyRateRow = Selectable<DutyRateTable>
/** The breakdown frozen on an order (orders.landed_cost). */
export type LandedCostColumn = ColumnType<unknown, string | null | undefined, string | null>
