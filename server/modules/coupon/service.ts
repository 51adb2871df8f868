import type { UserCoupon } from '#contract/account.ts'
import type { Locale } from '#contract/common.ts'
import type { Db } from '../../db/database.ts'
import * as queries from './queries.ts'

type CouponRow = Awaited<ReturnType<typeof queries.listUserCoupons>>[number]

function couponOf(row: CouponRow, locale: Locale, now: Date): UserCoupon {
  return {
    id: row.id,
    code: row.code,
    name: locale === 'zh-cn' ? row.name_zh : row.name_en,
    amount: row.amount_cents,
    min_spend: row.min_spend_cents,
    currency: 'USD',
    status: row.used_at ? 'used' : 'unused',
    expired: row.expires_at.getTime() <= now.getTime(),
    expires_at: row.expires_at.toISOString(),
  }
}

export async function listUserCoupons(db: Db, userId: number, locale: Locale, now: Date): Promise<UserCoupon[]> {
  return (await queries.listUserCoupons(db, userId)).map((row) => couponOf(row, locale, now))
}

export async function listUsableCoupons(db: Db, userId: number, locale: Locale, now: Date, subtotal?: number): Promise<UserCoupon[]> {
  return (await queries.listUsableCoupons(db, userId, now, subtotal)).map((row) => couponOf(row, locale, now))
}
