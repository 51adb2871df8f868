import type { DangerousGoodsClass } from '#contract/delivery.ts'
import type { Db } from '../../db/database.ts'
import type { DeliveryBook, ParcelItem, Zone } from './rates.ts'
import type { ProductLine } from '#contract/lines.ts'

// All SQL on shipping zones, their countries, rates and dangerous-goods rules, and the parcel
// columns of goods; `db` first.

/** The whole delivery book: a few hundred rows, read at once and cached (book.ts). */
export async function loadDeliveryBook(db: Db): Promise<DeliveryBook> {
  const [zones, countries, rates, rules] = await Promise.all([
    db.selectFrom('shipping_zones').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('shipping_zone_countries').selectAll().execute(),
    db.selectFrom('shipping_rates').selectAll().orderBy('zone_id').orderBy('from_g').execute(),
    db.selectFrom('shipping_dangerous_goods').selectAll().execute(),
  ])
  const byId = new Map<number, Zone>(
    zones.map((zone) => [
      zone.id,
      {
        id: zone.id,
        code: zone.code,
        nameEn: zone.name_en,
        nameZh: zone.name_zh,
        minDays: zone.min_days,
        maxDays: zone.max_days,
        bands: [],
        dangerousGoods: {},
      },
    ]),
  )
  for (const rate of rates) byId.get(rate.zone_id)?.bands.push({ fromG: rate.from_g, toG: rate.to_g, feeUsd: rate.fee_usd_cents })
  for (const rule of rules) {
    const zone = byId.get(rule.zone_id)
    if (zone) zone.dangerousGoods[rule.dg_class] = { allowed: rule.allowed, surchargeUsd: rule.surcharge_usd_cents, maxWh: rule.max_wh }
  }
  return { zones: [...byId.values()], zoneOfCountry: new Map(countries.map((row) => [row.country.trim(), row.zone_id])) }
}

/** The parcels of goods on sale, by id; goods not found or not on sale are left out. */
export async function findParcels(
  db: Db,
  ids: number[],
): Promise<(ParcelItem & { line: ProductLine; priceUsd: number; hsCode: string | null; origin: string | null })[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('goods')
    .select([
      'id',
      'line',
      'weight_g',
      'length_cm',
      'width_cm',
      'height_cm',
      'dg_class',
      'dg_wh',
      'price_cents',
      'hs_code',
      'origin_country',
    ])
    .where('id', 'in', ids)
    .where('active', '=', true)
    .execute()
  return rows.map((row) => ({
    ...parcelOf(row),
    goodsId: row.id,
    quantity: 1,
    line: row.line,
    priceUsd: row.price_cents,
    hsCode: row.hs_code,
    origin: row.origin_country,
  }))
}

/** A goods row's parcel columns as the rate engine reads them. */
export function parcelOf(row: {
  weight_g: number | null
  length_cm: number | null
  width_cm: number | null
  height_cm: number | null
  dg_class: DangerousGoodsClass | null
  dg_wh: number | null
}): Omit<ParcelItem, 'goodsId' | 'quantity'> {
  return {
    weightG: row.weight_g,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    dgClass: row.dg_class,
    dgWh: row.dg_wh,
  }
}

/** The country of the shopper's default address, if they have one. */
export async function findDefaultCountry(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('addresses')
    .select('country')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.country.toUpperCase() ?? null
}
