import type { AdminOrder } from '#contract/admin.ts'
import { Code } from '#contract/envelope.ts'
import type { OrderRow } from '../../../db/tables/orders.ts'
import type { MailOutbox } from '../../../mail/outbox-job.ts'
import type { PaymentProviders } from '../../payments/index.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { toCsv } from '../../../http/csv.ts'
import * as orders from '../../orders/index.ts'
import { audit, exportedFilter, exportLimit } from '../audit/service.ts'
import type { Caller } from '../guard.ts'
import { messages } from '../messages.ts'
import * as queries from './queries.ts'
import * as saleRules from '../../sale-rules/index.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export interface OrderAdminContext extends Pick<RequestContext, 'db' | 'now'>, Partial<Pick<RequestContext, 'log'>> {
  payments: PaymentProviders
  /** The shopper's mails about the change, queued in its transaction (module tests may leave it out). */
  mail?: MailOutbox
  publicUrl: string
  /** Where the mails' links start: PUBLIC_URL, else the back office's host. */
  mailOrigin?: string
}

/** Who asks: a signed-in operator, or null for the command line (audited with no operator and no address). */
type Asker = Caller | null
const operatorOf = (by: Asker) => by?.operatorId ?? null

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
async function transition(ctx: OrderAdminContext, by: Asker, orderNo: string, action: string, run: () => Promise<OrderRow>) {
  const before = await existing(ctx, orderNo)
  const after = await run()
  await audit(ctx.db, ctx.now(), {
    operatorId: operatorOf(by),
    action,
    subject: `order:${orderNo}`,
    before: state(before),
    after: state(after),
    ip: by?.ip,
  })
  return after
}

/** The parcel and the shopper's "shipped" mail are written in the order's own transaction. */
export const shipOrder = (ctx: OrderAdminContext, by: Caller, orderNo: string, carrier: string, trackingNo: string) =>
  transition(ctx, by, orderNo, 'order.ship', () =>
    orders.shipOrder(ctx, orderNo, { all: true }, { carrier, trackingNo, operatorId: by.operatorId }),
  )

/** Delivered: return windows and warranties count from now (issue 51). */
export const deliverOrder = (ctx: OrderAdminContext, by: Caller, orderNo: string) =>
  transition(ctx, by, orderNo, 'order.deliver', () => orders.completeOrder(ctx, orderNo))

export const cancelOrder = (ctx: OrderAdminContext, by: Caller, orderNo: string) =>
  transition(ctx, by, orderNo, 'order.cancel', () => orders.cancelOrder(ctx, orderNo, by.operatorId))

/**
 * Through the gateway the order was paid with (the orders module picks the provider). A refund
 * the gateway refused or failed is recorded too, as failed, with the gateway's answer: the
 * money may have moved, and the pending refund is finished by asking again. The one door for
 * refunds: the back office and the command line (`by` null) both come here.
 */
export async function refundOrder(ctx: OrderAdminContext, by: Asker, orderNo: string, amount?: number) {
  const action = amount === undefined ? 'order.refund' : 'order.partial_refund'
  try {
    return await transition(ctx, by, orderNo, action, () => orders.refundOrder(ctx, orderNo, amount, operatorOf(by)))
  } catch (error) {
    if (!(error instanceof orders.RefundRefused)) throw error
    const order = await existing(ctx, orderNo)
    await audit(ctx.db, ctx.now(), {
      operatorId: operatorOf(by),
      action: `${action}_failed`,
      subject: `order:${orderNo}`,
      before: state(order),
      after: { amount: amount ?? null, gateway_answer: error.answer },
      ip: by?.ip,
    })
    throw error
  }
}

export async function addNote(ctx: OrderAdminContext, by: Caller, orderNo: string, text: string) {
  const order = await existing(ctx, orderNo)
  return ctx.db.transaction().execute(async (trx) => {
    const note = await queries.insertNote(trx, { order_id: order.id, operator_id: by.operatorId, text, created_at: ctx.now() })
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      action: 'order.note',
      subject: `order:${orderNo}`,
      before: null,
      after: { text },
      ip: by.ip,
    })
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
  const [{ lines, payments, shipments, notes }, adultAge] = await Promise.all([
    queries.orderExtras(ctx.db, order.id),
    order.delivery_method === 'ship' ? saleRules.minimumAge(ctx.db, order.line, order.shipping_address?.country ?? null) : 0,
  ])
  const address = (value: OrderRow['shipping_address']) => (value ? { ...value, state: value.state ?? '', phone: value.phone ?? '' } : null)
  return {
    ...order,
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    placed_at: order.placed_at.toISOString(),
    paid_at: iso(order.paid_at),
    canceled_at: iso(order.canceled_at),
    adult_signature_age: adultAge,
    lines,
    payments: payments.map((payment) => ({ ...payment, created_at: payment.created_at.toISOString() })),
    shipments: shipments.map((shipment) => ({ ...shipment, created_at: shipment.created_at.toISOString() })),
    notes: notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
  }
}

/** Every order the filter matches, as CSV; the export is audited (customers' contacts leave the shop with it). */
export async function ordersCsv(
  ctx: OrderAdminContext,
  by: Caller,
  filter: Omit<queries.AdminOrderFilter, 'limit' | 'offset'>,
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await queries.listOrders(trx, { ...filter, limit: exportLimit, offset: 0 })
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      action: 'orders.export',
      subject: 'orders',
      before: null,
      after: { filter: exportedFilter(filter), rows: rows.length },
      ip: by.ip,
    })
    const header = [
      'order_no',
      'placed_at',
      'line',
      'status',
      'fulfillment_status',
      'payment_method',
      'currency',
      'total',
      // Included in total (issue 50): what a UK VAT or EU IOSS return needs per order.
      'duties_taxes',
      'refunded',
      'contact_email',
      'contact_phone',
    ] as const
    return toCsv(header, rows)
  })
}
