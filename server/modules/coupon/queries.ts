import type { Db } from '../../db/database.ts'

function userCoupons(db: Db, userId: number) {
  return db
    .selectFrom('user_coupons')
    .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
    .select([
      'user_coupons.id',
      'user_coupons.used_at',
      'coupons.code',
      'coupons.name_en',
      'coupons.name_zh',
      'coupons.amount_cents',
      'coupons.min_spend_cents',
      'coupons.expires_at',
    ])
    .where('user_coupons.user_id', '=', userId)
}

/** Unused first, then the soonest to expire. */
export async function listUserCoupons(db: Db, userId: number) {
  return userCoupons(db, userId)
    .orderBy('user_coupons.used_at', (ob) => ob.desc().nullsFirst())
    .orderBy('coupons.expires_at')
    .orderBy('user_coupons.id')
    .execute()
}

/** Coupons that can still be spent: unused, unexpired and, given a subtotal, reached by it. */
export async function listUsableCoupons(db: Db, userId: number, now: Date, subtotalCents?: number) {
  let query = userCoupons(db, userId).where('user_coupons.used_at', 'is', null).where('coupons.expires_at', '>', now)
  if (subtotalCents !== undefined) query = query.where('coupons.min_spend_cents', '<=', subtotalCents)
  return query.orderBy('coupons.amount_cents', 'desc').orderBy('coupons.expires_at').execute()
}
