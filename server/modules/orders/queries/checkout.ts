import { sql, type Selectable } from 'kysely'
import type { DangerousGoodsClass } from '#contract/delivery.ts'
import type { Db, Trx } from '../../../db/database.ts'
import { preparedStatement } from '../../../db/prepared.ts'
import type { StockSource } from '../../../db/tables/back-office.ts'
import type { GoodsTable } from '../../../db/tables/catalogue.ts'
import type { ProductLine } from '#contract/lines.ts'

// What checkout reads and locks besides orders: the shopper, the cart with its goods, stock,
// exchange rates, coupons and the address book. Lock order: see ./index.ts.

// The order path's statements are fixed texts, prepared: nothing is built per request (building
// them with Kysely cost about a tenth of the server's CPU per order), nothing planned twice.

/** The account's address, unlocked: where the confirmation goes when checkout gave no contact e-mail. */
/** Where the user's mail goes and whether they are a guest (a guest's e-mail is the contact given, '' for a mobile number). */
export async function findMailee(db: Db, userId: number): Promise<{ email: string; guest: boolean } | undefined> {
  const user = await db.selectFrom('users').select(['email', 'guest', 'guest_email']).where('id', '=', userId).executeTakeFirst()
  return user && { email: user.guest ? (user.guest_email ?? '') : user.email, guest: user.guest }
}

/** Whether `email` is an account's (a guest's placeholder never is). */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('email', '=', email).where('guest', '=', false).executeTakeFirst())
}

/** A line of the user's cart with its product. */
export interface CartGoodsRow {
  id: number
  goods_id: number
  size: string
  quantity: number
  line: Selectable<GoodsTable>['line']
  name_en: string
  name_zh: string
  price_cents: number
  stock: number
  active: boolean
  images: string[]
}

// The user's cart lines of one line with the product of each: one query prices a whole cart.
const cartLineColumns = ['id', 'goods_id', 'size', 'quantity']
const cartGoodsColumns = ['line', 'name_en', 'name_zh', 'price_cents', 'stock', 'active', 'images']
const cartColumns = [
  ...cartLineColumns.map((column) => `cart_lines.${column}`),
  ...cartGoodsColumns.map((column) => `goods.${column}`),
].join(', ')
const cartOf = (userId: string) => `from cart_lines inner join goods on goods.id = cart_lines.goods_id
  where cart_lines.user_id = ${userId} and cart_lines.line = $2`

/** A cart line's product as a parcel (weight, packed size, dangerous goods): what delivery is priced from. */
export interface ParcelColumns {
  weight_g: number | null
  length_cm: number | null
  width_cm: number | null
  height_cm: number | null
  dg_class: DangerousGoodsClass | null
  dg_wh: number | null
}
export type CartPricingRow = CartGoodsRow &
  ParcelColumns & {
    per_usd: string | null
    round_to: number | null
    price_ending: number | null
    note: string | null
    date_of_birth_on_file: string | null
    /** The buyer checks out as a guest (migration 0040): their mails carry the order's signed link. */
    buyer_guest: boolean | null
    /** Customs heading and origin (issue 50): what duties are worked out from. */
    hs_code: string | null
    origin_country: string | null
  }

const cartForPricing = preparedStatement<CartPricingRow>(`select ${cartColumns},
  goods.weight_g, goods.length_cm, goods.width_cm, goods.height_cm, goods.dg_class, goods.dg_wh,
  goods.hs_code, goods.origin_country,
  (select per_usd from exchange_rates where currency = $3) as per_usd,
  (select round_to from exchange_rates where currency = $3) as round_to,
  (select price_ending from exchange_rates where currency = $3) as price_ending,
  (select note from cart_notes where cart_notes.user_id = $1 and cart_notes.line = $2) as note,
  (select coalesce(users.date_of_birth, box_accounts.date_of_birth) from users
    left join box_accounts on box_accounts.user_id = users.id where users.id = $1) as date_of_birth_on_file,
  (select guest from users where users.id = $1) as buyer_guest
  ${cartOf('$1')}
  order by cart_lines.id`)

