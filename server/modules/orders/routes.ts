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
import { payOrderBody, payOrderResponse, walletNotification, walletNotificationResponse } from '#contract/payments.ts'
import type { Config } from '../../env.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { createPaymentProviders } from '../../payments/index.ts'
import { checkoutInputError } from './checkout-input.ts'
import { messages } from './messages.ts'
import * as orders from './service.ts'

export interface OrderRoutesOptions {
  config: Config
  mediaBase: string
}

const tags = ['orders']
const idempotencyKey = (request: FastifyRequest) => orders.checkIdempotencyKey(request.headers['idempotency-key'] as string | undefined)

/** Checkout, payments and order history of one shop line, under /api/v1/{product}. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { config, mediaBase }) => {
  const payments = createPaymentProviders({ db: app.db, now: app.now, apiOrigin: config.API_ORIGIN })
  const context = (request: FastifyRequest): orders.OrdersContext => ({
    db: app.db, now: app.now, payments, mediaBase, publicUrl: config.PUBLIC_URL, paymentSecret: config.PAYMENT_SECRET, mailer: app.mailer, log: request.log,
  })

  app.get('/shippingmethods', {
    schema: { tags, summary: 'Shipping methods with their fee in USD minor units', params: lineParams, response: { 200: shippingMethodsResponse } },
  }, async (request) => ok(request, {
    list: [{ id: 'standard_international' as const, name: request.t(messages.shippingName), fee_usd: standardInternationalFeeUsd, days: [7, 15] as [number, number] }],
  }))

  app.get('/user/orderquote', {
    schema: { tags, summary: 'What the cart would cost as an order (confirm step); reserves nothing', params: lineParams, querystring: orderQuoteQuery, response: { 200: orderQuoteResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await orders.quoteOrder(context(request), userId, request.query, request.locale))
  })

  app.post('/user/createorder', {
    // Bad fields answer with the checkout's own sentences (spec §5), not the generic one.
    attachValidation: true,
    schema: { tags, summary: 'Place an order from the cart of a line (Idempotency-Key header)', params: lineParams, body: createOrderBody, response: { 200: createOrderResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    if (request.validationError) throw checkoutInputError(request.validationError)
    const { detail } = await orders.placeOrder(context(request), { userId, locale: request.locale, body: request.body, idempotencyKey: idempotencyKey(request) })
    return ok(request, detail, messages.orderPlaced)
  })

  app.get('/user/orderlists', {
    schema: { tags, summary: 'The user’s orders, newest first', params: lineParams, querystring: orderListQuery, response: { 200: orderListResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const { page, page_size, line } = request.query
    return ok(request, await orders.getOrderList(context(request), userId, { page, pageSize: page_size, line }))
  })

  app.get('/user/orderdetail', {
    schema: { tags, summary: 'One of the user’s orders with every field', params: lineParams, querystring: orderDetailQuery, response: { 200: orderDetailResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await orders.getOrderDetail(context(request), userId, request.query.order_no, request.locale))
  })

  app.post('/user/payorder', {
    schema: {
      tags, summary: 'Pay an order: card token (200 / 402), or 401 with the wallet page in redirect_url (Idempotency-Key header)',
      params: lineParams, body: payOrderBody, response: { 200: payOrderResponse },
    },
  }, async (request) => {
    const userId = await request.requireUserId()
    const answer = await orders.payOrder(context(request), { userId, product: request.params.product, body: request.body, idempotencyKey: idempotencyKey(request) })
    if (answer.code === Code.ok) return ok(request, answer.data, messages[answer.message])
    throw new ShopError(answer.code, messages[answer.message], { data: answer.data, redirectUrl: answer.redirectUrl })
  })

  app.post('/event/chinaBank/onePay', {
    schema: { tags, summary: 'Signed payment notification from the wallet (Alipay, WeChat Pay)', params: lineParams, body: walletNotification, response: { 200: walletNotificationResponse } },
  }, async (request) => {
    const { message, data } = await orders.receiveWalletNotification(context(request), request.body)
    return ok(request, data, messages[message])
  })

  app.get('/searchorder', {
    schema: { tags, summary: 'Find an order by its number and the e-mail or phone it was placed with', params: lineParams, querystring: searchOrderQuery, response: { 200: searchOrderResponse } },
  }, async (request) => {
    await orders.limitOrderLookups(context(request), request.ip)
    return ok(request, await orders.searchOrder(context(request), request.query.order_no, request.query.contact, request.locale))
  })
}
