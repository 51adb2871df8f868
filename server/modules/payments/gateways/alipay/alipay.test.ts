import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../../env.ts'
import { createTestShop, type TestShop } from '../../../../test/test-app.ts'
import { startWalletOrder } from '../../test/wallet-order.ts'
import { refundOrder, releaseExpiredOrders, settleExpiringPayments } from '../../../orders/index.ts'
import { commands } from '../../../../cli/commands/index.ts'
import { createPaymentProviders } from '../../gateways-in-use.ts'
import { createAlipay } from './index.ts'
import { privateKeyType } from '../../pem.ts'
import { readAlipayCall, startAlipayDouble } from '../../test/alipay-double.ts'
import { rsaKeys } from '../../test/gateway-double.ts'

type Double = Awaited<ReturnType<typeof startAlipayDouble>>
let shop: TestShop
let alipay: Double
/** What the double's alipay.trade.query answers, per order number. */
const trades = new Map<string, Record<string, unknown>>()
let refundAnswer: 'ok' | 'http-error' = 'ok'

beforeAll(async () => {
  alipay = await startAlipayDouble((method, biz) => {
    if (method === 'alipay.trade.query')
      return trades.get(biz.out_trade_no) ?? { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' }
    if (method === 'alipay.trade.refund') {
      if (refundAnswer === 'http-error') return 'http-error'
      return {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: '2026112322001400000000000001',
        refund_fee: biz.refund_amount,
        fund_change: 'Y',
      }
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN' }
  })
  shop = await createTestShop({ ...alipay.settings, PUBLIC_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await shop.close()
  await alipay.close()
})

const db = () => shop.app.db
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const orderOf = (orderNo: string) =>
  db()
    .selectFrom('orders')
    .select(['status', 'paid_at', 'payment_review', 'refunded', 'total'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
const notify = (payload: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/payments/alipay/notify',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  })

/** A CNY order paid with Alipay up to the gateway's page; answers the page's URL and what was asked. */
async function alipayOrder(userAgent = desktop, currency = 'CNY') {
  const { shopper, order, redirectUrl } = await startWalletOrder(shop, 'alipay', { userAgent, currency })
  const attempt = await db()
    .selectFrom('payments')
    .select(['amount', 'currency'])
    .where('kind', '=', 'charge')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { shopper, order, asked: attempt, page: new URL(redirectUrl) }
}

const paid = (orderNo: string, amount: string, fields: Record<string, string> = {}) =>
  alipay.notification({ out_trade_no: orderNo, total_amount: amount, trade_status: 'TRADE_SUCCESS', ...fields })
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

describe('paying with Alipay', () => {
  it('sends a desktop to alipay.trade.page.pay, signed by the app, for the order in CNY', async () => {
    const { order, page } = await alipayOrder()
    const call = readAlipayCall({ url: page }, alipay.appKeys.publicKey)
    expect(call.signed).toBe(true)
    expect(page.origin).toBe(alipay.origin)
    expect(call.params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: '2021000000000001',
      sign_type: 'RSA2',
      notify_url: 'https://shop.example.com/api/v1/payments/alipay/notify',
      return_url: `https://shop.example.com/checkout/thanks?order_no=${order.order_no}`,
    })
    expect(call.biz).toMatchObject({
      out_trade_no: order.order_no,
      total_amount: yuan(order.total),
      product_code: 'FAST_INSTANT_TRADE_PAY',
    })
    // Alipay stops taking the payment when the order is released, in Beijing time.
    const { pay_before: payBefore } = await db()
      .selectFrom('orders')
      .select('pay_before')
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow()
    expect(call.biz.time_expire).toBe(new Date(payBefore!.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '))
  })

  it('sends a phone to alipay.trade.wap.pay', async () => {
    const { page } = await alipayOrder(phone)
    const call = readAlipayCall({ url: page }, alipay.appKeys.publicKey)
    expect(call.params.method).toBe('alipay.trade.wap.pay')
    expect(call.biz.product_code).toBe('QUICK_WAP_WAY')
  })

  it('asks for a USD order in CNY at the rate of the moment, in whole fen', async () => {
    const { order, asked, page } = await alipayOrder(desktop, 'USD')
    const rate = await db().selectFrom('exchange_rates').select('per_usd').where('currency', '=', 'CNY').executeTakeFirstOrThrow()
    expect(asked).toEqual({ currency: 'CNY', amount: Math.round(order.total * Number(rate.per_usd)) })
    expect(readAlipayCall({ url: page }, alipay.appKeys.publicKey).biz.total_amount).toBe(yuan(asked.amount))
  })

  it('asks the same CNY amount again on a second attempt even when the rate moved (the trade is the order number)', async () => {
    const { shopper, order, asked } = await alipayOrder(desktop, 'USD')
    await db().updateTable('exchange_rates').set({ per_usd: '9.5' }).where('currency', '=', 'CNY').execute()
    const again = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/payorder',
        payload: { order_no: order.order_no, payment_method: 'alipay' },
        headers: { ...shopper.headers, 'user-agent': desktop },
      })
    ).json()
    expect(readAlipayCall({ url: new URL(again.redirect_url) }, alipay.appKeys.publicKey).biz.total_amount).toBe(yuan(asked.amount))
  })
})

describe('the Alipay notification', () => {
  it('marks the order paid once on a verified TRADE_SUCCESS and answers success; a replay changes nothing', async () => {
    const { order, asked } = await alipayOrder()
    const body = paid(order.order_no, yuan(asked.amount))
    const first = await notify(body)
    expect(first.statusCode).toBe(200)
    expect(first.body).toBe('success')
    const after = await orderOf(order.order_no)
    expect(after.status).toBe('paid')

    const replay = await notify(body)
    expect(replay.body).toBe('success')
    expect(await orderOf(order.order_no)).toEqual(after)
    const kept = await db()
      .selectFrom('payment_notifications')
      .select(['verified', 'outcome', 'raw_body'])
      .where('order_no', '=', order.order_no)
      .orderBy('id')
      .execute()
    expect(kept.map((row) => [row.verified, row.outcome])).toEqual([
      [true, 'paid'],
      [true, 'duplicate'],
    ])
    expect(kept[0].raw_body).toBe(body)
  })

  it.each([
    [
      'a bad signature',
      (orderNo: string, amount: string) =>
        paid(orderNo, amount, {}).replace(/sign=[^&]+/, `sign=${encodeURIComponent('AAAA' + 'B'.repeat(340))}`),
    ],
    [
      'a signature by another key',
      (orderNo: string, amount: string) =>
        alipay.notification({ out_trade_no: orderNo, total_amount: amount, trade_status: 'TRADE_SUCCESS' }, rsaKeys().privateKey),
    ],
    [
      'a changed field after signing',
      (orderNo: string, amount: string) => paid(orderNo, amount).replace('trade_status=TRADE_SUCCESS', 'trade_status=TRADE_FINISHED'),
    ],
    ['another app_id', (orderNo: string, amount: string) => paid(orderNo, amount, { app_id: '2021000000009999' })],
    ['another amount', (orderNo: string, amount: string) => paid(orderNo, (Number(amount) - 0.01).toFixed(2))],
  ])('refuses %s with 400 fail and leaves the order unpaid', async (_name, build) => {
    const { order, asked } = await alipayOrder()
    const response = await notify(build(order.order_no, yuan(asked.amount)))
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe('fail')
    const after = await orderOf(order.order_no)
    expect(after.status).toBe('pending')
    expect(after.paid_at).toBeNull()
  })

  it('flags an order for review when a verified notification reports another amount', async () => {
    const { order, asked } = await alipayOrder()
    const body = paid(order.order_no, yuan(asked.amount + 100))
    await notify(body)
    await notify(body)
    expect((await orderOf(order.order_no)).payment_review).toBe(
      `alipay reported ${asked.amount + 100} CNY paid, ${asked.amount} CNY was asked`,
    )
  })

  it('refuses a notification for an unknown order', async () => {
    const response = await notify(paid('20991231000000000000', '1.00'))
    expect(response.statusCode).toBe(400)
  })
})

describe('asking Alipay', () => {
  it('settles the order from a verified alipay.trade.query when the shopper returns first', async () => {
    const { shopper, order, asked } = await alipayOrder()
    const url = `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`
    expect((await shop.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data).toMatchObject({
      status: 'pending',
      qr_svg: null,
    })
    trades.set(order.order_no, {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.order_no,
      trade_no: '2026112322001400000000000009',
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(asked.amount),
    })
    shop.clock.advance(5000)
    expect((await shop.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data.status).toBe('paid')
  })

  it('does not believe a query answer Alipay did not sign', async () => {
    const { shopper, order, asked } = await alipayOrder()
    trades.set(order.order_no, {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.order_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(asked.amount),
    })
    alipay.forgeAnswers(true)
    shop.clock.advance(5000)
    const answer = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    alipay.forgeAnswers(false)
    expect(answer.data.status).toBe('pending')
    expect((await orderOf(order.order_no)).paid_at).toBeNull()
  })

  it('does not pay from a query answer for another amount', async () => {
    const { shopper, order, asked } = await alipayOrder()
    trades.set(order.order_no, {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.order_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(asked.amount - 1),
    })
    shop.clock.advance(5000)
    const answer = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(answer.data.status).toBe('pending')
    expect((await orderOf(order.order_no)).payment_review).toBeTruthy()
  })

  it('npm run shop -- payments reconcile settles attempts older than 15 minutes, and payments review lists flagged orders', async () => {
    const { order, asked } = await alipayOrder()
    trades.set(order.order_no, {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.order_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(asked.amount),
    })
    const run = (action: string) =>
      commands.payments.run({
        db: db(),
        config: loadConfig({ NODE_ENV: 'test', ...alipay.settings }),
        values: {},
        positionals: [action],
        now: () => shop.clock.now,
      })
    expect(await run('reconcile')).not.toContain(order.order_no)
    shop.clock.advance(16 * 60_000)
    expect(await run('reconcile')).toContain(`${order.order_no}  paid`)
    expect((await orderOf(order.order_no)).status).toBe('paid')
    expect(await run('review')).toMatch(/reported \d+ CNY paid/)
    await expect(run('nothing')).rejects.toThrow(/payments reconcile \| payments review/)
  })
})

describe('the expiry sweep', () => {
  it('asks Alipay before releasing an unpaid order, so a payment at the last minute pays it', async () => {
    const paidLate = await alipayOrder()
    const unpaid = await alipayOrder()
    trades.set(paidLate.order.order_no, {
      code: '10000',
      msg: 'Success',
      out_trade_no: paidLate.order.order_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(paidLate.asked.amount),
    })
    shop.clock.advance(31 * 60_000)
    const ctx = { db: db(), now: () => shop.clock.now, payments: shop.app.payments }
    await settleExpiringPayments(ctx)
    const released = await releaseExpiredOrders(ctx)
    expect((await orderOf(paidLate.order.order_no)).status).toBe('paid')
    expect(released).toContain(unpaid.order.order_no)
    expect(released).not.toContain(paidLate.order.order_no)
  })
})

describe('refunding through Alipay', () => {
  it('records the refund pending, calls alipay.trade.refund outside the transaction, and a retry finishes it with the same out_request_no', async () => {
    const { order, asked } = await alipayOrder()
    await notify(paid(order.order_no, yuan(asked.amount)))
    const ctx = {
      db: db(),
      now: () => shop.clock.now,
      payments: createPaymentProviders({
        db: db(),
        now: () => shop.clock.now,
        config: loadConfig({ NODE_ENV: 'test', ...alipay.settings }),
      }),
    }

    refundAnswer = 'http-error'
    await expect(refundOrder(ctx, order.order_no)).rejects.toThrow(/502/)
    expect((await orderOf(order.order_no)).status).toBe('paid')
    const pending = await db()
      .selectFrom('payments')
      .select(['state', 'reference'])
      .where('kind', '=', 'refund')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(pending.state).toBe('pending')

    refundAnswer = 'ok'
    const refunded = await refundOrder(ctx, order.order_no)
    expect(refunded).toMatchObject({ status: 'refund', refunded: order.total })
    const calls = alipay.requests
      .map((request) => readAlipayCall(request, alipay.appKeys.publicKey))
      .filter((call) => call.params.method === 'alipay.trade.refund' && call.biz.out_trade_no === order.order_no)
    expect(calls.map((call) => call.biz.out_request_no)).toEqual([pending.reference, pending.reference])
    expect(calls.every((call) => call.signed && call.biz.refund_amount === yuan(asked.amount))).toBe(true)
    // Run again: nothing left to refund, nothing sent.
    await expect(refundOrder(ctx, order.order_no)).rejects.toThrow(/Cannot {event} this order/)
  })
})

describe('Alipay keys', () => {
  it.each(['pkcs1', 'pkcs8'] as const)('signs with a %s app key, told apart by its PEM header', async (type) => {
    const keys = rsaKeys(type)
    expect(privateKeyType(keys.privateKey)).toBe(type === 'pkcs1' ? 'PKCS1' : 'PKCS8')
    const config = loadConfig({ NODE_ENV: 'test', ...alipay.settings, ALIPAY_PRIVATE_KEY: keys.privateKey.replace(/\n/g, '\\n') })
    const client = createAlipay(config)
    const outcome = await client.provider.pay({
      orderNo: '20261123000000000001',
      amount: 100,
      currency: 'CNY',
      reference: 'r',
      product: 'sco',
      description: 'd',
      returnUrl: 'https://shop.example.com/',
      device: 'desktop',
      clientIp: '127.0.0.1',
    })
    const url = outcome.kind === 'redirect' ? outcome.url : 'http://not-a-redirect/'
    expect(readAlipayCall({ url: new URL(url) }, keys.publicKey).signed).toBe(true)
  })
})
