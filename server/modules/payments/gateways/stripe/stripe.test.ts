import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../../env.ts'
import { createTestShop, type TestShop } from '../../../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../../../orders/test/shoppers.ts'
import { reconcilePayments, refundOrder } from '../../../orders/index.ts'
import { createPaymentProviders } from '../../gateways-in-use.ts'
import { minorFromStripe, stripeAmount } from './index.ts'
import { startStripeDouble } from '../../test/stripe-double.ts'

type Double = Awaited<ReturnType<typeof startStripeDouble>>
let shop: TestShop
let stripe: Double

beforeAll(async () => {
  stripe = await startStripeDouble(() => shop.clock.now)
  shop = await createTestShop({ ...stripe.settings, PUBLIC_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await shop.close()
  await stripe.close()
})

const db = () => shop.app.db
const orderOf = (orderNo: string) =>
  db()
    .selectFrom('orders')
    .select(['status', 'paid_at', 'payment_review', 'refunded'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
const attemptsOf = (orderNo: string) =>
  db()
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.state', 'payments.provider', 'payments.gateway_trade_no', 'payments.amount', 'payments.currency'])
    .where('orders.order_no', '=', orderNo)
    .where('payments.kind', '=', 'charge')
    .orderBy('payments.id')
    .execute()
const post = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', payload: body, headers })

/** A new shopper's one-scooter order in `currency`, paid by card up to Stripe's Payment Element. */
async function cardOrder(currency = 'USD') {
  const shopper = await createShopper(db())
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: orderBody('sco', { payment_method: 'card', currency }),
      headers: shopper.headers,
    })
  ).json()
  expect(placed.code).toBe(200)
  const order = placed.data as { order_no: string; total: number; currency: string }
  const answer = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: order.order_no, payment_method: 'card' },
      headers: shopper.headers,
    })
  ).json()
  const intent = [...stripe.intents.values()].find((entry) => entry.metadata.order_no === order.order_no)!
  return { shopper, order, answer, intent }
}

