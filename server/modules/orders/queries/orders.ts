import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { OrderLine, OrderStatus } from '#contract/orders.ts'
import type { Db } from '../../../db/database.ts'
import type { NewOrder, NewOrderLine, OrderLineRow, OrderUpdate } from '../../../db/tables/orders.ts'

// Orders and their lines. Lock order: see ./index.ts.

export interface PlacedOrderWrite {
  order: NewOrder
  /** The order's lines, without the order's id (not drawn yet). */
  lines: Omit<NewOrderLine, 'order_id'>[]
  /** The user's coupon the order uses, if any. */
  userCouponId: number | null
}

/**
 * Everything placing an order writes, in one statement (one round trip under the locks): the
 * stock taken (and its stock history), the order, its lines, the coupon used, the cart of that
 * line emptied (note included). The goods must already be locked (in id order) and checked, under the
 * user's lock; `stock >= 0` is the table's own check all the same. Answers the order with its
 * lines, and whether the coupon was still unused (if not, the caller rolls it all back).
 */
export async function writePlacedOrder(db: Db, write: PlacedOrderWrite) {
  const { order, lines, userCouponId } = write
  const userId = order.user_id
  // The same SQL text whatever the cart: the lines travel as one jsonb parameter and the stock
  // taken is summed from them, so the statement is parsed and planned alike for every order.
  const given = JSON.stringify(lines.map((entry, position) => ({ ...entry, position })))
  const row = await db
    .with(
      'given_lines',
      () => sql<Omit<NewOrderLine, 'order_id'> & { position: number }>`(select * from jsonb_to_recordset(${given}::jsonb)
      as given(goods_id integer, size text, name_en text, name_zh text, image text, price_usd integer, price integer, quantity integer, total integer, position integer))`,
    )
    .with('taken_stock', (qb) =>
      qb
        .updateTable('goods')
        .from(
          sql<{
            goods_id: number
            quantity: number
          }>`(select goods_id, sum(quantity)::integer as quantity from given_lines group by goods_id)`.as('taken'),
        )
        .set({ stock: sql<number>`goods.stock - taken.quantity` })
        .whereRef('goods.id', '=', sql.ref('taken.goods_id'))
        .returning(['goods.id', 'goods.stock', sql<number>`taken.quantity`.as('taken')]),
    )
    .with('new_order', (qb) => qb.insertInto('orders').values(order).returningAll())
    .with('stock_history', (qb) =>
      qb
        .insertInto('stock_changes')
        .columns(['goods_id', 'before', 'after', 'reason', 'source', 'order_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('taken_stock')
            .select([
              'taken_stock.id',
              sql<number>`taken_stock.stock + taken_stock.taken`.as('before'),
              'taken_stock.stock',
              sql<string>`${'placed'}::text`.as('reason'),
              sql<string>`${'order'}::text`.as('source'),
              eb.selectFrom('new_order').select('new_order.id').as('order_id'),
              sql<Date>`${order.placed_at}::timestamptz`.as('created_at'),
            ]),
        ),
    )
    .with('new_lines', (qb) =>
      qb
        .insertInto('order_lines')
        .columns(['order_id', 'goods_id', 'size', 'name_en', 'name_zh', 'image', 'price_usd', 'price', 'quantity', 'total'])
        .expression(
          sql`select (select id from new_order), goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total from given_lines order by position`,
        )
        .returningAll(),
    )
    // No coupon: `id = null` matches nothing.
    .with('used_coupon', (qb) =>
      qb
        .updateTable('user_coupons')
        .set({ used_at: order.placed_at, order_id: (eb) => eb.selectFrom('new_order').select('id') })
        .where('id', '=', userCouponId)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .returning('id'),
    )
    .with('emptied_note', (qb) => qb.deleteFrom('cart_notes').where('user_id', '=', userId).where('line', '=', order.line))
    .with('emptied_cart', (qb) => qb.deleteFrom('cart_lines').where('user_id', '=', userId).where('line', '=', order.line))
    .selectFrom('new_order')
    .selectAll('new_order')
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('new_lines').selectAll('new_lines').orderBy('new_lines.id')).as('lines'),
      eb.exists(eb.selectFrom('used_coupon').select('used_coupon.id')).as('coupon_used'),
    ])
    .executeTakeFirstOrThrow()
  const { lines: written, coupon_used: couponUsed, ...placed } = row
  return { order: placed, lines: written as OrderLineRow[], couponUsed: Boolean(couponUsed) }
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
  let query = db
    .selectFrom('orders')
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('full_count'))
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

/**
 * Online orders whose time to pay is over, and cash-on-delivery orders the shop did not confirm
 * in time, that no card payment is processing for.
 */
export async function findExpiredOrderIds(db: Db, now: Date) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('pay_before', '<=', now), eb('status', 'in', ['unpaid', 'pending', 'payment_failed'])]),
        eb.and([
          eb('confirm_before', '<=', now),
          eb('status', '=', 'unpaid'),
          eb('fulfillment_status', '=', 'unshipped'),
          eb('payment_method', '=', 'cod'),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.state', '=', 'processing'),
        ),
      ),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}
/** Open cash-on-delivery orders (placed, neither paid nor canceled) of one customer. */
export async function countOpenCodOrders(db: Db, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('payment_method', '=', 'cod')
    .where('status', 'in', ['unpaid', 'reviewed'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A parcel sent for the order: its carrier and tracking number, and who sent it. */
export async function insertShipment(
  db: Db,
  shipment: { order_id: number; carrier: string; tracking_no: string; operator_id: number; created_at: Date },
) {
  await db.insertInto('order_shipments').values(shipment).execute()
}
