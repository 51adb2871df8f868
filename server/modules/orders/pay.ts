import { randomBytes } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import { payFailedCode, type PayOrderBody, type PayOrderResult } from '#contract/payments.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import * as idempotency from '../../idempotency/index.ts'
import { convertMinor, type PayingDevice, type PaymentProvider, type VerifiedPayment } from '../payments/index.ts'
import { cardChargeTimeoutMs, type OrdersContext } from './context.ts'
import { settleVerifiedPayment } from './ledger.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'
import { canPay, nextState } from './state-machine.ts'

// Paying an order: one attempt per request, the provider asked outside any transaction. The
// ledger (ledger.ts) settles it: at once for a card the provider charged, later for a wallet's
// verified notification.

export interface PayAnswer {
  code: number
  message: MessageKey
  data: PayOrderResult
  redirectUrl?: string
}

function refusePayment(order: OrderRow): never {
  if (['paid', 'refund', 'split'].includes(order.status)) throw new ShopError(Code.conflict, messages.alreadyPaid)
  if (order.status === 'canceled') throw new ShopError(Code.conflict, messages.orderCanceled)
  if (order.payment_method === 'cod') throw new ShopError(Code.conflict, messages.codNotOnline)
  throw new ShopError(Code.conflict, messages.notPayable)
}

/**
 * Pays an order. A card is charged with the provider's token (the card number never reaches
 * us); Alipay and WeChat Pay answer 401 with the wallet's page, and the wallet's signed
 * notification settles the order later.
 */
export async function payOrder(
  ctx: OrdersContext,
  request: { userId: number; product: string; body: PayOrderBody; client: PayingClient; idempotencyKey?: string },
): Promise<PayAnswer> {
  const key = request.idempotencyKey
    ? idempotency.idempotentRequest(request.userId, 'payorder', request.idempotencyKey, request.body)
    : undefined
  if (key) {
    const stored = await ctx.db.transaction().execute((trx) => idempotency.claim(trx, key, ctx.now()))
    if (stored)
      return {
        code: stored.code,
        message: stored.message as MessageKey,
        data: stored.data as PayOrderResult,
        redirectUrl: stored.redirect_url,
      }
  }
  try {
    const answer = await payOnce(ctx, request)
    if (key)
      await idempotency.answer(ctx.db, key, {
        code: answer.code,
        message: answer.message,
        data: answer.data,
        redirect_url: answer.redirectUrl,
      })
    return answer
  } catch (error) {
    if (key) await idempotency.release(ctx.db, key)
    throw error
  }
}

/** Where the shopper pays from, as payOrder needs it. */
export interface PayingClient {
  device: PayingDevice
  ip: string
}

/** The order page a gateway sends the shopper back to (never proof of payment). */
export const orderPageUrl = (publicUrl: string, orderNo: string) =>
  `${publicUrl.replace(/\/$/, '')}/checkout/thanks?order_no=${encodeURIComponent(orderNo)}`

/**
 * What to ask the gateway for: the order's total, in the gateway's currency when it has one. A
 * gateway's trade is the order number, so a second attempt asks exactly what the first did even
 * if the rate moved (the gateway refuses a trade whose amount changed).
 */
async function chargeAmount(db: Db, order: OrderRow, provider: PaymentProvider): Promise<{ amount: number; currency: string }> {
  const currency = provider.chargeCurrency ?? order.currency
  if (currency === order.currency) return { amount: order.total, currency }
  const earlier = await queries.findLatestCharge(db, order.id, provider)
  if (earlier?.currency === currency) return { amount: earlier.amount, currency }
  const rate = await queries.findExchangeRate(db, currency)
  if (!rate) throw new ShopError(Code.conflict, messages.currencyUnknown, { params: { currency } })
  return {
    amount: convertMinor(order.total, { currency: order.currency, perUsd: order.exchange_rate }, { currency, perUsd: rate.per_usd }),
    currency,
  }
}

