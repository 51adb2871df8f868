import type { Db } from '../database.ts'
import { categories, exchangeRates, goods } from './catalogue-data.ts'
import { seedHsCode, seedOrigin } from './landed-cost-data.ts'
import { seedBlindBoxes } from './blind-boxes.ts'
import { seedParcels } from './delivery-data.ts'

/** Seeds the catalogue and exchange rates on a database that has none; a no-op afterwards. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Databases seeded before the blind-box shop existed get its series too.
    await seedBlindBoxes(trx)
    const existing = await trx
      .selectFrom('goods')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    if (Number(existing.count) > 0) return false

    const inserted = await trx
      .insertInto('categories')
      .values(
        categories.map((category) => ({
          line: category.line,
          slug: category.slug,
          brand: category.brand,
          name_en: category.nameEn,
          name_zh: category.nameZh,
          sort: category.sort,
        })),
      )
      .returning(['id', 'line', 'slug'])
      .execute()
    const categoryId = new Map(inserted.map((row) => [`${row.line}/${row.slug}`, row.id]))

    await trx
      .insertInto('goods')
      .values(
        goods.map((good) => {
          const id = categoryId.get(`${good.line}/${good.categorySlug}`)
          if (id === undefined) throw new Error(`Seed: ${good.slug} names unknown category ${good.categorySlug}`)
          const parcel = seedParcels[good.slug]
          if (!parcel) throw new Error(`Seed: ${good.slug} has no parcel in delivery-data.ts`)
          return {
            line: good.line,
            category_id: id,
            slug: good.slug,
            name_en: good.nameEn,
            name_zh: good.nameZh,
            summary_en: good.summaryEn,
            summary_zh: good.summaryZh,
            description_en: good.descriptionEn,
            description_zh: good.descriptionZh,
            price_cents: good.priceCents,
            compare_at_cents: good.compareAtCents,
            stock: good.stock,
            images: JSON.stringify(good.images),
            sizes: JSON.stringify(good.sizes),
            specs: JSON.stringify(good.specs),
            featured: good.featured,
            is_new: good.isNew,
            weight_g: parcel.weightG,
            length_cm: parcel.size[0],
            width_cm: parcel.size[1],
            height_cm: parcel.size[2],
            dg_class: parcel.dg,
            dg_wh: parcel.wh ?? null,
            hs_code: seedHsCode(good.slug, good.categorySlug),
            origin_country: seedHsCode(good.slug, good.categorySlug) ? seedOrigin : null,
          }
        }),
      )
      .execute()

    const rates = await trx
      .insertInto('exchange_rates')
      .values(
        exchangeRates.map((rate) => ({ currency: rate.currency, per_usd: rate.perUsd, round_to: rate.roundTo, price_ending: rate.ending })),
      )
      .onConflict((oc) => oc.column('currency').doNothing())
      .returning(['currency', 'per_usd'])
      .execute()
    // The first entry of each rate's history (the back office shows every change since).
    if (rates.length > 0) await trx.insertInto('exchange_rate_history').values(rates).execute()
    return true
  })
}
