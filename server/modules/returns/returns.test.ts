import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, mailSent, type TestShop } from '../../test/test-app.ts'
import { lastAudit, signedInOperator, type SignedInOperator } from '../admin/test-kit.ts'
import { createShopper } from '../orders/test/shoppers.ts'
import { expireApprovedReturns } from './index.ts'
import { returnsKit } from './test/kit.ts'

// Issue 51: returns, size exchanges and warranty claims: every rule refused with its message and
// nothing written, the parallel cases, the stock held and released exactly, refunds capped at what
// was paid with the duties split in proportion, the mails and the audit log.

let shop: TestShop
let staff: SignedInOperator
let owner: SignedInOperator
let support: SignedInOperator
let mediaDir: string
beforeAll(async () => {
  // Photos and labels land in a folder of this file's own.
  mediaDir = await mkdtemp(join(tmpdir(), 'returns-media-'))
  shop = await createTestShop({ MEDIA_DIR: mediaDir })
  staff = await signedInOperator(shop, 'staff')
  owner = await signedInOperator(shop, 'owner')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
  await rm(mediaDir, { recursive: true, force: true })
})

const kit = returnsKit(() => shop)
const db = () => shop.app.db
const day = 86_400_000
const instructions = { address: 'Returns desk, 1 Warehouse Road, Shenzhen', parcel_reference: 'RMA-1' }

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer()

const uploadPhoto = async (headers: Record<string, string>, body: Buffer, type = 'image/png') =>
  (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/returns/photos',
      headers: { ...headers, 'content-type': type },
      payload: body,
    })
  ).json()

async function approved(kind: 'refund' | 'exchange' = 'refund', quantity = 1) {
  const placed = await kit.order({ quantity: 2 })
  const started = await kit.request(placed.shopper, {
    order_no: placed.orderNo,
    kind,
    reason: 'damaged_in_transit',
    lines: [{ line_id: placed.lines[0].id, quantity }],
  })
  expect(started).toMatchObject({ code: 200 })
  const no = started.data.return_no as string
  expect((await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)).code).toBe(200)
  return { ...placed, no }
}

describe('return policies', () => {
  it('are seeded per product line and vape brand and read by anyone, in both languages', async () => {
    const answer = await kit.call('GET', '/api/v1/boot/return-policies', {})
    expect(answer.code).toBe(200)
    const byKey = Object.fromEntries(answer.data.list.map((policy: { key: string }) => [policy.key, policy]))
    expect(Object.keys(byKey).sort()).toEqual(['boot', 'box', 'cig-imoment', 'cig-waka', 'ene', 'sco'])
    expect(byKey.boot).toMatchObject({ exchange: true, warranty_months: 24, window_days: 30 })
    expect(byKey.ene.warranty_months).toBeGreaterThan(0)
    expect(byKey['cig-waka'].non_returnable).toEqual(
      expect.arrayContaining(['opened_e_liquid', 'used_pod', 'destination_forbids_reimport']),
    )
    expect(byKey.box.non_returnable).toContain('drawn_blind_box_prize')
    expect(byKey.sco.terms_zh).toMatch(/[\u4e00-\u9fff]/)
  })

  it('are edited by owners, audited; a bad value is refused with its message and changes nothing; support may not', async () => {
    const { data } = await kit.admin(owner, 'GET', '/return-policies')
    const boot = data.list.find((policy: { key: string }) => policy.key === 'boot')
    const { key: _key, line: _line, updated_at: _at, ...fields } = boot
    const bad = await kit.admin(owner, 'POST', '/return-policies/boot', { ...fields, window_days: 400 })
    expect(bad).toMatchObject({ code: 422, msg: 'The return window is a whole number of days from 0 to 365.' })
    const zh = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/return-policies/boot',
      headers: { ...owner.headers, 'accept-language': 'zh-CN' },
      payload: { ...fields, warranty_months: -1 },
    })
    expect(zh.json().msg).toBe('保修期为 0 到 120 之间的整月数。')
    expect((await kit.admin(support, 'POST', '/return-policies/boot', { ...fields, window_days: 45 })).code).toBe(403)
    const saved = await kit.admin(owner, 'POST', '/return-policies/boot', { ...fields, window_days: 45 })
    expect(saved).toMatchObject({ code: 200 })
    expect(saved.data.window_days).toBe(45)
    expect(await lastAudit(shop)).toMatchObject({ action: 'return_policy.update', subject: 'return_policy:boot' })
    expect((await kit.admin(owner, 'POST', '/return-policies/boot', { ...fields, window_days: 30 })).code).toBe(200)
  })
})

