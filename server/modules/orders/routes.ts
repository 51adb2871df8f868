import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import {
  createOrderBody,
  createOrderResponse,
  orderDetailQuery,
  orderDetailResponse,
  orderListQuery,
  orderListResponse,
  orderQuoteQuery,
  orderQuoteResponse,
  searchOrderQuery,
  searchOrderResponse,
  shippingMethodsResponse,
  standardInternationalFeeUsd,
} from '#contract/orders.ts'
import { payOrderBody, payOrderResponse, paymentStatusQuery, paymentStatusResponse, walletNotification, walletNotificationResponse } from '#contract/payments.ts'
import QRCode from 'qrcode'
import type { Config } from '../../env.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import type { PaymentProviders } from '../../payments/provider.ts'
import { offeredMethods as offeredMethodsOf, payingDevice } from '../../payments/index.ts'
import { idempotencyKeyOf } from '../../idempotency/index.ts'
import { checkoutInputError } from './checkout-input.ts'
import type { OrdersContext } from './context.ts'
import { getOrderDetail, getOrderList, limitOrderLookups, searchOrder } from './history.ts'
import { checkPayment } from './ledger.ts'
import { messages } from './messages.ts'
import { payOrder } from './pay.ts'
import { placeOrder } from './place.ts'
import { quoteOrder } from './quote.ts'
import { receiveWalletNotification } from './wallet.ts'

export interface OrderRoutesOptions {
  config: Config
  payments: PaymentProviders
  mediaBase: string
}

const tags = ['orders']
const idempotencyKey = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key'])

/** Checkout, payments and order history of one shop line, under /api/v1/{product}. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { config, payments, mediaBase }) => {
  const offeredMethods = offeredMethodsOf(config, payments)
  const context = (request: FastifyRequest): OrdersContext => ({
    db: app.db, now: app.now, payments, offeredMethods, mediaBase, publicUrl: config.PUBLIC_URL, paymentSecret: config.PAYMENT_SECRET, mail: app.mail, log: request.log, counters: app.metrics.counters,
    codHoldHours: config.COD_HOLD_HOURS, codMaxOpen: config.COD_MAX_OPEN,
  })

  app.get('/shippingmethods', {
    schema: { tags, summary: 'Shipping methods with their fee in USD minor units', params: lineParams, response: { 200: shippingMethodsResponse } },
  }, async (request) => ok(request, {
    list: [{ id: 'standard_international' as const, name: request.t(messages.shippingName), fee_usd: standardInternationalFeeUsd, days: [7, 15] as [number, number] }],
  }))

  app.get('/user/orderquote', {
    config: { shopper: true },
    schema: { tags, summary: 'What the cart would cost as an order (confirm step); reserves nothing', params: lineParams, querystring: orderQuoteQuery, response: { 200: orderQuoteResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await quoteOrder(context(request), userId, request.query, request.locale))
  })

  app.post('/user/createorder', {
    config: { shopper: true },
    // Bad fields answer with the checkout's own sentences (spec §5), not the generic one.
    attachValidation: true,
    schema: { tags, summary: 'Place an order from the cart of a line (Idempotency-Key header)', params: lineParams, body: createOrderBody, response: { 200: createOrderResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    if (request.validationError) throw checkoutInputError(request.validationError)
    const { detail } = await placeOrder(context(request), { userId, locale: request.locale, body: request.body, idempotencyKey: idempotencyKey(request) })
    return ok(request, detail, messages.orderPlaced)
  })

  app.get('/user/orderlists', {
    config: { shopper: true },
    schema: { tags, summary: 'The user’s orders, newest first', params: lineParams, querystring: orderListQuery, response: { 200: orderListResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const { page, page_size, line } = request.query
    return ok(request, await getOrderList(context(request), userId, { page, pageSize: page_size, line }))
  })

  app.get('/user/orderdetail', {
    config: { shopper: true },
    schema: { tags, summary: 'One of the user’s orders with every field', params: lineParams, querystring: orderDetailQuery, response: { 200: orderDetailResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await getOrderDetail(context(request), userId, request.query.order_no, request.locale))
  })

  app.post('/user/payorder', {
    config: { shopper: true },
    schema: {
      tags, summary: 'Pay an order: card token (200 / 402), or 401 with the wallet page in redirect_url (Idempotency-Key header)',
      params: lineParams, body: payOrderBody, response: { 200: payOrderResponse },
    },
  }, async (request) => {
    const userId = await request.requireUserId()
    const client = { device: payingDevice(request.headers['user-agent']), ip: request.ip }
    const answer = await payOrder(context(request), { userId, product: request.params.product, body: request.body, client, idempotencyKey: idempotencyKey(request) })
    if (answer.code === Code.ok) return ok(request, answer.data, messages[answer.message])
    throw new ShopError(answer.code, messages[answer.message], { data: answer.data, redirectUrl: answer.redirectUrl })
  })

  // The sandbox wallet's notification: it does not exist without the sandbox (404).
  if (config.PAYMENT_SANDBOX) app.post('/event/chinaBank/onePay', {
    schema: { tags, summary: 'Signed payment notification from the wallet (Alipay, WeChat Pay)', params: lineParams, body: walletNotification, response: { 200: walletNotificationResponse } },
  }, async (request) => {
    const { message, data } = await receiveWalletNotification(context(request), request.body)
    return ok(request, data, messages[message])
  })

  app.get('/user/paymentstatus', {
    config: { shopper: true },
    schema: { tags, summary: 'A waiting wallet payment: asks the gateway when its notification has not arrived; the WeChat QR code to scan', params: lineParams, querystring: paymentStatusQuery, response: { 200: paymentStatusResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const { order, nextAction } = await checkPayment(context(request), userId, request.query.order_no)
    const qr = nextAction?.kind === 'qr' ? await QRCode.toString(nextAction.code_url, { type: 'svg', margin: 1, width: 220 }) : null
    const card = nextAction?.kind === 'client_secret' ? { client_secret: nextAction.client_secret, publishable_key: nextAction.publishable_key } : null
    return ok(request, { order_no: order.order_no, status: order.status, qr_svg: qr, card_payment: card })
  })

  app.get('/searchorder', {
    schema: { tags, summary: 'Find an order by its number and the e-mail or phone it was placed with', params: lineParams, querystring: searchOrderQuery, response: { 200: searchOrderResponse } },
  }, async (request) => {
    await limitOrderLookups(context(request), request.ip)
    return ok(request, await searchOrder(context(request), request.query.order_no, request.query.contact, request.locale))
  })
}
