import { randomBytes } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import { payFailedCode, type OnlinePaymentMethod, type PayOrderBody, type PayOrderResult } from '#contract/payments.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import * as idempotency from '../../idempotency/index.ts'
import { startPayment, type Attempt, type Payable, type PayingDevice } from '../payments/index.ts'
import { cardChargeTimeoutMs, type OrdersContext } from './context.ts'
import { orderPayable, type Settlement } from './ledger.ts'
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
  return idempotency.withIdempotency(ctx, key, () => payOnce(ctx, request), {
    replay: (stored) => ({
      code: stored.code,
      message: stored.message as MessageKey,
      data: stored.data as PayOrderResult,
      redirectUrl: stored.redirect_url,
    }),
    answerOf: (answer) => ({ code: answer.code, message: answer.message, data: answer.data, redirect_url: answer.redirectUrl }),
  })
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
 * The order as the payments door pays it: under the order's lock, is it payable and is no other
 * charge running; then the attempt, in the gateway's currency when it has one. A gateway's trade
 * is the order number, so a second attempt asks exactly what the first did even if the rate
 * moved (the gateway refuses a trade whose amount changed).
 */
function orderToPay(
  ctx: OrdersContext,
  { userId, product, orderNo, method }: { userId: number; product: string; orderNo: string; method: OnlinePaymentMethod },
): Payable<OrderAttempt, Settlement> {
  return {
    kind: orderPayable,
    methodUnavailable: () => new ShopError(Code.conflict, messages.methodUnavailable),
    open: (provider, chargeIn) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now()
        const order = await queries.lockOrder(trx, orderNo, userId)
        if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
        if (!canPay(order)) refusePayment(order)
        if (await queries.findProcessingPayment(trx, order.id, new Date(now.getTime() - cardChargeTimeoutMs))) {
          throw new ShopError(Code.conflict, messages.paymentInProgress)
        }
        // A newer attempt replaces one still waiting: only the latest can settle.
        await queries.cancelOpenPayments(trx, order.id, now)
        const asked = await chargeIn(trx, order.total, { currency: order.currency, perUsd: order.exchange_rate }, () =>
          queries.findLatestCharge(trx, order.id, provider),
        )
        if (asked.amount === undefined)
          throw new ShopError(Code.conflict, messages.currencyUnknown, { params: { currency: asked.currency } })
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
        return {
          number: order.order_no,
          amount: payment.amount,
          currency: payment.currency,
          reference: payment.reference,
          product,
          description: `Cross-Border Shop ${order.order_no}`,
          payBefore: order.pay_before ?? undefined,
          returnUrl: orderPageUrl(ctx.publicUrl, order.order_no),
          paymentId: payment.id,
        }
      }),
    // The order page shows what finishes the payment (a QR code to scan) and waits for the gateway.
    waiting: (attempt, action, tradeNo) =>
      queries.updatePayment(ctx.db, attempt.paymentId, {
        state: 'pending',
        next_action: JSON.stringify(action),
        gateway_trade_no: tradeNo ?? null,
        updated_at: ctx.now(),
      }),
  }
}

type OrderAttempt = Attempt & { paymentId: number }

async function payOnce(
  ctx: OrdersContext,
  { userId, product, body, client }: { userId: number; product: string; body: PayOrderBody; client: PayingClient },
): Promise<PayAnswer> {
  const method = body.payment_method
  const payable = orderToPay(ctx, { userId, product, orderNo: body.order_no, method })
  const started = await startPayment(
    ctx,
    payable,
    { method, cardToken: body.payment_method === 'card' ? body.card_token : undefined },
    { ...client, openid: () => ctx.payerOpenid?.(userId) ?? Promise.resolve(undefined) },
  )
  const waiting = { order_no: started.attempt.number, status: 'pending' as const, failure: null }
  if (started.kind === 'redirect') return { code: Code.redirect, message: 'payRedirect', data: waiting, redirectUrl: started.url }
  if (started.kind === 'action') {
    const { action } = started
    const card =
      action.kind === 'client_secret'
        ? { client_secret: action.client_secret, publishable_key: action.publishable_key }
        : action.kind === 'jsapi'
          ? { jsapi: action.params }
          : {}
    // JSAPI: the page stays, hands the signed parameters to WeChat's in-page payment, then opens the order page.
    const stay = action.kind === 'jsapi'
    return {
      code: Code.redirect,
      message: 'payRedirect',
      data: { ...waiting, ...card },
      redirectUrl: stay ? undefined : started.attempt.returnUrl,
    }
  }

  // The provider's own final answer (the sandbox card), settled by the ledger through the door.
  const order = await queries.findOrder(ctx.db, started.attempt.number)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  if (started.settled.outcome === 'paid')
    return { code: Code.ok, message: 'paySuccessful', data: { order_no: order.order_no, status: 'paid', failure: null } }
  const failure = started.outcome.kind === 'failed' && started.outcome.failure === 'declined' ? 'declined' : 'processing_error'
  return { code: payFailedCode, message: 'payFailed', data: { order_no: order.order_no, status: order.status, failure } }
}
