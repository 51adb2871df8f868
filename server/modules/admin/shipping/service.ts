import { Code } from '#contract/envelope.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { bandProblem } from '../../delivery/index.ts'
import { audit } from '../audit/service.ts'
import { shippingMessages as messages } from './messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type ShippingContext = Pick<RequestContext, 'db' | 'now'>

const bandMessages = { empty: messages.bandsEmpty, gap: messages.bandsGap, order: messages.bandsOrder, fee: messages.bandsFee } as const

export const listZones = (db: Db) => queries.listZones(db)

/**
 * Saves a zone whole (fields, countries, bands, dangerous-goods rules), audited with before and
 * after: the next quote prices with it (the delivery book is a shared cache, emptied by this
 * save); orders already placed keep the shipping they were charged. A rate table with a gap or
 * an overlap, a country of another zone or a stale version changes nothing.
 */
export async function saveZone(ctx: ShippingContext, operatorId: number, id: number, input: queries.ZoneWrite & { version: number }) {
  const bands = [...input.bands].sort((a, b) => a.from_g - b.from_g)
  const problem = bandProblem(bands.map((band) => ({ fromG: band.from_g, toG: band.to_g, feeUsd: band.fee_usd })))
  if (problem) throw new ShopError(Code.invalid, bandMessages[problem], { data: { field: 'bands' } })
  const countries = [...new Set(input.countries)].sort()
  const rules = [...new Map(input.dangerous_goods.map((rule) => [rule.dg_class, rule])).values()]
  return ctx.db.transaction().execute(async (trx) => {
    const row = await queries.lockZone(trx, id)
    if (!row) throw new ShopError(Code.notFound, messages.zoneNotFound)
    if (row.version !== input.version) throw new ShopError(Code.conflict, messages.zoneStale, { data: { version: row.version } })
    const taken = await queries.countriesElsewhere(trx, id, countries)
    if (taken.length > 0)
      throw new ShopError(Code.invalid, messages.countryTaken, { params: { countries: taken.join(', ') }, data: { field: 'countries' } })
    const before = (await queries.listZones(trx)).find((zone) => zone.id === id)
    await queries.writeZone(trx, id, { ...input, countries, bands, dangerous_goods: rules })
    const after = (await queries.listZones(trx)).find((zone) => zone.id === id)!
    await audit(trx, ctx.now(), { operatorId, action: 'shipping_zone.update', subject: `shipping_zone:${id}`, before, after })
    return after
  })
}

/**
 * A product's parcel and what it is for customs, audited; weighing an unweighed product puts it on
 * sale for delivery, classifying it lets its duties be worked out where they are due.
 */
export async function saveParcel(ctx: ShippingContext, operatorId: number, id: number, parcel: queries.ParcelChange) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockParcel(trx, id)
    if (!before) throw new ShopError(Code.notFound, messages.productNotFound)
    await queries.writeParcel(trx, id, parcel)
    const after = { ...before, ...parcel, id }
    await audit(trx, ctx.now(), { operatorId, action: 'product.parcel', subject: `goods:${id}`, before, after })
    return after
  })
}

export const listUnweighed = (db: Db) => queries.listUnweighed(db)