describe('paying by card with Stripe', () => {
  it('makes one PaymentIntent for the order and answers its client secret and the publishable key', async () => {
    const { order, answer, intent } = await cardOrder()
    expect(answer).toMatchObject({ code: 401, redirect_url: `https://shop.example.com/checkout/thanks?order_no=${order.order_no}` })
    expect(answer.data).toMatchObject({
      order_no: order.order_no,
      status: 'pending',
      client_secret: intent.client_secret,
      publishable_key: stripe.settings.STRIPE_PUBLISHABLE_KEY,
    })
    expect(intent).toMatchObject({ amount: order.total, currency: 'usd', metadata: { order_no: order.order_no } })
    expect(await attemptsOf(order.order_no)).toEqual([
      { state: 'pending', provider: 'stripe', gateway_trade_no: intent.id, amount: order.total, currency: 'USD' },
    ])
  })

  it('asks for a zero-decimal currency (JPY) in whole yen', async () => {
    const { order, intent } = await cardOrder('JPY')
    expect(intent).toMatchObject({ amount: order.total, currency: 'jpy' })
  })

  it('lets Stripe.js and its frames in through the CSP only when Stripe is on', async () => {
    const csp = String((await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    const plain = await createTestShop()
    expect(
      String((await plain.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).headers['content-security-policy']),
    ).not.toContain('stripe')
    await plain.close()
  })

  it('serves the card with Stripe exactly when its three settings are set; with two, the sandbox card stays', async () => {
    expect(shop.app.payments.card?.name).toBe('stripe')
    const half = await createTestShop({
      STRIPE_SECRET_KEY: stripe.settings.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: stripe.settings.STRIPE_PUBLISHABLE_KEY,
    })
    expect(half.app.payments.card?.name).toBe('sandbox')
    await half.close()
    const config = (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(config.data.methods).toContain('card')
  })

  it('gives the order page what the Payment Element needs while the card is awaited', async () => {
    const { shopper, order, intent } = await cardOrder()
    const status = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/paymentstatus?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(status.data).toMatchObject({
      status: 'pending',
      qr_svg: null,
      card_payment: { client_secret: intent.client_secret, publishable_key: stripe.settings.STRIPE_PUBLISHABLE_KEY },
    })
  })
})

describe('the Stripe webhook', () => {
  it('marks the order paid once on payment_intent.succeeded; a replay changes nothing', async () => {
    const { order, intent } = await cardOrder()
    const sent = stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
    const first = await post(sent)
    expect(first.statusCode).toBe(200)
    const paid = await orderOf(order.order_no)
    expect(paid.status).toBe('paid')
    expect(paid.paid_at).not.toBeNull()
    expect((await post(sent)).statusCode).toBe(200)
    expect(await orderOf(order.order_no)).toEqual(paid)
    expect((await attemptsOf(order.order_no)).map((attempt) => attempt.state)).toEqual(['succeeded'])
    const kept = await db()
      .selectFrom('payment_notifications')
      .select(['provider', 'verified', 'outcome', 'raw_body'])
      .where('order_no', '=', order.order_no)
      .orderBy('id')
      .execute()
    expect(kept).toEqual([
      { provider: 'stripe', verified: true, outcome: 'paid', raw_body: sent.body },
      { provider: 'stripe', verified: true, outcome: 'duplicate', raw_body: sent.body },
    ])
  })

  it.each([
    ['another signing secret', { secret: 'whsec_not_ours' }],
    ['a timestamp 6 minutes old', { minutes: -6 }],
  ])('refuses %s with 400 and changes nothing', async (_name, change) => {
    const { order, intent } = await cardOrder()
    const at = 'minutes' in change ? new Date(shop.clock.now.getTime() + change.minutes * 60_000) : undefined
    const response = await post(
      stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'), {
        ...('secret' in change ? { secret: change.secret } : {}),
        at,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(await orderOf(order.order_no)).toMatchObject({ status: 'pending', paid_at: null, payment_review: null })
    expect((await attemptsOf(order.order_no))[0].state).toBe('pending')
    const kept = await db()
      .selectFrom('payment_notifications')
      .select(['verified', 'outcome'])
      .where('order_no', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ verified: false, outcome: 'refused: Stripe-Signature not verified' })
  })

  it('refuses a body changed after signing, and one with no signature at all', async () => {
    const { order, intent } = await cardOrder()
    const sent = stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
    expect(
      (await post({ ...sent, body: sent.body.replace(`"amount": ${order.total}`, `"amount": ${order.total + 100}`) })).statusCode,
    ).toBe(400)
    expect((await post({ body: sent.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400)
    expect((await orderOf(order.order_no)).status).toBe('pending')
  })

  it.each([
    [
      'another amount',
      (intent: Record<string, unknown>) => ({
        ...intent,
        amount: Number(intent.amount) - 100,
        amount_received: Number(intent.amount) - 100,
      }),
    ],
    ['another currency', (intent: Record<string, unknown>) => ({ ...intent, currency: 'eur' })],
  ])('flags the order for review instead of paying it for %s', async (_name, change) => {
    const { order, intent } = await cardOrder()
    const response = await post(stripe.webhook('payment_intent.succeeded', change({ ...stripe.settle(intent.id, 'succeeded') })))
    expect(response.statusCode).toBe(400)
    const after = await orderOf(order.order_no)
    expect(after.status).toBe('pending')
    expect(after.payment_review).toMatch(/^stripe reported .* was asked$/)
  })

  it('marks the attempt failed on payment_intent.payment_failed; the order stays payable and a later success still pays it', async () => {
    const { shopper, order, intent } = await cardOrder()
    expect(
      (await post(stripe.webhook('payment_intent.payment_failed', stripe.settle(intent.id, 'requires_payment_method')))).statusCode,
    ).toBe(200)
    expect((await attemptsOf(order.order_no))[0].state).toBe('failed')
    expect((await orderOf(order.order_no)).status).toBe('payment_failed')
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(detail.data.payable).toBe(true)
    // The shopper tries another card in the same Payment Element.
    expect((await post(stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded')))).statusCode).toBe(200)
    expect((await orderOf(order.order_no)).status).toBe('paid')
  })

  it('leaves a newer attempt waiting when the PaymentIntent of an earlier one fails', async () => {
    const { shopper, order, intent } = await cardOrder()
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: order.order_no, payment_method: 'card' },
      headers: shopper.headers,
    })
    expect(
      (await post(stripe.webhook('payment_intent.payment_failed', stripe.settle(intent.id, 'requires_payment_method')))).statusCode,
    ).toBe(200)
    expect((await attemptsOf(order.order_no)).map((attempt) => attempt.state)).toEqual(['canceled', 'pending'])
    expect((await orderOf(order.order_no)).status).toBe('pending')
  })

  it('acknowledges other events without settling anything', async () => {
    const { order, intent } = await cardOrder()
    expect(
      (
        await post(
          stripe.webhook('charge.refunded', {
            id: 'ch_1',
            object: 'charge',
            payment_intent: intent.id,
            metadata: { order_no: order.order_no },
          }),
        )
      ).statusCode,
    ).toBe(200)
    expect((await orderOf(order.order_no)).status).toBe('pending')
  })
})

describe('asking Stripe and refunding', () => {
  const ledger = () => ({
    db: db(),
    now: () => shop.clock.now,
    payments: createPaymentProviders({ db: db(), now: () => shop.clock.now, config: loadConfig({ NODE_ENV: 'test', ...stripe.settings }) }),
  })

  it('reconcile retrieves the PaymentIntent of an attempt waiting over 15 minutes and settles it', async () => {
    const { order, intent } = await cardOrder()
    stripe.settle(intent.id, 'succeeded')
    shop.clock.advance(16 * 60_000)
    const results = await reconcilePayments(ledger())
    expect(results).toContainEqual({ orderNo: order.order_no, result: 'paid' })
    expect((await orderOf(order.order_no)).status).toBe('paid')
    expect(stripe.requests.some((request) => request.method === 'GET' && request.url.pathname === `/v1/payment_intents/${intent.id}`)).toBe(
      true,
    )
  })

  it('refunds part then the rest with stripe.refunds.create, a failed call retried with the same idempotency key', async () => {
    const { order, intent } = await cardOrder()
    await post(stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded')))
    const part = Math.floor(order.total / 3)
    expect(await refundOrder(ledger(), order.order_no, part)).toMatchObject({ status: 'split', refunded: part })
    stripe.failRefunds(true)
    await expect(refundOrder(ledger(), order.order_no)).rejects.toThrow(/unknown error/)
    expect((await orderOf(order.order_no)).refunded).toBe(part)
    stripe.failRefunds(false)
    expect(await refundOrder(ledger(), order.order_no)).toMatchObject({ status: 'refund', refunded: order.total })
    const made = stripe.refunds.filter((refund) => refund.payment_intent === intent.id)
    expect(made.map((refund) => refund.amount)).toEqual([part, order.total - part])
    const keys = stripe.requests
      .filter((request) => request.url.pathname === '/v1/refunds')
      .map((request) => request.headers['idempotency-key'])
    expect(new Set(keys.slice(-2)).size).toBe(1)
  })
})

describe('Stripe amounts', () => {
  it.each([
    [1999, 'USD', 1999],
    [1500, 'JPY', 1500],
    [52000, 'KRW', 52000],
    [12, 'ISK', 1200],
    [12340, 'KWD', 12340],
  ])('%i minor units of %s are %i at Stripe, and back', (minor, currency, atStripe) => {
    expect(stripeAmount(minor, currency)).toBe(atStripe)
    expect(minorFromStripe(atStripe, currency)).toBe(minor)
  })

  it('does not take a Stripe amount that is not a whole unit of ours', () => {
    expect(minorFromStripe(1250, 'ISK')).toBeNull()
  })
})

describe('Stripe in production', () => {
  const live = {
    NODE_ENV: 'production',
    PAYMENT_SECRET: 'a-live-payment-secret-of-32-chars!!',
    PUBLIC_URL: 'https://shop.example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    PAYMENT_SANDBOX: 'off',
  }
  const keys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

  it('is a payment method a live shop starts with; without its webhook secret it is not', () => {
    expect(loadConfig({ ...live, ...keys })).toMatchObject({ PAYMENT_SANDBOX: false })
    expect(() => loadConfig({ ...live, ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/no payment method is enabled/)
  })
})
