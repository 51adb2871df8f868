import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Code } from '#contract/envelope.ts'
import { apiProduct } from '#contract/common.ts'
import { apiPathOf } from '#contract/lines.ts'
import { mediaBase, type Config } from './env.ts'
import type { Db } from './db/database.ts'
import { common } from './i18n/common-messages.ts'
import { localeFrom, translate } from './i18n/index.ts'
import { formBodyLimit } from './http/body-limits.ts'
import { i18nPlugin } from './plugins/i18n.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { dbPlugin } from './plugins/db.ts'
import { sharedCachesPlugin } from './plugins/shared-caches.ts'
import { requestLimitsPlugin } from './plugins/request-limits.ts'
import { authPlugin } from './plugins/auth.ts'
import { requestContextPlugin } from './plugins/request-context.ts'
import { securityPlugin } from './plugins/security.ts'
import { staticPlugin } from './plugins/static.ts'
import { serverRenderPlugin } from './plugins/server-render.ts'
import { mailerPlugin } from './plugins/mailer.ts'
import { jobsPlugin } from './plugins/jobs.ts'
import type { Mailer } from './mail/mailer.ts'
import { outboxRoutes } from './modules/outbox/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { metricsRoutes } from './modules/metrics/index.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { requestIdGenerator } from './http/request-id.ts'
import { catalogueRoutes, vapeCatalogueRoutes } from './modules/catalogue/index.ts'
import { searchRoutes } from './modules/search/index.ts'
import { clientErrorRoutes } from './modules/client-errors/index.ts'
import { cartRoutes } from './modules/cart/index.ts'
import { accountRoutes, privacyRoutes } from './modules/account/index.ts'
// Registered inside accountRoutes; named here for the contract's coverage check only.
import { addressRoutes } from './modules/address/index.ts'
import { couponRoutes } from './modules/coupon/index.ts'
import { partnershipRoutes, vapePartnershipRoutes } from './modules/partnership/index.ts'
import { openGuestOrder, orderPayable, orderRoutes } from './modules/orders/index.ts'
import { createDeliveryBookCache, deliveryRoutes } from './modules/delivery/index.ts'
import { createSaleRuleBookCache } from './modules/sale-rules/index.ts'
import {
  createPaymentGateways,
  paymentRoutes,
  sandboxClosedRoutes,
  sandboxPaymentRoutes,
  type PaymentGateway,
  type PaymentProviders,
} from './modules/payments/index.ts'
import { createLandedCostBookCache } from './modules/landed-cost/index.ts'
import { officialAccount, openidOf } from './modules/wechat/index.ts'
import { seoRoutes } from './modules/seo/index.ts'
import { logSerializers } from './http/log-serializers.ts'
import { blindBoxRoutes, blindBoxSandboxRoutes, topUpPayable } from './modules/blindbox/index.ts'
import { adminRoutes, createImageStore } from './modules/admin/index.ts'
import { returnFilesOf, returnRoutes } from './modules/returns/index.ts'
import { servesEveryEndpoint } from './http/contract-routes.ts'
import { boxEndpoints, deliveryEndpoints, reportEndpoints, searchEndpoints, shopEndpoints, vapeEndpoints } from '#contract/endpoints.ts'
import { scheduleJobs } from './scheduled-jobs.ts'

export interface AppOptions {
  config: Config
  db: Db
  /** The built SPA folder; default ./dist. */
  appDir?: string
  mediaDir?: string
  /** The clock every rule reads (code expiry, order timeouts); tests move it. */
  now?: () => Date
  /** Replaces the configured mailer (tests that read sent mail). */
  mailer?: Mailer
  /** Where log lines go (tests that read them); default stdout. */
  logStream?: { write(line: string): void }
  /** Schedules the background jobs (expiry, reconciliation, clean-up): the server does, tests that move the clock do not. */
  scheduled?: boolean
  /** The payment gateways the shop may use; default the registry (server/modules/payments/gateways/index.ts). */
  gateways?: readonly PaymentGateway[]
}

