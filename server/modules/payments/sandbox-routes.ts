import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import { Code } from '#contract/envelope.ts'
import { currencyDigits } from '#contract/orders.ts'
import { sandboxCardEndpoints } from '#contract/endpoints.ts'
import { apiPathOf } from '#contract/lines.ts'
import { cardToken, tokenizeCardBody, type CardProblem, type WalletNotification } from '#contract/payments.ts'
import type { Config } from '../../env.ts'
import { contractRoutes, servesEveryEndpoint } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { publicOrigin } from '../../http/public-origin.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import type { Message } from '../../i18n/index.ts'
import { hit, type Limit } from '../../security/rate-limit.ts'
import { createSandboxCardProvider } from './gateways/sandbox-card/index.ts'
import * as queries from './gateways/sandbox-wallet/queries.ts'
import { signWalletNotification, verifyWalletNotification } from './gateways/sandbox-wallet/wallet-signature.ts'
import { providerOf } from './gateways-in-use.ts'
import type { PayableKind } from './payable.ts'
import { receiveNotification } from './service.ts'

const text = {
  cardNumber: /*i18n*/ { id: 'Enter a valid card number!' },
  cardExpiry: /*i18n*/ { id: 'Enter a valid card expiry date' },
  cardCvc: /*i18n*/ { id: 'Enter the CVV or security code on your card' },
  alipay: /*i18n*/ { id: 'Alipay (sandbox)' },
  wechat: /*i18n*/ { id: 'WeChat Pay (sandbox)' },
  scan: /*i18n*/ { id: 'Scan with your phone, or confirm here.' },
  order: /*i18n*/ { id: 'Order' },
  amount: /*i18n*/ { id: 'Amount' },
  confirm: /*i18n*/ { id: 'Confirm payment' },
  cancel: /*i18n*/ { id: 'Cancel' },
  gone: /*i18n*/ { id: 'This payment is no longer waiting to be confirmed.' },
  back: /*i18n*/ { id: 'Back to the shop' },
} satisfies Record<string, Message>

const cardMessages: Record<CardProblem, Message> = { number: text.cardNumber, expiry: text.cardExpiry, cvc: text.cardCvc }

/** Card testing is throttled per address, like a real provider does. */
const tokenizeLimit: Limit = { name: 'card-tokenize', max: 30, windowMs: 60_000 }

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The sandbox card provider's server: card fields → single-use token (number and CVV never stored). */
const sandboxCardRoutes = contractRoutes(sandboxCardEndpoints, { tags: ['sandbox'] }, (app) => {
  const card = createSandboxCardProvider({ db: app.db, now: app.now })
  return {
    'POST /tokenize': {
      summary: 'Sandbox card provider: card fields → single-use token (number and CVV never stored)',
      // Checked in the handler, after the rate limit, with the card form's own messages.
      attachValidation: true,
      handler: async (request) => {
        const { allowed } = await hit(app.db, tokenizeLimit, request.ip, app.now())
        if (!allowed) throw new ShopError(Code.tooMany, common.tooManyRequests)
        const parsed = tokenizeCardBody.safeParse(request.body)
        if (!parsed.success) throw new ShopError(Code.invalid, text.cardNumber, { data: { field: 'number' } })
        const result = await card.tokenize(parsed.data)
        if ('problem' in result) throw new ShopError(Code.invalid, cardMessages[result.problem], { data: { field: result.problem } })
        return ok(request, cardToken.parse(result.token))
      },
    },
  }
})

servesEveryEndpoint(sandboxCardEndpoints, sandboxCardRoutes)

/**
 * The sandbox payment providers' own pages and calls, outside the shop API:
 * POST /api/sandbox/card/tokenize (the card provider's server), GET /sandbox/wallet and
 * POST /sandbox/wallet/confirm (the wallet's payment page and its server's notification).
 */
