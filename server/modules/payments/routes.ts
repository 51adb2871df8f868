import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentConfigResponse } from '#contract/payments.ts'
import { configuredGateways, type Config } from '../../env.ts'
import { ok } from '../../http/envelope.ts'
import { notificationBodyLimit } from '../../http/body-limits.ts'
import { alipayNotifyPath, createAlipay } from '../../payments/alipay.ts'
import { offeredMethods } from '../../payments/index.ts'
import type { PaymentProviders } from '../../payments/provider.ts'
import { createWechatPay, signedHeadersOf, wechatNotifyPath } from '../../payments/wechatpay.ts'
import { createStripe, stripeWebhookPath } from '../../payments/stripe.ts'
import { receiveNotification } from './service.ts'

export interface PaymentRoutesOptions {
  config: Config
  payments: PaymentProviders
}

const tags = ['payments']

/** The shop's payment settings as the client sees them, and the gateways' notification endpoints. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { config, payments }) => {
  const methods = offeredMethods(config, payments)
  // A staging shop: production with the sandbox on (development always is one, and says nothing).
  const testMode = config.NODE_ENV === 'production' && Object.values(payments).some((provider) => provider.sandbox)

  app.get('/api/v1/payments/config', {
    schema: { tags, summary: 'The payment methods offered, and whether this is a test shop (sandbox payments)', response: { 200: paymentConfigResponse } },
  }, async (request) => ok(request, { test_mode: testMode, methods, card_gateway: payments.card ? (payments.card.name === 'stripe' ? 'stripe' as const : 'sandbox' as const) : null }))

  // Gateways sign the body byte for byte: keep it as text, parse it after it is verified.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'application/json'], { parseAs: 'string' }, (_request, body, done) => done(null, body))
  const context = (request: FastifyRequest) => ({ db: app.db, now: app.now, payments, log: request.log, counters: app.metrics.counters, mail: app.mail, publicUrl: config.PUBLIC_URL })

  if (configuredGateways(config).alipay && payments.alipay?.name === 'alipay') {
    const alipay = createAlipay(config)
    app.post(alipayNotifyPath, { bodyLimit: notificationBodyLimit, schema: { hide: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const verdict = alipay.verifyNotification(Object.fromEntries(new URLSearchParams(rawBody)))
      const { accepted } = await receiveNotification(context(request), { provider: alipay.provider, rawBody, headers: {}, verdict })
      // Alipay retries until it reads the plain text "success".
      return reply.status(accepted ? 200 : 400).type('text/plain').send(accepted ? 'success' : 'fail')
    })
  }

  if (configuredGateways(config).wechatpay && payments.wechat?.name === 'wechatpay') {
    const wechat = createWechatPay(config, app.now)
    app.post(wechatNotifyPath, { bodyLimit: notificationBodyLimit, schema: { hide: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const headers = signedHeadersOf(request.headers)
      const verdict = wechat.verifyNotification(headers, rawBody)
      const { accepted, outcome } = await receiveNotification(context(request), { provider: wechat.provider, rawBody, headers: { ...headers }, verdict })
      if (accepted) return reply.status(204).send()
      // A bad signature is 401; anything else verified but refused is 400. WeChat Pay retries both.
      const unauthenticated = !verdict.verified && verdict.unauthenticated
      return reply.status(unauthenticated ? 401 : 400).send({ code: 'FAIL', message: unauthenticated ? 'signature not verified' : outcome })
    })
  }

  if (configuredGateways(config).stripe && payments.card?.name === 'stripe') {
    const stripe = createStripe(config, app.now)
    app.post(stripeWebhookPath, { bodyLimit: notificationBodyLimit, schema: { hide: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const signature = request.headers['stripe-signature']
      const header = Array.isArray(signature) ? signature[0] : signature
      const verdict = stripe.verifyWebhook(rawBody, header)
      const { accepted, outcome } = await receiveNotification(context(request), { provider: stripe.provider, rawBody, headers: { 'stripe-signature': header ?? '' }, verdict })
      // Stripe retries anything but a 2xx for days: a bad signature or a refused payment answers 400.
      return reply.status(accepted ? 200 : 400).send({ received: accepted, ...(accepted ? {} : { error: verdict.verified ? outcome : 'signature not verified' }) })
    })
  }
}
