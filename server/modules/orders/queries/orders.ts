import { sql } from 'kysely'
import type { DutiesTaxes } from '#contract/landed-cost.ts'
import type { OrderStatus, PostalAddress } from '#contract/orders.ts'
import type { Db, Trx } from '../../../db/database.ts'
import { preparedStatement } from '../../../db/prepared.ts'
import type { KeyClaim, StoredResponse } from '../../../db/tables/idempotency.ts'
import type { NewOrder, NewOrderLine, OrderUpdate } from '../../../db/tables/orders.ts'
import type { JobRow } from '../../../jobs/jobs.ts'
import type { CartGoodsRow } from './checkout.ts'
import type { ProductLine } from '#contract/lines.ts'

// Orders and their lines. Lock order: see ./index.ts.

/** Everything placing an order writes, worked out before its one call (orders/place.ts). */
export interface PlacedOrderWrite {
  /** The order's columns; its addresses as objects (the call writes the whole order as one JSON). */
  order: Omit<NewOrder, 'shipping_address' | 'billing_address' | 'landed_cost'> & {
    shipping_address: PostalAddress | null
    billing_address: PostalAddress | null
    landed_cost: DutiesTaxes | null
  }
  /** The order's lines, without the order's id (not drawn yet). */
  lines: Omit<NewOrderLine, 'order_id'>[]
  /** The cart as priced: it must be what the call finds under the shopper's lock, prices included. */
  cart: { id: number; goods_id: number; size: string; quantity: number; price_cents: number }[]
  /** The user's coupon the order uses, if any. */
  userCouponId: number | null
  /** COD_MAX_OPEN for a cash-on-delivery order, else null. */
  codMaxOpen: number | null
  /** The Idempotency-Key's claim, stored with the answer the order will give. */
  claim: { scope: string; key: string; request_hash: string; response: StoredResponse } | null
  /** A typed address to add to the book. */
  saveAddress: PostalAddress | null
  /** The confirmation, as the job queue's insert. */
  mail: JobRow | null
}

/** Why the call refused the order (its P0001 messages); nothing of it was written. */
export type PlaceRefusal = 'shopper gone' | 'claimed before' | 'cash on delivery limit' | 'cart moved' | 'coupon used'
const refusals: readonly PlaceRefusal[] = ['shopper gone', 'claimed before', 'cash on delivery limit', 'cart moved', 'coupon used']

export class PlaceRefused extends Error {
  refusal: PlaceRefusal
  /** 'cart moved': the cart as locked, for the shop's rules to say what moved. */
  lockedCart: CartGoodsRow[]
  /** 'claimed before': the claim made before this request's. */
  earlier: KeyClaim | null
  constructor(refusal: PlaceRefusal, detail: unknown) {
    super(refusal)
    this.refusal = refusal
    this.lockedCart = refusal === 'cart moved' ? (detail as CartGoodsRow[]) : []
    const claim = refusal === 'claimed before' ? (detail as Omit<KeyClaim, 'created_at'> & { created_at: string }) : null
    this.earlier = claim && { ...claim, created_at: new Date(claim.created_at) }
  }
}

const placeOrderStatement = preparedStatement<{ order_id: number }>(
  'select place_order($1::jsonb, $2::jsonb, $3::jsonb, $4::integer, $5::integer, $6::jsonb, $7::jsonb, $8::text, $9::text, $10::jsonb) as order_id',
)

/**
 * Locks, checks and writes the order in one call, committed on its own (migration 0028's
 * place_order): the confirmation job, the stock taken with its history, the order, its lines,
 * the coupon used, the cart of that line emptied, the address saved. Answers the order's id;
 * a refusal (the Idempotency-Key's earlier claim among them) throws PlaceRefused, nothing written.
 */
export async function placeOrderAtOnce(db: Db, write: PlacedOrderWrite): Promise<number> {
  const { order, lines, cart, userCouponId, codMaxOpen, claim, saveAddress, mail } = write
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value))
  try {
    const [placed] = await placeOrderStatement.run(db, [
      json(order),
      json(lines.map((entry, position) => ({ ...entry, position }))),
      json(cart),
      userCouponId,
      codMaxOpen,
      json(claim),
      json(saveAddress),
      mail?.insert ?? null,
      mail?.queue ?? null,
      mail?.data ?? null,
    ])
    return placed.order_id
  } catch (error) {
    const { code, message, detail } = error as { code?: string; message?: string; detail?: string }
    const refusal = refusals.find((known) => known === message)
    if (code !== 'P0001' || !refusal) throw error
    throw new PlaceRefused(refusal, detail ? JSON.parse(detail) : null)
  }
}

export async function findOrder(db: Db, orderNo: string, userId?: number) {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return query.executeTakeFirst()
}

export async function lockOrder(db: Trx, orderNo: string, userId?: number) {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return query.forUpdate().executeTakeFirst()
}

export async function lockOrderById(db: Trx, orderId: number) {
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

/** Each order's first line (lowest id): what the history shows the order by. */
export async function findFirstOrderLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { name_en: string; name_zh: string; image: string }>()
  const rows = await db
    .selectFrom('order_lines')
    .distinctOn('order_id')
    .select(['order_id', 'name_en', 'name_zh', 'image'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute()
  return new Map(rows.map(({ order_id, ...line }) => [order_id, line]))
}

export interface OrderFilter {
  userId?: number
  line?: ProductLine<'cart'>
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

export async function countOrders(db: Db, filter: { userId?: number; line?: ProductLine<'cart'> }) {
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
/** A parcel sent for the order: its carrier and tracking number, and who sent it. */
export async function insertShipment(
  db: Db,
  shipment: { order_id: number; carrier: string; tracking_no: string; operator_id: number; created_at: Date },
) {
  await db.insertInto('order_shipments').values(shipment).execute()
}