describe('a shopper starts a return', () => {
  it('for delivered lines within the window: the options, the request, the timeline and one mail', async () => {
    const { shopper, orderNo, lines } = await kit.order({ quantity: 2 })
    const options = await kit.call('GET', `/api/v1/sco/user/returns/options?order_no=${orderNo}`, shopper.headers)
    expect(options.data.lines[0]).toMatchObject({ bought: 2, returnable: 2, kinds: ['refund', 'warranty'], policy: 'sco', refusal: null })
    const photo = await uploadPhoto(shopper.headers, await png(400, 300))
    expect(photo).toMatchObject({ code: 200 })
    const started = await kit.request(shopper, {
      order_no: orderNo,
      kind: 'refund',
      reason: 'damaged_in_transit',
      note: 'The deck is cracked.',
      photo_ids: [photo.data.photo_id],
      lines: [{ line_id: lines[0].id, quantity: 1 }],
    })
    expect(started).toMatchObject({ code: 200 })
    expect(started.data).toMatchObject({ state: 'requested', kind: 'refund', lines: [{ line_id: lines[0].id, quantity: 1 }] })
    expect(started.data.photos).toHaveLength(1)
    expect(started.data.timeline.map((event: { state: string }) => event.state)).toEqual(['requested'])
    const listed = await kit.call('GET', `/api/v1/sco/user/returns?order_no=${orderNo}`, shopper.headers)
    expect(listed.data.list.map((ret: { return_no: string }) => ret.return_no)).toEqual([started.data.return_no])
    const after = await kit.call('GET', `/api/v1/sco/user/returns/options?order_no=${orderNo}`, shopper.headers)
    expect(after.data.lines[0].returnable).toBe(1)
    // The same photo cannot serve a second request.
    const again = await kit.request(shopper, {
      order_no: orderNo,
      kind: 'refund',
      reason: 'damaged_in_transit',
      photo_ids: [photo.data.photo_id],
      lines: [{ line_id: lines[0].id, quantity: 1 }],
    })
    expect(again).toMatchObject({ code: 422, msg: 'A photo was not found: upload it again.' })
    await mailSent(shop.app)
    const mails = await db().selectFrom('outbox').select('subject').where('subject', 'like', `%${started.data.return_no}%`).execute()
    expect(mails.map((mail) => mail.subject)).toEqual([`We received your request ${started.data.return_no}`])
  })

  it('opens once the operator marks the shipped order delivered (audited), counting the window from then', async () => {
    const placed = await kit.order({ quantity: 1, stage: 'paid' })
    const options = () => kit.call('GET', `/api/v1/sco/user/returns/options?order_no=${placed.orderNo}`, placed.shopper.headers)
    expect((await options()).data.lines[0]).toMatchObject({ refusal: 'notDelivered', returnable: 0, kinds: [] })
    expect((await kit.admin(staff, 'POST', `/orders/${placed.orderNo}/deliver`)).code).toBe(409)
    await kit.admin(staff, 'POST', `/orders/${placed.orderNo}/ship`, { carrier: 'DHL', tracking_no: 'DHL-123456' })
    const delivered = await kit.admin(staff, 'POST', `/orders/${placed.orderNo}/deliver`)
    expect(delivered).toMatchObject({ code: 200 })
    expect(await lastAudit(shop)).toMatchObject({ action: 'order.deliver', subject: `order:${placed.orderNo}` })
    const open = (await options()).data
    expect(open.delivered_at).toBe(shop.clock.now.toISOString())
    expect(open.lines[0]).toMatchObject({ refusal: null, returnable: 1 })
    expect(new Date(open.lines[0].window_ends_at).getTime() - shop.clock.now.getTime()).toBe(30 * day)
  })

  it('refuses every broken rule with its message and writes nothing', async () => {
    const delivered = await kit.order({ quantity: 2 })
    const other = await kit.order({ quantity: 1 })
    const unpaid = await kit.order({ quantity: 1, stage: 'placed', shopper: delivered.shopper })
    const undelivered = await kit.order({ quantity: 1, stage: 'paid', shopper: delivered.shopper })
    const line = delivered.lines[0].id
    const body = (extra: Record<string, unknown> = {}) => ({
      order_no: delivered.orderNo,
      kind: 'refund',
      reason: 'changed_my_mind',
      lines: [{ line_id: line, quantity: 1 }],
      ...extra,
    })
    const before = await kit.countReturns()
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['someone else’s order', { order_no: other.orderNo, lines: [{ line_id: other.lines[0].id, quantity: 1 }] }, 404, 'Order not found.'],
      [
        'an unpaid order',
        { order_no: unpaid.orderNo, lines: [{ line_id: unpaid.lines[0].id, quantity: 1 }] },
        409,
        'Only a paid order can be returned.',
      ],
      [
        'an undelivered order',
        { order_no: undelivered.orderNo, lines: [{ line_id: undelivered.lines[0].id, quantity: 1 }] },
        409,
        'This order has not been delivered yet: you can return it once it has arrived.',
      ],
      [
        'a line of another order',
        { lines: [{ line_id: other.lines[0].id, quantity: 1 }] },
        422,
        `Line ${other.lines[0].id} is not part of this order.`,
      ],
      ['more than bought', { lines: [{ line_id: line, quantity: 3 }] }, 422, 'You can return at most 2 of'],
      ['a quantity of 0', { lines: [{ line_id: line, quantity: 0 }] }, 422, 'The quantity is a whole number of at least 1.'],
      ['a quantity of −1', { lines: [{ line_id: line, quantity: -1 }] }, 422, 'The quantity is a whole number of at least 1.'],
      ['a reason not on the list', { reason: 'bored' }, 422, 'Choose a reason from the list'],
      ['a note of 10,000 characters', { note: 'x'.repeat(10_000) }, 422, 'The note can be at most 2000 characters.'],
      ['six photos', { photo_ids: Array.from({ length: 6 }, (_, i) => `rp_${String(i).repeat(24)}`) }, 422, 'Add at most 5 photos.'],
      ['a warranty claim without its serial number', { kind: 'warranty', reason: 'defective' }, 422, 'Give the serial number'],
      ['an exchange of a line without sizes', { kind: 'exchange', reason: 'does_not_fit' }, 422, 'cannot be exchanged'],
    ]
    for (const [what, extra, code, message] of cases) {
      const answer = await kit.request(delivered.shopper, body(extra))
      expect({ what, code: answer.code }).toEqual({ what, code })
      expect(`${what}: ${answer.msg}`).toContain(message)
    }
    // In the shopper's language.
    const chinese = await kit.request(delivered.shopper, body({ lines: [{ line_id: line, quantity: 0 }] }), { 'accept-language': 'zh-CN' })
    expect(chinese.msg).toBe('数量必须是不小于 1 的整数。')
    // Outside the window: 30 days after delivery, then no more.
    shop.clock.advance(31 * day)
    const late = await kit.request(delivered.shopper, body())
    expect(late.code).toBe(422)
    expect(late.msg).toMatch(/can no longer be returned: returns are accepted within 30 days of delivery/)
    const lateZh = await kit.request(delivered.shopper, body(), { 'accept-language': 'zh-CN' })
    expect(lateZh.msg).toMatch(/已无法退货：签收后 30 天内（截至 \d{4}-\d\d-\d\d）可申请退货。$/)
    shop.clock.advance(-31 * day)
    expect(await kit.countReturns()).toBe(before)
  })

  it('refuses a line already returned, and a line the destination forbids to re-import', async () => {
    const { shopper, orderNo, lines } = await kit.order({ quantity: 1 })
    const body = { order_no: orderNo, kind: 'refund', reason: 'changed_my_mind', lines: [{ line_id: lines[0].id, quantity: 1 }] }
    expect((await kit.request(shopper, body)).code).toBe(200)
    const before = await kit.countReturns()
    const again = await kit.request(shopper, body)
    expect(again.code).toBe(422)
    expect(again.msg).toMatch(/has already been returned\.$/)
    // The scooter policy learns that GB forbids re-importing: the line cannot come back from there.
    const next = await kit.order({ quantity: 1 })
    await db()
      .updateTable('return_policies')
      .set({ non_returnable: JSON.stringify(['destination_forbids_reimport']), no_reimport_countries: JSON.stringify(['GB']) })
      .where('key', '=', 'sco')
      .execute()
    const forbidden = await kit.request(next.shopper, {
      ...body,
      order_no: next.orderNo,
      lines: [{ line_id: next.lines[0].id, quantity: 1 }],
    })
    expect(forbidden.code).toBe(422)
    expect(forbidden.msg).toMatch(/cannot be sent back from GB: the country forbids re-importing it\.$/)
    await db().updateTable('return_policies').set({ non_returnable: '[]', no_reimport_countries: '[]' }).where('key', '=', 'sco').execute()
    expect(await kit.countReturns()).toBe(before)
  })

  it('refuses an e-liquid under a policy that takes no opened e-liquids, unless it arrived broken', async () => {
    const placed = await kit.order({ quantity: 2 })
    const { dg_class: kept } = await db().selectFrom('goods').select('dg_class').where('id', '=', placed.goods.id).executeTakeFirstOrThrow()
    await db().updateTable('goods').set({ dg_class: 'nicotine_liquid' }).where('id', '=', placed.goods.id).execute()
    await db()
      .updateTable('return_policies')
      .set({ non_returnable: JSON.stringify(['opened_e_liquid']) })
      .where('key', '=', 'sco')
      .execute()
    try {
      const body = (reason: string) => ({
        order_no: placed.orderNo,
        kind: 'refund',
        reason,
        lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
      })
      const before = await kit.countReturns()
      const opened = await kit.request(placed.shopper, body('changed_my_mind'))
      expect(opened.code).toBe(422)
      expect(opened.msg).toMatch(/cannot come back: opened e-liquids cannot be returned\.$/)
      const zh = await kit.request(placed.shopper, body('changed_my_mind'), { 'accept-language': 'zh-CN' })
      expect(zh.msg).toMatch(/无法退回：已开封的烟油不可退货。$/)
      expect(await kit.countReturns()).toBe(before)
      expect((await kit.request(placed.shopper, body('damaged_in_transit'))).code).toBe(200)
    } finally {
      await db().updateTable('goods').set({ dg_class: kept }).where('id', '=', placed.goods.id).execute()
      await db().updateTable('return_policies').set({ non_returnable: '[]' }).where('key', '=', 'sco').execute()
    }
  })

  it('two parallel returns of the same line: one wins, the other is refused', async () => {
    const { shopper, orderNo, lines } = await kit.order({ quantity: 2 })
    const body = { order_no: orderNo, kind: 'refund', reason: 'changed_my_mind', lines: [{ line_id: lines[0].id, quantity: 2 }] }
    const answers = await Promise.all([kit.request(shopper, body), kit.request(shopper, body)])
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 422])
    const taken = await db()
      .selectFrom('return_lines')
      .select(({ fn }) => fn.sum<number>('quantity').as('n'))
      .where('order_line_id', '=', lines[0].id)
      .executeTakeFirstOrThrow()
    expect(Number(taken.n)).toBe(2)
  })

  it('takes photos only through the picture pipeline: not an image, too big or too many pixels are refused', async () => {
    const shopper = await createShopper(db())
    const notImage = await uploadPhoto(shopper.headers, Buffer.from('%PDF-1.4 not a picture'), 'image/png')
    expect(notImage).toMatchObject({ code: 422, msg: 'Upload a JPEG, PNG, WebP or AVIF image.' })
    const huge = await uploadPhoto(shopper.headers, Buffer.alloc(10 * 1024 * 1024 + 10, 1))
    expect(huge.code).toBe(422)
    const pixels = await uploadPhoto(shopper.headers, await png(8000, 5001))
    expect(pixels).toMatchObject({ code: 422, msg: 'Images may have at most 40 megapixels (for example 8000 × 5000).' })
    const photos = await db().selectFrom('return_photos').select('id').where('user_id', '=', shopper.userId).execute()
    expect(photos).toHaveLength(0)
    expect((await uploadPhoto({}, await png(10, 10))).code).toBe(405)
  })
})

