import type { Db } from '../../../db/database.ts'
import type { OrderRow } from '../../../db/tables/orders.ts'

export interface AdminOrderFilter {
  status?: OrderRow['status']
  line?: string
  payment_method?: OrderRow['payment_method']
  since?: Date
  until?: Date
  q?: string
  sort: 'placed_at' | 'total' | 'status'
  desc: boolean
  limit: number
  offset: number
}

const columns = [
  'id',
  'order_no',
  'line',
  'status',
  'fulfillment_status',
  'payment_method',
  'contact_email',
  'contact_phone',
  'currency',
  'total',
  'duties_taxes',
  'refunded',
  'placed_at',
] as const

export async function listOrders(db: Db, filter: AdminOrderFilter) {
  let query = db.selectFrom('orders')
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.line) query = query.where('line', '=', filter.line as OrderRow['line'])
  if (filter.payment_method) query = query.where('payment_method', '=', filter.payment_method)
  if (filter.since) query = query.where('placed_at', '>=', filter.since)
  if (filter.until) query = query.where('placed_at', '<', filter.until)
  if (filter.q) {
    const like = `%${filter.q}%`
    query = query.where((eb) =>
      eb.or([eb('order_no', 'like', like), eb('contact_email', 'ilike', like), eb('contact_phone', 'like', like)]),
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select(columns)
      .orderBy(filter.sort, filter.desc ? 'desc' : 'asc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findOrder = (db: Db, orderNo: string) => db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst()

export async function orderExtras(db: Db, orderId: number) {
  const [lines, payments, shipments, notes] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('payments')
      .select(['id', 'kind', 'method', 'amount', 'currency', 'state', 'reference', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_shipments')
      .leftJoin('operators', 'operators.id', 'order_shipments.operator_id')
      .select(['order_shipments.id', 'carrier', 'tracking_no', 'order_shipments.created_at', 'operators.email as operator'])
      .where('order_id', '=', orderId)
      .orderBy('order_shipments.id')
      .execute(),
    db
      .selectFrom('order_notes')
      .leftJoin('operators', 'operators.id', 'order_notes.operator_id')
      .select(['order_notes.id', 'text', 'order_notes.created_at', 'operators.email as operator'])
      .where('order_id', '=', orderId)
      .orderBy('order_notes.id')
      .execute(),
  ])
  return { lines, payments, shipments, notes }
}

export const insertNote = (db: Db, note: { order_id: number; operator_id: number; text: string; created_at: Date }) =>
  db.insertInto('order_notes').values(note).returning('id').executeTakeFirstOrThrow()
