import { Code } from '#contract/envelope.ts'
import type { AdminReturn } from '#contract/returns.ts'
import type { z } from 'zod'
import type { approveReturnBody, receiveReturnBody, warrantyOutcomeBody } from '#contract/returns.ts'
import type { Trx } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnRow, ReturnTable } from '../../db/tables/returns.ts'
import type { Updateable } from 'kysely'
import { ShopError } from '../../http/shop-error.ts'
import { moveReturnStock, nextReturnState, recordReturnShipment, refundOrder, RefundRefused, type ReturnEvent } from '../orders/index.ts'
import type { Operator, ReturnFiles, ReturnsContext, ReturnsOperatorContext } from './context.ts'
import { queueReturnMail } from './mail.ts'
import { fill } from './messages.ts'
import * as queries from './queries.ts'
import { adminReturn, returnedValue } from './view.ts'

// What the shop's people do with a return, each under the order's and the return's locks,
// through the returns' part of the order's state table, recorded on the timeline, in the audit
// log and in the shopper's mail, all in one transaction.

const dayMs = 86_400_000

async function existing(ctx: ReturnsContext, returnNo: string): Promise<ReturnRow> {
  const row = await queries.findReturn(ctx.db, returnNo)
  if (!row) throw new ShopError(Code.notFound, fill('returnNotFound'))
  return row
}

const summary = (ret: ReturnRow) => ({ state: ret.state, refund_total: ret.refund_total })

interface Step {
  /** Moves the return; `note` goes on the timeline. */
  update: Updateable<ReturnTable>
  note?: string | null
}

/** One operator action: locks, the state table, the work, the timeline, the audit row and the mail. */
async function act(
  ctx: ReturnsOperatorContext,
  by: Operator | null,
  returnNo: string,
  event: ReturnEvent,
  work: (trx: Trx, order: OrderRow, ret: ReturnRow, now: Date) => Promise<Step>,
): Promise<ReturnRow> {
  const found = await existing(ctx, returnNo)
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrderById(trx, found.order_id)
    const ret = await queries.lockReturn(trx, found.id)
    const state = nextReturnState(ret, event)
    const step = await work(trx, order, ret, now)
    const after = await queries.updateReturn(trx, ret.id, { ...step.update, state, updated_at: now })
    await queries.insertEvent(trx, {
      return_id: ret.id,
      state,
      note: step.note ?? null,
      operator_id: by?.operatorId ?? null,
      action: event,
      created_at: now,
    })
    await ctx.audit(trx, {
      operatorId: by?.operatorId ?? null,
      ip: by?.ip,
      action: `return.${event}`,
      subject: `return:${returnNo}`,
      before: summary(ret),
      after: { ...summary(after), note: step.note ?? null },
    })
    await queueReturnMail(ctx, trx, order, after)
    return after
  })
}

/** Puts back the replacement sizes still held for the return (reject, expiry). */
async function releaseHolds(trx: Trx, ret: ReturnRow, operatorId: number | null, now: Date, reason: string) {
  const lines = (await queries.findReturnLines(trx, [ret.id])).filter((line) => line.held > 0)
  const deltas = new Map<number, number>()
  for (const line of lines) deltas.set(line.goods_id, (deltas.get(line.goods_id) ?? 0) + line.held)
  await moveReturnStock(trx, ret.order_id, deltas, { reason, operatorId }, now)
  for (const line of lines) await queries.setLineHeld(trx, line.id, 0)
}

export const returnDetail = async (ctx: ReturnsContext, returnNo: string): Promise<AdminReturn> =>
  adminReturn(ctx.db, ctx.mediaBase, await existing(ctx, returnNo))

const answer = (ctx: ReturnsContext, ret: ReturnRow) => adminReturn(ctx.db, ctx.mediaBase, ret)

/** Approved with the instructions; an exchange's replacement size is held from stock now (refused, nothing written, when short). */
export async function approveReturn(ctx: ReturnsOperatorContext, by: Operator, returnNo: string, body: z.output<typeof approveReturnBody>) {
  const ret = await act(ctx, by, returnNo, 'approve', async (trx, order, locked, now) => {
    if (locked.kind === 'exchange') {
      const lines = await queries.findReturnLines(trx, [locked.id])
      const deltas = new Map<number, number>()
      for (const line of lines) deltas.set(line.goods_id, (deltas.get(line.goods_id) ?? 0) - line.quantity)
      const moved = await moveReturnStock(trx, order.id, deltas, { reason: `exchange hold ${returnNo}`, operatorId: by.operatorId }, now)
      if (!moved) throw new ShopError(Code.conflict, fill('replacementOutOfStock', { name: lines[0]?.name_en ?? '' }))
      for (const line of lines) await queries.setLineHeld(trx, line.id, line.quantity)
    }
    return {
      update: {
        address: body.address,
        parcel_reference: body.parcel_reference,
        send_before: new Date(now.getTime() + body.send_within_days * dayMs),
      },
      note: body.parcel_reference,
    }
  })
  return answer(ctx, ret)
}

