import type { FastifyBaseLogger } from 'fastify'
import type { AdminOrder } from '#contract/admin.ts'
import { Code } from '#contract/envelope.ts'
import type { Db } from '../../../db/database.ts'
import type { OrderRow } from '../../../db/tables/orders.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { PaymentProviders } from '../../../payments/provider.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { translate } from '../../../i18n/index.ts'
import * as orders from '../../orders/index.ts'
import { audit } from '../audit/service.ts'
import { messages, shippedMail } from '../messages.ts'
import * as queries from './queries.ts'
import { csvFile } from '../../../http/csv.ts'

export interface OrderAdminContext {
  db: Db
  now: () => Date
  payments: PaymentProviders
  mailer: Mailer
  log: FastifyBaseLogger
}

const state = (order: OrderRow) => ({ status: order.status, fulfillment_status: order.fulfillment_status, refunded: order.refunded })

async function existing(ctx: OrderAdminContext, orderNo: string): Promise<OrderRow> {
  const order = await queries.findOrder(ctx.db, orderNo)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  return order
}

/**
 * Runs a transition through the orders module (its state machine and locks decide what is
 * allowed), then records who did it. The transition commits first: a refund the gateway
 * already made must never be rolled back by a failed audit insert.
 */
async function transition(ctx: OrderAdminContext, operatorId: number, orderNo: string, action: string, run: () => Promise<OrderRow>, extra: (trx: Db, after: OrderRow) => Promise<unknown> = async () => {}) {
  const before = await existing(ctx, orderNo)
  const after = await run()
  await ctx.db.transaction().execute(async (trx) => {
    await extra(trx, after)
    await audit(trx, ctx.now(), { operatorId, action, subject: `order:${orderNo}`, before: state(before), after: state(after) })
  })
  return after
}

export async function shipOrder(ctx: OrderAdminContext, operatorId: number, orderNo: string, carrier: string, trackingNo: string): Promise<OrderRow> {
  const shipped = await transition(ctx, operatorId, orderNo, 'order.ship', () => orders.shipOrder(ctx, orderNo, { all: true }), (trx, after) =>
    queries.insertShipment(trx, { order_id: after.id, carrier, tracking_no: trackingNo, operator_id: operatorId, created_at: ctx.now() }))
  const locale = shipped.locale === 'zh-cn' ? 'zh-cn' : 'en'
  const params = { orderNo, carrier, tracking: trackingNo }
  try {
    await ctx.mailer.send({ to: shipped.contact_email, subject: translate(shippedMail.subject, locale, params), text: translate(shippedMail.text, locale, params) })
  } catch (error) {
    // The parcel has left; the operator sees the tracking number in the order even if the mail failed.
    ctx.log.error({ err: error, order: orderNo }, 'shipping e-mail not sent')
  }
  return shipped
}

export const cancelOrder = (ctx: OrderAdminContext, operatorId: number, orderNo: string) =>
  transition(ctx, operatorId, orderNo, 'order.cancel', () => orders.cancelOrder(ctx, orderNo))

/** Through the gateway the order was paid with (the orders module picks the provider). */
export const refundOrder = (ctx: OrderAdminContext, operatorId: number, orderNo: string, amount?: number) =>
  transition(ctx, operatorId, orderNo, amount === undefined ? 'order.refund' : 'order.partial_refund', () => orders.refundOrder(ctx, orderNo, amount))

export async function addNote(ctx: OrderAdminContext, operatorId: number, orderNo: string, text: string) {
  const order = await existing(ctx, orderNo)
  return ctx.db.transaction().execute(async (trx) => {
    const note = await queries.insertNote(trx, { order_id: order.id, operator_id: operatorId, text, created_at: ctx.now() })
    await audit(trx, ctx.now(), { operatorId, action: 'order.note', subject: `order:${orderNo}`, before: null, after: { text } })
    return note
  })
}

const iso = (date: Date | null) => date?.toISOString() ?? null

export async function listOrders(ctx: OrderAdminContext, filter: queries.AdminOrderFilter) {
  const { rows, total } = await queries.listOrders(ctx.db, filter)
  return { list: rows.map((row) => ({ ...row, placed_at: row.placed_at.toISOString() })), total }
}

/** The order with its lines, payments, shipments and notes, as the back office shows it. */
export async function orderDetail(ctx: OrderAdminContext, orderNo: string): Promise<AdminOrder> {
  const order = await existing(ctx, orderNo)
  const { lines, payments, shipments, notes } = await queries.orderExtras(ctx.db, order.id)
  const address = (value: OrderRow['shipping_address']) => (value ? { ...value, state: value.state ?? '', phone: value.phone ?? '' } : null)
  return {
    ...order,
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    placed_at: order.placed_at.toISOString(),
    paid_at: iso(order.paid_at),
    canceled_at: iso(order.canceled_at),
    lines,
    payments: payments.map((payment) => ({ ...payment, created_at: payment.created_at.toISOString() })),
    shipments: shipments.map((shipment) => ({ ...shipment, created_at: shipment.created_at.toISOString() })),
    notes: notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
  }
}

export async function ordersCsv(ctx: OrderAdminContext, filter: Omit<queries.AdminOrderFilter, 'limit' | 'offset'>): Promise<string> {
  const { rows } = await queries.listOrders(ctx.db, { ...filter, limit: 50_000, offset: 0 })
  const header = ['order_no', 'placed_at', 'line', 'status', 'fulfillment_status', 'payment_method', 'currency', 'total', 'refunded', 'contact_email', 'contact_phone'] as const
  return csvFile(header, rows.map((row) => header.map((key) => row[key])))
}
