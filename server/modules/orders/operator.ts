import { randomBytes } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import type { OrderStatus } from '#contract/orders.ts'
import type { Trx } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import type { OrdersContext } from './context.ts'
import { recordPaid } from './ledger.ts'
import { queueOrderMail, shippedMail, type OrderMailContext, type Parcel } from './mail.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'
import { releaseReservations } from './reservations.ts'
import { setStockLevels } from './stock.ts'
import { nextState } from './state-machine.ts'

// What the shop's people do to orders (back office and CLI), each under the order's lock and
// through the state machine. Refunds are in refund.ts.

/** Runs an operator action on one order under its lock, through the state machine. */
async function operate(
  ctx: Pick<OrdersContext, 'db' | 'now'>,
  orderNo: string,
  action: (trx: Trx, order: OrderRow, now: Date) => Promise<void>,
): Promise<OrderRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await queries.lockOrder(trx, orderNo)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    await action(trx, order, ctx.now())
    return (await queries.findOrder(trx, orderNo))!
  })
}

/** `operatorId`: who canceled it in the back office (null from the command line). */
export async function cancelOrder(
  ctx: Pick<OrdersContext, 'db' | 'now'>,
  orderNo: string,
  operatorId: number | null = null,
): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'cancel'), canceled_at: now, updated_at: now })
    await queries.cancelOpenPayments(trx, order.id, now)
    await releaseReservations(trx, order, { reason: 'canceled', operatorId }, now)
  })
}

export async function reviewOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'review'), updated_at: now })
  })
}

/** Cash on delivery collected. */
export async function markOrderPaid(ctx: Pick<OrdersContext, 'db' | 'now'> & OrderMailContext, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await recordPaid(ctx, trx, order, {
      ...nextState(order, 'mark_paid'),
      payment_method: order.payment_method,
      paid_at: now,
      updated_at: now,
    })
    await queries.insertPayment(trx, {
      order_id: order.id,
      kind: 'charge',
      method: 'cod',
      amount: order.total,
      currency: order.currency,
      state: 'succeeded',
      reference: `cod_${randomBytes(8).toString('hex')}`,
      card_brand: null,
      card_last4: null,
      failure: null,
      created_at: now,
      updated_at: now,
    })
  })
}

/** Who sent a parcel with which carrier: the back office records it and the shopper is told. */
export interface Dispatch extends Parcel {
  operatorId: number
}

/**
 * Ships some quantities (`lines`: goods id → quantity) or, with `all`, everything left. With a
 * `dispatch` (carrier and tracking number), the parcel is recorded and the shopper's "shipped"
 * mail queued in the same transaction; a repeated shipment is refused, so it mails once.
 */
export async function shipOrder(
  ctx: Pick<OrdersContext, 'db' | 'now'> & OrderMailContext,
  orderNo: string,
  shipment: { all: true } | { all: false; lines: Map<number, number> },
  dispatch?: Dispatch,
): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    const lines = await queries.findOrderLines(trx, order.id)
    const toShip = new Map<number, number>()
    if (shipment.all) {
      for (const line of lines) toShip.set(line.id, line.quantity)
    } else {
      for (const [goodsId, quantity] of shipment.lines) {
        let left = quantity
        for (const line of lines.filter((candidate) => candidate.goods_id === goodsId)) {
          const room = line.quantity - line.shipped_quantity
          const take = Math.min(room, left)
          if (take > 0) toShip.set(line.id, line.shipped_quantity + take)
          left -= take
        }
        if (left > 0) throw new ShopError(Code.conflict, messages.lineNotInOrder, { params: { goods: goodsId } })
      }
    }
    const shipped = lines.map((line) => toShip.get(line.id) ?? line.shipped_quantity)
    const everything = lines.every((line, index) => shipped[index] === line.quantity)
    const next = nextState(order, everything ? 'ship_all' : 'ship_partial')
    await queries.updateOrder(trx, order.id, { ...next, updated_at: now })
    for (const [lineId, quantity] of toShip) await queries.setShippedQuantity(trx, lineId, quantity)
    if (!dispatch) return
    await queries.insertShipment(trx, {
      order_id: order.id,
      carrier: dispatch.carrier,
      tracking_no: dispatch.trackingNo,
      operator_id: dispatch.operatorId,
      created_at: now,
    })
    await queueOrderMail(ctx, trx, order, (locale, publicUrl) => shippedMail({ ...order, ...next }, dispatch, locale, publicUrl))
  })
}

export async function completeOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    // Delivered: return windows and warranties count from now (issue 51).
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'complete'), delivered_at: now, updated_at: now })
  })
}

/**
 * Stock moved for a return of the order (issue 51), in the caller's transaction: goods locked in
 * id order like every stock change, each change in the stock history with the order. A negative
 * change (a replacement size held) is refused when there is not that much stock: null, nothing
 * changed; otherwise the goods locked.
 */
export async function moveReturnStock(
  trx: Trx,
  orderId: number,
  deltas: ReadonlyMap<number, number>,
  why: { reason: string; operatorId: number | null },
  now: Date,
): Promise<{ id: number; stock: number }[] | null> {
  const changes = new Map([...deltas].filter(([, delta]) => delta !== 0))
  if (changes.size === 0) return []
  const locked = await queries.lockGoods(trx, [...changes.keys()])
  if ([...changes].some(([id, delta]) => (locked.find((row) => row.id === id)?.stock ?? 0) + delta < 0)) return null
  await queries.changeStock(trx, changes, { source: 'order', orderId, reason: why.reason, operatorId: why.operatorId }, now)
  return locked.map((row) => ({ id: row.id, stock: row.stock + (changes.get(row.id) ?? 0) }))
}

/** A parcel of the order sent by the shop outside the order's own shipping (a return's replacement, issue 51). */
export async function recordReturnShipment(trx: Trx, orderId: number, dispatch: Dispatch, now: Date): Promise<void> {
  await queries.insertShipment(trx, {
    order_id: orderId,
    carrier: dispatch.carrier,
    tracking_no: dispatch.trackingNo,
    operator_id: dispatch.operatorId,
    created_at: now,
  })
}

export async function listAllOrders(ctx: Pick<OrdersContext, 'db'>, filter: { status?: OrderStatus; limit: number }) {
  return queries.listOrders(ctx.db, { status: filter.status, limit: filter.limit, offset: 0 })
}

/** The command line's stock count, kept in the stock history like an operator's. */
export async function setGoodsStock(ctx: Pick<OrdersContext, 'db' | 'now'>, goodsId: number, stock: number, reason: string) {
  const [row] = await ctx.db
    .transaction()
    .execute((trx) => setStockLevels(trx, new Map([[goodsId, stock]]), { source: 'command', reason }, ctx.now()))
  return row
}

/** Every price in `currency` converts from this rate from now on; orders already placed keep theirs. Pass a transaction's db to join it. */
export async function setExchangeRate(
  ctx: Pick<OrdersContext, 'db' | 'now'>,
  currency: string,
  perUsd: string,
  operatorId: number | null = null,
) {
  await queries.upsertExchangeRate(ctx.db, currency, perUsd, ctx.now(), operatorId)
}
