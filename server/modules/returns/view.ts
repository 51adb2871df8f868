import type { AdminReturn, RefundSplitAnswer, ShopperReturn } from '#contract/returns.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnRow } from '../../db/tables/returns.ts'
import { returnRefundParts } from '../orders/index.ts'
import * as queries from './queries.ts'

type ReturnLines = Awaited<ReturnType<typeof queries.findReturnLines>>
type Events = Awaited<ReturnType<typeof queries.findEvents>>

const iso = (date: Date | null) => date?.toISOString() ?? null
const media = (mediaBase: string, path: string) => `${mediaBase}/${path}`

/** The reasons the shop answers for: the delivery goes back with the goods (issue 51's decision). */
const shopFault = new Set(['damaged_in_transit', 'not_as_described', 'defective'])

/**
 * What a refund of this return gives back, before duties: the goods' value (the lines' totals for
 * the units returned, less the discount's share) and, when the fault is the shop's, the delivery's
 * share. The orders module adds the duties in proportion (`returnRefundParts`).
 */
export function returnedValue(
  order: OrderRow,
  ret: Pick<ReturnRow, 'reason'>,
  lines: Pick<ReturnLines[number], 'total' | 'bought' | 'quantity'>[],
) {
  const gross = lines.reduce((sum, line) => sum + Math.floor((line.total * line.quantity) / line.bought), 0)
  if (order.subtotal <= 0) return { goods: 0, delivery: 0 }
  const goods = Math.floor((gross * (order.subtotal - order.discount)) / order.subtotal)
  const delivery = shopFault.has(ret.reason) ? Math.floor((order.shipping * gross) / order.subtotal) : 0
  return { goods, delivery }
}

/** The preview of the refund (null when it cannot be refunded now). */
export function refundPreview(order: OrderRow, ret: ReturnRow, lines: ReturnLines): RefundSplitAnswer | null {
  if (ret.kind === 'exchange' || ['refunded', 'rejected', 'expired', 'replacement_shipped', 'repaired'].includes(ret.state)) return null
  try {
    const parts = returnRefundParts(order, returnedValue(order, ret, lines))
    const left = order.total - order.refunded
    if (parts.total > left) return null
    return { goods: parts.goods, delivery: parts.delivery, duties_taxes: parts.dutiesTaxes, total: parts.total, currency: order.currency }
  } catch {
    return null
  }
}

function shopperView(
  ret: ReturnRow,
  orderNo: string,
  currency: string,
  lines: ReturnLines,
  events: Events,
  mediaBase: string,
): ShopperReturn {
  const mine = lines.filter((line) => line.return_id === ret.id)
  return {
    return_no: ret.return_no,
    order_no: orderNo,
    kind: ret.kind,
    state: ret.state,
    reason: ret.reason,
    note: ret.note,
    photos: ret.photos.map((path) => media(mediaBase, path)),
    serial_number: ret.serial_number,
    lines: mine.map((line) => ({
      line_id: line.order_line_id,
      goods_id: line.goods_id,
      name_en: line.name_en,
      name_zh: line.name_zh,
      image: line.image ? media(mediaBase, line.image) : '',
      size: line.size,
      quantity: line.quantity,
      replacement_size: line.replacement_size,
      resellable: line.resellable,
    })),
    instructions:
      ret.address && ret.parcel_reference && ret.send_before
        ? {
            address: ret.address,
            parcel_reference: ret.parcel_reference,
            label_url: ret.label_path ? media(mediaBase, ret.label_path) : null,
            send_before: ret.send_before.toISOString(),
          }
        : null,
    rejection_reason: ret.rejection_reason,
    without_return: ret.without_return,
    refund:
      ret.refund_total === null
        ? null
        : {
            goods: ret.refund_goods ?? 0,
            delivery: ret.refund_delivery ?? 0,
            duties_taxes: ret.refund_duties_taxes ?? 0,
            total: ret.refund_total,
            currency,
          },
    replacement:
      ret.replacement_carrier && ret.replacement_tracking_no && ret.replacement_shipped_at
        ? { carrier: ret.replacement_carrier, tracking_no: ret.replacement_tracking_no, at: ret.replacement_shipped_at.toISOString() }
        : null,
    warranty_outcome: ret.warranty_outcome,
    created_at: ret.created_at.toISOString(),
    updated_at: ret.updated_at.toISOString(),
    // Every change of state, with its date (a label uploaded changes no state: not on the timeline).
    timeline: events
      .filter((event) => event.return_id === ret.id && event.action !== 'label')
      .map((event) => ({ state: event.state, at: event.created_at.toISOString(), note: event.note })),
  }
}

/** The shopper's returns (one order's or all), each with its lines and timeline. */
export async function shopperReturns(db: Db, mediaBase: string, userId: number, orderNo?: string): Promise<ShopperReturn[]> {
  const rows = await queries.listUserReturns(db, userId, orderNo)
  const ids = rows.map((row) => row.id)
  const [lines, events] = await Promise.all([queries.findReturnLines(db, ids), queries.findEvents(db, ids)])
  const currencies = new Map<number, string>()
  for (const row of rows)
    if (!currencies.has(row.order_id)) currencies.set(row.order_id, (await queries.findOrderById(db, row.order_id)).currency)
  return rows.map((row) => shopperView(row, row.order_no, currencies.get(row.order_id)!, lines, events, mediaBase))
}

export async function shopperReturn(db: Db, mediaBase: string, ret: ReturnRow): Promise<ShopperReturn> {
  const order = await queries.findOrderById(db, ret.order_id)
  const [lines, events] = await Promise.all([queries.findReturnLines(db, [ret.id]), queries.findEvents(db, [ret.id])])
  return shopperView(ret, order.order_no, order.currency, lines, events, mediaBase)
}

/** The claim as the operator settles it. */
export async function adminReturn(db: Db, mediaBase: string, ret: ReturnRow): Promise<AdminReturn> {
  const order = await queries.findOrderById(db, ret.order_id)
  const [lines, events, email] = await Promise.all([
    queries.findReturnLines(db, [ret.id]),
    queries.findEvents(db, [ret.id]),
    queries.findUserEmail(db, ret.user_id),
  ])
  return {
    ...shopperView(ret, order.order_no, order.currency, lines, events, mediaBase),
    line: order.line,
    user_id: ret.user_id,
    email,
    locale: order.locale,
    order_total: order.total,
    order_refunded: order.refunded,
    order_duties_taxes: order.duties_taxes,
    order_duties_taxes_refunded: order.duties_taxes_refunded,
    currency: order.currency,
    refund_preview: refundPreview(order, ret, lines),
    holds: lines
      .filter((line) => line.replacement_size)
      .map((line) => ({ goods_id: line.goods_id, size: line.replacement_size!, quantity: line.quantity, held: line.held > 0 })),
    actions: events.map((event) => ({ action: event.action, operator: event.operator, note: event.note, at: iso(event.created_at)! })),
  }
}
