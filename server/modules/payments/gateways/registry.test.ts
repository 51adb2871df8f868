import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import type { PaymentGateway } from '../gateway.ts'
import { startWalletOrder } from '../test/wallet-order.ts'
import { paymentGateways } from './index.ts'

// Adding a gateway is one folder and one line in the registry: a fake one, registered the same
// way, pays orders and blind-box top-ups through the same ledger as the real ones.

const secret = 'fakepay-signing-secret'
const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex')

function fakeGateway(name: string, enabled: boolean): PaymentGateway {
  return {
    name,
    methods: ['alipay'],
    enabled: () => enabled,
    create: () => ({
      providers: [
        {
          method: 'alipay',
          name,
          sandbox: false,
          chargeCurrency: 'CNY',
          pay: async ({ orderNo, amount }) => ({ kind: 'redirect', url: `https://${name}.example/pay?trade=${orderNo}&amount=${amount}` }),
          refund: async ({ orderNo }) => ({ gatewayRefundNo: `r-${orderNo}` }),
        },
      ],
      notification: {
        path: `/api/v1/payments/${name}/notify`,
        verify: ({ rawBody, headers }) => {
          const signature = String(headers['x-fake-signature'] ?? '')
          const { trade, amount, paid } = JSON.parse(rawBody) as { trade: string; amount: number; paid: boolean }
          if (signature !== sign(rawBody))
            return {
              verdict: { verified: false, reason: 'bad signature', orderNo: trade },
              signedHeaders: { 'x-fake-signature': signature },
            }
          return {
            verdict: { verified: true, payment: { orderNo: trade, state: paid ? 'succeeded' : 'failed', amount, currency: 'CNY' } },
            signedHeaders: { 'x-fake-signature': signature },
          }
        },
        answer: (reply, { accepted }) => reply.status(accepted ? 200 : 400).send(accepted ? 'OK' : 'NO'),
      },
    }),
  }
}

let shop: TestShop
beforeAll(async () => {
  // The registry's line for the new gateway, before the sandboxes so that it takes Alipay.
  shop = await createTestShop({}, { gateways: [fakeGateway('fakepay', true), fakeGateway('offpay', false), ...paymentGateways] })
})
afterAll(() => shop.close())

const notify = (name: string, payload: Record<string, unknown>, signature?: string) => {
  const body = JSON.stringify(payload)
  return shop.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${name}/notify`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-fake-signature': signature ?? sign(body) },
  })
}
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36'

describe('a gateway added through the registry', () => {
  it('is offered, starts the payment, and its verified notification pays the order once', async () => {
    const config = (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(config.data.methods).toContain('alipay')
    const { order, redirectUrl } = await startWalletOrder(shop, 'alipay', { userAgent: desktop })
    expect(redirectUrl).toMatch(new RegExp(`^https://fakepay\\.example/pay\\?trade=${order.order_no}&amount=\\d+$`))
    const amount = Number(new URL(redirectUrl).searchParams.get('amount'))

    const forged = await notify('fakepay', { trade: order.order_no, amount, paid: true }, 'f'.repeat(64))
    expect(forged.statusCode).toBe(400)
    expect((await notify('fakepay', { trade: order.order_no, amount: amount - 1, paid: true })).statusCode).toBe(400)
    const paid = await notify('fakepay', { trade: order.order_no, amount, paid: true })
    expect([paid.statusCode, paid.body]).toEqual([200, 'OK'])
    expect((await notify('fakepay', { trade: order.order_no, amount, paid: true })).statusCode).toBe(200)

    const row = await shop.app.db
      .selectFrom('orders')
      .select(['status', 'payment_method'])
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'paid', payment_method: 'alipay' })
    const kept = await shop.app.db
      .selectFrom('payment_notifications')
      .select(['provider', 'verified', 'outcome'])
      .where('order_no', '=', order.order_no)
      .orderBy('id')
      .execute()
    expect(kept).toEqual([
      { provider: 'fakepay', verified: false, outcome: 'refused: bad signature' },
      { provider: 'fakepay', verified: true, outcome: 'refused: amount or currency mismatch' },
      { provider: 'fakepay', verified: true, outcome: 'paid' },
      { provider: 'fakepay', verified: true, outcome: 'duplicate' },
    ])
  })

  it('tops up the blind-box wallet through the same notification', async () => {
    const shopper = await createShopper(shop.app.db)
    const adult = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/box/user/blindbox/birthdate',
      payload: { date_of_birth: '1990-01-15' },
      headers: shopper.headers,
    })
    expect(adult.json().code).toBe(200)
    const started = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/box/user/blindbox/recharge',
        payload: { amount: 1000, payment_method: 'alipay' },
        headers: { ...shopper.headers, 'user-agent': desktop },
      })
    ).json()
    expect(started.code).toBe(401)
    const url = new URL(started.redirect_url as string)
    expect(url.hostname).toBe('fakepay.example')
    const paid = await notify('fakepay', {
      trade: url.searchParams.get('trade'),
      amount: Number(url.searchParams.get('amount')),
      paid: true,
    })
    expect(paid.statusCode).toBe(200)
    const balance = (
      await shop.app.inject({ method: 'GET', url: '/api/v1/box/user/blindbox/getuserboxAmount', headers: shopper.headers })
    ).json().data.balance
    expect(balance).toBe(1000)
  })

  it('has no notification endpoint while it is not enabled (404)', async () => {
    expect((await notify('offpay', { trade: '1', amount: 1, paid: true })).statusCode).toBe(404)
  })
})
