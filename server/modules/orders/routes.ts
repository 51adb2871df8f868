import type { LandedCostBookCache } from '../landed-cost/index.ts'
import type { FastifyRequest } from 'fastify'
import { publicOrigin } from '../../http/public-origin.ts'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { Code } from '#contract/envelope.ts'
import { walletNotification, walletNotificationResponse } from '#contract/payments.ts'
import QRCode from 'qrcode'
import type { Config } from '../../env.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { fastSerializerCompiler } from '../../http/fast-serializer.ts'
import { ShopError } from '../../http/shop-error.ts'
import { type PaymentProviders, offeredMethods as offeredMethodsOf, payingDevice } from '../payments/index.ts'
import type { DeliveryBookCache } from '../delivery/index.ts'
import type { SaleRuleBookCache } from '../sale-rules/index.ts'
import { idempotencyKeyOf } from '../../idempotency/index.ts'
import { checkoutInputError } from './checkout-input.ts'
import type { OrdersContext, PayerOpenid } from './context.ts'
import { getOrderDetail, getOrderList, limitOrderLookups, searchOrder } from './history.ts'
import { checkPayment } from './ledger.ts'
import { messages } from './messages.ts'
import { payOrder } from './pay.ts'
import { placeOrder } from './place.ts'
import { quoteOrder } from './quote.ts'
import { receiveOrderWalletNotification } from './wallet.ts'

export interface OrderRoutesOptions {
  config: Config
  payments: PaymentProviders
  mediaBase: string
  payerOpenid?: PayerOpenid
  deliveryBook: DeliveryBookCache
  saleRuleBook: SaleRuleBookCache
  landedCostBook: LandedCostBookCache
}

const tags = ['orders']
const idempotencyKey = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key'])

/** Checkout, payments and order history of one shop line, under /api/v1/{product}. */
const shopper = { shopper: true }

