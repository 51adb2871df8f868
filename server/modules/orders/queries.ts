import { sql } from 'kysely'
import type { OrderLine, OrderStatus, PostalAddress } from '#contract/orders.ts'
import type { Db } from '../../db/database.ts'
import type { NewOrder, NewOrderLine, NewPayment, OrderUpdate, PaymentState, StoredResponse } from '../../db/tables/orders.ts'

// Lock order, always: cart lines → goods (by id) → user coupon; an order row → goods → coupon.
// Every transaction takes locks in this order, so two of them never wait on each other in a cycle.

function cartLinesQuery(db: Db, userId: number, line: OrderLine) {
  return db.selectFrom('cart_lines').select(['id', 'goods_id', 'size', 'quantity']).where('user_id', '=', userId).where('line', '=', line).orderBy('id')
}

/** The user's cart lines of one line, locked: a second checkout of the same cart waits, then finds it empty. */
export async function lockCartLines(db: Db, userId: number, line: OrderLine) {
  return cartLinesQuery(db, userId, line).forUpdate().execute()
}

export async function findCartLines(db: Db, userId: number, line: OrderLine) {
  return cartLinesQuery(db, userId, line).execute()
}

const goodsColumns = ['id', 'line', 'name_en', 'name_zh', 'price_cents', 'stock', 'active', 'images'] as const

/** Goods rows locked in id order: stock is read and decremented under the lock. */
export async function lockGoods(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db.selectFrom('goods').select(goodsColumns).where('id', 'in', ids).orderBy('id').forUpdate().execute()
}

export async function findGoods(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db.selectFrom('goods').select(goodsColumns).where('id', 'in', ids).orderBy('id').execute()
}

export async function changeStock(db: Db, goodsId: number, delta: number) {
  await db.updateTable('goods').set({ stock: sql<number>`stock + ${delta}` }).where('id', '=', goodsId).execute()
}

export async function setStock(db: Db, goodsId: number, stock: number) {
  return db.updateTable('goods').set({ stock }).where('id', '=', goodsId).returning(['id', 'name_en', 'stock']).executeTakeFirst()
}

export async function lockGoodsById(db: Db, goodsId: number) {
  return db.selectFrom('goods').select(['id', 'stock']).where('id', '=', goodsId).forUpdate().executeTakeFirst()
}

export async function findExchangeRate(db: Db, currency: string) {
  return db.selectFrom('exchange_rates').select(['currency', 'per_usd']).where('currency', '=', currency).executeTakeFirst()
}

export async function upsertExchangeRate(db: Db, currency: string, perUsd: string, now: Date) {
  await db
    .insertInto('exchange_rates')
    .values({ currency, per_usd: perUsd, updated_at: now })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: perUsd, updated_at: now }))
    .execute()
}

function userCouponQuery(db: Db, userId: number, userCouponId: number) {
  return db
    .selectFrom('user_coupons')
    .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
    .select(['user_coupons.id', 'user_coupons.used_at', 'coupons.name_en', 'coupons.name_zh', 'coupons.amount_cents', 'coupons.min_spend_cents', 'coupons.expires_at'])
    .where('user_coupons.id', '=', userCouponId)
    .where('user_coupons.user_id', '=', userId)
}

/** The user's coupon, its row locked: of two orders using it at once, the second sees it used. */
export async function lockUserCoupon(db: Db, userId: number, userCouponId: number) {
  return userCouponQuery(db, userId, userCouponId).forUpdate('user_coupons').executeTakeFirst()
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

export async function markCouponUsed(db: Db, userCouponId: number, orderId: number, now: Date) {
  await db.updateTable('user_coupons').set({ used_at: now, order_id: orderId }).where('id', '=', userCouponId).execute()
}

export async function lockCouponOfOrder(db: Db, userCouponId: number) {
  return db.selectFrom('user_coupons').select(['id', 'order_id']).where('id', '=', userCouponId).forUpdate().executeTakeFirst()
}

export async function releaseCoupon(db: Db, userCouponId: number, orderId: number) {
  await db.updateTable('user_coupons').set({ used_at: null, order_id: null }).where('id', '=', userCouponId).where('order_id', '=', orderId).execute()
}

export async function findAddress(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .select(['first_name', 'last_name', 'country', 'state', 'city', 'address', 'postal_code', 'phone'])
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** Adds a checkout address to the book; the first one becomes the default. */
export async function saveAddress(db: Db, userId: number, address: PostalAddress, now: Date) {
  const existing = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()
  await db.insertInto('addresses').values({ user_id: userId, ...address, is_default: !existing, created_at: now, updated_at: now }).execute()
}

export async function findUserContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst()
}

export async function insertOrder(db: Db, order: NewOrder) {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow()
}

export async function insertOrderLines(db: Db, lines: NewOrderLine[]) {
  return db.insertInto('order_lines').values(lines).returningAll().execute()
}

/** The note the shopper added to this cart (the cart screen's "add a note to the order"). */
export async function findCartNote(db: Db, userId: number, line: OrderLine) {
  const row = await db.selectFrom('cart_notes').select('note').where('user_id', '=', userId).where('line', '=', line).executeTakeFirst()
  return row?.note ?? ''
}

export async function deleteCartNote(db: Db, userId: number, line: OrderLine) {
  await db.deleteFrom('cart_notes').where('user_id', '=', userId).where('line', '=', line).execute()
}

export async function deleteCartLines(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('cart_lines').where('id', 'in', ids).execute()
}

export async function findOrder(db: Db, orderNo: string, userId?: number) {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return query.executeTakeFirst()
}

export async function lockOrder(db: Db, orderNo: string, userId?: number) {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return query.forUpdate().executeTakeFirst()
}

export async function lockOrderById(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
}

export async function updateOrder(db: Db, orderId: number, update: OrderUpdate) {
  await db.updateTable('orders').set(update).where('id', '=', orderId).execute()
}

export async function findOrderLines(db: Db, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

export async function setShippedQuantity(db: Db, orderLineId: number, shipped: number) {
  await db.updateTable('order_lines').set({ shipped_quantity: shipped }).where('id', '=', orderLineId).execute()
}

export async function countOrderItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('order_lines')
    .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('items')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute()
  return new Map(rows.map((row) => [row.order_id, Number(row.items)]))
}

export interface OrderFilter {
  userId?: number
  line?: OrderLine
  status?: OrderStatus
  limit: number
  offset: number
}

export async function listOrders(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders').selectAll().select(sql<number>`count(*) over ()`.as('full_count'))
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId)
  if (filter.line) query = query.where('line', '=', filter.line)
  if (filter.status) query = query.where('status', '=', filter.status)
  return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute()
}

