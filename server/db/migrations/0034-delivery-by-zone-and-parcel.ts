import { sql, type Kysely } from 'kysely'
import { isoCountryCodes } from '#contract/country-codes.ts'
import { bandsOf, seedParcels, seedZones } from '../seed/delivery-data.ts'

// Standard International is priced by destination and parcel, no longer a flat US$15: every
// product gets a packed weight and size and, where one applies, a dangerous-goods class; countries
// belong to shipping zones with rate bands by chargeable weight, dangerous-goods rules and a
// delivery estimate. The seeded products and zones are written here once (seed/delivery-data.ts),
// so a shop seeded before this migration prices delivery too; products added later stay
// unweighed until an operator weighs them, and are never priced at 0.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('weight_g', 'integer', (col) => col.check(sql`weight_g > 0`))
    .addColumn('length_cm', 'integer', (col) => col.check(sql`length_cm > 0`))
    .addColumn('width_cm', 'integer', (col) => col.check(sql`width_cm > 0`))
    .addColumn('height_cm', 'integer', (col) => col.check(sql`height_cm > 0`))
    .addColumn('dg_class', 'text', (col) => col.check(sql`dg_class in ('lithium_battery', 'nicotine_liquid')`))
    .addColumn('dg_wh', 'integer', (col) => col.check(sql`dg_wh > 0`))
    .execute()
  await db.schema
    .createTable('shipping_zones')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('min_days', 'integer', (col) => col.notNull().check(sql`min_days > 0`))
    .addColumn('max_days', 'integer', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('shipping_zones_days', sql`max_days >= min_days`)
    .execute()
  await db.schema
    .createTable('shipping_zone_countries')
    .addColumn('country', 'char(2)', (col) => col.primaryKey())
    .addColumn('zone_id', 'integer', (col) => col.notNull().references('shipping_zones.id').onDelete('cascade'))
    .execute()
  await db.schema
    .createTable('shipping_rates')
    .addColumn('zone_id', 'integer', (col) => col.notNull().references('shipping_zones.id').onDelete('cascade'))
    .addColumn('from_g', 'integer', (col) => col.notNull().check(sql`from_g >= 0`))
    .addColumn('to_g', 'integer', (col) => col.notNull())
    .addColumn('fee_usd_cents', 'integer', (col) => col.notNull().check(sql`fee_usd_cents >= 0`))
    .addPrimaryKeyConstraint('shipping_rates_pk', ['zone_id', 'from_g'])
    .addCheckConstraint('shipping_rates_band', sql`to_g > from_g`)
    .execute()
  await db.schema
    .createTable('shipping_dangerous_goods')
    .addColumn('zone_id', 'integer', (col) => col.notNull().references('shipping_zones.id').onDelete('cascade'))
    .addColumn('dg_class', 'text', (col) => col.notNull().check(sql`dg_class in ('lithium_battery', 'nicotine_liquid')`))
    .addColumn('allowed', 'boolean', (col) => col.notNull())
    .addColumn('surcharge_usd_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`surcharge_usd_cents >= 0`),
    )
    .addColumn('max_wh', 'integer', (col) => col.check(sql`max_wh > 0`))
    .addPrimaryKeyConstraint('shipping_dangerous_goods_pk', ['zone_id', 'dg_class'])
    .execute()
  await seedDelivery(db)
}

async function seedDelivery(db: Kysely<any>) {
  const listed = new Set(seedZones.flatMap((zone) => zone.countries))
  for (const [index, zone] of seedZones.entries()) {
    const { id } = await db
      .insertInto('shipping_zones')
      .values({
        code: zone.code,
        name_en: zone.nameEn,
        name_zh: zone.nameZh,
        min_days: zone.days[0],
        max_days: zone.days[1],
        sort: index * 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The last zone takes every country no other zone lists.
    const countries = zone.countries.length > 0 ? zone.countries : isoCountryCodes.filter((code) => !listed.has(code))
    await db
      .insertInto('shipping_zone_countries')
      .values(countries.map((country) => ({ country, zone_id: id })))
      .execute()
    await db
      .insertInto('shipping_rates')
      .values(bandsOf(zone).map(([from_g, to_g, fee_usd_cents]) => ({ zone_id: id, from_g, to_g, fee_usd_cents })))
      .execute()
    await db
      .insertInto('shipping_dangerous_goods')
      .values(
        Object.entries(zone.dg).map(([dg_class, rule]) => ({
          zone_id: id,
          dg_class,
          allowed: rule.allowed,
          surcharge_usd_cents: rule.surchargeCents,
          max_wh: rule.maxWh ?? null,
        })),
      )
      .execute()
  }
  await weighSeededGoods(db)
}

/** The seeded products' parcels, by slug: products an operator added are left unweighed. */
async function weighSeededGoods(db: Kysely<any>): Promise<void> {
  for (const [slug, parcel] of Object.entries(seedParcels)) {
    await db
      .updateTable('goods')
      .set({
        weight_g: parcel.weightG,
        length_cm: parcel.size[0],
        width_cm: parcel.size[1],
        height_cm: parcel.size[2],
        dg_class: parcel.dg,
        dg_wh: parcel.wh ?? null,
      })
      .where('slug', '=', slug)
      .where('weight_g', 'is', null)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipping_dangerous_goods').execute()
  await db.schema.dropTable('shipping_rates').execute()
  await db.schema.dropTable('shipping_zone_countries').execute()
  await db.schema.dropTable('shipping_zones').execute()
  for (const column of ['dg_wh', 'dg_class', 'height_cm', 'width_cm', 'length_cm', 'weight_g'])
    await db.schema.alterTable('goods').dropColumn(column).execute()
}
