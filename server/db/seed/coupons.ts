import type { Db } from '../database.ts'

/** Coupon kinds every new account receives at registration (published; see modules/account). */
const couponKinds = [
  {
    code: 'WELCOME10',
    name_en: 'Welcome gift: $10 off orders over $50',
    name_zh: '新人礼：满 50 美元减 10 美元',
    amount_cents: 1000,
    min_spend_cents: 5000,
  },
  {
    code: 'NEWMEMBER30',
    name_en: 'New member: $30 off orders over $500',
    name_zh: '新会员：满 500 美元减 30 美元',
    amount_cents: 3000,
    min_spend_cents: 50000,
  },
]

/** Seeds the coupon kinds that are missing; kinds already there are left as they are. */
export async function seedCoupons(db: Db): Promise<void> {
  // Valid for two years from the first start of the shop.
  const expiresAt = new Date(Date.now() + 2 * 365 * 24 * 60 * 60 * 1000)
  await db
    .insertInto('coupons')
    .values(couponKinds.map((kind) => ({ ...kind, expires_at: expiresAt })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}
