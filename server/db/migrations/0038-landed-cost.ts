import { sql, type Kysely } from 'kysely'
import { seedDestinationTaxes, seedDutyRates, seedHsCode, seedOrigin } from '../seed/landed-cost-data.ts'

// Issue 50: duties and import taxes worked out at checkout and paid with the order (delivered
// duty paid). Products get a 6-digit HS code and an origin; destinations their tax rules and
// duty rates (seed/landed-cost-data.ts, sources cited there); orders keep the duties and taxes
// they were placed with, and the rules that produced them, as they keep their exchange rate.
// place_order (0028, 0030) is edited where it stands, as 0030 did, to write the two columns.
const edits: [string, string][] = [
  [
    'pay_before, confirm_before, placed_at, paid_at, canceled_at, updated_at)',
    'pay_before, confirm_before, placed_at, paid_at, canceled_at, updated_at, duties_taxes, landed_cost)',
  ],
  [
    'o.pay_before, o.confirm_before, o.placed_at, o.paid_at, o.canceled_at, o.updated_at',
    'o.pay_before, o.confirm_before, o.placed_at, o.paid_at, o.canceled_at, o.updated_at, o.duties_taxes, o.landed_cost',
  ],
]

const signature = 'place_order(jsonb, jsonb, jsonb, integer, integer, jsonb, jsonb, text, text, jsonb)'

async function edit(db: Kysely<any>, replace: (text: string, from: string, to: string) => string): Promise<void> {
  const { rows } = await sql<{ definition: string }>`select pg_get_functiondef(${signature}::regprocedure) as definition`.execute(db)
  let definition = rows[0].definition
  for (const [from, to] of edits) definition = replace(definition, from, to)
  await sql.raw(definition).execute(db)
}

function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from)
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`place_order: expected once: ${from}`)
  return text.slice(0, at) + to + text.slice(at + from.length)
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('hs_code', 'char(6)', (col) => col.check(sql`hs_code ~ '^[0-9]{6}$'`))
    .addColumn('origin_country', 'char(2)', (col) => col.check(sql`origin_country ~ '^[A-Z]{2}$'`))
    .execute()
  await db.schema
    .createTable('destination_taxes')
    .addColumn('country', 'char(2)', (col) => col.primaryKey())
    .addColumn('tariff', 'text', (col) => col.notNull())
    .addColumn('vat_bp', 'integer', (col) => col.notNull().check(sql`vat_bp between 0 and 10000`))
    .addColumn('currency', 'char(3)', (col) => col.notNull())
    .addColumn('customs_per_usd', 'numeric(18, 6)', (col) => col.notNull().check(sql`customs_per_usd > 0`))
    .addColumn('duty_threshold', 'integer', (col) => col.check(sql`duty_threshold >= 0`))
    .addColumn('tax_threshold', 'integer', (col) => col.check(sql`tax_threshold >= 0`))
    .addColumn('seller_collects_up_to', 'integer', (col) => col.check(sql`seller_collects_up_to >= 0`))
    .addColumn('tax_base', 'text', (col) => col.notNull().check(sql`tax_base in ('goods', 'goods_delivery', 'goods_delivery_duty')`))
    .addColumn('clearance_fee', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`clearance_fee >= 0`),
    )
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createTable('duty_rates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('tariff', 'text', (col) => col.notNull())
    .addColumn('hs_prefix', 'text', (col) => col.notNull().check(sql`hs_prefix ~ '^([0-9]{2}){0,3}$'`))
    .addColumn('origin', 'char(2)')
    .addColumn('rate_bp', 'integer', (col) => col.notNull().check(sql`rate_bp between 0 and 10000`))
    .addColumn('replaces', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  // One rate per heading, origin (or none) and tariff.
  await sql`create unique index duty_rates_heading on duty_rates (tariff, hs_prefix, coalesce(origin, ''))`.execute(db)
  await db.schema
    .alterTable('orders')
    .addColumn('duties_taxes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`duties_taxes >= 0`),
    )
    .addColumn('landed_cost', 'jsonb')
    .execute()
  await edit(db, once)

  await db
    .insertInto('destination_taxes')
    .values(
      seedDestinationTaxes.map((rule) => ({
        country: rule.country,
        tariff: rule.tariff,
        vat_bp: rule.vatBp,
        currency: rule.currency,
        customs_per_usd: rule.customsPerUsd,
        duty_threshold: rule.dutyThreshold,
        tax_threshold: rule.taxThreshold,
        seller_collects_up_to: rule.sellerCollectsUpTo,
        tax_base: rule.taxBase,
        clearance_fee: rule.clearanceFee,
        source: rule.source,
        note: rule.note,
      })),
    )
    .execute()
  await db
    .insertInto('duty_rates')
    .values(
      seedDutyRates.map((rate) => ({
        tariff: rate.tariff,
        hs_prefix: rate.hs,
        origin: rate.origin,
        rate_bp: rate.rateBp,
        replaces: rate.replaces,
        source: rate.source,
      })),
    )
    .execute()
  // The seeded products on a shop seeded before this migration; products added since stay without.
  const seeded = await db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select(['goods.id', 'goods.slug', 'categories.slug as category'])
    .execute()
  for (const row of seeded) {
    const hs = seedHsCode(row.slug, row.category)
    if (hs) await db.updateTable('goods').set({ hs_code: hs, origin_country: seedOrigin }).where('id', '=', row.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await edit(db, (text, from, to) => once(text, to, from))
  await db.schema.alterTable('orders').dropColumn('duties_taxes').dropColumn('landed_cost').execute()
  await db.schema.dropTable('duty_rates').execute()
  await db.schema.dropTable('destination_taxes').execute()
  await db.schema.alterTable('goods').dropColumn('hs_code').dropColumn('origin_country').execute()
}
