import { sql } from 'kysely'
import type { ReturnKind, ReturnState } from '#contract/returns.ts'
import type { Db, Trx } from '../../db/database.ts'
import type { NewReturn, ReturnTable } from '../../db/tables/returns.ts'
import type { Updateable } from 'kysely'
import type { ProductLine } from '#contract/lines.ts'

// Every statement of the returns. Lock order: the order → its returns (by id) → goods (by id,
// through the orders module) — the order's lock is what makes two requests for one line take turns.

// ─── Policies ────────────────────────────────────────────────────────────────────────────────

export const listPolicies = (db: Db) => db.selectFrom('return_policies').selectAll().orderBy('line').orderBy('key').execute()

export const lockPolicy = (db: Trx, key: string) =>
  db.selectFrom('return_policies').selectAll().where('key', '=', key).forUpdate().executeTakeFirst()

export async function updatePolicy(
  db: Db,
  key: string,
  fields: {
    name_en: string
    name_zh: string
    window_days: number
    warranty_months: number
    exchange: boolean
    non_returnable: string
    no_reimport_countries: string
    terms_en: string
    terms_zh: string
  },
  now: Date,
) {
  return db
    .updateTable('return_policies')
    .set({ ...fields, updated_at: now, version: sql<number>`version + 1` })
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow()
}

// ─── Orders as returns read them ─────────────────────────────────────────────────────────────

const userOrder = (db: Db, orderNo: string, userId: number) =>
  db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId)

/** The shopper's order (undefined for anyone else's), read without a lock. */
export const findUserOrder = (db: Db, orderNo: string, userId: number) => userOrder(db, orderNo, userId).executeTakeFirst()

/** The shopper's order (undefined for anyone else's), locked for the caller's transaction. */
export const lockUserOrder = (trx: Trx, orderNo: string, userId: number) => userOrder(trx, orderNo, userId).forUpdate().executeTakeFirst()

