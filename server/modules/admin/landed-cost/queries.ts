import { sql } from 'kysely'
import type { DestinationTaxBody, DutyRateBody } from '#contract/landed-cost-admin.ts'
import type { Db, Trx } from '../../../db/database.ts'

// The back office's SQL on the landed-cost rules (the landed-cost module's tables); `db` first.

const destinationColumns = [
  'country',
  'tariff',
  'vat_bp',
  'currency',
  'customs_per_usd',
  'duty_threshold',
  'tax_threshold',
  'seller_collects_up_to',
  'tax_base',
  'clearance_fee',
  'note',
  'source',
  'version',
] as const
const rateColumns = ['id', 'tariff', 'hs_prefix', 'origin', 'rate_bp', 'replaces', 'source'] as const

// char(n) columns come back padded; numeric as text with its scale.
const destination = <R extends { country: string; currency: string; customs_per_usd: string }>(row: R) => ({
  ...row,
  country: row.country.trim(),
  currency: row.currency.trim(),
  customs_per_usd: String(Number(row.customs_per_usd)),
})
const rate = <R extends { origin: string | null }>(row: R) => ({ ...row, origin: row.origin?.trim() ?? null })

export async function listDestinations(db: Db) {
  const rows = await db.selectFrom('destination_taxes').select(destinationColumns).orderBy('country').execute()
  return rows.map(destination)
}

export async function listDutyRates(db: Db) {
  const rows = await db
    .selectFrom('duty_rates')
    .select(rateColumns)
    .orderBy('tariff')
    .orderBy('hs_prefix')
    .orderBy(sql`coalesce(origin, '')`)
    .execute()
  return rows.map(rate)
}

export async function lockDestination(trx: Trx, country: string) {
  const row = await trx
    .selectFrom('destination_taxes')
    .select(destinationColumns)
    .where('country', '=', country)
    .forUpdate()
    .executeTakeFirst()
  return row ? destination(row) : undefined
}

/** Writes the operator's fields and raises the version. */
export async function writeDestination(trx: Db, country: string, body: Omit<DestinationTaxBody, 'version' | 'currency'>) {
  const row = await trx
    .updateTable('destination_taxes')
    .set((eb) => ({ ...body, version: eb('version', '+', 1) }))
    .where('country', '=', country)
    .returning(destinationColumns)
    .executeTakeFirstOrThrow()
  return destination(row)
}

export async function tariffExists(db: Db, tariff: string): Promise<boolean> {
  const row = await db.selectFrom('destination_taxes').select('country').where('tariff', '=', tariff).limit(1).executeTakeFirst()
  return row !== undefined
}

export async function lockDutyRate(trx: Trx, id: number) {
  const row = await trx.selectFrom('duty_rates').select(rateColumns).where('id', '=', id).forUpdate().executeTakeFirst()
  return row ? rate(row) : undefined
}

/** Another rate with the same tariff, heading and origin (they are unique). */
export async function sameHeading(trx: Db, body: DutyRateBody) {
  let query = trx
    .selectFrom('duty_rates')
    .select('id')
    .where('tariff', '=', body.tariff)
    .where('hs_prefix', '=', body.hs_prefix)
    .where(sql<string>`coalesce(origin, '')`, '=', body.origin ?? '')
  if (body.id) query = query.where('id', '<>', body.id)
  return query.executeTakeFirst()
}

export async function writeDutyRate(trx: Db, body: DutyRateBody) {
  const { id, ...values } = body
  const row = id
    ? await trx.updateTable('duty_rates').set(values).where('id', '=', id).returning(rateColumns).executeTakeFirstOrThrow()
    : await trx.insertInto('duty_rates').values(values).returning(rateColumns).executeTakeFirstOrThrow()
  return rate(row)
}

export async function deleteDutyRate(trx: Db, id: number) {
  await trx.deleteFrom('duty_rates').where('id', '=', id).execute()
}

/** Products without an HS code or a country of origin, by id. */
export async function listUnclassified(db: Db) {
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'line', 'name_en', 'name_zh', 'hs_code', 'origin_country'])
    .where((eb) => eb.or([eb('hs_code', 'is', null), eb('origin_country', 'is', null)]))
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, origin_country: row.origin_country?.trim() ?? null }))
}

/**
 * Per destination country and currency, the orders paid in [from, to) with their duties and
 * taxes worked out: goods at the price paid (after the coupon), delivery, the tax the shop
 * collected at the sale and the tax, duty and clearance it paid at import, and what was refunded.
 */
export async function taxSummary(db: Db, from: Date, to: Date) {
  const landed = (key: string) => sql<string>`coalesce(sum((landed_cost ->> ${sql.lit(key)})::bigint), 0)`
  const atSale = (yes: boolean) =>
    sql<string>`coalesce(sum(case when (landed_cost ->> 'collected_at_sale')::boolean = ${sql.lit(yes)} then (landed_cost ->> 'tax')::bigint else 0 end), 0)`
  return db
    .selectFrom('orders')
    .select([
      sql<string>`landed_cost ->> 'country'`.as('country'),
      'currency',
      sql<string>`count(*)`.as('orders'),
      sql<string>`sum(subtotal - discount)`.as('goods'),
      sql<string>`sum(shipping)`.as('delivery'),
      atSale(true).as('tax_collected_at_sale'),
      atSale(false).as('tax_paid_at_import'),
      landed('duty').as('duty'),
      landed('clearance').as('clearance'),
      sql<string>`sum(duties_taxes)`.as('duties_taxes'),
      sql<string>`sum(duties_taxes_refunded)`.as('duties_taxes_refunded'),
      sql<string>`sum(refunded)`.as('refunded'),
    ])
    .where('landed_cost', 'is not', null)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy([sql`landed_cost ->> 'country'`, 'currency'])
    .orderBy(sql`landed_cost ->> 'country'`)
    .orderBy('currency')
    .execute()
}
