import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletNotification } from '#contract/payments.ts'
import { signWalletNotification } from '../payments/gateways/sandbox-wallet/wallet-signature.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { cancelOrder } from './operator.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from './test/shoppers.ts'

const secret = 'a-test-payment-secret-0123456789'
let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_SECRET: secret })
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'POST', url, payload: payload as object, headers })).json()
const pay = (shopper: Shopper, payload: unknown, headers: Record<string, string> = {}) =>
  post('/api/v1/sco/user/payorder', payload, { ...shopper.headers, ...headers })
const tokenize = (number: string, expiry = '12 / 39', cvc = '123') => post('/api/sandbox/card/tokenize', { number, expiry, cvc })
const status = async (orderNo: string) =>
  db().selectFrom('orders').select(['status', 'fulfillment_status', 'paid_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow()

async function placedOrder(paymentMethod = 'card') {
  const shopper = await createShopper(db())
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const body = await post(
    '/api/v1/sco/user/createorder',
    orderBody('sco', { payment_method: paymentMethod, currency: 'CNY' }),
    shopper.headers,
  )
  expect(body.code).toBe(200)
  return { shopper, order: body.data as { order_no: string; total: number; currency: string } }
}

async function cardPayment(shopper: Shopper, orderNo: string, number: string) {
  const token = await tokenize(number)
  expect(token.code).toBe(200)
  return pay(shopper, {
    order_no: orderNo,
    payment_method: 'card',
    card_token: token.data.token,
    last4: token.data.last4,
    brand: token.data.brand,
  })
}

describe('the sandbox card provider', () => {
  it('tokenises a valid card and answers the last four digits and brand', async () => {
    const visa = await tokenize('4242 4242 4242 4242')
    expect(visa.data).toMatchObject({ last4: '4242', brand: 'visa' })
    expect(visa.data.token).toMatch(/^tok_/)
    expect((await tokenize('6200 0000 0000 0005')).data).toMatchObject({ last4: '0005', brand: 'unionpay' })
  })

  it.each([
    ['4242 4242 4242 4241', '12 / 39', '123', 'Enter a valid card number!', 'number'],
    ['', '12 / 39', '123', 'Enter a valid card number!', 'number'],
    ['4242 4242 4242 4242', '13 / 39', '123', 'Enter a valid card expiry date', 'expiry'],
    ['4242 4242 4242 4242', '01 / 20', '123', 'Enter a valid card expiry date', 'expiry'],
    ['4242 4242 4242 4242', '', '123', 'Enter a valid card expiry date', 'expiry'],
    ['4242 4242 4242 4242', '12 / 39', '12', 'Enter the CVV or security code on your card', 'cvc'],
    ['4242 4242 4242 4242', '12 / 39', 'abc', 'Enter the CVV or security code on your card', 'cvc'],
  ])('refuses %s %s %s with the card form’s message', async (number, expiry, cvc, msg, field) => {
    expect(await tokenize(number, expiry, cvc)).toMatchObject({ code: 422, msg, data: { field } })
  })

  it('refuses a body that is not JSON without echoing it', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: '{"number":"4242424242424242",',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.json().code).toBe(422)
    expect(response.body).not.toContain('4242')
  })
})