/** A PDF (by its first bytes) as the return's label; the label changes no state. */
export async function attachLabel(ctx: ReturnsOperatorContext, files: ReturnFiles, by: Operator, returnNo: string, upload: Buffer) {
  if (upload.length > 5 * 1024 * 1024 || upload.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new ShopError(Code.invalid, fill('notPdf'))
  const found = await existing(ctx, returnNo)
  if (found.state !== 'requested' && found.state !== 'approved') nextReturnState(found, 'approve')
  const path = await files.saveLabel(returnNo, upload)
  const ret = await ctx.db.transaction().execute(async (trx) => {
    const locked = await queries.lockReturn(trx, found.id)
    const after = await queries.updateReturn(trx, locked.id, { label_path: path, updated_at: ctx.now() })
    await queries.insertEvent(trx, {
      return_id: locked.id,
      state: locked.state,
      note: null,
      operator_id: by.operatorId,
      action: 'label',
      created_at: ctx.now(),
    })
    await ctx.audit(trx, {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'return.label',
      subject: `return:${returnNo}`,
      before: { label: locked.label_path },
      after: { label: path },
    })
    return after
  })
  return answer(ctx, ret)
}

export async function rejectReturn(ctx: ReturnsOperatorContext, by: Operator, returnNo: string, reason: string) {
  const ret = await act(ctx, by, returnNo, 'reject', async (trx, _order, locked, now) => {
    await releaseHolds(trx, locked, by.operatorId, now, `exchange released ${returnNo}: rejected`)
    return { update: { rejection_reason: reason }, note: reason }
  })
  return answer(ctx, ret)
}

/** An approved return whose parcel never came: expired by the scheduled job, its held size released. */
export async function expireApprovedReturns(ctx: ReturnsOperatorContext): Promise<number> {
  const due = await queries.findExpiredApprovals(ctx.db, ctx.now())
  let expired = 0
  for (const row of due) {
    try {
      await act(ctx, null, row.return_no, 'expire', async (trx, _order, locked, now) => {
        if (!locked.send_before || locked.send_before >= now) throw new ShopError(Code.conflict, fill('returnNotFound'))
        await releaseHolds(trx, locked, null, now, `exchange released ${row.return_no}: expired`)
        return { update: {} }
      })
      expired += 1
    } catch (error) {
      ctx.log?.warn({ err: error, return: row.return_no }, 'return not expired')
    }
  }
  return expired
}

/** The parcel came back and was inspected: resellable lines go back to stock, the others are written off. */
export async function receiveReturn(ctx: ReturnsOperatorContext, by: Operator, returnNo: string, body: z.output<typeof receiveReturnBody>) {
  const ret = await act(ctx, by, returnNo, 'receive', async (trx, order, locked, now) => {
    const lines = await queries.findReturnLines(trx, [locked.id])
    const verdicts = new Map(body.lines.map((line) => [line.line_id, line.resellable]))
    if (lines.some((line) => !verdicts.has(line.order_line_id)) || verdicts.size !== lines.length)
      throw new ShopError(Code.invalid, fill('inspectEveryLine'))
    const back = new Map<number, number>()
    for (const line of lines) {
      const resellable = verdicts.get(line.order_line_id)!
      await queries.setLineResellable(trx, line.id, resellable)
      if (resellable) back.set(line.goods_id, (back.get(line.goods_id) ?? 0) + line.quantity)
    }
    await moveReturnStock(trx, order.id, back, { reason: `returned ${returnNo}: resellable`, operatorId: by.operatorId }, now)
    const written = lines.filter((line) => !verdicts.get(line.order_line_id)).map((line) => `${line.name_en} × ${line.quantity}`)
    return { update: {}, note: [body.note, written.length ? `written off: ${written.join(', ')}` : ''].filter(Boolean).join(' — ') || null }
  })
  return answer(ctx, ret)
}

/**
 * Money back through the order's own refund door (`refundOrder`): the goods of the return, the
 * delivery's share when the fault is the shop's, and the duties in proportion. The gateway is
 * called outside the return's transaction; the return is marked refunded after, from the refund
 * row the order's books kept, so a repeat finishes the same refund and never pays twice.
 */
async function refundThrough(
  ctx: ReturnsOperatorContext,
  by: Operator,
  returnNo: string,
  event: 'refund' | 'refund_without_return',
  extra: Updateable<ReturnTable>,
  note: string | null,
) {
  const found = await existing(ctx, returnNo)
  nextReturnState(found, event)
  const order = await queries.findOrderById(ctx.db, found.order_id)
  const lines = await queries.findReturnLines(ctx.db, [found.id])
  const value = returnedValue(order, found, lines)
  try {
    await refundOrder(ctx, order.order_no, undefined, by.operatorId, { returnId: found.id, ...value })
  } catch (error) {
    // Already refunded (a repeat, or a crash before the return was marked): mark it from the books.
    const paid = await queries.findRefundPayment(ctx.db, found.id)
    if (!paid) {
      if (error instanceof RefundRefused) {
        await ctx.audit(ctx.db, {
          operatorId: by.operatorId,
          ip: by.ip,
          action: `return.${event}_failed`,
          subject: `return:${returnNo}`,
          before: summary(found),
          after: { gateway_answer: error.answer },
        })
      }
      throw error
    }
  }
  const paid = (await queries.findRefundPayment(ctx.db, found.id))!
  const ret = await act(ctx, by, returnNo, event, async () => ({
    update: {
      ...extra,
      refund_goods: paid.goods_amount ?? 0,
      refund_duties_taxes: paid.duties_taxes_amount,
      refund_delivery: paid.amount - (paid.goods_amount ?? 0) - paid.duties_taxes_amount,
      refund_total: paid.amount,
    },
    note,
  }))
  return answer(ctx, ret)
}

export const refundReturn = (ctx: ReturnsOperatorContext, by: Operator, returnNo: string) =>
  refundThrough(ctx, by, returnNo, 'refund', {}, null)

/** The shop's choice when sending it back costs more than it is worth: refunded, the goods stay with the shopper (recorded). */
export const refundWithoutReturn = (ctx: ReturnsOperatorContext, by: Operator, returnNo: string, reason: string) =>
  refundThrough(ctx, by, returnNo, 'refund_without_return', { without_return: true, without_return_reason: reason }, reason)

/** An exchange's replacement leaves as a new shipment of the order; its held stock is the one that goes. */
export async function shipReplacement(ctx: ReturnsOperatorContext, by: Operator, returnNo: string, carrier: string, trackingNo: string) {
  const ret = await act(ctx, by, returnNo, 'ship_replacement', async (trx, order, locked, now) => {
    const lines = await queries.findReturnLines(trx, [locked.id])
    if (locked.kind === 'warranty') {
      // A warranty replacement is decided at inspection: its stock is taken now.
      const deltas = new Map<number, number>()
      for (const line of lines) deltas.set(line.goods_id, (deltas.get(line.goods_id) ?? 0) - line.quantity)
      const moved = await moveReturnStock(
        trx,
        order.id,
        deltas,
        { reason: `warranty replacement ${returnNo}`, operatorId: by.operatorId },
        now,
      )
      if (!moved) throw new ShopError(Code.conflict, fill('replacementOutOfStock', { name: lines[0]?.name_en ?? '' }))
    }
    for (const line of lines) await queries.setLineHeld(trx, line.id, 0)
    await recordReturnShipment(trx, order.id, { carrier, trackingNo, operatorId: by.operatorId }, now)
    return {
      update: {
        replacement_carrier: carrier,
        replacement_tracking_no: trackingNo,
        replacement_shipped_at: now,
        ...(locked.kind === 'warranty' ? { warranty_outcome: 'replacement' as const } : {}),
      },
      note: `${carrier} ${trackingNo}`,
    }
  })
  return answer(ctx, ret)
}

/** A warranty claim ends in repair (sent back with its tracking), replacement (a new shipment) or refund. */
export async function warrantyOutcome(
  ctx: ReturnsOperatorContext,
  by: Operator,
  returnNo: string,
  body: z.output<typeof warrantyOutcomeBody>,
) {
  const found = await existing(ctx, returnNo)
  if (found.kind !== 'warranty') nextReturnState(found, 'repair')
  if (body.outcome === 'refund') return refundThrough(ctx, by, returnNo, 'refund', { warranty_outcome: 'refund' }, body.note || null)
  if (body.outcome === 'replacement') return shipReplacement(ctx, by, returnNo, body.carrier, body.tracking_no)
  const ret = await act(ctx, by, returnNo, 'repair', async (trx, order, _locked, now) => {
    await recordReturnShipment(trx, order.id, { carrier: body.carrier, trackingNo: body.tracking_no, operatorId: by.operatorId }, now)
    return {
      update: {
        warranty_outcome: 'repaired',
        replacement_carrier: body.carrier,
        replacement_tracking_no: body.tracking_no,
        replacement_shipped_at: now,
      },
      note: body.note || `${body.carrier} ${body.tracking_no}`,
    }
  })
  return answer(ctx, ret)
}

export async function returnQueue(ctx: ReturnsContext, filter: queries.QueueFilter) {
  const { rows, total } = await queries.listQueue(ctx.db, filter)
  return {
    list: rows.map((row) => ({
      ...row,
      quantity: row.quantity ?? 0,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    total,
  }
}