export async function countOrders(db: Db, filter: { userId?: number; line?: OrderLine }) {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count'))
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId)
  if (filter.line) query = query.where('line', '=', filter.line)
  return Number((await query.executeTakeFirstOrThrow()).count)
}

/** Online orders whose time to pay is over and that no card payment is processing for. */
export async function findExpiredOrderIds(db: Db, now: Date) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('pay_before', '<=', now)
    .where('status', 'in', ['unpaid', 'pending', 'payment_failed'])
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('payments').select('payments.id').whereRef('payments.order_id', '=', 'orders.id').where('payments.state', '=', 'processing'),
    )))
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

export async function insertPayment(db: Db, payment: NewPayment) {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow()
}

export async function updatePayment(db: Db, paymentId: number, update: { state: PaymentState; failure?: string | null; card_brand?: string | null; card_last4?: string | null; updated_at: Date }) {
  await db.updateTable('payments').set(update).where('id', '=', paymentId).execute()
}

/** Card charges in flight, begun after `since` (older ones count as abandoned). */
export async function findProcessingPayment(db: Db, orderId: number, since: Date) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'processing')
    .where('created_at', '>', since)
    .executeTakeFirst()
}

export async function findPendingWalletPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('state', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function findPaymentByReference(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.state', 'payments.method', 'payments.amount', 'payments.currency', 'orders.order_no', 'orders.line', 'orders.status'])
    .where('payments.reference', '=', reference)
    .where('payments.kind', '=', 'charge')
    .executeTakeFirst()
}

/** Ends the order's still-open charges (a newer wallet attempt, or the order was canceled). */
export async function cancelOpenPayments(db: Db, orderId: number, now: Date) {
  await db
    .updateTable('payments')
    .set({ state: 'canceled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('state', 'in', ['pending', 'processing'])
    .execute()
}

export async function findLatestCardPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['card_brand', 'card_last4'])
    .where('order_id', '=', orderId)
    .where('method', '=', 'card')
    .where('state', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Claims an idempotency key; null when it was new, else the row already there. */
export async function claimIdempotencyKey(db: Db, key: { user_id: number; scope: string; key: string; request_hash: string; created_at: Date }) {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...key, response: null })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return null
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', key.user_id)
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export async function saveIdempotentResponse(db: Db, key: { user_id: number; scope: string; key: string }, response: StoredResponse) {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('user_id', '=', key.user_id)
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .execute()
}

/** Frees a key whose request ended without an answer worth repeating (it may be retried). */
export async function dropIdempotencyKey(db: Db, key: { user_id: number; scope: string; key: string }) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', key.user_id)
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .where('response', 'is', null)
    .execute()
}

export async function pruneIdempotencyKeys(db: Db, olderThan: Date) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute()
}

/** Records a notification by its nonce; false when the nonce was seen before (a replay). */
export async function recordWalletNotification(db: Db, notification: {
  nonce: string; order_no: string; amount: number; currency: string; status: string; sent_at: Date; outcome: string; received_at: Date
}) {
  const row = await db
    .insertInto('wallet_notifications')
    .values(notification)
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function setWalletNotificationOutcome(db: Db, nonce: string, outcome: string) {
  await db.updateTable('wallet_notifications').set({ outcome }).where('nonce', '=', nonce).execute()
}