/** Checkout, payments and order history of one shop line, under /api/v1/{product}. */
export const orderRoutes = contractRoutes(
  shopEndpoints,
  { tags, params: lineParams },
  (app, { config, payments, mediaBase, payerOpenid, deliveryBook, saleRuleBook, landedCostBook }: OrderRoutesOptions) => {
    const offeredMethods = offeredMethodsOf(config, payments)
    const context = (request: FastifyRequest): OrdersContext => ({
      ...request.context,
      payments,
      offeredMethods,
      mediaBase,
      publicUrl: config.PUBLIC_URL,
      mailOrigin: publicOrigin(config.PUBLIC_URL, request),
      paymentSecret: config.PAYMENT_SECRET,
      mail: app.mail,
      counters: app.metrics.counters,
      codHoldHours: config.COD_HOLD_HOURS,
      codMaxOpen: config.COD_MAX_OPEN,
      payerOpenid,
      deliveryBook: deliveryBook.get,
      saleRuleBook: saleRuleBook.get,
      landedCostBook: landedCostBook.get,
    })

    // The sandbox wallet's notification, another party's door outside the contract: it does not exist without the sandbox (404).
    if (config.PAYMENT_SANDBOX)
      app.post(
        '/event/chinaBank/onePay',
        {
          schema: {
            tags,
            summary: 'Signed payment notification from the wallet (Alipay, WeChat Pay)',
            params: lineParams,
            body: walletNotification,
            response: { 200: walletNotificationResponse },
          },
        },
        async (request) => {
          const { message, data } = await receiveOrderWalletNotification(
            context(request),
            request.body as typeof walletNotification._output,
          )
          return ok(request, data, messages[message])
        },
      )

    return {
      'GET /shippingmethods': {
        summary:
          'Shipping methods; Standard International’s fee and days depend on the parcel and country (GET /api/v1/delivery/quote, orderquote)',
        handler: async (request) => {
          // The cheapest band and the widest estimate of every zone: "from" figures before a country is known.
          const book = await deliveryBook.get(app.db)
          const fees = book.zones.flatMap((zone) => zone.bands.map((band) => band.feeUsd))
          const days: [number, number] = [
            Math.min(...book.zones.map((zone) => zone.minDays)),
            Math.max(...book.zones.map((zone) => zone.maxDays)),
          ]
          return ok(request, {
            list: [
              {
                id: 'standard_international' as const,
                name: request.t(messages.shippingName),
                fee_usd: fees.length > 0 ? Math.min(...fees) : 0,
                days,
              },
            ],
          })
        },
      },
      'GET /user/orderquote': {
        config: shopper,
        summary: 'What the cart would cost as an order (confirm step); reserves nothing',
        handler: async (request) => {
          const userId = await request.requireUserId()
          return ok(request, await quoteOrder(context(request), userId, request.query, request.locale))
        },
      },
      'POST /user/createorder': {
        config: shopper,
        // Bad fields answer with the checkout's own sentences (spec §5), not the generic one.
        attachValidation: true,
        // The placed order is built from the contract's own types (tsc checks them): checking it
        // again with zod on every order cost more than writing it out.
        serializerCompiler: fastSerializerCompiler,
        summary: 'Place an order from the cart of a line (Idempotency-Key header)',
        handler: async (request) => {
          const userId = await request.requireUserId()
          if (request.validationError) throw checkoutInputError(request.validationError)
          const { detail } = await placeOrder(context(request), {
            userId,
            locale: request.locale,
            body: request.body,
            idempotencyKey: idempotencyKey(request),
          })
          return ok(request, detail, messages.orderPlaced)
        },
      },
      'GET /user/orderlists': {
        config: shopper,
        summary: 'The user’s orders, newest first',
        handler: async (request) => {
          const userId = await request.requireUserId()
          const { page, page_size, line } = request.query
          return ok(request, await getOrderList(context(request), userId, { page, pageSize: page_size, line }, request.locale))
        },
      },
      'GET /user/orderdetail': {
        config: shopper,
        summary: 'One of the user’s orders with every field',
        handler: async (request) => {
          const userId = await request.requireUserId()
          return ok(request, await getOrderDetail(context(request), userId, request.query.order_no, request.locale))
        },
      },
      'POST /user/payorder': {
        config: shopper,
        summary: 'Pay an order: card token (200 / 402), or 401 with the wallet page in redirect_url (Idempotency-Key header)',
        handler: async (request) => {
          const userId = await request.requireUserId()
          const client = { device: payingDevice(request.headers['user-agent']), ip: request.ip }
          const answer = await payOrder(context(request), {
            userId,
            product: request.params.product,
            body: request.body,
            client,
            idempotencyKey: idempotencyKey(request),
          })
          if (answer.code === Code.ok) return ok(request, answer.data, messages[answer.message])
          throw new ShopError(answer.code, messages[answer.message], { data: answer.data, redirectUrl: answer.redirectUrl })
        },
      },
      'GET /user/paymentstatus': {
        config: shopper,
        summary: 'A waiting wallet payment: asks the gateway when its notification has not arrived; the WeChat QR code to scan',
        handler: async (request) => {
          const userId = await request.requireUserId()
          const { order, nextAction } = await checkPayment(context(request), userId, request.query.order_no)
          const qr = nextAction?.kind === 'qr' ? await QRCode.toString(nextAction.code_url, { type: 'svg', margin: 1, width: 220 }) : null
          const card =
            nextAction?.kind === 'client_secret'
              ? { client_secret: nextAction.client_secret, publishable_key: nextAction.publishable_key }
              : null
          return ok(request, { order_no: order.order_no, status: order.status, qr_svg: qr, card_payment: card })
        },
      },
      'GET /searchorder': {
        summary: 'Find an order by its number and the e-mail or phone it was placed with',
        handler: async (request) => {
          await limitOrderLookups(context(request), request.ip)
          return ok(request, await searchOrder(context(request), request.query.order_no, request.query.contact, request.locale))
        },
      },
    }
  },
)
