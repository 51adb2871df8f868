import { Code } from '#contract/envelope.ts'
import type { CouponFields, CouponRow } from '#contract/admin-data.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type CouponContext = Pick<RequestContext, 'db' | 'now'>

const dayMs = 24 * 60 * 60 * 1000
/** The form's last day of use (UTC) ↔ the moment the coupon stops working (the next midnight). */
const expiresAt = (lastDay: string) => new Date(Date.parse(`${lastDay}T00:00:00Z`) + dayMs)
const lastDayOf = (expires: Date) => new Date(expires.getTime() - 1).toISOString().slice(0, 10)

const rowOf = (coupon: queries.CouponRecord): CouponRow => ({
  id: coupon.id,
  code: coupon.code,
  name_en: coupon.name_en,
  name_zh: coupon.name_zh,
  amount_cents: coupon.amount_cents,
  min_spend_cents: coupon.min_spend_cents,
  expires_on: lastDayOf(coupon.expires_at),
  published: coupon.published,
  version: coupon.version,
  held: Number(coupon.held ?? 0),
  used: Number(coupon.used ?? 0),
})
const valuesOf = (fields: CouponFields) => ({
  code: fields.code,
  name_en: fields.name_en,
  name_zh: fields.name_zh,
  amount_cents: fields.amount_cents,
  min_spend_cents: fields.min_spend_cents,
  expires_at: expiresAt(fields.expires_on),
})
const audited = (row: {
  code: string
  name_en: string
  name_zh: string
  amount_cents: number
  min_spend_cents: number
  expires_at: Date
  published: boolean
}) => ({
  code: row.code,
  name_en: row.name_en,
  name_zh: row.name_zh,
  amount_cents: row.amount_cents,
  min_spend_cents: row.min_spend_cents,
  expires_on: lastDayOf(row.expires_at),
  published: row.published,
})

export async function listCoupons(db: Db, filter: queries.CouponFilter) {
  const { rows, total } = await queries.listCoupons(db, filter)
  return { list: rows.map(rowOf), total }
}

async function couponRow(db: Db, id: number): Promise<CouponRow> {
  const coupon = await queries.findCoupon(db, id)
  if (!coupon) throw new ShopError(Code.notFound, dataMessages.couponNotFound)
  return rowOf(coupon)
}

/** A new coupon starts unpublished: nobody receives it until an operator publishes it. */
export async function createCoupon(ctx: CouponContext, operatorId: number, fields: CouponFields) {
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (await queries.codeTaken(trx, fields.code)) throw new ShopError(Code.invalid, dataMessages.couponCodeTaken)
    const created = await queries.insertCoupon(trx, valuesOf(fields))
    await audit(trx, ctx.now(), {
      operatorId,
      action: 'coupon.create',
      subject: `coupon:${created.id}`,
      before: null,
      after: { ...fields, published: false },
    })
    return created.id
  })
  return couponRow(ctx.db, id)
}

/** Refused when someone else changed the coupon since the editor loaded `version`. */
export async function updateCoupon(ctx: CouponContext, operatorId: number, id: number, version: number, fields: CouponFields) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockCoupon(trx, id)
    if (!before) throw new ShopError(Code.notFound, dataMessages.couponNotFound)
    if (before.version !== version) throw new ShopError(Code.invalid, dataMessages.couponStale)
    if (await queries.codeTaken(trx, fields.code, id)) throw new ShopError(Code.invalid, dataMessages.couponCodeTaken)
    await queries.updateCoupon(trx, id, valuesOf(fields))
    await audit(trx, ctx.now(), {
      operatorId,
      action: 'coupon.update',
      subject: `coupon:${id}`,
      before: audited(before),
      after: { ...fields, published: before.published },
    })
  })
  return couponRow(ctx.db, id)
}

/** Published coupons are given to every new account at registration; coupons already held stay valid. */
export async function publishCoupon(ctx: CouponContext, operatorId: number, id: number, published: boolean) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockCoupon(trx, id)
    if (!before) throw new ShopError(Code.notFound, dataMessages.couponNotFound)
    if (before.published === published) return
    await queries.updateCoupon(trx, id, { published })
    await audit(trx, ctx.now(), {
      operatorId,
      action: published ? 'coupon.publish' : 'coupon.unpublish',
      subject: `coupon:${id}`,
      before: { published: before.published },
      after: { published },
    })
  })
  return couponRow(ctx.db, id)
}
