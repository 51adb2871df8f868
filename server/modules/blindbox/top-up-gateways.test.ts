import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { decimalAmount } from '../payments/amounts.ts'
import { readAlipayCall, startAlipayDouble } from '../payments/test/alipay-double.ts'
import { rsaKeys } from '../payments/test/gateway-double.ts'
import { startStripeDouble } from '../payments/test/stripe-double.ts'
import { startWechatDouble } from '../payments/test/wechat-double.ts'
import { createShopper, type Shopper } from '../orders/test/shoppers.ts'
import { reconcileTopUps } from './top-up.ts'

// Top-ups through the real gateways (offline doubles that sign with keys made here): the amount
// each is asked for, and a balance that moves only on the gateway's verified notification, once.

let shop: TestShop
let alipay: Awaited<ReturnType<typeof startAlipayDouble>>
let wechat: Awaited<ReturnType<typeof startWechatDouble>>
let stripe: Awaited<ReturnType<typeof startStripeDouble>>

/** What Alipay's trade query answers, by out_trade_no (absent: the trade does not exist yet). */
const alipayTrades = new Map<string, Record<string, string>>()

beforeAll(async () => {
  alipay = await startAlipayDouble((method, biz) => {
    if (method !== 'alipay.trade.query') return { code: '10000', msg: 'Success' }
    const trade = alipayTrades.get(biz.out_trade_no ?? '')
    return trade
      ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: '2026112322001400000000000042', ...trade }
      : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' }
  })
  wechat = await startWechatDouble(
    ({ method, url, payload }) => {
      if (method === 'POST' && url.pathname === '/v3/pay/transactions/native')
        return { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${String(payload.out_trade_no).slice(-6)}` } }
      return { status: 404, body: { code: 'NOT_FOUND' } }
    },
    () => shop.clock.now,
  )
  stripe = await startStripeDouble(() => shop.clock.now)
  shop = await createTestShop({ ...alipay.settings, ...wechat.settings, ...stripe.settings, PUBLIC_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await shop.close()
  await Promise.all([alipay.close(), wechat.close(), stripe.close()])
})

const db = () => shop.app.db
const desktop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15'

async function adult(): Promise<Shopper> {
  const shopper = await createShopper(db())
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/box/user/blindbox/birthdate',
    payload: { date_of_birth: '1990-01-15' },
    headers: shopper.headers,
  })
  expect(answer.json().code).toBe(200)
  return shopper
}

const recharge = async (shopper: Shopper, body: Record<string, unknown>) =>
  (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/box/user/blindbox/recharge',
      payload: body,
      headers: { ...shopper.headers, 'user-agent': desktop },
    })
  ).json()
const balanceOf = async (shopper: Shopper) =>
  (await shop.app.inject({ method: 'GET', url: '/api/v1/box/user/blindbox/getuserboxAmount', headers: shopper.headers })).json().data
    .balance as number
const rechargeRow = (rechargeNo: string) =>
  db()
    .selectFrom('box_recharges')
    .select(['state', 'amount', 'currency', 'charge_amount', 'charge_currency', 'provider', 'gateway_trade_no'])
    .where('recharge_no', '=', rechargeNo)
    .executeTakeFirstOrThrow()
const ledgerCount = async (shopper: Shopper) =>
  (await db().selectFrom('box_ledger').select('id').where('user_id', '=', shopper.userId).execute()).length
/** 1000 US cents at the shop's CNY rate (seeded 7.12), in fen. */
const cnyRate = async () =>
  Number((await db().selectFrom('exchange_rates').select('per_usd').where('currency', '=', 'CNY').executeTakeFirstOrThrow()).per_usd)

describe('a top-up with Alipay', () => {
  const notify = (payload: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/v1/payments/alipay/notify',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    })

  it('asks Alipay for the amount in yuan at the shop’s rate and credits the dollars once, on its signed notification', async () => {
    const shopper = await adult()
    const answer = await recharge(shopper, { amount: 1000, payment_method: 'alipay' })
    expect(answer.code).toBe(401)
    const rechargeNo = answer.data.recharge_no as string
    const asked = readAlipayCall({ url: new URL(answer.redirect_url) }, alipay.appKeys.publicKey)
    const fen = Math.round(1000 * (await cnyRate()))
    expect(asked.biz).toMatchObject({ out_trade_no: rechargeNo, total_amount: decimalAmount(fen, 'CNY') })
    expect(await rechargeRow(rechargeNo)).toMatchObject({
      state: 'pending',
      amount: 1000,
      currency: 'USD',
      charge_amount: fen,
      charge_currency: 'CNY',
      provider: 'alipay',
    })
    expect(await balanceOf(shopper)).toBe(0)

    // A forged notification and one for another amount: refused, nothing credited.
    const forged = await notify(
      alipay.notification(
        { out_trade_no: rechargeNo, total_amount: decimalAmount(fen, 'CNY'), trade_status: 'TRADE_SUCCESS' },
        rsaKeys().privateKey,
      ),
    )
    expect(forged.statusCode).toBe(400)
    const short = await notify(
      alipay.notification({ out_trade_no: rechargeNo, total_amount: decimalAmount(fen - 1, 'CNY'), trade_status: 'TRADE_SUCCESS' }),
    )
    expect([short.statusCode, short.body]).toEqual([400, 'fail'])
    expect(await balanceOf(shopper)).toBe(0)

    const paid = alipay.notification({ out_trade_no: rechargeNo, total_amount: decimalAmount(fen, 'CNY'), trade_status: 'TRADE_SUCCESS' })
    const replies = await Promise.all([paid, paid, paid].map((body) => notify(body)))
    expect(replies.map((reply) => [reply.statusCode, reply.body])).toEqual([
      [200, 'success'],
      [200, 'success'],
      [200, 'success'],
    ])
    expect(await balanceOf(shopper)).toBe(1000)
    expect(await ledgerCount(shopper)).toBe(1)
    expect(await rechargeRow(rechargeNo)).toMatchObject({ state: 'succeeded', gateway_trade_no: '2026112322001400000000000001' })
    const outcomes = await db()
      .selectFrom('payment_notifications')
      .select(['outcome', 'verified'])
      .where('order_no', '=', rechargeNo)
      .orderBy('id')
      .execute()
    expect(outcomes.filter((row) => row.outcome === 'top-up credited')).toHaveLength(1)
    expect(outcomes.filter((row) => row.outcome === 'top-up duplicate')).toHaveLength(2)
  })

  it('asks Alipay when the shopper is back before the notification, and credits its verified answer once', async () => {
    const shopper = await adult()
    const answer = await recharge(shopper, { amount: 500, payment_method: 'alipay' })
    const rechargeNo = answer.data.recharge_no as string
    const fen = Math.round(500 * (await cnyRate()))
    const waiting = async () =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/v1/box/user/blindbox/rechargeRecord?recharge_no=${rechargeNo}`,
          headers: shopper.headers,
        })
      ).json()
    // Not paid yet: nothing credited.
    expect((await waiting()).data.recharges[0]).toMatchObject({ recharge_no: rechargeNo, state: 'pending' })
    alipayTrades.set(rechargeNo, { trade_status: 'TRADE_SUCCESS', total_amount: decimalAmount(fen, 'CNY') })
    // Asked at most every few seconds.
    expect((await waiting()).data.recharges[0].state).toBe('pending')
    shop.clock.advance(3000)
    expect((await waiting()).data.recharges[0].state).toBe('succeeded')
    expect(await balanceOf(shopper)).toBe(500)
    // The notification arriving afterwards changes nothing.
    const late = await notify(
      alipay.notification({ out_trade_no: rechargeNo, total_amount: decimalAmount(fen, 'CNY'), trade_status: 'TRADE_SUCCESS' }),
    )
    expect([late.statusCode, late.body]).toEqual([200, 'success'])
    expect(await balanceOf(shopper)).toBe(500)
    expect(await ledgerCount(shopper)).toBe(1)
    // Someone else's top-up number is never asked about or shown.
    const stranger = await adult()
    const queries = alipay.requests.length
    const theirs = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/v1/box/user/blindbox/rechargeRecord?recharge_no=${rechargeNo}`,
        headers: stranger.headers,
      })
    ).json()
    expect(theirs.data.recharges).toEqual([])
    expect(alipay.requests.length).toBe(queries)
  })

  it('settles a top-up the shopper walked away from when reconcile asks Alipay, once', async () => {
    const shopper = await adult()
    const rechargeNo = (await recharge(shopper, { amount: 700, payment_method: 'alipay' })).data.recharge_no as string
    const fen = Math.round(700 * (await cnyRate()))
    alipayTrades.set(rechargeNo, { trade_status: 'TRADE_SUCCESS', total_amount: decimalAmount(fen, 'CNY') })
    const reconcile = () => reconcileTopUps({ db: db(), now: () => shop.clock.now, payments: shop.app.payments })
    // Too fresh to chase: the notification may still come.
    expect((await reconcile()).filter((row) => row.rechargeNo === rechargeNo)).toEqual([])
    shop.clock.advance(16 * 60_000)
    expect((await reconcile()).filter((row) => row.rechargeNo === rechargeNo)).toEqual([{ rechargeNo, result: 'succeeded' }])
    expect((await reconcile()).filter((row) => row.rechargeNo === rechargeNo)).toEqual([])
    expect(await balanceOf(shopper)).toBe(700)
    expect(await ledgerCount(shopper)).toBe(1)
  })

  it('refuses a negative or huge top-up before asking Alipay for anything', async () => {
    const shopper = await adult()
    const before = alipay.requests.length
    for (const amount of [-500, 50_001, 1e12]) {
      expect(await recharge(shopper, { amount, payment_method: 'alipay' })).toMatchObject({
        code: 422,
        msg: 'Top up between $1.00 and $500.00.',
      })
    }
    expect(alipay.requests.length).toBe(before)
    expect(await db().selectFrom('box_recharges').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([])
  })
})

describe('a top-up with WeChat Pay', () => {
  const notify = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/v1/payments/wechat/notify',
      payload: body,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    })

  it('shows a desktop the QR code for the amount in fen and credits once on the signed, encrypted notification', async () => {
    const shopper = await adult()
    const answer = await recharge(shopper, { amount: 2500, payment_method: 'wechat' })
    expect(answer).toMatchObject({ code: 200, data: { state: 'pending', balance: 0 } })
    const rechargeNo = answer.data.recharge_no as string
    expect(answer.data.code_url).toBe(`weixin://wxpay/bizpayurl?pr=${rechargeNo.slice(-6)}`)
    expect(answer.data.qr_svg).toMatch(/^<svg/)
    const fen = Math.round(2500 * (await cnyRate()))
    const sent = wechat.requests
      .filter((request) => request.url.pathname === '/v3/pay/transactions/native')
      .map((request) => JSON.parse(request.body) as Record<string, any>)
    expect(sent.find((call) => call.out_trade_no === rechargeNo)).toMatchObject({
      amount: { total: fen, currency: 'CNY' },
      notify_url: 'https://shop.example.com/api/v1/payments/wechat/notify',
    })

    const wrongAmount = await notify(
      wechat.notification({
        out_trade_no: rechargeNo,
        amount: { total: fen + 100, payer_total: fen + 100, currency: 'CNY', payer_currency: 'CNY' },
      }),
    )
    expect(wrongAmount.statusCode).toBe(400)
    const paid = wechat.notification({
      out_trade_no: rechargeNo,
      amount: { total: fen, payer_total: fen, currency: 'CNY', payer_currency: 'CNY' },
    })
    expect((await notify(paid)).statusCode).toBe(204)
    expect((await notify(paid)).statusCode).toBe(204)
    expect(await balanceOf(shopper)).toBe(2500)
    expect(await ledgerCount(shopper)).toBe(1)
  })
})