export const lockOrderById = (db: Trx, orderId: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow()

export const findOrderById = (db: Db, orderId: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

/** The order's lines with what their product says about returns: its line, brand, sizes, liquid. */
export async function findOrderLinesForReturn(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .innerJoin('goods', 'goods.id', 'order_lines.goods_id')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select([
      'order_lines.id',
      'order_lines.goods_id',
      'order_lines.size',
      'order_lines.name_en',
      'order_lines.name_zh',
      'order_lines.image',
      'order_lines.quantity',
      'order_lines.total',
      'goods.line as goods_line',
      'goods.sizes',
      'goods.dg_class',
      'categories.brand',
      'categories.slug as category',
    ])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.id')
    .execute()
}

/** Units of each order line taken by returns still standing (not rejected or expired). */
export async function countReturned(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('return_lines')
    .innerJoin('returns', 'returns.id', 'return_lines.return_id')
    .select(['return_lines.order_line_id', sql<number>`sum(return_lines.quantity)::integer`.as('quantity')])
    .where('returns.order_id', '=', orderId)
    .where('returns.state', 'not in', ['rejected', 'expired'])
    .groupBy('return_lines.order_line_id')
    .execute()
  return new Map(rows.map((row) => [row.order_line_id, row.quantity]))
}

export const findUserEmail = async (db: Db, userId: number) =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? ''

// ─── Photos ──────────────────────────────────────────────────────────────────────────────────

export async function insertPhoto(db: Db, photo: { id: string; user_id: number; path: string; created_at: Date }) {
  await db.insertInto('return_photos').values(photo).execute()
}

/** The shopper's photos not yet part of a return, locked. */
export async function lockFreePhotos(db: Trx, userId: number, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('return_photos')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('return_id', 'is', null)
    .forUpdate()
    .execute()
}

export async function attachPhotos(db: Db, ids: string[], returnId: number) {
  if (ids.length) await db.updateTable('return_photos').set({ return_id: returnId }).where('id', 'in', ids).execute()
}

// ─── Returns ─────────────────────────────────────────────────────────────────────────────────

export const insertReturn = (db: Db, row: NewReturn) => db.insertInto('returns').values(row).returningAll().executeTakeFirstOrThrow()

export async function insertReturnLines(
  db: Db,
  lines: { return_id: number; order_line_id: number; goods_id: number; quantity: number; replacement_size: string | null }[],
) {
  await db.insertInto('return_lines').values(lines).execute()
}

export async function insertEvent(
  db: Db,
  event: { return_id: number; state: ReturnState; note: string | null; operator_id: number | null; action: string; created_at: Date },
) {
  await db.insertInto('return_events').values(event).execute()
}

export const findReturn = (db: Db, returnNo: string) =>
  db.selectFrom('returns').selectAll().where('return_no', '=', returnNo).executeTakeFirst()

export const lockReturn = (db: Trx, returnId: number) =>
  db.selectFrom('returns').selectAll().where('id', '=', returnId).forUpdate().executeTakeFirstOrThrow()

export async function updateReturn(db: Db, returnId: number, update: Updateable<ReturnTable>) {
  return db.updateTable('returns').set(update).where('id', '=', returnId).returningAll().executeTakeFirstOrThrow()
}

export const findReturnLines = (db: Db, returnIds: number[]) =>
  returnIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('return_lines')
        .innerJoin('order_lines', 'order_lines.id', 'return_lines.order_line_id')
        .select([
          'return_lines.id',
          'return_lines.return_id',
          'return_lines.order_line_id',
          'return_lines.goods_id',
          'return_lines.quantity',
          'return_lines.replacement_size',
          'return_lines.held',
          'return_lines.resellable',
          'order_lines.name_en',
          'order_lines.name_zh',
          'order_lines.image',
          'order_lines.size',
          'order_lines.total',
          'order_lines.quantity as bought',
        ])
        .where('return_lines.return_id', 'in', returnIds)
        .orderBy('return_lines.id')
        .execute()

export async function setLineHeld(db: Db, lineId: number, held: number) {
  await db.updateTable('return_lines').set({ held }).where('id', '=', lineId).execute()
}

export async function setLineResellable(db: Db, lineId: number, resellable: boolean) {
  await db.updateTable('return_lines').set({ resellable }).where('id', '=', lineId).execute()
}

export const findEvents = (db: Db, returnIds: number[]) =>
  returnIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('return_events')
        .leftJoin('operators', 'operators.id', 'return_events.operator_id')
        .select([
          'return_events.return_id',
          'return_events.state',
          'return_events.note',
          'return_events.action',
          'return_events.created_at',
          'operators.email as operator',
        ])
        .where('return_events.return_id', 'in', returnIds)
        .orderBy('return_events.id')
        .execute()

/** The shopper's returns (one order's, or all), newest first. */
export async function listUserReturns(db: Db, userId: number, orderNo?: string) {
  let query = db
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .selectAll('returns')
    .select(['orders.order_no'])
    .where('returns.user_id', '=', userId)
  if (orderNo) query = query.where('orders.order_no', '=', orderNo)
  return query.orderBy('returns.id', 'desc').limit(200).execute()
}

export interface QueueFilter {
  state?: ReturnState
  line?: ProductLine
  kind?: ReturnKind
  orderNo?: string
  limit: number
  offset: number
}

export async function listQueue(db: Db, filter: QueueFilter) {
  let query = db
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .innerJoin('users', 'users.id', 'returns.user_id')
  if (filter.state) query = query.where('returns.state', '=', filter.state)
  if (filter.line) query = query.where('orders.line', '=', filter.line)
  if (filter.kind) query = query.where('returns.kind', '=', filter.kind)
  if (filter.orderNo) query = query.where('orders.order_no', '=', filter.orderNo)
  const [rows, count] = await Promise.all([
    query
      .select([
        'returns.return_no',
        'orders.order_no',
        'orders.line',
        'returns.kind',
        'returns.state',
        'returns.reason',
        'returns.user_id',
        'users.email',
        'returns.created_at',
        'returns.updated_at',
        (eb) =>
          eb
            .selectFrom('return_lines')
            .select(sql<number>`coalesce(sum(quantity), 0)::integer`.as('quantity'))
            .whereRef('return_lines.return_id', '=', 'returns.id')
            .as('quantity'),
      ])
      .orderBy('returns.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(sql<number>`count(*)::integer`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: count.total }
}

/** Approved returns not sent back before their date, oldest first. */
export const findExpiredApprovals = (db: Db, now: Date) =>
  db
    .selectFrom('returns')
    .select(['id', 'return_no'])
    .where('state', '=', 'approved')
    .where('send_before', '<', now)
    .orderBy('id')
    .limit(100)
    .execute()

export const findRefundPayment = (db: Db, returnId: number) =>
  db
    .selectFrom('payments')
    .select(['amount', 'goods_amount', 'duties_taxes_amount', 'currency'])
    .where('return_id', '=', returnId)
    .where('kind', '=', 'refund')
    .where('state', '=', 'succeeded')
    .executeTakeFirst()