export const sandboxPaymentRoutes: FastifyPluginAsync<{ config: Config; payables: readonly PayableKind[] }> = async (
  app,
  { config, payables },
) => {
  const thanksUrl = (orderNo: string, failed: boolean) =>
    `${config.PUBLIC_URL.replace(/\/$/, '')}/checkout/thanks?${new URLSearchParams({ order_no: orderNo, ...(failed ? { status: 'failed' } : {}) }).toString()}`

  // The default JSON parser's error quotes the start of the body: a card number must never
  // reach a log that way, so this scope parses JSON itself and fails without echoing it.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined)
    }
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  await app.register(sandboxCardRoutes, { prefix: apiPathOf('sandboxCard') })

  // Not an order's attempt: a blind-box wallet top-up's.
  const pendingPayment = async (reference: string) => {
    const charge = await queries.findChargeByReference(app.db, reference)
    if (charge) return charge
    const topUp = await queries.findTopUpByReference(app.db, reference)
    return topUp && { ...topUp, topUp: true as const }
  }

  app.get('/sandbox/wallet', { schema: { hide: true } }, async (request, reply) => {
    const { ref = '', method = 'alipay', product = 'sco' } = request.query as Record<string, string | undefined>
    const payment = await pendingPayment(ref)
    const t = (message: Message) => escapeHtml(request.t(message))
    const title = t(method === 'wechat' ? text.wechat : text.alipay)
    let body: string
    if (!payment || payment.state !== 'pending') {
      const back = !payment
        ? `${config.PUBLIC_URL.replace(/\/$/, '')}/`
        : 'topUp' in payment
          ? `${config.PUBLIC_URL.replace(/\/$/, '')}/blindBoxes/recharge?no=${payment.order_no}`
          : thanksUrl(payment.order_no, payment.state !== 'succeeded')
      body = `<p>${t(text.gone)}</p><p><a href="${escapeHtml(back)}">${t(text.back)}</a></p>`
    } else {
      const amount = new Intl.NumberFormat(request.locale === 'zh-cn' ? 'zh-CN' : 'en-US', {
        style: 'currency',
        currency: payment.currency,
      }).format(payment.amount / 10 ** currencyDigits(payment.currency))
      const pageUrl = `${publicOrigin(config.PUBLIC_URL, request)}${request.url}`
      const qr = await QRCode.toString(pageUrl, { type: 'svg', margin: 1, width: 200 })
      const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
      const hidden = field('ref', ref) + field('product', product)
      body = `<p>${t(text.scan)}</p>
<div class="qr" role="img" aria-label="QR code">${qr}</div>
<dl><dt>${t(text.order)}</dt><dd>${escapeHtml(payment.order_no)}</dd><dt>${t(text.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/sandbox/wallet/confirm">${hidden}<input type="hidden" name="decision" value="confirm"><button class="primary" type="submit">${t(text.confirm)}</button></form>
<form method="post" action="/sandbox/wallet/confirm">${hidden}<input type="hidden" name="decision" value="cancel"><button type="submit">${t(text.cancel)}</button></form>`
    }
    const color = method === 'wechat' ? '#07c160' : '#1677ff'
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="${request.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1f2328}h1{color:${color};font-size:1.4rem}
.qr svg{width:200px;height:200px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#57606a}dd{margin:0;font-weight:600}
form{display:inline}button{min-height:44px;min-width:120px;margin:8px 8px 0 0;border-radius:8px;border:1px solid #d0d7de;background:#fff;font-size:1rem;cursor:pointer}
button.primary{background:${color};border-color:${color};color:#fff}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`)
  })

  // The wallet's server tells the shop the result, signed, then sends the shopper back.
  app.post('/sandbox/wallet/confirm', { schema: { hide: true } }, async (request, reply) => {
    const { ref = '', decision } = (request.body ?? {}) as Record<string, string | undefined>
    const payment = await pendingPayment(ref)
    if (!payment) return reply.redirect(`${config.PUBLIC_URL.replace(/\/$/, '')}/`, 303)
    if (payment.state !== 'pending') return reply.redirect(thanksUrl(payment.order_no, payment.state !== 'succeeded'), 303)
    const unsigned: Omit<WalletNotification, 'signature'> = {
      order_no: payment.order_no,
      amount: payment.amount,
      currency: payment.currency,
      status: decision === 'confirm' ? 'success' : 'failed',
      timestamp: Math.floor(app.now().getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
    }
    const notification = { ...unsigned, signature: signWalletNotification(unsigned, config.PAYMENT_SECRET) }
    // Straight to the one notification path, judged like any gateway's (signature, freshness),
    // kept in the notification log and settled by the payable its number names.
    const provider = providerOf(app.payments, { method: payment.method, provider: 'sandbox' })
    const result = provider
      ? await receiveNotification(
          {
            ...request.context,
            payments: app.payments,
            counters: app.metrics.counters,
            mail: app.mail,
            publicUrl: config.PUBLIC_URL,
            // The "paid" mail's links start where the shopper's browser came to, as the orders routes' do.
            mailOrigin: publicOrigin(config.PUBLIC_URL, request),
          },
          payables,
          {
            provider,
            rawBody: JSON.stringify(notification),
            headers: {},
            verdict: verifyWalletNotification(notification, config.PAYMENT_SECRET, app.now()),
          },
        )
      : undefined
    if ('topUp' in payment) return reply.redirect(`${config.PUBLIC_URL.replace(/\/$/, '')}/blindBoxes/recharge?no=${payment.order_no}`, 303)
    return reply.redirect(thanksUrl(payment.order_no, result?.outcome !== 'paid'), 303)
  })
}

/** PAYMENT_SANDBOX=off: the sandbox's pages and calls do not exist (404, not the shop's page). */
export const sandboxClosedRoutes: FastifyPluginAsync<{ config: Config }> = async (app) => {
  const gone = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ code: Code.notFound, msg: request.t(common.notFound) })
  for (const url of ['/sandbox', '/sandbox/*', '/api/sandbox/*']) app.all(url, { schema: { hide: true } }, gone)
}
