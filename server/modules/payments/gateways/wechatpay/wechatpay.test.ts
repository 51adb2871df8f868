import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../../env.ts'
import { createTestShop, type TestShop } from '../../../../test/test-app.ts'
import { startWalletOrder } from '../../test/wallet-order.ts'
import { refundOrder } from '../../../orders/index.ts'
import { createPaymentProviders } from '../../gateways-in-use.ts'
import { rsaKeys } from '../../test/gateway-double.ts'
import { startWechatDouble, wechatIds } from '../../test/wechat-double.ts'

type Double = Awaited<ReturnType<typeof startWechatDouble>>
let shop: TestShop
let wechat: Double
const transactions = new Map<string, Record<string, unknown>>()
let refundStatus: 'PROCESSING' | 'error' = 'PROCESSING'

beforeAll(async () => {
  const clock = { now: () => shop.clock.now }
  wechat = await startWechatDouble(({ method, url, payload }) => {
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native')
      return { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${String(payload.out_trade_no).slice(-6)}` } }
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/h5')
      return { status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2026&package=1' } }
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi')
      return { status: 200, body: { prepay_id: 'wx201410272009395522657a690389285100' } }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\d+)$/.exec(url.pathname)
    if (method === 'GET' && query) {
      const found = transactions.get(query[1])
      return found ? { status: 200, body: found } : { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      if (refundStatus === 'error') return { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } }
      return {
        status: 200,
        body: { refund_id: '50000000382019052709732678859', out_refund_no: payload.out_refund_no, status: 'PROCESSING' },
      }
    }
    return { status: 404, body: { code: 'NOT_FOUND' } }
  }, clock.now)
  shop = await createTestShop({ ...wechat.settings, PUBLIC_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await shop.close()
  await wechat.close()
})

const db = () => shop.app.db
const desktop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15'
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36'
const inWechat = `${phone} MicroMessenger/8.0.50`
const orderOf = (orderNo: string) =>
  db()
    .selectFrom('orders')
    .select(['status', 'paid_at', 'payment_review', 'refunded'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
const notify = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/payments/wechat/notify',
    payload: body,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  })

const wechatOrder = (userAgent = desktop, extra: Record<string, string> = {}) => startWalletOrder(shop, 'wechat', { userAgent, extra })

const apiCalls = (path: string) =>
  wechat.requests.filter((request) => request.url.pathname === path).map((request) => JSON.parse(request.body) as Record<string, any>)
const success = (orderNo: string, total: number, extra: Record<string, unknown> = {}) =>
  wechat.notification({ out_trade_no: orderNo, amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' }, ...extra })

describe('paying with WeChat Pay', () => {
  it('shows a desktop the Native QR code on the order page, from a signed request for the order in fen', async () => {
    const { shopper, order, redirectUrl } = await wechatOrder()
    expect(redirectUrl).toBe(`https://shop.example.com/checkout/thanks?order_no=${order.order_no}`)
    const sent = apiCalls('/v3/pay/transactions/native').find((call) => call.out_trade_no === order.order_no)
    expect(sent).toMatchObject({
      appid: wechatIds.appId,
      mchid: wechatIds.mchId,
      notify_url: 'https://shop.example.com/api/v1/payments/wechat/notify',
      amount: { total: order.total, currency: 'CNY' },
    })
    expect(sent?.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/)
    const status = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(status.data.status).toBe('pending')
    expect(status.data.qr_svg).toContain('<svg')
  })

  it('sends a phone browser to H5 pay and back to the order page', async () => {
    const { order, redirectUrl } = await wechatOrder(phone)
    expect(redirectUrl).toBe(
      `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2026&package=1&redirect_url=${encodeURIComponent(`https://shop.example.com/checkout/thanks?order_no=${order.order_no}`)}`,
    )
    expect(apiCalls('/v3/pay/transactions/h5').find((call) => call.out_trade_no === order.order_no)?.scene_info).toMatchObject({
      h5_info: { type: 'Wap' },
    })
  })

  // JSAPI inside WeChat (the openid the server keeps, paySign over the four lines): modules/wechat/wechat.test.ts.
  it('falls back to the QR code inside WeChat without the official account', async () => {
    const { order } = await wechatOrder(inWechat)
    expect(apiCalls('/v3/pay/transactions/native').some((call) => call.out_trade_no === order.order_no)).toBe(true)
  })
})

describe('the WeChat Pay notification', () => {
  it('marks the order paid once and answers 204; a replay changes nothing', async () => {
    const { order } = await wechatOrder()
    const sent = success(order.order_no, order.total)
    expect((await notify(sent)).statusCode).toBe(204)
    const after = await orderOf(order.order_no)
    expect(after.status).toBe('paid')
    expect((await notify(sent)).statusCode).toBe(204)
    expect(await orderOf(order.order_no)).toEqual(after)
  })

  it.each([
    ['a bad signature', (orderNo: string, total: number) => success(orderNo, total, {}), { key: rsaKeys().privateKey }],
    [
      'another platform key id',
      (orderNo: string, total: number) => success(orderNo, total),
      { serial: 'PUB_KEY_ID_0000000000000000000000000000' },
    ],
    ['a timestamp 6 minutes old', (orderNo: string, total: number) => success(orderNo, total), { minutes: -6 }],
    ['a timestamp 6 minutes ahead', (orderNo: string, total: number) => success(orderNo, total), { minutes: 6 }],
  ])('refuses %s with 401 {"code":"FAIL"} and leaves the order unpaid', async (_name, _build, change) => {
    const { order } = await wechatOrder()
    const at = 'minutes' in change ? new Date(shop.clock.now.getTime() + change.minutes * 60_000) : undefined
    const sent = wechat.notification(
      { out_trade_no: order.order_no, amount: { total: order.total, currency: 'CNY' } },
      { ...('key' in change ? { key: change.key } : {}), ...('serial' in change ? { serial: change.serial } : {}), at },
    )
    const response = await notify(sent)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'FAIL' })
    expect((await orderOf(order.order_no)).status).toBe('pending')
  })

  it('refuses a body changed after signing with 401', async () => {
    const { order } = await wechatOrder()
    const sent = success(order.order_no, order.total)
    const response = await notify({ ...sent, body: sent.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') })
    expect(response.statusCode).toBe(401)
  })

  it.each([
    ['another appid', (orderNo: string, total: number) => success(orderNo, total, { appid: 'wx0000000000000000' })],
    ['another mchid', (orderNo: string, total: number) => success(orderNo, total, { mchid: '1900000000' })],
    ['another amount', (orderNo: string, total: number) => success(orderNo, total + 1)],
    [
      'a resource sealed with another key',
      (orderNo: string, total: number) =>
        wechat.notification({ out_trade_no: orderNo, amount: { total, currency: 'CNY' } }, { aesKey: 'b'.repeat(32) }),
    ],
  ])('refuses %s with 400 and leaves the order unpaid', async (_name, build) => {
    const { order } = await wechatOrder()
    const response = await notify(build(order.order_no, order.total))
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('FAIL')
    expect((await orderOf(order.order_no)).status).toBe('pending')
  })

  it('keeps every notification with its raw body, the signed headers, and why', async () => {
    const { order } = await wechatOrder()
    const sent = success(order.order_no, order.total + 5)
    await notify(sent)
    const row = await db().selectFrom('payment_notifications').selectAll().where('order_no', '=', order.order_no).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      provider: 'wechatpay',
      raw_body: sent.body,
      verified: true,
      outcome: 'refused: amount or currency mismatch',
    })
    expect(row.headers.signature).toBe(sent.headers['wechatpay-signature'])
    expect((await orderOf(order.order_no)).payment_review).toMatch(/wechatpay reported/)
  })

  it('acknowledges a refund event without settling anything', async () => {
    const { order } = await wechatOrder()
    const sent = wechat.notification(
      {
        out_trade_no: order.order_no,
        out_refund_no: 'refund_1',
        refund_status: 'SUCCESS',
        amount: { total: order.total, refund: order.total },
      },
      { eventType: 'REFUND.SUCCESS' },
    )
    expect((await notify(sent)).statusCode).toBe(204)
    expect((await orderOf(order.order_no)).status).toBe('pending')
    const row = await db()
      .selectFrom('payment_notifications')
      .select(['verified', 'outcome'])
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ verified: true, outcome: 'refund SUCCESS' })
  })
})