/**
 * Everything pricing the cart needs, in one round trip: its lines with their goods and parcels,
 * the rate of `currency` (null when we do not sell in it), the cart's note and the buyer's date
 * of birth on file (the account's, else the blind-box shop's: whether the quote asks it) and
 * whether the buyer is a guest, on every row.
 */
export async function findCartForPricing(db: Db, userId: number, line: ProductLine<'cart'>, currency: string) {
  return cartForPricing.run(db, [userId, line, currency])
}

const goodsColumns = ['id', 'line', 'name_en', 'name_zh', 'price_cents', 'stock', 'active', 'images'] as const

/** Goods rows locked in id order: stock is read and decremented under the lock. */
export async function lockGoods(db: Trx, ids: number[]) {
  if (ids.length === 0) return []
  return db.selectFrom('goods').select(goodsColumns).where('id', 'in', ids).orderBy('id').forUpdate().execute()
}

/** Why stock moved: who or what (an operator, an order, the command line, an import) and the reason. */
export interface StockWhy {
  source: StockSource
  reason: string
  operatorId?: number | null
  orderId?: number | null
}

/**
 * Adds `delta` to the stock of every product listed and writes each change to the stock
 * history, in one statement (one round trip however long the order). The goods must already be
 * locked; `stock >= 0` is the table's own check.
 */
export async function changeStock(db: Db, deltas: Map<number, number>, why: StockWhy, now: Date) {
  if (deltas.size === 0) return
  const rows = [...deltas].map(([goodsId, delta]) => sql`(${goodsId}::integer, ${delta}::integer)`)
  await sql`
    with changed as (
      update goods set stock = goods.stock + change.delta from (values ${sql.join(rows)}) as change(id, delta)
      where goods.id = change.id returning goods.id, goods.stock, change.delta
    )
    insert into stock_changes (goods_id, operator_id, before, after, reason, source, order_id, created_at)
    select id, ${why.operatorId ?? null}::integer, stock - delta, stock, ${why.reason}, ${why.source}, ${why.orderId ?? null}::integer, ${now}::timestamptz from changed`.execute(
    db,
  )
}

/** The rate in force, and a line of its history (who set it: an operator, or null for the command line). */
export async function upsertExchangeRate(db: Db, currency: string, perUsd: string, now: Date, operatorId: number | null = null) {
  await db
    .insertInto('exchange_rates')
    .values({ currency, per_usd: perUsd, updated_at: now })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: perUsd, updated_at: now }))
    .execute()
  await db.insertInto('exchange_rate_history').values({ currency, per_usd: perUsd, operator_id: operatorId, created_at: now }).execute()
}

export async function findExchangeRate(db: Db, currency: string) {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', 'per_usd', 'round_to', 'price_ending'])
    .where('currency', '=', currency)
    .executeTakeFirst()
}

function userCouponQuery(db: Db, userId: number, userCouponId: number) {
  return db
    .selectFrom('user_coupons')
    .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
    .select([
      'user_coupons.id',
      'user_coupons.used_at',
      'coupons.name_en',
      'coupons.name_zh',
      'coupons.amount_cents',
      'coupons.min_spend_cents',
      'coupons.expires_at',
    ])
    .where('user_coupons.id', '=', userCouponId)
    .where('user_coupons.user_id', '=', userId)
}

export async function findUserCoupon(db: Db, userId: number, userCouponId: number) {
  return userCouponQuery(db, userId, userCouponId).executeTakeFirst()
}

export async function findCouponName(db: Db, userCouponId: number) {
  return db
    .selectFrom('user_coupons')
    .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
    .select(['coupons.name_en', 'coupons.name_zh'])
    .where('user_coupons.id', '=', userCouponId)
    .executeTakeFirst()
}

export async function lockCouponOfOrder(db: Trx, userCouponId: number) {
  return db.selectFrom('user_coupons').select(['id', 'order_id']).where('id', '=', userCouponId).forUpdate().executeTakeFirst()
}

export async function releaseCoupon(db: Db, userCouponId: number, orderId: number) {
  await db
    .updateTable('user_coupons')
    .set({ used_at: null, order_id: null })
    .where('id', '=', userCouponId)
    .where('order_id', '=', orderId)
    .execute()
}

export async function findAddress(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .select(['first_name', 'last_name', 'country', 'state', 'city', 'address', 'postal_code', 'phone'])
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}
