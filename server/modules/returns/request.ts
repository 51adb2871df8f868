import { randomBytes } from 'node:crypto'
import { newStampedNo } from '../../db/document-numbers.ts'
import { Code } from '#contract/envelope.ts'
import type { CreateReturnBody, ReturnKind, ShopperReturn } from '#contract/returns.ts'
import type { z } from 'zod'
import type { createReturnBody, returnOptions } from '#contract/returns.ts'
import type { Translated } from '../../i18n/index.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnPolicyRow } from '../../db/tables/returns.ts'
import { ShopError } from '../../http/shop-error.ts'
import { returnOpen } from '../orders/index.ts'
import type { ReturnFiles, ReturnsContext } from './context.ts'
import { queueReturnMail } from './mail.ts'
import { fill, ruleNames } from './messages.ts'
import { policyOf } from './policies.ts'
import * as queries from './queries.ts'
import { shopperReturn, shopperReturns } from './view.ts'

type OrderLine = Awaited<ReturnType<typeof queries.findOrderLinesForReturn>>[number]
type Refusal = NonNullable<z.infer<typeof returnOptions>['lines'][number]['refusal']>

const dayMs = 86_400_000
const addMonths = (date: Date, months: number) => {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

/** The reasons under which goods that cannot come back otherwise still may: they arrived broken. */
const arrivedBroken = 'damaged_in_transit'

interface LineJudgement {
  policy: ReturnPolicyRow | undefined
  windowEnds: Date | null
  warrantyEnds: Date | null
  kinds: ReturnKind[]
  /** Why no kind is open now, if none is. */
  refusal: { code: Refusal; message: Translated } | null
}

/** The rule that keeps a line from coming back at all (for a refund or exchange), if any. */
function nonReturnableRule(policy: ReturnPolicyRow, order: OrderRow, line: OrderLine) {
  const rules = policy.non_returnable
  if (rules.includes('drawn_blind_box_prize') && order.line === 'box') return 'drawn_blind_box_prize' as const
  const liquid = line.dg_class === 'nicotine_liquid'
  if (liquid && rules.includes('opened_e_liquid') && !/pod/.test(line.category)) return 'opened_e_liquid' as const
  if (liquid && rules.includes('used_pod')) return 'used_pod' as const
  return null
}

function noReimport(policy: ReturnPolicyRow, order: OrderRow): string | null {
  const country = order.shipping_address?.country ?? ''
  return policy.non_returnable.includes('destination_forbids_reimport') && policy.no_reimport_countries.includes(country) ? country : null
}

/** What a line allows now: which kinds, until when, or why nothing. */
function judgeLine(policies: readonly ReturnPolicyRow[], order: OrderRow, line: OrderLine, returned: number, now: Date): LineJudgement {
  const policy = policyOf(policies, order, line)
  const delivered = order.delivered_at
  const name = { en: line.name_en, 'zh-cn': line.name_zh }
  const windowEnds = delivered && policy ? new Date(delivered.getTime() + policy.window_days * dayMs) : null
  const warrantyEnds = delivered && policy && policy.warranty_months > 0 ? addMonths(delivered, policy.warranty_months) : null
  const base = { policy, windowEnds, warrantyEnds }
  if (!delivered || !policy) return { ...base, kinds: [], refusal: { code: 'notDelivered', message: fill('orderNotDelivered') } }
  if (returned >= line.quantity)
    return { ...base, kinds: [], refusal: { code: 'alreadyReturned', message: fill('alreadyReturned', { name }) } }
  const country = noReimport(policy, order)
  if (country) return { ...base, kinds: [], refusal: { code: 'noReimport', message: fill('noReimport', { name, country }) } }
  const kinds: ReturnKind[] = []
  if (windowEnds && now <= windowEnds && policy.window_days > 0) {
    kinds.push('refund')
    if (policy.exchange && line.sizes.length > 1) kinds.push('exchange')
  }
  if (warrantyEnds && now <= warrantyEnds) kinds.push('warranty')
  if (kinds.length) return { ...base, kinds, refusal: null }
  const rule = nonReturnableRule(policy, order, line)
  if (rule) return { ...base, kinds, refusal: { code: 'nonReturnable', message: fill('nonReturnable', { name, rule: ruleNames[rule] }) } }
  return {
    ...base,
    kinds,
    refusal: {
      code: 'outsideWindow',
      message: fill('outsideWindow', { name, days: policy.window_days, until: windowEnds!.toISOString().slice(0, 10) }),
    },
  }
}

/** What of the shopper's order may come back now, line by line. */
export async function returnOptionsOf(ctx: ReturnsContext, userId: number, orderNo: string, locale: 'en' | 'zh-cn') {
  const order = await queries.findUserOrder(ctx.db, orderNo, userId)
  if (!order) throw new ShopError(Code.notFound, fill('orderNotFound'))
  const [lines, returned, policies] = await Promise.all([
    queries.findOrderLinesForReturn(ctx.db, order.id),
    queries.countReturned(ctx.db, order.id),
    queries.listPolicies(ctx.db),
  ])
  const closed = returnOpen(order)
  const now = ctx.now()
  return {
    order_no: order.order_no,
    delivered_at: order.delivered_at?.toISOString() ?? null,
    lines: lines.map((line) => {
      const judged = judgeLine(policies, order, line, returned.get(line.id) ?? 0, now)
      const refusal = closed
        ? { code: closed === 'orderNotPaid' ? ('notPaid' as const) : ('notDelivered' as const), message: fill(closed) }
        : judged.refusal
      return {
        line_id: line.id,
        goods_id: line.goods_id,
        name_en: line.name_en,
        name_zh: line.name_zh,
        size: line.size,
        bought: line.quantity,
        returnable: closed ? 0 : line.quantity - (returned.get(line.id) ?? 0),
        kinds: closed ? [] : judged.kinds,
        sizes: line.sizes.filter((size) => size !== line.size),
        policy: judged.policy?.key ?? '',
        window_ends_at: judged.windowEnds?.toISOString() ?? null,
        warranty_ends_at: judged.warrantyEnds?.toISOString() ?? null,
        refusal: refusal?.code ?? null,
        refusal_msg: refusal ? refusal.message[locale] : null,
      }
    }),
  }
}

const refuse = (message: Translated, field?: string) =>
  new ShopError(Code.invalid, message, field ? { data: { fields: [{ field, message: message.en }] } } : {})

/**
 * Starts a return: every rule checked under the order's lock (two requests for one line take
 * turns, the second counts the first), then the return, its lines, its first timeline step, its
 * photos and the shopper's mail written together. A refusal writes nothing.
 */
export async function createReturn(ctx: ReturnsContext, userId: number, body: z.output<typeof createReturnBody>): Promise<ShopperReturn> {
  const seen = new Set<number>()
  for (const line of body.lines) {
    if (seen.has(line.line_id)) throw refuse(fill('lineTwice'), 'lines')
    seen.add(line.line_id)
  }
  if (body.kind === 'warranty' && !body.serial_number) throw refuse(fill('serialNumberMissing'), 'serial_number')
  const ret = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockUserOrder(trx, body.order_no, userId)
    if (!order) throw new ShopError(Code.notFound, fill('orderNotFound'))
    const closed = returnOpen(order)
    if (closed) throw new ShopError(Code.conflict, fill(closed))
    const [lines, returned, policies] = await Promise.all([
      queries.findOrderLinesForReturn(trx, order.id),
      queries.countReturned(trx, order.id),
      queries.listPolicies(trx),
    ])
    const chosen = body.lines.map((wanted) => {
      const line = lines.find((candidate) => candidate.id === wanted.line_id)
      if (!line) throw refuse(fill('lineNotInOrder', { line: wanted.line_id }), 'lines')
      return { wanted, line }
    })
    for (const { wanted, line } of chosen) checkLine(policies, order, line, wanted, body, returned.get(line.id) ?? 0, now)
    const photos = await queries.lockFreePhotos(trx, userId, body.photo_ids)
    if (photos.length !== new Set(body.photo_ids).size) throw refuse(fill('photoNotFound'), 'photo_ids')
    const row = await queries.insertReturn(trx, {
      return_no: newStampedNo('R', now),
      order_id: order.id,
      user_id: userId,
      kind: body.kind,
      state: 'requested',
      reason: body.reason,
      note: body.note,
      photos: JSON.stringify(body.photo_ids.map((id) => photos.find((photo) => photo.id === id)!.path)),
      serial_number: body.kind === 'warranty' ? (body.serial_number ?? null) : null,
      created_at: now,
      updated_at: now,
    })
    await queries.insertReturnLines(
      trx,
      chosen.map(({ wanted, line }) => ({
        return_id: row.id,
        order_line_id: line.id,
        goods_id: line.goods_id,
        quantity: wanted.quantity,
        replacement_size: body.kind === 'exchange' ? (wanted.replacement_size ?? null) : null,
      })),
    )
    await queries.attachPhotos(trx, body.photo_ids, row.id)
    await queries.insertEvent(trx, {
      return_id: row.id,
      state: 'requested',
      note: null,
      operator_id: null,
      action: 'request',
      created_at: now,
    })
    await queueReturnMail(ctx, trx, order, row)
    return row
  })
  return shopperReturn(ctx.db, ctx.mediaBase, ret)
}

