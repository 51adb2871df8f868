import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { Stripe } from 'stripe'
import { startDouble } from './gateway-double.ts'

/** A PaymentIntent as the double keeps it (the fields the shop reads, as Stripe names them). */
export interface DoubleIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  description: string | null
}

/** Stripe's form encoding (metadata[order_no]=…) back to a nested object. */
function formOf(body: string): Record<string, any> {
  const out: Record<string, any> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let target = out
    for (const part of path.slice(0, -1)) target = target[part] ??= {}
    target[path[path.length - 1]] = value
  }
  return out
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('request-id', `req_${randomBytes(7).toString('hex')}`)
  response.end(JSON.stringify(body))
}

/**
 * Stripe's API, locally, for the calls the shop makes: create and retrieve PaymentIntents,
 * create refunds. Refuses a request without the secret key (401, as Stripe does), keeps
 * Idempotency-Key (the same key gives back the same object), and signs webhook events exactly
 * as Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")).
 */
export async function startStripeDouble(now: () => Date) {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('base64')}`
  const intents = new Map<string, DoubleIntent>()
  const refunds: Record<string, any>[] = []
  const byIdempotencyKey = new Map<string, unknown>()
  let refundAnswer: 'succeeded' | 'error' = 'succeeded'

  const double = await startDouble((request, response) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const key = String(request.headers['idempotency-key'] ?? '')
    if (request.method === 'POST' && key && byIdempotencyKey.has(key)) return send(response, 200, byIdempotencyKey.get(key))
    const form = formOf(request.body)
    const { pathname } = request.url
    if (request.method === 'POST' && pathname === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`
      const intent: DoubleIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: form.metadata ?? {},
        description: form.description ?? null,
      }
      intents.set(id, intent)
      byIdempotencyKey.set(key, intent)
      return send(response, 200, intent)
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(pathname)
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1])
      return intent
        ? send(response, 200, intent)
        : send(response, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` },
          })
    }
    if (request.method === 'POST' && pathname === '/v1/refunds') {
      if (refundAnswer === 'error') return send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } })
      const intent = intents.get(String(form.payment_intent))
      if (!intent)
        return send(response, 400, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        })
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(form.amount ?? intent.amount_received),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: form.metadata ?? {},
      }
      refunds.push(refund)
      byIdempotencyKey.set(key, refund)
      return send(response, 200, refund)
    }
    send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${pathname})` } })
  })

  /** The shopper confirms in the Payment Element: Stripe moves the PaymentIntent on. */
  function settle(id: string, status: 'succeeded' | 'requires_payment_method' | 'canceled') {
    const intent = intents.get(id)
    if (!intent) throw new Error(`no PaymentIntent ${id}`)
    intent.status = status
    if (status === 'succeeded') intent.amount_received = intent.amount
    return intent
  }

  return {
    ...double,
    intents,
    refunds,
    settle,
    failRefunds(failing: boolean) {
      refundAnswer = failing ? 'error' : 'succeeded'
    },
    settings: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(12).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: double.origin,
    },
    /** A webhook event as Stripe posts it, with its Stripe-Signature header (another secret or time to forge one). */
    webhook(type: string, object: unknown, options: { secret?: string; at?: Date } = {}) {
      const body = JSON.stringify(
        {
          id: `evt_${randomBytes(12).toString('hex')}`,
          object: 'event',
          api_version: '2025-10-29.clover',
          created: Math.floor(now().getTime() / 1000),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object },
        },
        null,
        2,
      )
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: Math.floor((options.at ?? now()).getTime() / 1000),
      })
      return { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' } }
    },
  }
}