describe('paying by card', () => {
  it('marks the order paid with Pay successful! and keeps only the last four digits', async () => {
    const { shopper, order } = await placedOrder()
    const body = await cardPayment(shopper, order.order_no, '4242424242424242')
    expect(body).toMatchObject({ code: 200, msg: 'Pay successful!', data: { order_no: order.order_no, status: 'paid' } })
    expect((await status(order.order_no)).status).toBe('paid')
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(detail.data).toMatchObject({ status: 'paid', payable: false, card: { brand: 'visa', last4: '4242' } })
  })

  it('leaves no card number or CVV anywhere in the database', async () => {
    const { shopper, order } = await placedOrder()
    const token = await tokenize('4242 4242 4242 4242', '12 / 39', '7391')
    await pay(shopper, { order_no: order.order_no, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' })
    const union = await tokenize('6200000000000005', '11/2038', '5820')
    const second = await placedOrder()
    await pay(second.shopper, {
      order_no: second.order.order_no,
      payment_method: 'card',
      card_token: union.data.token,
      last4: '0005',
      brand: 'unionpay',
    })

    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(db())
    expect(columns.rows.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const { table_name: table, column_name: column } of columns.rows) {
      const values = await sql<{
        value: string | null
      }>`select ${sql.ref(`${table}.${column}`)}::text as value from ${sql.table(table)}`.execute(db())
      for (const { value } of values.rows) {
        if (!value) continue
        const digits = value.replace(/[\s-]/g, '')
        if (digits.includes('4242424242424242') || digits.includes('6200000000000005')) found.push(`${table}.${column}: card number`)
        if (/(^|[^0-9A-Za-z])(7391|5820)([^0-9A-Za-z]|$)/.test(value)) found.push(`${table}.${column}: CVV`)
      }
    }
    expect(found).toEqual([])
  })

  it('answers a declined card with Pay failed!, and the order stays payable', async () => {
    const { shopper, order } = await placedOrder()
    const declined = await cardPayment(shopper, order.order_no, '4000 0000 0000 0002')
    expect(declined).toMatchObject({ code: 402, msg: 'Pay failed!', data: { status: 'payment_failed', failure: 'declined' } })
    const failed = await cardPayment(shopper, order.order_no, '4000 0000 0000 0119')
    expect(failed).toMatchObject({ code: 402, msg: 'Pay failed!', data: { failure: 'processing_error' } })
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(detail.data).toMatchObject({ status: 'payment_failed', payable: true })
    expect(await cardPayment(shopper, order.order_no, '4242 4242 4242 4242')).toMatchObject({ code: 200, msg: 'Pay successful!' })
  })

  it('does not charge a token twice', async () => {
    const { shopper, order } = await placedOrder()
    const token = await tokenize('4242 4242 4242 4242')
    const other = await placedOrder()
    const card = { payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' }
    expect((await pay(shopper, { order_no: order.order_no, ...card })).code).toBe(200)
    expect(await pay(other.shopper, { order_no: other.order.order_no, ...card })).toMatchObject({ code: 402, msg: 'Pay failed!' })
  })

  it('refuses to pay a paid or a canceled order, clearly', async () => {
    const { shopper, order } = await placedOrder()
    await cardPayment(shopper, order.order_no, '4242 4242 4242 4242')
    expect(await cardPayment(shopper, order.order_no, '4242 4242 4242 4242')).toMatchObject({
      code: 409,
      msg: 'This order is already paid.',
    })
    expect(await pay(shopper, { order_no: order.order_no, payment_method: 'alipay' })).toMatchObject({
      code: 409,
      msg: 'This order is already paid.',
    })

    const canceled = await placedOrder()
    await cancelOrder({ db: db(), now: () => shop.clock.now }, canceled.order.order_no)
    expect(await pay(canceled.shopper, { order_no: canceled.order.order_no, payment_method: 'wechat' })).toMatchObject({
      code: 409,
      msg: 'This order has been canceled and can no longer be paid.',
    })
    const zh = await pay(canceled.shopper, { order_no: canceled.order.order_no, payment_method: 'wechat' }, { 'accept-language': 'zh-CN' })
    expect(zh.msg).toBe('该订单已取消，无法再支付。')
  })

  it('answers a retried payment with the same answer under its Idempotency-Key', async () => {
    const { shopper, order } = await placedOrder()
    const token = await tokenize('4242 4242 4242 4242')
    const body = { order_no: order.order_no, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' }
    const headers = { 'idempotency-key': `pay-${order.order_no}` }
    const first = await pay(shopper, body, headers)
    const retry = await pay(shopper, body, headers)
    expect(first).toMatchObject({ code: 200, msg: 'Pay successful!' })
    expect(retry).toEqual(first)
    expect(await pay(shopper, { ...body, payment_method: 'alipay' }, headers)).toMatchObject({ code: 409 })
    const charges = await db()
      .selectFrom('payments')
      .select('state')
      .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('order_no', '=', order.order_no))
      .execute()
    expect(charges).toEqual([{ state: 'succeeded' }])
  })

  it('refuses online payment of a cash-on-delivery order', async () => {
    const { shopper, order } = await placedOrder('cod')
    expect(await pay(shopper, { order_no: order.order_no, payment_method: 'alipay' })).toMatchObject({
      code: 409,
      msg: 'This order is paid in cash on delivery.',
    })
  })
})

describe('paying with Alipay or WeChat Pay', () => {
  const notify = (notification: WalletNotification) => post('/api/v1/sco/event/chinaBank/onePay', notification)
  function signed(
    fields: Partial<Omit<WalletNotification, 'signature'>> & { order_no: string; amount: number; currency: string },
    key = secret,
  ): WalletNotification {
    const unsigned = {
      status: 'success' as const,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
      ...fields,
    }
    return { ...unsigned, signature: signWalletNotification(unsigned, key) }
  }

  async function walletOrder(method: 'alipay' | 'wechat' = 'alipay') {
    const placed = await placedOrder(method)
    const started = await pay(placed.shopper, { order_no: placed.order.order_no, payment_method: method })
    expect(started).toMatchObject({ code: 401, data: { status: 'pending' } })
    expect(started.redirect_url).toMatch(new RegExp(`^/sandbox/wallet\\?ref=pay_[0-9a-f]+&method=${method}`))
    return { ...placed, redirectUrl: started.redirect_url as string }
  }

  it('settles the order from a signed notification, once: a replay changes nothing', async () => {
    const { order } = await walletOrder()
    const notification = signed({ order_no: order.order_no, amount: order.total, currency: order.currency })
    expect(await notify(notification)).toMatchObject({ code: 200, msg: 'Pay successful!', data: { status: 'paid', duplicate: false } })
    const paidAt = (await status(order.order_no)).paid_at
    shop.clock.advance(1000)
    expect(await notify(notification)).toMatchObject({ code: 200, data: { status: 'paid', duplicate: true } })
    const failedLater = signed({ order_no: order.order_no, amount: order.total, currency: order.currency, status: 'failed' })
    expect(await notify(failedLater)).toMatchObject({ code: 200, data: { status: 'paid', duplicate: true } })
    expect(await status(order.order_no)).toMatchObject({ status: 'paid', paid_at: paidAt })
  })

  it('refuses a forged, a wrong-amount, a wrong-currency and a stale notification', async () => {
    const { order } = await walletOrder('wechat')
    const forged = signed({ order_no: order.order_no, amount: order.total, currency: order.currency }, 'someone-elses-secret-000000')
    expect(await notify(forged)).toMatchObject({ code: 422, msg: 'The notification signature is not valid.' })
    const tampered = { ...signed({ order_no: order.order_no, amount: 1, currency: order.currency }), amount: order.total }
    expect((await notify(tampered)).code).toBe(422)
    expect(await notify(signed({ order_no: order.order_no, amount: order.total - 1, currency: order.currency }))).toMatchObject({
      code: 409,
      msg: 'The notification amount or currency does not match the order.',
    })
    expect((await notify(signed({ order_no: order.order_no, amount: order.total, currency: 'USD' }))).code).toBe(409)
    const stale = signed({
      order_no: order.order_no,
      amount: order.total,
      currency: order.currency,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000) - 11 * 60,
    })
    expect(await notify(stale)).toMatchObject({ code: 422, msg: 'The notification is too old or from the future.' })
    expect(
      await notify({ ...signed({ order_no: order.order_no, amount: order.total, currency: order.currency }), signature: 'zz' }),
    ).toMatchObject({ code: 422 })
    expect((await status(order.order_no)).status).toBe('pending')
  })

  it('records a failed wallet payment, and the order stays payable', async () => {
    const { shopper, order } = await walletOrder()
    expect(
      await notify(signed({ order_no: order.order_no, amount: order.total, currency: order.currency, status: 'failed' })),
    ).toMatchObject({ code: 200, msg: 'Pay failed!', data: { status: 'payment_failed' } })
    expect((await pay(shopper, { order_no: order.order_no, payment_method: 'wechat' })).code).toBe(401)
  })

  it('serves the wallet page with a QR code, and its confirm pays the order and returns to /checkout/thanks', async () => {
    const { order, redirectUrl } = await walletOrder()
    const page = await shop.app.inject({ method: 'GET', url: redirectUrl })
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('<svg')
    expect(page.body).toContain(order.order_no)
    expect(page.body).toContain('Confirm payment')
    const ref = new URL(redirectUrl, 'http://shop').searchParams.get('ref')!
    const confirm = await shop.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/confirm',
      payload: `ref=${ref}&product=sco&decision=confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(confirm.statusCode).toBe(303)
    expect(confirm.headers.location).toBe(`/checkout/thanks?order_no=${order.order_no}`)
    expect((await status(order.order_no)).status).toBe('paid')
    const again = await shop.app.inject({ method: 'GET', url: redirectUrl })
    expect(again.body).toContain('no longer waiting')
  })

  it('sends the shopper back with status=failed when they cancel on the wallet page', async () => {
    const { order, redirectUrl } = await walletOrder('wechat')
    const zhPage = await shop.app.inject({ method: 'GET', url: redirectUrl, headers: { 'accept-language': 'zh-CN' } })
    expect(zhPage.body).toContain('微信支付')
    const ref = new URL(redirectUrl, 'http://shop').searchParams.get('ref')!
    const cancel = await shop.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/confirm',
      payload: `ref=${ref}&product=sco&decision=cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(cancel.headers.location).toBe(`/checkout/thanks?order_no=${order.order_no}&status=failed`)
    expect((await status(order.order_no)).status).toBe('payment_failed')
  })

  it('lets only the latest wallet attempt settle the order', async () => {
    const { shopper, order } = await walletOrder()
    const second = await pay(shopper, { order_no: order.order_no, payment_method: 'wechat' })
    expect(second.code).toBe(401)
    const states = await db()
      .selectFrom('payments')
      .select(['method', 'state'])
      .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('order_no', '=', order.order_no))
      .orderBy('id')
      .execute()
    expect(states).toEqual([
      { method: 'alipay', state: 'canceled' },
      { method: 'wechat', state: 'pending' },
    ])
    await notify(signed({ order_no: order.order_no, amount: order.total, currency: order.currency }))
    const detail = await db()
      .selectFrom('orders')
      .select(['status', 'payment_method'])
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow()
    expect(detail).toEqual({ status: 'paid', payment_method: 'wechat' })
  })
})