function checkLine(
  policies: readonly ReturnPolicyRow[],
  order: OrderRow,
  line: OrderLine,
  wanted: CreateReturnBody['lines'][number],
  body: z.output<typeof createReturnBody>,
  returned: number,
  now: Date,
) {
  const name = { en: line.name_en, 'zh-cn': line.name_zh }
  const judged = judgeLine(policies, order, line, returned, now)
  const policy = judged.policy!
  if (judged.refusal && judged.refusal.code !== 'outsideWindow' && judged.refusal.code !== 'nonReturnable')
    throw refuse(judged.refusal.message, 'lines')
  if (body.kind === 'warranty') {
    if (!policy.warranty_months) throw refuse(fill('noWarranty', { name }), 'kind')
    if (!judged.warrantyEnds || now > judged.warrantyEnds)
      throw refuse(fill('outsideWarranty', { name, months: policy.warranty_months }), 'kind')
  } else {
    if (policy.window_days === 0) throw refuse(fill('noReturns', { name }), 'kind')
    if (!judged.windowEnds || now > judged.windowEnds)
      throw refuse(
        fill('outsideWindow', { name, days: policy.window_days, until: judged.windowEnds?.toISOString().slice(0, 10) ?? '' }),
        'lines',
      )
    const rule = nonReturnableRule(policy, order, line)
    // Goods that cannot come back may still be claimed when they arrived broken (never opened or drawn by the shopper's choice).
    if (rule && body.reason !== arrivedBroken) throw refuse(fill('nonReturnable', { name, rule: ruleNames[rule] }), 'lines')
  }
  const left = line.quantity - returned
  if (wanted.quantity > left) throw refuse(fill('moreThanBought', { name, left, bought: line.quantity, returned }), 'lines.quantity')
  if (body.kind === 'exchange') {
    if (!policy.exchange) throw refuse(fill('exchangeNotOffered', { name }), 'kind')
    if (!wanted.replacement_size) throw refuse(fill('replacementSizeMissing', { name }), 'lines.replacement_size')
    if (wanted.replacement_size === line.size) throw refuse(fill('replacementSizeSame'), 'lines.replacement_size')
    if (!line.sizes.includes(wanted.replacement_size))
      throw refuse(fill('replacementSizeUnknown', { name, size: wanted.replacement_size }), 'lines.replacement_size')
  }
}

export const listReturns = (ctx: ReturnsContext, userId: number, orderNo?: string) => shopperReturns(ctx.db, ctx.mediaBase, userId, orderNo)

/** A photo through the shop's picture pipeline (images only, 10 MB, 40 megapixels), kept for the shopper's next request. */
export async function uploadPhoto(ctx: ReturnsContext, files: ReturnFiles, userId: number, upload: Buffer) {
  const id = `rp_${randomBytes(12).toString('hex')}`
  const path = await files.savePhoto(id, upload)
  await queries.insertPhoto(ctx.db, { id, user_id: userId, path, created_at: ctx.now() })
  return { photo_id: id, url: `${ctx.mediaBase}/${path}` }
}