describe('a top-up by card with Stripe', () => {
  const post = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
    shop.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', payload: body, headers })

  it('answers the Payment Element’s client secret and credits once on the signed webhook', async () => {
    const shopper = await adult()
    const answer = await recharge(shopper, { amount: 1500, payment_method: 'card' })
    const rechargeNo = answer.data.recharge_no as string
    const intent = [...stripe.intents.values()].find((entry) => entry.metadata.order_no === rechargeNo)!
    expect(answer).toMatchObject({
      code: 200,
      data: { state: 'pending', client_secret: intent.client_secret, publishable_key: stripe.settings.STRIPE_PUBLISHABLE_KEY },
    })
    expect(intent).toMatchObject({ amount: 1500, currency: 'usd' })
    expect(await rechargeRow(rechargeNo)).toMatchObject({
      charge_amount: 1500,
      charge_currency: 'USD',
      provider: 'stripe',
      gateway_trade_no: intent.id,
    })

    const settled = stripe.settle(intent.id, 'succeeded')
    const forged = await post(stripe.webhook('payment_intent.succeeded', settled, { secret: 'whsec_forged' }))
    expect(forged.statusCode).toBe(400)
    expect(await balanceOf(shopper)).toBe(0)
    const event = stripe.webhook('payment_intent.succeeded', settled)
    expect((await Promise.all([post(event), post(event)])).map((reply) => reply.statusCode)).toEqual([200, 200])
    expect(await balanceOf(shopper)).toBe(1500)
    expect(await ledgerCount(shopper)).toBe(1)
  })

  it('marks a failed card top-up failed and credits nothing', async () => {
    const shopper = await adult()
    const answer = await recharge(shopper, { amount: 900, payment_method: 'card' })
    const rechargeNo = answer.data.recharge_no as string
    const intent = [...stripe.intents.values()].find((entry) => entry.metadata.order_no === rechargeNo)!
    expect(
      (await post(stripe.webhook('payment_intent.payment_failed', stripe.settle(intent.id, 'requires_payment_method')))).statusCode,
    ).toBe(200)
    expect(await rechargeRow(rechargeNo)).toMatchObject({ state: 'failed' })
    expect(await balanceOf(shopper)).toBe(0)
  })
})