export type App = FastifyInstance

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date
    /** The payment providers in use (enabled gateways, else the sandbox's). */
    payments: PaymentProviders
    /** Set by server.ts on SIGTERM: /health/ready answers 503 from then on. */
    lifecycle: { shuttingDown: boolean }
  }
}

/** The nearest `hops` proxies are trusted, as Fastify does for a number (its types only take a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

// The request here is not the decorated one (no `t`, no locale): translated directly.
function answerBadAddress(request: FastifyRequest, reply: FastifyReply) {
  request.server.applySecurityHeaders(request, reply)
  return reply.status(400).send({ code: Code.invalid, msg: translate(common.badAddress, localeFrom(request.headers['accept-language'])) })
}

/** Builds the whole shop server: plugins first, then one plugin per area of the shop. */
export async function buildApp({
  config,
  db,
  appDir = './dist',
  mediaDir = './media',
  now = () => new Date(),
  mailer,
  logStream,
  scheduled = false,
  gateways,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // A hop count or the proxies' addresses, never "trust everyone" (server/env.ts refuses `true`).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // In-flight requests finish at close; idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    // The JSON forms' size; the few routes that take more (image upload, product texts,
    // gateway notifications) say so themselves. Past it the body is not read (413).
    bodyLimit: formBodyLimit,
    // Fastify answers a malformed URL (`/%E0%A4%A`) before any hook: the same headers and envelope by hand.
    frameworkErrors: (_error, request, reply) => answerBadAddress(request, reply),
  }).withTypeProvider<ZodTypeProvider>()
  app.decorate('now', now)
  app.decorate('lifecycle', { shuttingDown: false })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
    // Shutting down: answer, then close the keep-alive connection, so the proxy opens its next one elsewhere.
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close')
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(i18nPlugin)
  await app.register(errorsPlugin)
  // Before the login checks: their early refusals carry the security headers too.
  await app.register(securityPlugin, { config })
  await app.register(dbPlugin, { db })
  await app.register(sharedCachesPlugin, { changedBy: '/api/admin/' })
  await app.register(requestLimitsPlugin)
  await app.register(metricsPlugin)
  await app.register(authPlugin)
  // After the language and the login: what every service is handed (request.context).
  await app.register(requestContextPlugin)
  await app.register(jobsPlugin, { workers: config.WORKERS })
  await app.register(mailerPlugin, { config, mailer })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cross-border shop API',
        version: '1.0.0',
        description: 'Every answer is the envelope {code, msg, data?, redirect_url?}; business outcomes travel in code with HTTP 200.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' })

  const { providers: payments, notifications } = createPaymentGateways({ db, now, config, log: app.log }, gateways)
  app.decorate('payments', payments)
  // The official account (WECHAT_OA_*): the shopper's openid for JSAPI pay, read by the server only.
  const wechatAccount = officialAccount(config)
  const payerOpenid = (userId: number) => openidOf({ db, account: wechatAccount }, userId)
  await app.register(healthRoutes, { isShuttingDown: () => app.lifecycle.shuttingDown })
  await app.register(metricsRoutes, { token: config.METRICS_TOKEN })
  if (config.NODE_ENV !== 'production') await app.register(outboxRoutes, { prefix: '/dev' })
  // Zones and rates, emptied by every back-office change like the catalogue's answers.
  const deliveryBook = app.sharedCache(createDeliveryBookCache(config.CATALOGUE_CACHE_MS))
  const saleRuleBook = app.sharedCache(createSaleRuleBookCache(config.CATALOGUE_CACHE_MS))
  const landedCostBook = app.sharedCache(createLandedCostBookCache(config.CATALOGUE_CACHE_MS))
  await app.register(
    async (shop) => {
      // Unknown `{product}` segments answer like unknown paths, before any handler runs.
      shop.addHook('preValidation', async (request, reply) => {
        const { product } = request.params as { product?: string }
        if (!apiProduct.safeParse(product).success) {
          return reply.status(404).send({ code: Code.notFound, msg: request.t(common.unknownShop) })
        }
      })
      await shop.register(catalogueRoutes, { mediaBase: mediaBase(config), cacheMs: config.CATALOGUE_CACHE_MS })
      await shop.register(cartRoutes, { mediaBase: mediaBase(config) })
      // A guest's order link (signed with PAYMENT_SECRET, its own purpose) opens the guest's session.
      await shop.register(accountRoutes, {
        openGuestOrder: (orderNo: string, access: string) =>
          openGuestOrder({ db: app.db, now: app.now(), secret: config.PAYMENT_SECRET }, orderNo, access),
      })
      await shop.register(partnershipRoutes, { enquiryTo: config.ENQUIRY_TO })
      await shop.register(orderRoutes, {
        config,
        payments,
        mediaBase: mediaBase(config),
        payerOpenid,
        deliveryBook,
        saleRuleBook,
        landedCostBook,
      })
      // Returns (issue 51): the shopper's photos go through the back office's picture pipeline.
      await shop.register(returnRoutes, {
        mediaBase: mediaBase(config),
        publicUrl: config.PUBLIC_URL,
        files: returnFilesOf(createImageStore(config, mediaDir)),
      })
    },
    { prefix: '/api/v1/:product' },
  )
  await app.register(searchRoutes, { prefix: apiPathOf('search'), mediaBase: mediaBase(config) })
  await app.register(deliveryRoutes, { prefix: apiPathOf('delivery'), book: deliveryBook, landed: landedCostBook })
  await app.register(clientErrorRoutes, { prefix: apiPathOf('reports') })
  await app.register(blindBoxRoutes, { prefix: apiPathOf('box'), config, payments, mediaBase: mediaBase(config), payerOpenid })
  if (config.PAYMENT_SANDBOX) await app.register(blindBoxSandboxRoutes, { config, payments, mediaBase: mediaBase(config) })
  await app.register(vapeCatalogueRoutes, { prefix: apiPathOf('vape'), mediaBase: mediaBase(config), cacheMs: config.CATALOGUE_CACHE_MS })
  await app.register(vapePartnershipRoutes, { prefix: apiPathOf('vape'), enquiryTo: config.ENQUIRY_TO })
  // What the shop takes payment for: a number is a top-up's when a top-up has it, else an order's.
  const payables = [topUpPayable, orderPayable]
  await app.register(paymentRoutes, { config, payments, notifications, wechatAccount, payables })
  await app.register(config.PAYMENT_SANDBOX ? sandboxPaymentRoutes : sandboxClosedRoutes, { config, payables })
  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL })
  await app.register(adminRoutes, { prefix: apiPathOf('admin'), config, mediaDir })
  // Every entry of these contract tables has its handler: a compile error otherwise, naming the entry
  // (payments, the sandbox card and the back office check theirs beside their registration).
  servesEveryEndpoint(
    shopEndpoints,
    catalogueRoutes,
    cartRoutes,
    accountRoutes,
    privacyRoutes,
    addressRoutes,
    couponRoutes,
    partnershipRoutes,
    orderRoutes,
    returnRoutes,
  )
  servesEveryEndpoint(vapeEndpoints, vapeCatalogueRoutes, vapePartnershipRoutes)
  servesEveryEndpoint(searchEndpoints, searchRoutes)
  servesEveryEndpoint(deliveryEndpoints, deliveryRoutes)
  servesEveryEndpoint(reportEndpoints, clientErrorRoutes)
  servesEveryEndpoint(boxEndpoints, blindBoxRoutes)

  if (scheduled) scheduleJobs(app, config.PUBLIC_URL, wechatAccount, `http://localhost:${config.PORT}`)

  await app.register(staticPlugin, { appDir, mediaDir })
  if (app.servesApp)
    await app.register(serverRenderPlugin, {
      appDir,
      publicUrl: config.PUBLIC_URL,
      pageCacheMs: config.PAGE_CACHE_MS,
      rendersInFlight: config.RENDERS_IN_FLIGHT,
    })
  app.setNotFoundHandler((request, reply) => {
    const isNavigation = request.method === 'GET' && !/^\/(api|media)\//.test(request.url)
    if (app.servesApp && isNavigation) {
      // Public pages come rendered (unknown ones as the 404 page); the rest as the SPA shell.
      return app.sendPage(request, reply)
    }
    return reply.status(404).send({ code: Code.notFound, msg: request.t(common.notFound) })
  })

  return app
}