describe('the operator settles it', () => {
  it('lists the queue by state and line; support reads but may not act', async () => {
    const { no } = await approved()
    const queue = await kit.admin(support, 'GET', '/returns?state=approved&line=sco')
    expect(queue.code).toBe(200)
    expect(queue.data.list.map((row: { return_no: string }) => row.return_no)).toContain(no)
    expect(queue.data.list.every((row: { state: string; line: string }) => row.state === 'approved' && row.line === 'sco')).toBe(true)
    expect(
      (await kit.admin(support, 'GET', '/returns?state=requested&line=boot')).data.list.map((row: { return_no: string }) => row.return_no),
    ).not.toContain(no)
    expect((await kit.admin(support, 'POST', `/returns/${no}/reject`, { reason: 'no' })).code).toBe(403)
  })

  it('rejects with a reason (audited, mailed); a rejected return cannot be approved', async () => {
    const { shopper, orderNo, lines } = await kit.order({ quantity: 1 })
    const started = await kit.request(shopper, {
      order_no: orderNo,
      kind: 'refund',
      reason: 'changed_my_mind',
      lines: [{ line_id: lines[0].id, quantity: 1 }],
    })
    const no = started.data.return_no
    expect((await kit.admin(staff, 'POST', `/returns/${no}/reject`, { reason: '' })).code).toBe(422)
    const rejected = await kit.admin(staff, 'POST', `/returns/${no}/reject`, { reason: 'Used outdoors: the deck is scratched.' })
    expect(rejected.data).toMatchObject({ state: 'rejected', rejection_reason: 'Used outdoors: the deck is scratched.' })
    expect(await lastAudit(shop)).toMatchObject({ action: 'return.reject', subject: `return:${no}` })
    const twice = await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    expect(twice).toMatchObject({ code: 409, msg: 'Cannot approve this return: it is rejected.' })
    // A rejected return gives the line back to the shopper.
    const options = await kit.call('GET', `/api/v1/sco/user/returns/options?order_no=${orderNo}`, shopper.headers)
    expect(options.data.lines[0].returnable).toBe(1)
  })

  it('takes a return label only as a PDF', async () => {
    const { no } = await approved()
    const label = (body: Buffer, type: string) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${no}/label`,
        headers: { ...staff.headers, 'content-type': type },
        payload: body,
      })
    expect((await label(await png(20, 20), 'application/pdf')).json()).toMatchObject({
      code: 422,
      msg: 'The return label must be a PDF file of at most 5 MB.',
    })
    expect((await label(Buffer.from('hello'), 'text/plain')).json().code).toBe(422)
    const pdf = await label(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'application/pdf')
    expect(pdf.json()).toMatchObject({ code: 200 })
    expect(pdf.json().data.instructions.label_url).toMatch(/\.pdf$/)
  })

  it('marks it received: resellable goods back to stock, the rest written off and recorded', async () => {
    const placed = await kit.order({ quantity: 3 })
    const started = await kit.request(placed.shopper, {
      order_no: placed.orderNo,
      kind: 'refund',
      reason: 'changed_my_mind',
      lines: [{ line_id: placed.lines[0].id, quantity: 2 }],
    })
    const no = started.data.return_no
    await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    const stock = await kit.stockOf(placed.goods.id)
    const missing = await kit.admin(staff, 'POST', `/returns/${no}/receive`, {
      lines: [{ line_id: placed.lines[0].id + 100000, resellable: true }],
    })
    expect(missing.code).toBe(422)
    const received = await kit.admin(staff, 'POST', `/returns/${no}/receive`, {
      lines: [{ line_id: placed.lines[0].id, resellable: true }],
      note: 'Sealed.',
    })
    expect(received.data.state).toBe('received')
    expect(await kit.stockOf(placed.goods.id)).toBe(stock + 2)
    const change = await db()
      .selectFrom('stock_changes')
      .selectAll()
      .where('goods_id', '=', placed.goods.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(change).toMatchObject({ before: stock, after: stock + 2, source: 'order', order_id: placed.order.id })
    const written = await approved()
    const writtenStock = await kit.stockOf(written.goods.id)
    const off = await kit.admin(staff, 'POST', `/returns/${written.no}/receive`, {
      lines: [{ line_id: written.lines[0].id, resellable: false }],
    })
    expect(off.data.lines[0].resellable).toBe(false)
    expect(off.data.actions.at(-1).note).toMatch(/written off/)
    expect(await kit.stockOf(written.goods.id)).toBe(writtenStock)
  })
})

describe('refunds through the order’s refund door', () => {
  it('give back the goods with the duties in proportion, never more than was paid over several returns', async () => {
    const placed = await kit.order({ quantity: 2 })
    const { order } = placed
    expect(order.duties_taxes).toBeGreaterThan(0)
    const refundOne = async () => {
      const started = await kit.request(placed.shopper, {
        order_no: placed.orderNo,
        kind: 'refund',
        reason: 'changed_my_mind',
        lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
      })
      const no = started.data.return_no
      await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
      await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: placed.lines[0].id, resellable: true }] })
      const preview = (await kit.admin(staff, 'GET', `/returns/${no}`)).data.refund_preview
      const refunded = await kit.admin(staff, 'POST', `/returns/${no}/refund`)
      expect(refunded).toMatchObject({ code: 200 })
      expect(refunded.data.refund).toEqual(preview)
      return refunded.data
    }
    const first = await refundOne()
    const goods = order.subtotal - order.discount
    expect(first.refund.goods).toBe(Math.floor(goods / 2))
    expect(first.refund.duties_taxes).toBe(Math.floor(order.duties_taxes / 2))
    expect(first.refund.delivery).toBe(0)
    expect(first.refund.total).toBe(first.refund.goods + first.refund.duties_taxes)
    const second = await refundOne()
    // Every cent of the duties is back, none twice; the delivery stays paid (changed my mind).
    expect(first.refund.duties_taxes + second.refund.duties_taxes).toBe(order.duties_taxes)
    const after = await db().selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(after).toMatchObject({ duties_taxes_refunded: order.duties_taxes, goods_refunded: goods, status: 'split' })
    expect(after.refunded).toBe(order.total - order.shipping)
    const refunds = await db().selectFrom('payments').selectAll().where('order_id', '=', order.id).where('kind', '=', 'refund').execute()
    expect(refunds.map((row) => row.state)).toEqual(['succeeded', 'succeeded'])
    expect(refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(after.refunded)
    // A third try on the first return is refused: the state table says it is refunded.
    expect((await kit.admin(staff, 'POST', `/returns/${first.return_no}/refund`)).code).toBe(409)
  })

  it('across parallel refunds of two returns never exceeds what was paid, and never pays a return twice', async () => {
    const placed = await kit.order({ quantity: 2 })
    const nos: string[] = []
    for (let i = 0; i < 2; i++) {
      const started = await kit.request(placed.shopper, {
        order_no: placed.orderNo,
        kind: 'refund',
        reason: 'defective',
        lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
      })
      nos.push(started.data.return_no)
      await kit.admin(staff, 'POST', `/returns/${started.data.return_no}/approve`, instructions)
      await kit.admin(staff, 'POST', `/returns/${started.data.return_no}/receive`, {
        lines: [{ line_id: placed.lines[0].id, resellable: true }],
      })
    }
    const answers = await Promise.all([
      kit.admin(staff, 'POST', `/returns/${nos[0]}/refund`),
      kit.admin(staff, 'POST', `/returns/${nos[1]}/refund`),
      kit.admin(staff, 'POST', `/returns/${nos[0]}/refund`),
    ])
    expect(answers.filter((answer) => answer.code === 200).length).toBeGreaterThanOrEqual(1)
    // Whatever was refused (a refund of the order still pending) is finished by asking again.
    const retried: number[] = []
    for (const no of nos) {
      const state = (await kit.admin(staff, 'GET', `/returns/${no}`)).data.state
      retried.push(state === 'refunded' ? 200 : (await kit.admin(staff, 'POST', `/returns/${no}/refund`)).code)
    }
    expect(retried).toEqual([200, 200])
    const after = await db().selectFrom('orders').selectAll().where('id', '=', placed.order.id).executeTakeFirstOrThrow()
    const refunds = await db()
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', placed.order.id)
      .where('kind', '=', 'refund')
      .execute()
    expect(refunds.filter((row) => row.state === 'succeeded')).toHaveLength(2)
    expect(new Set(refunds.map((row) => row.return_id)).size).toBe(2)
    expect(after.refunded).toBeLessThanOrEqual(after.total)
    // Defective: the goods, the delivery and the duties all went back, to the cent.
    expect(after.refunded).toBe(after.total)
    expect(after.status).toBe('refund')
    expect(after.duties_taxes_refunded).toBe(after.duties_taxes)
  })

  it('refunds without the goods coming back, recorded, when sending them back costs more', async () => {
    const { shopper, orderNo, lines, goods } = await kit.order({ quantity: 1 })
    const started = await kit.request(shopper, {
      order_no: orderNo,
      kind: 'refund',
      reason: 'damaged_in_transit',
      lines: [{ line_id: lines[0].id, quantity: 1 }],
    })
    const stock = await kit.stockOf(goods.id)
    expect((await kit.admin(staff, 'POST', `/returns/${started.data.return_no}/refund-without-return`, { reason: '' })).code).toBe(422)
    const refunded = await kit.admin(staff, 'POST', `/returns/${started.data.return_no}/refund-without-return`, {
      reason: 'Shipping back to the UK costs more than the deck.',
    })
    expect(refunded).toMatchObject({ code: 200 })
    expect(refunded.data).toMatchObject({ state: 'refunded', without_return: true })
    expect(refunded.data.refund.total).toBeGreaterThan(0)
    expect(await kit.stockOf(goods.id)).toBe(stock)
    expect(await lastAudit(shop)).toMatchObject({ action: 'return.refund_without_return', subject: `return:${started.data.return_no}` })
  })
})

describe('a size exchange', () => {
  async function exchange() {
    const placed = await kit.order({ line: 'boot', quantity: 1, sized: true })
    const other = placed.goods.sizes.find((size) => size !== placed.size)!
    const started = await kit.request(placed.shopper, {
      order_no: placed.orderNo,
      kind: 'exchange',
      reason: 'does_not_fit',
      lines: [{ line_id: placed.lines[0].id, quantity: 1, replacement_size: other }],
    })
    expect(started).toMatchObject({ code: 200 })
    return { ...placed, no: started.data.return_no as string, other }
  }

  it('refuses a size the product does not come in, and the size already bought', async () => {
    const placed = await kit.order({ line: 'boot', quantity: 1, sized: true })
    const body = (size: string) => ({
      order_no: placed.orderNo,
      kind: 'exchange',
      reason: 'does_not_fit',
      lines: [{ line_id: placed.lines[0].id, quantity: 1, replacement_size: size }],
    })
    expect((await kit.request(placed.shopper, body('99.5'))).msg).toMatch(/does not come in size 99\.5\.$/)
    expect((await kit.request(placed.shopper, body(placed.size))).msg).toBe('Choose a size other than the one you have.')
  })

  it('holds the replacement’s stock from approval and releases it exactly on rejection', async () => {
    const { no, goods } = await exchange()
    const before = await kit.stockOf(goods.id)
    const answer = await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    expect(answer.data.holds).toEqual([expect.objectContaining({ quantity: 1, held: true })])
    expect(await kit.stockOf(goods.id)).toBe(before - 1)
    // Received, then rejected at inspection: the held size goes back.
    await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: answer.data.lines[0].line_id, resellable: false }] })
    const rejected = await kit.admin(staff, 'POST', `/returns/${no}/reject`, { reason: 'Worn on the slopes.' })
    expect(rejected.data.holds[0].held).toBe(false)
    expect(await kit.stockOf(goods.id)).toBe(before)
  })

  it('releases the held stock exactly when the approval expires, once', async () => {
    const { no, goods, shopper } = await exchange()
    const before = await kit.stockOf(goods.id)
    await kit.admin(staff, 'POST', `/returns/${no}/approve`, { ...instructions, send_within_days: 7 })
    expect(await kit.stockOf(goods.id)).toBe(before - 1)
    const ctx = {
      db: db(),
      now: () => shop.clock.now,
      mediaBase: '',
      publicUrl: '',
      payments: shop.app.payments,
      mail: shop.app.mail,
      audit: async () => {},
    }
    shop.clock.advance(6 * day)
    await expireApprovedReturns(ctx)
    expect(await kit.stockOf(goods.id)).toBe(before - 1)
    shop.clock.advance(2 * day)
    expect(await expireApprovedReturns(ctx)).toBeGreaterThanOrEqual(1)
    expect(await expireApprovedReturns(ctx)).toBe(0)
    expect(await kit.stockOf(goods.id)).toBe(before)
    shop.clock.advance(-8 * day)
    const [ret] = (await kit.call('GET', '/api/v1/boot/user/returns', shopper.headers)).data.list
    expect(ret.state).toBe('expired')
    expect(ret.timeline.map((event: { state: string }) => event.state)).toEqual(['requested', 'approved', 'expired'])
  })

  it('ships the replacement as a new shipment of the order, the held stock going with it; the shopper follows by timeline and mail', async () => {
    const { no, goods, shopper, order, lines } = await exchange()
    const before = await kit.stockOf(goods.id)
    await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: lines[0].id, resellable: true }] })
    // The pair that came back is on the shelf again; the replacement is still held.
    expect(await kit.stockOf(goods.id)).toBe(before)
    expect((await kit.admin(staff, 'POST', `/returns/${no}/refund`)).code).toBe(409)
    const shipped = await kit.admin(staff, 'POST', `/returns/${no}/ship-replacement`, {
      carrier: 'SF Express',
      tracking_no: 'SF1234567890',
    })
    expect(shipped).toMatchObject({ code: 200 })
    expect(shipped.data).toMatchObject({
      state: 'replacement_shipped',
      replacement: { carrier: 'SF Express', tracking_no: 'SF1234567890' },
    })
    expect(await kit.stockOf(goods.id)).toBe(before)
    const shipments = await db().selectFrom('order_shipments').selectAll().where('order_id', '=', order.id).execute()
    expect(shipments.map((row) => row.tracking_no)).toEqual(['SF1234567890'])
    const [ret] = (await kit.call('GET', '/api/v1/boot/user/returns', shopper.headers)).data.list
    expect(ret.timeline.map((event: { state: string }) => event.state)).toEqual([
      'requested',
      'approved',
      'received',
      'replacement_shipped',
    ])
    await mailSent(shop.app)
    // One mail per step; the mail jobs send them in whatever order the queue runs them.
    const mails = await db().selectFrom('outbox').select('subject').where('subject', 'like', `%${no}%`).execute()
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `We received your request ${no}`,
        `Your return ${no} is approved`,
        `We received your parcel ${no}`,
        `Your replacement for ${no} is on its way`,
      ].sort(),
    )
  })

  it('mails in the shopper’s language', async () => {
    const placed = await kit.order({ line: 'boot', quantity: 1, sized: true, locale: 'zh-cn' })
    const other = placed.goods.sizes.find((size) => size !== placed.size)!
    const started = await kit.request(
      placed.shopper,
      {
        order_no: placed.orderNo,
        kind: 'exchange',
        reason: 'does_not_fit',
        lines: [{ line_id: placed.lines[0].id, quantity: 1, replacement_size: other }],
      },
      { 'accept-language': 'zh-CN' },
    )
    expect(started.msg).toBe('您的申请已提交，每一步我们都会发邮件通知您。')
    await kit.admin(staff, 'POST', `/returns/${started.data.return_no}/approve`, instructions)
    await mailSent(shop.app)
    const mails = await db()
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('subject', 'like', `%${started.data.return_no}%`)
      .execute()
    // The mail jobs send in whatever order the queue runs them: each step's mail, once.
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`我们已收到您的申请 ${started.data.return_no}`, `您的退货 ${started.data.return_no} 已批准`].sort(),
    )
    const approvalMail = mails.find((mail) => mail.subject.includes('已批准'))!
    expect(approvalMail.text).toContain(instructions.address)
    // The mail's words come from the zh-cn catalogue, its placeholders and labels filled.
    expect(approvalMail.text).toMatch(/^请在 \d{4}-\d\d-\d\d 之前将包裹寄回以下地址，并在包裹上写明参考号。$/m)
    expect(approvalMail.text).toContain(
      `订单: ${placed.orderNo}\n寄回地址: ${instructions.address}\n包裹上请写: ${instructions.parcel_reference}`,
    )
  })
})

describe('a warranty claim', () => {
  it('within the warranty with its serial number ends in a repair; after the warranty it is refused', async () => {
    const placed = await kit.order({ line: 'ene', quantity: 1 })
    const claim = (serial?: string) =>
      kit.request(placed.shopper, {
        order_no: placed.orderNo,
        kind: 'warranty',
        reason: 'defective',
        note: 'Stops charging after four months.',
        lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
        ...(serial ? { serial_number: serial } : {}),
      })
    // Delivered four months ago (the operator's session would not survive moving the clock).
    const deliveredAgo = (orderId: number, days: number) =>
      db()
        .updateTable('orders')
        .set({ delivered_at: new Date(shop.clock.now.getTime() - days * day) })
        .where('id', '=', orderId)
        .execute()
    await deliveredAgo(placed.order.id, 120)
    expect((await claim()).msg).toBe('Give the serial number printed on the product for a warranty claim.')
    expect((await claim('<script>')).code).toBe(422)
    const started = await claim('ESS-2026-000123')
    expect(started).toMatchObject({ code: 200 })
    expect(started.data.serial_number).toBe('ESS-2026-000123')
    const no = started.data.return_no
    await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: placed.lines[0].id, resellable: false }] })
    const repaired = await kit.admin(staff, 'POST', `/returns/${no}/warranty-outcome`, {
      outcome: 'repaired',
      carrier: 'DHL',
      tracking_no: 'DHL-778899',
      note: 'Cell balancing board replaced.',
    })
    expect(repaired).toMatchObject({ code: 200 })
    expect(repaired.data).toMatchObject({ state: 'repaired', warranty_outcome: 'repaired' })
    expect(await lastAudit(shop)).toMatchObject({ action: 'return.repair' })

    const old = await kit.order({ line: 'ene', quantity: 1 })
    await deliveredAgo(old.order.id, 61 * 31)
    const late = await kit.request(old.shopper, {
      order_no: old.orderNo,
      kind: 'warranty',
      reason: 'defective',
      serial_number: 'ESS-2026-000124',
      lines: [{ line_id: old.lines[0].id, quantity: 1 }],
    })
    expect(late.code).toBe(422)
    expect(late.msg).toMatch(/is not under warranty any more \(warranty: 60 months from delivery\)\.$/)
  })

  it('can end in a refund through the same door', async () => {
    const placed = await kit.order({ line: 'ene', quantity: 1 })
    const started = await kit.request(placed.shopper, {
      order_no: placed.orderNo,
      kind: 'warranty',
      reason: 'defective',
      serial_number: 'ESS-2026-000125',
      lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
    })
    const no = started.data.return_no
    await kit.admin(staff, 'POST', `/returns/${no}/approve`, instructions)
    await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: placed.lines[0].id, resellable: false }] })
    const refunded = await kit.admin(staff, 'POST', `/returns/${no}/warranty-outcome`, { outcome: 'refund' })
    expect(refunded).toMatchObject({ code: 200 })
    expect(refunded.data).toMatchObject({ state: 'refunded', warranty_outcome: 'refund' })
    const order = await db().selectFrom('orders').selectAll().where('id', '=', placed.order.id).executeTakeFirstOrThrow()
    expect(order.refunded).toBe(order.total)
  })
})

describe('the shopper’s data', () => {
  it('returns are in the data export and survive account deletion without the shopper’s words and photos', async () => {
    const placed = await kit.order({ quantity: 1 })
    const photo = await uploadPhoto(placed.shopper.headers, await png(50, 50))
    const started = await kit.request(placed.shopper, {
      order_no: placed.orderNo,
      kind: 'refund',
      reason: 'not_as_described',
      note: 'My name is Ada and the colour is wrong.',
      photo_ids: [photo.data.photo_id],
      lines: [{ line_id: placed.lines[0].id, quantity: 1 }],
    })
    const exported = await shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/export', headers: placed.shopper.headers })
    const data = JSON.parse(exported.body)
    expect(data.returns).toEqual([
      expect.objectContaining({
        return_no: started.data.return_no,
        order_no: placed.orderNo,
        note: 'My name is Ada and the colour is wrong.',
      }),
    ])
    const { eraseAccount } = await import('../account/queries.ts')
    await db()
      .transaction()
      .execute((trx) => eraseAccount(trx, { id: placed.shopper.userId, email: placed.shopper.email }, 'Deleted customer', shop.clock.now))
    const kept = await db().selectFrom('returns').selectAll().where('return_no', '=', started.data.return_no).executeTakeFirstOrThrow()
    expect(kept).toMatchObject({ note: '', photos: [], state: 'requested' })
    expect(await db().selectFrom('return_photos').select('id').where('user_id', '=', placed.shopper.userId).execute()).toHaveLength(0)
  })
})
