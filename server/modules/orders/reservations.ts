import type { Trx } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import * as queries from './queries/index.ts'

/**
 * Puts the order's stock and coupon back (cancel, expiry, full refund before shipping); the stock
 * history says the order released it, why, and the operator who asked (null: the shop itself).
 */
export async function releaseReservations(
  db: Trx,
  order: OrderRow,
  why: { reason: 'canceled' | 'expired' | 'refunded'; operatorId?: number | null },
  now: Date,
): Promise<void> {
  const lines = await queries.findOrderLines(db, order.id)
  const byGoods = new Map<number, number>()
  for (const line of lines) byGoods.set(line.goods_id, (byGoods.get(line.goods_id) ?? 0) + line.quantity)
  // Lock goods in id order, like placing an order does, then put every unit back in one statement.
  await queries.lockGoods(db, [...byGoods.keys()])
  await queries.changeStock(db, byGoods, { source: 'order', orderId: order.id, ...why }, now)
  if (order.user_coupon_id) {
    await queries.lockCouponOfOrder(db, order.user_coupon_id)
    await queries.releaseCoupon(db, order.user_coupon_id, order.id)
  }
}
