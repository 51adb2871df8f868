import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOrderResponse, orderPageResponse } from '#contract/admin.ts'
import { loadConfig } from '../../../env.ts'
import { commands } from '../../../cli/commands/index.ts'
import { createTestShop, mailSent, type TestShop } from '../../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../../orders/test/shoppers.ts'
import { lastAudit, signedInOperator, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let staff: SignedInOperator
let support: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop()
  staff = await signedInOperator(shop, 'staff')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  (await shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json()

/** A card order paid through the sandbox gateway, as a shopper would. */
async function paidOrder(locale = 'en') {
  const shopper = await createShopper(db(), { locale })
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: orderBody('sco', { payment_method: 'card' }),
      headers: { ...shopper.headers, 'accept-language': locale },
    })
  ).json()
  const token = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    })
  ).json()
  await shop.app.inject({
    method: 'POST',
    url: '/api/v1/sco/user/payorder',
    payload: { order_no: placed.data.order_no, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
    headers: shopper.headers,
  })
  return placed.data.order_no as string
}

describe('orders in the back office', () => {
  it('marks a shipment of age-restricted goods "adult signature required" with the age, and no other', async () => {
    const shopper = await createShopper(db())
    const [vape] = await goodsOf(db(), 'cig')
    await fillCart(db(), shopper.userId, 'cig', [{ goods_id: vape.id, quantity: 1 }])
    const us = {
      first_name: 'Ada',
      last_name: 'L',
      country: 'US',
      state: 'CA',
      city: 'San Francisco',
      address: '548 Market St',
      postal_code: '94104',
      phone: '',
    }
    const placed = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('cig', { shipping_address: us, date_of_birth: '1990-01-01' }),
        headers: shopper.headers,
      })
    ).json()
    expect(placed.code).toBe(200)
    expect((await call('GET', `/api/admin/orders/${placed.data.order_no}`, support.headers)).data.adult_signature_age).toBe(21)
    expect((await call('GET', `/api/admin/orders/${await paidOrder()}`, support.headers)).data.adult_signature_age).toBe(0)
  })

  it('lists and filters orders on the server; support may read but not act', async () => {
    const orderNo = await paidOrder()
    const list = await call('GET', `/api/admin/orders?status=paid&payment_method=card&q=${orderNo}`, support.headers)
    expect(list.data).toMatchObject({ total: 1, list: [{ order_no: orderNo, status: 'paid' }] })
    expect(
      (await call('GET', '/api/admin/orders?status=refund', support.headers)).data.list.map((row: { order_no: string }) => row.order_no),
    ).not.toContain(orderNo)
    expect((await call('GET', `/api/admin/orders/${orderNo}`, support.headers)).data).toMatchObject({
      order_no: orderNo,
      lines: [{ quantity: 1 }],
      payments: [{ kind: 'charge', state: 'succeeded' }],
    })
    for (const action of ['ship', 'cancel', 'refund']) {
      expect(
        (await call('POST', `/api/admin/orders/${orderNo}/${action}`, support.headers, { carrier: 'DHL', tracking_no: 'JD0001' })).code,
      ).toBe(403)
    }
    expect((await call('GET', '/api/admin/orders', {})).code).toBe(405)
    expect((await call('GET', `/api/admin/orders/${orderNo}`, {})).code).toBe(405)
  })

  it('support adds a note, which is audited', async () => {
    const orderNo = await paidOrder()
    expect((await call('POST', `/api/admin/orders/${orderNo}/notes`, support.headers, { text: '   ' })).msg).toBe('Write the note first.')
    expect(
      (await call('POST', `/api/admin/orders/${orderNo}/notes`, support.headers, { text: 'Customer asked for a gift wrap.' })).code,
    ).toBe(200)
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: support.id,
      action: 'order.note',
      subject: `order:${orderNo}`,
      after: { text: 'Customer asked for a gift wrap.' },
    })
    expect((await call('GET', `/api/admin/orders/${orderNo}`, support.headers)).data.notes).toMatchObject([
      { text: 'Customer asked for a gift wrap.', operator: support.email },
    ])
  })

  it('ships with carrier and tracking number through the state machine, and e-mails the customer in their language', async () => {
    const orderNo = await paidOrder('zh-cn')
    expect((await call('POST', `/api/admin/orders/${orderNo}/ship`, staff.headers, { carrier: 'SF', tracking_no: 'no!' })).msg).toBe(
      'Tracking numbers are 4 to 40 letters, digits or dashes.',
    )
    const shipped = await call('POST', `/api/admin/orders/${orderNo}/ship`, staff.headers, {
      carrier: 'SF Express',
      tracking_no: 'SF1234567890',
    })
    expect(shipped).toMatchObject({
      code: 200,
      msg: 'Marked shipped; the customer has been e-mailed the tracking number.',
      data: { fulfillment_status: 'all_shipped' },
    })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'order.ship',
      before: { fulfillment_status: 'unshipped' },
      after: { fulfillment_status: 'all_shipped' },
    })
    // Mail is sent by a worker after the change commits: the shipping mail is the one about shipping.
    await mailSent(shop.app)
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('subject', 'like', '%已发货%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.subject).toBe(`您的订单 ${orderNo} 已发货`)
    expect(mail.text).toContain('SF1234567890')
    expect((await call('GET', `/api/admin/orders/${orderNo}`, staff.headers)).data.shipments).toMatchObject([
      { carrier: 'SF Express', tracking_no: 'SF1234567890' },
    ])
    // The state machine's own refusal, unchanged: an unpaid card order cannot ship.
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const unpaid = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'card' }),
        headers: shopper.headers,
      })
    ).json().data.order_no
    const refused = await call('POST', `/api/admin/orders/${unpaid}/ship`, staff.headers, { carrier: 'DHL', tracking_no: 'JD0001' })
    expect(refused.code).not.toBe(200)
    expect(refused.msg).toContain('Only cash-on-delivery orders')
  })

  it('refunds part then the rest through the sandbox gateway, and cancels an unpaid order', async () => {
    const orderNo = await paidOrder()
    const part = await call('POST', `/api/admin/orders/${orderNo}/refund`, staff.headers, { amount: 100 })
    expect(part.data).toMatchObject({ status: 'split', refunded: 100 })
    expect(await lastAudit(shop)).toMatchObject({ action: 'order.partial_refund', before: { refunded: 0 }, after: { refunded: 100 } })
    const rest = await call('POST', `/api/admin/orders/${orderNo}/refund`, staff.headers, {})
    expect(rest.data.status).toBe('refund')
    const detail = await call('GET', `/api/admin/orders/${orderNo}`, staff.headers)
    expect(detail.data.payments.filter((payment: { kind: string }) => payment.kind === 'refund')).toHaveLength(2)
    expect((await call('POST', `/api/admin/orders/${orderNo}/refund`, staff.headers, {})).msg).toBe(
      'Cannot refund this order: its status is refund.',
    )

    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const unpaid = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'card' }),
        headers: shopper.headers,
      })
    ).json().data.order_no
    expect((await call('POST', `/api/admin/orders/${unpaid}/cancel`, staff.headers)).data).toMatchObject({ status: 'canceled' })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'order.cancel',
      subject: `order:${unpaid}`,
      before: { status: 'unpaid' },
      after: { status: 'canceled' },
    })
  })

  it("refunds from the command line through the back office's own door: audited, never twice", async () => {
    const orderNo = await paidOrder()
    const printed = await commands.refund.run({
      db: db(),
      config: loadConfig({ NODE_ENV: 'test' }),
      values: {},
      positionals: [orderNo],
      now: () => shop.clock.now,
    })
    expect(printed).toContain('refunded')
    expect(await lastAudit(shop)).toMatchObject({
      action: 'order.refund',
      subject: `order:${orderNo}`,
      operator_id: null,
      ip: null,
      after: { status: 'refund' },
    })
    // The back office refuses the second refund with its usual message; one refund was made.
    expect((await call('POST', `/api/admin/orders/${orderNo}/refund`, staff.headers, {})).msg).toBe(
      'Cannot refund this order: its status is refund.',
    )
    const detail = await call('GET', `/api/admin/orders/${orderNo}`, staff.headers)
    expect(detail.data.payments.filter((payment: { kind: string }) => payment.kind === 'refund')).toHaveLength(1)
  })

  it('exports the filtered orders as CSV, safe to open in a spreadsheet', async () => {
    const orderNo = await paidOrder()
    const response = await shop.app.inject({ method: 'GET', url: `/api/admin/orders.csv?q=${orderNo}`, headers: support.headers })
    expect(response.headers['content-type']).toContain('text/csv')
    const [header, row, ...rest] = response.body.trim().split('\r\n')
    expect(header.startsWith('order_no,placed_at')).toBe(true)
    expect(row.startsWith(`"${orderNo}"`)).toBe(true)
    // The duties and taxes the total includes, beside it (issue 50).
    const columns = header.split(',')
    const stored = await shop.app.db.selectFrom('orders').select('duties_taxes').where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    expect(columns[columns.indexOf('total') + 1]).toBe('duties_taxes')
    expect(row.split(',')[columns.indexOf('duties_taxes')]).toBe(`"${stored.duties_taxes}"`)
    expect(rest).toEqual([])
    // Shoppers get the envelope's refusal, never the file.
    const refused = await shop.app.inject({ method: 'GET', url: '/api/admin/orders.csv' })
    expect(refused.headers['content-type'] ?? '').not.toContain('csv')
    expect(refused.json().code).toBe(405)
  })

  it('answers what the contract says the screens read, dates as ISO text', async () => {
    const orderNo = await paidOrder()
    const list = await call('GET', `/api/admin/orders?q=${orderNo}`, support.headers)
    expect(orderPageResponse.safeParse(list).success).toBe(true)
    expect(list.data.list[0].placed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const detail = await call('GET', `/api/admin/orders/${orderNo}`, support.headers)
    expect(adminOrderResponse.safeParse(detail).success).toBe(true)
    expect(detail.data.payments[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})
