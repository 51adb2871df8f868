import { sql } from 'kysely'
import type { OrderLine, OrderStatus } from '#contract/orders.ts'
import type { Db } from '../../../db/database.ts'
import { preparedStatement } from '../../../db/prepared.ts'
import type { NewOrder, NewOrderLine, OrderLineRow, OrderLineTable, OrderRow, OrderTable, OrderUpdate } from '../../../db/tables/orders.ts'

// Orders and their lines. Lock order: see ./index.ts.

export interface PlacedOrderWrite {
  order: NewOrder
  /** The order's lines, without the order's id (not drawn yet). */
  lines: Omit<NewOrderLine, 'order_id'>[]
  /** The user's coupon the order uses, if any. */
  userCouponId: number | null
}

// The order's columns in the order the statement below takes them, from $2 on.
const placedOrderColumns = [
  'order_no',
  'user_id',
  'line',
  'status',
  'fulfillment_status',
  'payment_method',
  'contact_email',
  'contact_phone',
  'news_opt_in',
  'delivery_method',
  'shipping_method',
  'shipping_address',
  'billing_address',
  'note',
  'currency',
  'exchange_rate',
  'subtotal',
  'shipping',
  'discount',
  'total',
  'subtotal_usd',
  'user_coupon_id',
  'locale',
  'pay_before',
  'confirm_before',
  'placed_at',
  'paid_at',
  'canceled_at',
  'updated_at',
] as const satisfies readonly (keyof NewOrder)[]
const param = (column: (typeof placedOrderColumns)[number]) => `$${placedOrderColumns.indexOf(column) + 2}`
const [userIdParam, lineParam, placedAtParam] = [param('user_id'), param('line'), param('placed_at')]
const couponParam = `$${placedOrderColumns.length + 2}`

// Every column of an order and of its line, named (the statement is prepared, db/prepared.ts):
// those it writes and those the table fills; the compiler checks none is missing.
const namedColumns =
  <Table>() =>
  <Columns extends readonly (keyof Table & string)[]>(
    columns: Columns & ([Exclude<keyof Table, Columns[number]>] extends [never] ? unknown : 'a column is missing'),
  ) =>
    columns.join(', ')
const orderColumns = namedColumns<OrderTable>()(['id', 'refunded', 'payment_review', ...placedOrderColumns] as const)
const orderLineColumns = namedColumns<OrderLineTable>()([
  'id',
  'order_id',
  'goods_id',
  'size',
  'name_en',
  'name_zh',
  'image',
  'price_usd',
  'price',
  'quantity',
  'total',
  'shipped_quantity',
] as const)

// One fixed text, built once: the lines travel as one jsonb parameter ($1) and the stock taken is
// summed from them, so the statement is the same for every cart, and nothing is built per order.
const writePlacedOrderStatement = preparedStatement<OrderRow & { lines: OrderLineRow[]; coupon_used: boolean }>(`with given_lines as (
    select * from jsonb_to_recordset($1::jsonb) as given(goods_id integer, size text, name_en text, name_zh text, image text,
      price_usd integer, price integer, quantity integer, total integer, position integer)
  ), taken_stock as (
    update goods set stock = goods.stock - taken.quantity
    from (select goods_id, sum(quantity)::integer as quantity from given_lines group by goods_id) as taken
    where goods.id = taken.goods_id
    returning goods.id, goods.stock, taken.quantity as taken
  ), new_order as (
    insert into orders (${placedOrderColumns.join(', ')})
    values (${placedOrderColumns.map(param).join(', ')})
    returning ${orderColumns}
  ), stock_history as (
    insert into stock_changes (goods_id, before, after, reason, source, order_id, created_at)
    select taken_stock.id, taken_stock.stock + taken_stock.taken, taken_stock.stock, 'placed', 'order',
      (select id from new_order), ${placedAtParam}::timestamptz
    from taken_stock
  ), new_lines as (
    insert into order_lines (order_id, goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total)
    select (select id from new_order), goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total
    from given_lines order by position
    returning ${orderLineColumns}
  ), used_coupon as (
    update user_coupons set used_at = ${placedAtParam}, order_id = (select id from new_order)
    where id = ${couponParam} and user_id = ${userIdParam} and used_at is null
    returning id
  ), emptied_note as (
    delete from cart_notes where user_id = ${userIdParam} and line = ${lineParam}
  ), emptied_cart as (
    delete from cart_lines where user_id = ${userIdParam} and line = ${lineParam}
  )
  select ${orderColumns},
    (select coalesce(json_agg(agg), '[]') from (select ${orderLineColumns} from new_lines order by new_lines.id) as agg) as lines,
    exists (select used_coupon.id from used_coupon) as coupon_used
  from new_order`)

/**
 * Everything placing an order writes, in one statement (one round trip under the locks): the
 * stock taken (and its stock history), the order, its lines, the coupon used, the cart of that
 * line emptied (note included). The goods must already be locked (in id order) and checked, under the
 * user's lock; `stock >= 0` is the table's own check all the same. Answers the order with its
 * lines, and whether the coupon was still unused (if not, the caller rolls it all back).
 */
export async function writePlacedOrder(db: Db, write: PlacedOrderWrite) {
  const { order, lines, userCouponId } = write
  const given = JSON.stringify(lines.map((entry, position) => ({ ...entry, position })))
  const parameters = [given, ...placedOrderColumns.map((column) => order[column] ?? null), userCouponId]
  const rows = await writePlacedOrderStatement.run(db, parameters)
  const { lines: written, coupon_used: couponUsed, ...placed } = rows[0]
  return { order: placed as OrderRow, lines: written, couponUsed: Boolean(couponUsed) }
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