async function payOnce(
  ctx: OrdersContext,
  { userId, product, body, client }: { userId: number; product: string; body: PayOrderBody; client: PayingClient },
): Promise<PayAnswer> {
  const method = body.payment_method
  const provider = ctx.payments[method]
  if (!provider) throw new ShopError(Code.conflict, messages.methodUnavailable)
  // 1. Under the order's lock: is it payable, and is no other charge running? Record the attempt.
  const started = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrder(trx, body.order_no, userId)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (!canPay(order)) refusePayment(order)
    if (await queries.findProcessingPayment(trx, order.id, new Date(now.getTime() - cardChargeTimeoutMs))) {
      throw new ShopError(Code.conflict, messages.paymentInProgress)
    }
    // A newer attempt replaces one still waiting: only the latest can settle.
    await queries.cancelOpenPayments(trx, order.id, now)
    const asked = await chargeAmount(trx, order, provider)
    const payment = await queries.insertPayment(trx, {
      order_id: order.id,
      kind: 'charge',
      method,
      provider: provider.name,
      amount: asked.amount,
      currency: asked.currency,
      state: provider.settlesAtOnce ? 'processing' : 'pending',
      reference: `pay_${randomBytes(16).toString('hex')}`,
      card_brand: null,
      card_last4: null,
      failure: null,
      created_at: now,
      updated_at: now,
    })
    if (!provider.settlesAtOnce) {
      await queries.updateOrder(trx, order.id, { ...nextState(order, 'pay_started'), payment_method: method, updated_at: now })
    }
    return { order, payment }
  })

  // 2. Ask the provider, outside any transaction: no row stays locked while it answers.
  const returnUrl = orderPageUrl(ctx.publicUrl, started.order.order_no)
  const outcome = await provider.pay({
    orderNo: started.order.order_no,
    amount: started.payment.amount,
    currency: started.payment.currency,
    reference: started.payment.reference,
    product,
    description: `Cross-Border Shop ${started.order.order_no}`,
    payBefore: started.order.pay_before ?? undefined,
    returnUrl,
    device: client.device,
    clientIp: client.ip,
    openid: method === 'wechat' && client.device === 'wechat' ? await ctx.payerOpenid?.(userId) : undefined,
    cardToken: body.payment_method === 'card' ? body.card_token : undefined,
  })
  const waiting = { order_no: started.order.order_no, status: 'pending' as const, failure: null }
  if (outcome.kind === 'redirect') return { code: Code.redirect, message: 'payRedirect', data: waiting, redirectUrl: outcome.url }
  if (outcome.kind === 'action') {
    // The order page shows what finishes the payment (a QR code to scan) and waits for the gateway.
    await queries.updatePayment(ctx.db, started.payment.id, {
      state: 'pending',
      next_action: JSON.stringify(outcome.action),
      gateway_trade_no: outcome.tradeNo ?? null,
      updated_at: ctx.now(),
    })
    const card =
      outcome.action.kind === 'client_secret'
        ? { client_secret: outcome.action.client_secret, publishable_key: outcome.action.publishable_key }
        : outcome.action.kind === 'jsapi'
          ? { jsapi: outcome.action.params }
          : {}
    // JSAPI: the page stays, hands the signed parameters to WeChat's in-page payment, then opens the order page.
    const stay = outcome.action.kind === 'jsapi'
    return { code: Code.redirect, message: 'payRedirect', data: { ...waiting, ...card }, redirectUrl: stay ? undefined : returnUrl }
  }

  // 3. The provider's own final answer (the sandbox card) settles the charge through the ledger.
  const { amount, currency } = started.payment
  const verified: VerifiedPayment =
    outcome.kind === 'succeeded'
      ? { orderNo: started.order.order_no, state: 'succeeded', amount, currency, card: outcome.card }
      : { orderNo: started.order.order_no, state: 'failed', failure: outcome.failure }
  const settled = await settleVerifiedPayment(ctx, provider, verified)
  const order = await queries.findOrder(ctx.db, started.order.order_no)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  if (settled.outcome === 'paid')
    return { code: Code.ok, message: 'paySuccessful', data: { order_no: order.order_no, status: 'paid', failure: null } }
  const failure = outcome.kind === 'failed' && outcome.failure === 'declined' ? 'declined' : 'processing_error'
  return { code: payFailedCode, message: 'payFailed', data: { order_no: order.order_no, status: order.status, failure } }
}
