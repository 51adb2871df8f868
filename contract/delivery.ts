import { z } from 'zod'
import { dutiesTaxes } from './landed-cost.ts'
import { envelope } from './envelope.ts'
import { minorUnits } from './common.ts'
import { cappedString } from './text.ts'
import { dangerousGoodsClasses, isIsoCountry } from './country-codes.ts'

export { dangerousGoodsClasses }

/*
 * Delivery: what Standard International costs and how long it takes to a country, from the
 * parcel (weight, packed size, dangerous-goods class) and the country's shipping zone. Fees are
 * USD cents, converted like every price (`minorFromUsd`) into the shopper's currency; the order
 * quote and the placed order price with the same rate engine (server/modules/delivery/rates.ts).
 */

/** A country as a shopper or operator gives it: two letters of ISO 3166-1, any case. */
export const countryCode = cappedString(10, { error: 'country', tooLong: 'country' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isIsoCountry, { error: 'country' })

export const dangerousGoodsClass = z.enum(dangerousGoodsClasses)
export type DangerousGoodsClass = z.infer<typeof dangerousGoodsClass>

/** Volumetric weight in grams = length × width × height (cm) / 5000 kg, the couriers' divisor. */
export const volumetricDivisor = 5000

/**
 * Why a parcel cannot go (or `ok`): `unweighed` a product without a weight (never priced at 0),
 * `no_zone` a country outside every zone, `refused_class` a dangerous-goods class the zone does not
 * carry (or a battery above its watt-hours), `no_rate` a chargeable weight no band of the zone covers,
 * `not_sold` a line the shop's sale rules do not sell in that country (the law's reason, before
 * any carrier's), `no_country` nothing says where the shopper is.
 */
export const deliveryStatuses = ['ok', 'unweighed', 'no_zone', 'refused_class', 'no_rate', 'no_country', 'not_sold', 'no_duties'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** The goods of a parcel: `id` or `idxquantity`, comma-separated (one line's cart or one product). */
export const deliveryQuoteQuery = z.object({
  items: cappedString(600, { tooLong: 'items' }).regex(/^\d{1,9}(x\d{1,4})?(,\d{1,9}(x\d{1,4})?){0,49}$/, 'items'),
  /** The shopper's chosen country; else their default address's, else their IP's. */
  country: countryCode.optional(),
})

/** Where the country came from: chosen in the shop, the default address, the visitor's IP. */
export const countrySources = ['chosen', 'address', 'ip', 'none'] as const

export const deliveryQuote = z.object({
  /** ISO code; null when nothing said where the shopper is. */
  country: z.string().nullable(),
  source: z.enum(countrySources),
  status: z.enum(deliveryStatuses),
  /** Standard International's fee for this parcel, USD cents; null unless `ok`. */
  fee_usd: minorUnits.nullable(),
  /** Business days, [min, max]; null unless `ok`. */
  days: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** Why it cannot be delivered there, in the shopper's language; null when `ok`. */
  message: z.string().nullable(),
  /** Duties and taxes of this parcel there, in USD cents at list prices (the cart's estimate; issue 50); null unless `ok`. */
  duties: dutiesTaxes.nullable(),
})
export type DeliveryQuote = z.infer<typeof deliveryQuote>

/** An order quote's delivery: the country priced for and its estimate in business days. */
export const orderDelivery = z.object({
  country: z.string().nullable(),
  days: z.tuple([z.number().int(), z.number().int()]).nullable(),
})
export type OrderDelivery = z.infer<typeof orderDelivery>
export const deliveryQuoteResponse = envelope(deliveryQuote)

// The back office: zones, their countries, rate bands, dangerous-goods rules and estimates
// (owners: `settings`), and each product's parcel (`catalogue`). Fees are USD cents.

const grams = z.number({ error: 'parcelWeight' }).int({ error: 'parcelWeight' })
const cents = z.number({ error: 'zoneFee' }).int({ error: 'zoneFee' }).min(0, { error: 'zoneFee' }).max(100_000_000, { error: 'zoneFee' })

export const rateBand = z.object({
  from_g: grams.min(0, { error: 'parcelWeight' }),
  to_g: grams.positive({ error: 'parcelWeight' }),
  fee_usd: cents,
})
export const zoneDangerousGoods = z.object({
  dg_class: dangerousGoodsClass,
  allowed: z.boolean(),
  surcharge_usd: cents,
  max_wh: z.number({ error: 'parcelWh' }).int({ error: 'parcelWh' }).positive({ error: 'parcelWh' }).nullable(),
})
const days = z.number({ error: 'zoneDays' }).int({ error: 'zoneDays' }).min(1, { error: 'zoneDays' }).max(120, { error: 'zoneDays' })

export const shippingZone = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  version: z.number().int(),
  countries: z.array(z.string()),
  bands: z.array(rateBand),
  dangerous_goods: z.array(zoneDangerousGoods),
})
export type ShippingZone = z.infer<typeof shippingZone>
export const shippingZonesResponse = envelope(z.object({ list: z.array(shippingZone) }))
export const shippingZoneResponse = envelope(shippingZone)

/** A zone as the operator saves it: the bands must run from 0 without gap or overlap (checked by the server). */
export const shippingZoneBody = z
  .object({
    version: z.number().int(),
    name_en: cappedString(80, { tooLong: 'zoneName' }).trim().min(1, { error: 'zoneName' }),
    name_zh: cappedString(80, { tooLong: 'zoneName' }).trim().min(1, { error: 'zoneName' }),
    min_days: days,
    max_days: days,
    countries: z.array(countryCode).max(300),
    bands: z.array(rateBand).min(1, { error: 'zoneBands' }).max(50),
    dangerous_goods: z.array(zoneDangerousGoods).max(dangerousGoodsClasses.length),
  })
  .refine((zone) => zone.max_days >= zone.min_days, { error: 'zoneDays', path: ['max_days'] })
export const shippingZoneParams = z.object({ id: z.coerce.number().int().positive() })

const centimetres = z
  .number({ error: 'parcelSize' })
  .int({ error: 'parcelSize' })
  .positive({ error: 'parcelSize' })
  .max(1000, { error: 'parcelSize' })

/** A product's parcel: weight above 0 g, each side above 0 cm; watt-hours only for a lithium battery. */
export const productParcelBody = z
  .object({
    weight_g: z
      .number({ error: 'parcelWeight' })
      .int({ error: 'parcelWeight' })
      .positive({ error: 'parcelWeight' })
      .max(2_000_000, { error: 'parcelWeight' }),
    length_cm: centimetres,
    width_cm: centimetres,
    height_cm: centimetres,
    dg_class: dangerousGoodsClass.nullable(),
    dg_wh: z
      .number({ error: 'parcelWh' })
      .int({ error: 'parcelWh' })
      .positive({ error: 'parcelWh' })
      .max(1_000_000, { error: 'parcelWh' })
      .nullable(),
    // What the product is for customs (issue 50): its duty and import tax are worked out from
    // them. Left out, they stay as they are; null clears them.
    hs_code: cappedString(6, { error: 'hsCode', tooLong: 'hsCode' })
      .regex(/^\d{6}$/, { error: 'hsCode' })
      .nullable()
      .optional(),
    origin_country: cappedString(2, { error: 'originCountry', tooLong: 'originCountry' })
      .refine((code) => isIsoCountry(code), { error: 'originCountry' })
      .nullable()
      .optional(),
  })
  .refine((parcel) => parcel.dg_class === 'lithium_battery' || parcel.dg_wh === null, { error: 'parcelWh', path: ['dg_wh'] })
  .refine((parcel) => parcel.dg_class !== 'lithium_battery' || parcel.dg_wh !== null, { error: 'parcelWh', path: ['dg_wh'] })
export const productParcelParams = z.object({ id: z.coerce.number().int().positive() })
export const productParcel = z.object({
  id: z.number().int(),
  weight_g: z.number().int().nullable(),
  length_cm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  dg_class: dangerousGoodsClass.nullable(),
  dg_wh: z.number().int().nullable(),
  hs_code: z.string().nullable().optional(),
  origin_country: z.string().nullable().optional(),
})
export const productParcelResponse = envelope(productParcel)
/** Products an operator has not weighed: they cannot be sold for delivery. */
export const unweighedProductsResponse = envelope(
  z.object({ list: z.array(z.object({ id: z.number().int(), line: z.string(), name_en: z.string(), name_zh: z.string() })) }),
)