describe('asking WeChat Pay', () => {
  it('settles from a verified query while the QR code is shown, and never from a forged answer', async () => {
    const { shopper, order } = await wechatOrder()
    const url = `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`
    transactions.set(order.order_no, {
      appid: wechatIds.appId,
      mchid: wechatIds.mchId,
      out_trade_no: order.order_no,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: order.total, currency: 'CNY' },
    })
    wechat.forgeAnswers(true)
    shop.clock.advance(5000)
    expect((await shop.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data.status).toBe('pending')
    wechat.forgeAnswers(false)
    shop.clock.advance(5000)
    expect((await shop.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data).toMatchObject({
      status: 'paid',
      qr_svg: null,
    })
  })
})

describe('refunding through WeChat Pay', () => {
  it('refunds part then the rest with /v3/refund/domestic/refunds, each with its own out_refund_no, retried safely', async () => {
    const { order } = await wechatOrder()
    await notify(success(order.order_no, order.total))
    const ctx = {
      db: db(),
      now: () => shop.clock.now,
      payments: createPaymentProviders({
        db: db(),
        now: () => shop.clock.now,
        config: loadConfig({ NODE_ENV: 'test', ...wechat.settings }),
      }),
    }
    const part = Math.floor(order.total / 3)
    expect(await refundOrder(ctx, order.order_no, part)).toMatchObject({ status: 'split', refunded: part })
    refundStatus = 'error'
    await expect(refundOrder(ctx, order.order_no)).rejects.toThrow(/SYSTEM_ERROR/)
    expect((await orderOf(order.order_no)).refunded).toBe(part)
    refundStatus = 'PROCESSING'
    expect(await refundOrder(ctx, order.order_no)).toMatchObject({ status: 'refund', refunded: order.total })
    const sent = apiCalls('/v3/refund/domestic/refunds').filter((call) => call.out_trade_no === order.order_no)
    expect(sent.map((call) => call.amount.refund)).toEqual([part, order.total - part, order.total - part])
    expect(new Set(sent.map((call) => call.out_refund_no)).size).toBe(2)
    expect(sent.every((call) => call.amount.total === order.total && call.amount.currency === 'CNY')).toBe(true)
  })
})
