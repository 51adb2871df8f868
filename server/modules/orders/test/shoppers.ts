import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { hashToken } from '../../../plugins/auth.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface Shopper {
  userId: number
  token: string
  email: string
  headers: Record<string, string>
}

/** A user with a live session, made directly in the database (tests and benchmarks). */
export async function createShopper(db: Db, { locale = 'en', now = new Date() }: { locale?: string; now?: Date } = {}): Promise<Shopper> {
  const tag = randomBytes(6).toString('hex')
  const email = `shopper-${tag}@example.test`
  const user = await db
    .insertInto('users')
    .values({ username: `shopper-${tag}`, email, phone: '+8613800138000', wechat: '', password_hash: 'not-a-login', locale })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = randomBytes(32).toString('hex')
  await db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(now.getTime() + 30 * 24 * 3600_000), revoked_at: null })
    .execute()
  return { userId: user.id, token, email, headers: { authorization: `Bearer ${token}` } }
}

export async function fillCart(
  db: Db,
  userId: number,
  line: ProductLine,
  items: { goods_id: number; quantity: number; size?: string }[],
): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values(items.map((item) => ({ user_id: userId, line, goods_id: item.goods_id, size: item.size ?? '', quantity: item.quantity })))
    .execute()
}

/** Active goods of a line without sizes, cheapest first. */
export async function goodsOf(db: Db, line: ProductLine) {
  return db
    .selectFrom('goods')
    .select(['id', 'price_cents', 'stock', 'name_en'])
    .where('line', '=', line)
    .where('active', '=', true)
    .where(sql<boolean>`jsonb_array_length(sizes) = 0`)
    .orderBy('price_cents')
    .orderBy('id')
    .execute()
}

export async function stockOf(db: Db, goodsId: number): Promise<number> {
  const row = await db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()
  return row.stock
}

export async function setStock(db: Db, goodsId: number, stock: number): Promise<void> {
  await db.updateTable('goods').set({ stock }).where('id', '=', goodsId).execute()
}

/** Gives the user a coupon: `amount` USD cents off above `minSpend`, expiring at `expiresAt`. */
export async function giveCoupon(
  db: Db,
  userId: number,
  { amount = 1000, minSpend = 0, expiresAt = new Date(Date.now() + 7 * 24 * 3600_000) } = {},
): Promise<number> {
  const coupon = await db
    .insertInto('coupons')
    .values({
      code: `T${randomBytes(5).toString('hex')}`,
      name_en: 'Test coupon',
      name_zh: '测试优惠券',
      amount_cents: amount,
      min_spend_cents: minSpend,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const held = await db
    .insertInto('user_coupons')
    .values({ user_id: userId, coupon_id: coupon.id, used_at: null, order_id: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return held.id
}

export const shippingAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'GB',
  state: '',
  city: 'London',
  address: '12 St James’s Square',
  postal_code: 'SW1Y 4JH',
  phone: '+44 20 7946 0000',
}

/** A complete createorder body for the line, paid by `payment_method`. */
export function orderBody(line: 'sco' | 'boot' | 'ene' | 'cig', overrides: Record<string, unknown> = {}) {
  return {
    line,
    contact: { email: 'ada@example.test' },
    news_opt_in: false,
    delivery_method: 'ship',
    shipping_address: shippingAddress,
    billing_same_as_shipping: true,
    shipping_method: 'standard_international',
    payment_method: 'card',
    note: '',
    currency: 'USD',
    ...overrides,
  }
}
