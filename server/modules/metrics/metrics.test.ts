import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signWalletNotification } from '../payments/gateways/sandbox-wallet/wallet-signature.ts'
import { listenForMetrics } from '../../observability/metrics-listener.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../orders/test/shoppers.ts'
import { loadConfig } from '../../env.ts'

const token = 'a-metrics-token-0123456789'
const secret = 'a-test-payment-secret-0123456789'
let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop({ METRICS_TOKEN: token, PAYMENT_SECRET: secret })
})
afterAll(async () => {
  await shop.close()
})

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  shop.app.inject({ method: 'GET', url: '/metrics', headers })
/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}
const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'POST', url, payload, headers })).json()

async function placeCardOrder() {
  const db = shop.app.db
  const shopper = await createShopper(db)
  const [goods] = await goodsOf(db, 'sco')
  await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = await post('/api/v1/sco/user/createorder', orderBody('sco', { payment_method: 'card', currency: 'CNY' }), shopper.headers)
  expect(placed.code).toBe(200)
  return { shopper, order: placed.data as { order_no: string; total: number; currency: string } }
}

describe('/metrics', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token without Bearer', { authorization: token }],
  ])('answers 401 and no metrics with %s', async (_case, headers) => {
    const response = await scrape(headers)
    expect(response.statusCode).toBe(401)
    expect(response.body).not.toContain('http_request')
    expect(response.json().msg).toBe('The metrics need the bearer token set in METRICS_TOKEN.')
  })

  it('counts requests and their latency per route pattern and status', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/v1/sco/getscogoodslists?page=1' })
    await shop.app.inject({ method: 'GET', url: '/api/v1/sco/getscogoodslists?page=2' })
    await shop.app.inject({ method: 'GET', url: '/api/no/such/path/1234' })
    const response = await scrape()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    const text = response.body
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/:product/getscogoodslists",status="200"}')).toBe(2)
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/:product/getscogoodslists",status="200"}')).toBe(2)
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/:product/getscogoodslists",status="200"}'),
    ).toBe(2)
    // Unknown paths share one series, whatever they are.
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1)
    expect(text).not.toContain('/api/no/such/path')
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  it('counts orders placed and paid, payment notifications verified and refused, and mail sent', async () => {
    const before = (await scrape()).body
    const { shopper, order } = await placeCardOrder()
    const card = await post('/api/sandbox/card/tokenize', { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' })
    const paid = await post(
      '/api/v1/sco/user/payorder',
      { order_no: order.order_no, payment_method: 'card', card_token: card.data.token, last4: '4242', brand: 'visa' },
      shopper.headers,
    )
    expect(paid.data.status).toBe('paid')

    const wallet = await placeCardOrder()
    const started = await post(
      '/api/v1/sco/user/payorder',
      { order_no: wallet.order.order_no, payment_method: 'alipay' },
      wallet.shopper.headers,
    )
    expect(started.code).toBe(401)
    const unsigned = {
      order_no: wallet.order.order_no,
      amount: wallet.order.total,
      currency: wallet.order.currency,
      status: 'success' as const,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
    }
    const forged = await post('/api/v1/sco/event/chinaBank/onePay', {
      ...unsigned,
      signature: signWalletNotification(unsigned, 'not-the-shop-secret-0123456789'),
    })
    expect(forged.code).toBe(422)
    const genuine = await post('/api/v1/sco/event/chinaBank/onePay', { ...unsigned, signature: signWalletNotification(unsigned, secret) })
    expect(genuine.data.status).toBe('paid')
    // Two confirmations, each written once its card order was paid (issue 48: a card order's
    // confirmation says "paid", so no "payment received" follows); the worker sends them a moment
    // after the orders.
    let after = ''
    const grew = (line: string) => (sample(after, line) ?? 0) - (sample(before, line) ?? 0)
    await vi.waitFor(
      async () => {
        after = (await scrape()).body
        expect(grew('shop_mails_total{result="sent"}')).toBe(2)
      },
      { timeout: 20_000, interval: 250 },
    )
    expect(grew('shop_orders_placed_total')).toBe(2)
    expect(grew('shop_orders_paid_total')).toBe(2)
    expect(grew('shop_payment_notifications_total{result="verified"}')).toBe(1)
    expect(grew('shop_payment_notifications_total{result="refused"}')).toBe(1)
    expect(grew('shop_mails_total{result="sent"}')).toBe(2)
    expect(sample(after, 'shop_mails_total{result="failed"}') ?? 0).toBe(0)
  })

  it('shows the job queue through the stats the queue hands over, read at each scrape', async () => {
    // The shop's own queue reports itself (the mail queue is there from the start)…
    expect(sample((await scrape()).body, 'shop_jobs_waiting{queue="mail"}')).toBeGreaterThanOrEqual(0)
    // …and what a reader hands over is what the gauges show, read again at each scrape.
    let waiting = 3
    shop.app.metrics.watchJobQueue({ read: async () => [{ queue: 'mail', waiting, failed: 1, oldestWaitingSeconds: 42.5 }] })
    let text = (await scrape()).body
    expect(sample(text, 'shop_jobs_waiting{queue="mail"}')).toBe(3)
    expect(sample(text, 'shop_jobs_failed{queue="mail"}')).toBe(1)
    expect(sample(text, 'shop_jobs_oldest_waiting_seconds{queue="mail"}')).toBe(42.5)
    waiting = 0
    text = (await scrape()).body
    expect(sample(text, 'shop_jobs_waiting{queue="mail"}')).toBe(0)
  })

  it.runIf(process.env.DATABASE_URL)('shows the PostgreSQL pool use', async () => {
    expect(sample((await scrape()).body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
  })

  it.skipIf(process.env.DATABASE_URL)('shows no pool on PGlite, which has one connection', async () => {
    expect((await scrape()).body).not.toContain('db_pool_connections{')
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  let closed: TestShop
  beforeAll(async () => {
    closed = await createTestShop()
  })
  afterAll(async () => {
    await closed.close()
  })

  it('refuses every token', async () => {
    for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${token}`]) {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode).toBe(401)
    }
  })
})

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on 127.0.0.1 only', async () => {
    const listener = await listenForMetrics(shop.app.metrics, 0)
    try {
      const { address, port } = listener.address() as AddressInfo
      expect(address).toBe('127.0.0.1')
      const response = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('http_requests_total')
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    } finally {
      listener.close()
    }
  })

  it.each(['abc', '0', '70000', '80.5', '-1'])('refuses to start with METRICS_PORT=%s, naming the setting', (value) => {
    expect(() => loadConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT: a port number from 1 to 65535/)
  })

  it('refuses a METRICS_TOKEN shorter than 16 characters, naming the setting', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/)
  })
})
