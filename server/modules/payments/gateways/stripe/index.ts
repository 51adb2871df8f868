import { Stripe } from 'stripe'
import { currencyDigits } from '#contract/money.ts'
import { configuredGateways, type Config } from '../../../../env.ts'
import type { PaymentGateway, Verdict } from '../../gateway.ts'
import type { PaymentProvider, VerifiedPayment } from '../../provider.ts'

/*
 * Card payments through Stripe with the official SDK. One PaymentIntent per attempt (our order
 * number in metadata.order_no); the card is typed into Stripe's Payment Element, never into our
 * page, and 3-D Secure is Stripe's. Only a webhook whose Stripe-Signature verifies on the raw
 * body, or a PaymentIntent we retrieved ourselves, ever settles an order.
 */

export const stripeWebhookPath = '/api/v1/payments/stripe/webhook'

/** Stripe writes these without decimals (docs.stripe.com/currencies#zero-decimal). */
const zeroDecimal = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
])
/** …and these with three (docs.stripe.com/currencies#three-decimal). */
const threeDecimal = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND'])

const stripeDigits = (currency: string) => (zeroDecimal.has(currency) ? 0 : threeDecimal.has(currency) ? 3 : 2)

/**
 * Our minor units of `currency` (as many decimals as the currency has) → Stripe's `amount`:
 * integers only; ISK, written without decimals, is two-decimal at Stripe.
 */
export function stripeAmount(minor: number, currency: string): number {
  const shift = stripeDigits(currency) - currencyDigits(currency)
  return shift >= 0 ? minor * 10 ** shift : Math.round(minor / 10 ** -shift)
}

/** Stripe's `amount` → our minor units; null when it does not come to a whole unit of ours. */
export function minorFromStripe(amount: number, currency: string): number | null {
  const shift = stripeDigits(currency) - currencyDigits(currency)
  if (shift <= 0) return amount * 10 ** -shift
  return amount % 10 ** shift === 0 ? amount / 10 ** shift : null
}

/** What a PaymentIntent (retrieved by us, or inside a verified event) says about its order. */
function paymentOf(intent: Stripe.PaymentIntent, state?: VerifiedPayment['state']): VerifiedPayment | null {
  const orderNo = intent.metadata?.order_no
  if (!orderNo) return null
  const currency = intent.currency.toUpperCase()
  const settled = state ?? (intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'pending')
  if (settled !== 'succeeded') return { orderNo, state: settled, tradeNo: intent.id }
  // What was received: a PaymentIntent that succeeded took `amount_received`.
  const paid = minorFromStripe(intent.amount_received || intent.amount, currency)
  return { orderNo, state: 'succeeded', amount: paid ?? -1, currency, tradeNo: intent.id }
}

/** Where STRIPE_API_BASE points the SDK (a local double in tests). */
function apiAddress(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {}
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

export function createStripe(config: Config, now: () => Date = () => new Date()) {
  const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    ...apiAddress(config.STRIPE_API_BASE),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? ''
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? ''

  /**
   * A webhook as received: Stripe-Signature (t=…,v1=HMAC-SHA256 of "t.body") checked on the
   * exact bytes, within Stripe's 5-minute tolerance, before anything in it is believed.
   */
  function verifyWebhook(rawBody: string, signature: string | undefined): Verdict {
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, undefined, undefined, now().getTime())
    } catch {
      return { verified: false, reason: 'Stripe-Signature not verified' }
    }
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const payment = paymentOf(event.data.object, event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed')
      if (!payment) return { verified: true, event: `${event.type} without metadata.order_no` }
      return { verified: true, payment }
    }
    // Verified, but nothing that settles an order (refund progress, other events): kept and acknowledged.
    const object = event.data.object as { metadata?: Record<string, string> | null }
    return { verified: true, event: event.type, orderNo: object.metadata?.order_no }
  }

  const provider: PaymentProvider = {
    method: 'card',
    name: 'stripe',
    sandbox: false,
    async pay({ orderNo, amount, currency, reference, description }) {
      // The attempt's reference as idempotency key: a retried request never makes a second PaymentIntent.
      const intent = await stripe.paymentIntents.create(
        {
          amount: stripeAmount(amount, currency),
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description,
          metadata: { order_no: orderNo, reference },
        },
        { idempotencyKey: reference },
      )
      if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret')
      return {
        kind: 'action',
        action: { kind: 'client_secret', client_secret: intent.client_secret, publishable_key: publishableKey },
        tradeNo: intent.id,
      }
    },
    async query({ orderNo, tradeNo }) {
      if (!tradeNo) return { orderNo, state: 'pending' }
      const payment = paymentOf(await stripe.paymentIntents.retrieve(tradeNo))
      if (payment?.orderNo !== orderNo) throw new Error(`Stripe's PaymentIntent ${tradeNo} is not for order ${orderNo}`)
      return payment
    },
    async refund({ orderNo, refundNo, amount, currency, tradeNo }) {
      if (!tradeNo) throw new Error(`no Stripe PaymentIntent recorded for order ${orderNo}`)
      // Our refund number as idempotency key: retrying a refund left pending never refunds twice.
      const refund = await stripe.refunds.create(
        { payment_intent: tradeNo, amount: stripeAmount(amount, currency), metadata: { order_no: orderNo, refund_no: refundNo } },
        { idempotencyKey: refundNo },
      )
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.status}`)
      return { gatewayRefundNo: refund.id }
    },
  }
  return { provider, verifyWebhook, publishableKey }
}

export const stripeGateway: PaymentGateway = {
  name: 'stripe',
  methods: ['card'],
  enabled: (config) => configuredGateways(config).stripe,
  create: ({ config, now }) => {
    const { provider, verifyWebhook } = createStripe(config, now)
    return {
      providers: [provider],
      notification: {
        path: stripeWebhookPath,
        verify: ({ rawBody, headers }) => {
          const signature = headers['stripe-signature']
          const header = Array.isArray(signature) ? signature[0] : signature
          return { verdict: verifyWebhook(rawBody, header), signedHeaders: { 'stripe-signature': header ?? '' } }
        },
        // Stripe retries anything but a 2xx for days: a bad signature or a refused payment answers 400.
        answer: (reply, { accepted, outcome, verdict }) =>
          reply
            .status(accepted ? 200 : 400)
            .send({ received: accepted, ...(accepted ? {} : { error: verdict.verified ? outcome : 'signature not verified' }) }),
      },
    }
  },
}
