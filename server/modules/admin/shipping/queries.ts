import type { Db, Trx } from '../../../db/database.ts'
import type { DangerousGoodsClass } from '#contract/delivery.ts'

// The back office's SQL on shipping zones and products' parcels; `db` first.

export async function listZones(db: Db) {
  const [zones, countries, rates, rules] = await Promise.all([
    db.selectFrom('shipping_zones').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('shipping_zone_countries').selectAll().orderBy('country').execute(),
    db.selectFrom('shipping_rates').selectAll().orderBy('from_g').execute(),
    db.selectFrom('shipping_dangerous_goods').selectAll().orderBy('dg_class').execute(),
  ])
  return zones.map((zone) => ({
    id: zone.id,
    code: zone.code,
    name_en: zone.name_en,
    name_zh: zone.name_zh,
    min_days: zone.min_days,
    max_days: zone.max_days,
    version: zone.version,
    countries: countries.filter((row) => row.zone_id === zone.id).map((row) => row.country.trim()),
    bands: rates
      .filter((row) => row.zone_id === zone.id)
      .map(({ from_g, to_g, fee_usd_cents }) => ({ from_g, to_g, fee_usd: fee_usd_cents })),
    dangerous_goods: rules
      .filter((row) => row.zone_id === zone.id)
      .map(({ dg_class, allowed, surcharge_usd_cents, max_wh }) => ({ dg_class, allowed, surcharge_usd: surcharge_usd_cents, max_wh })),
  }))
}

export async function lockZone(trx: Trx, id: number) {
  return trx.selectFrom('shipping_zones').select(['id', 'version']).where('id', '=', id).forUpdate().executeTakeFirst()
}

/** Countries listed by another zone than `zoneId`: a country belongs to one zone. */
export async function countriesElsewhere(trx: Db, zoneId: number, countries: string[]) {
  if (countries.length === 0) return []
  const rows = await trx
    .selectFrom('shipping_zone_countries')
    .select('country')
    .where('zone_id', '<>', zoneId)
    .where('country', 'in', countries)
    .execute()
  return rows.map((row) => row.country.trim())
}

export interface ZoneWrite {
  name_en: string
  name_zh: string
  min_days: number
  max_days: number
  countries: string[]
  bands: { from_g: number; to_g: number; fee_usd: number }[]
  dangerous_goods: { dg_class: DangerousGoodsClass; allowed: boolean; surcharge_usd: number; max_wh: number | null }[]
}

/** Replaces the zone's fields, countries, bands and rules; raises its version. */
export async function writeZone(trx: Db, id: number, zone: ZoneWrite) {
  await trx
    .updateTable('shipping_zones')
    .set((eb) => ({
      name_en: zone.name_en,
      name_zh: zone.name_zh,
      min_days: zone.min_days,
      max_days: zone.max_days,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute()
  await trx.deleteFrom('shipping_zone_countries').where('zone_id', '=', id).execute()
  if (zone.countries.length > 0)
    await trx
      .insertInto('shipping_zone_countries')
      .values(zone.countries.map((country) => ({ country, zone_id: id })))
      .execute()
  await trx.deleteFrom('shipping_rates').where('zone_id', '=', id).execute()
  await trx
    .insertInto('shipping_rates')
    .values(zone.bands.map((band) => ({ zone_id: id, from_g: band.from_g, to_g: band.to_g, fee_usd_cents: band.fee_usd })))
    .execute()
  await trx.deleteFrom('shipping_dangerous_goods').where('zone_id', '=', id).execute()
  if (zone.dangerous_goods.length > 0)
    await trx
      .insertInto('shipping_dangerous_goods')
      .values(
        zone.dangerous_goods.map((rule) => ({
          zone_id: id,
          dg_class: rule.dg_class,
          allowed: rule.allowed,
          surcharge_usd_cents: rule.surcharge_usd,
          max_wh: rule.max_wh,
        })),
      )
      .execute()
}

const parcelColumns = ['id', 'weight_g', 'length_cm', 'width_cm', 'height_cm', 'dg_class', 'dg_wh', 'hs_code', 'origin_country'] as const

export async function lockParcel(trx: Trx, id: number) {
  return trx.selectFrom('goods').select(parcelColumns).where('id', '=', id).forUpdate().executeTakeFirst()
}

export type ParcelRow = NonNullable<Awaited<ReturnType<typeof lockParcel>>>
export type ParcelChange = Omit<ParcelRow, 'id' | 'hs_code' | 'origin_country'> & Partial<Pick<ParcelRow, 'hs_code' | 'origin_country'>>

/** Customs fields left out (undefined) stay as they are. */
export async function writeParcel(trx: Db, id: number, parcel: ParcelChange) {
  await trx
    .updateTable('goods')
    .set((eb) => ({ ...parcel, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

export async function listUnweighed(db: Db) {
  return db.selectFrom('goods').select(['id', 'line', 'name_en', 'name_zh']).where('weight_g', 'is', null).orderBy('id').execute()
}
