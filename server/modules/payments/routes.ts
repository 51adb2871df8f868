import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentsEndpoints } from '#contract/endpoints.ts'
import { apiPathOf } from '#contract/lines.ts'
import type { Config } from '../../env.ts'
import { contractRoutes, servesEveryEndpoint } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { notificationBodyLimit } from '../../http/body-limits.ts'
import { offeredMethods, type GatewayNotification } from './gateways-in-use.ts'
import type { PaymentProviders } from './provider.ts'
import { wechatRoutes, type OfficialAccount } from '../wechat/index.ts'
import type { PayableKind } from './payable.ts'
import { receiveNotification } from './service.ts'

export interface PaymentRoutesOptions {
  config: Config
  payments: PaymentProviders
  /** One endpoint per gateway in use (createPaymentGateways). */
  notifications: GatewayNotification[]
  /** The official account (WECHAT_OA_*), when configured: JSAPI pay inside WeChat, JS-SDK sharing. */
  wechatAccount: OfficialAccount | undefined
  /** What the shop takes payment for, in the order a notification's number is looked up. */
  payables: readonly PayableKind[]
}

const tags = ['payments']

/** The shop's payment settings as the client sees them. */
const paymentConfigRoutes = contractRoutes(
  paymentsEndpoints,
  { tags },
  (_app, { config, payments, wechatAccount }: Omit<PaymentRoutesOptions, 'notifications' | 'payables'>) => {
    const methods = offeredMethods(config, payments)
    // A staging shop: production with the sandbox on (development always is one, and says nothing).
    const testMode = config.NODE_ENV === 'production' && Object.values(payments).some((provider) => provider.sandbox)
    return {
      'GET /config': {
        summary: 'The payment methods offered, and whether this is a test shop (sandbox payments)',
        handler: async (request) =>
          ok(request, {
            test_mode: testMode,
            methods,
            card_gateway: payments.card ? (payments.card.name === 'stripe' ? ('stripe' as const) : ('sandbox' as const)) : null,
            wechat_in_page: payments.wechat?.name === 'wechatpay' && wechatAccount !== undefined,
          }),
      },
    }
  },
)

servesEveryEndpoint(paymentsEndpoints, paymentConfigRoutes, wechatRoutes)

/** The payment settings, and the gateways' notification endpoints (other parties' doors, outside the contract). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { config, payments, notifications, wechatAccount, payables },
) => {
  await app.register(paymentConfigRoutes, { prefix: apiPathOf('payments'), config, payments, wechatAccount })
  await app.register(wechatRoutes, { prefix: apiPathOf('payments'), config, account: wechatAccount })

  // Gateways sign the body byte for byte: keep it as text, parse it after it is verified.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  const context = (request: FastifyRequest) => ({
    ...request.context,
    payments,
    counters: app.metrics.counters,
    mail: app.mail,
    publicUrl: config.PUBLIC_URL,
  })

  for (const { provider, endpoint } of notifications) {
    app.post(endpoint.path, { bodyLimit: notificationBodyLimit, schema: { hide: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const { verdict, signedHeaders } = endpoint.verify({ rawBody, headers: request.headers })
      const result = await receiveNotification(context(request), payables, { provider, rawBody, headers: signedHeaders, verdict })
      return endpoint.answer(reply, { ...result, verdict })
    })
  }
}
