import { createHash, randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import applyHelmet from 'helmet'
import { operatorHeader } from '#contract/admin.ts'
import cors from '@fastify/cors'
import { configuredGateways, type Config } from '../env.ts'

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: the server render puts it on every inline script and style. */
    pageNonce: string
  }
  interface FastifyInstance {
    /** The security headers, for the few answers Fastify sends before any hook (a malformed URL). */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void
  }
}

/**
 * Browser features the shop never uses are denied to it and to every frame it embeds; payment
 * only to the shop itself and, while it takes cards, Stripe's Payment Element.
 */
export function permissionsPolicy(stripe: boolean): string {
  // Only features browsers know: Chromium logs a console error for each name it does not.
  const denied = ['camera', 'microphone', 'geolocation', 'usb', 'midi', 'display-capture']
  return [...denied.map((feature) => `${feature}=()`), `payment=(self${stripe ? ' "https://js.stripe.com"' : ''})`].join(', ')
}

/** Adds a header name to `Vary` once, keeping what another hook put there. */
function vary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '')
  if (current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase() || part.trim() === '*')) return
  reply.header('vary', current ? `${current}, ${name}` : name)
}

/** A shopper's or an operator's answer: never kept by a browser, proxy or shared cache. */
function isPrivateAnswer(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { shopper?: boolean }
  return (
    Boolean(config.shopper) ||
    request.url.startsWith('/api/admin') ||
    hasCredentials(request) ||
    (request.url.startsWith('/api/') && request.method !== 'GET' && request.method !== 'HEAD')
  )
}

/** The client sends `Bearer ` with nothing for a guest: only a token counts. */
function hasCredentials(request: FastifyRequest): boolean {
  return /^Bearer\s+\S/i.test(request.headers.authorization ?? '') || Boolean(request.headers[operatorHeader])
}

// The style attributes Radix writes into server-rendered HTML (navigation menu, radio group):
// 'unsafe-hashes' with their exact hashes lets these through and no other inline style.
const radixStyleAttributes = [
  'position:relative',
  'outline:none',
  'position:absolute;pointer-events:none;opacity:0;margin:0;transform:translateX(-100%)',
]
const styleAttributeHashes = radixStyleAttributes.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`)

/**
 * Security headers on every response; CORS only for the configured origins. The CSP allows no
 * inline script or style but those carrying the response's nonce (Mozilla Observatory A+).
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const nonces = new WeakMap<ServerResponse, string>()
    app.decorateReply('pageNonce', '')
    app.addHook('onRequest', async (_request, reply) => {
      reply.pageNonce = randomBytes(16).toString('base64')
      nonces.set(reply.raw, reply.pageNonce)
    })
    const nonce = (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`
    const media = config.MEDIA_ORIGIN ? [new URL(config.MEDIA_ORIGIN).origin] : []
    const api = config.API_ORIGIN ? [new URL(config.API_ORIGIN).origin] : []
    // Stripe.js and its Payment Element (3-D Secure in hooks.stripe.com frames), only when Stripe takes cards.
    const stripe = configuredGateways(config).stripe
    const stripeScript = stripe ? ['https://js.stripe.com'] : []
    const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []
    const stripeApi = stripe ? ['https://api.stripe.com'] : []
    // WeChat's JS-SDK (share settings inside WeChat), only with the official account configured.
    const wechatScript = config.WECHAT_OA_APP_ID ? ['https://res.wx.qq.com'] : []
    const helmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'", nonce, ...stripeScript, ...wechatScript],
          styleSrc: ["'self'", nonce, "'unsafe-hashes'", ...styleAttributeHashes],
          imgSrc: ["'self'", 'data:', 'blob:', ...media],
          mediaSrc: ["'self'", 'blob:', ...media],
          connectSrc: ["'self'", ...media, ...api, ...stripeApi],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ["'self'", ...stripeFrames],
          frameAncestors: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Pages and assets are this origin's; /media says cross-origin itself (plugins/static.ts).
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Obsolete filter (MDN: do not send it); the nonce CSP is the XSS defence.
      xXssProtection: false,
      crossOriginEmbedderPolicy: false,
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    } satisfies FastifyHelmetOptions
    const permissions = permissionsPolicy(stripe)
    // First of all onRequest hooks: an answer a later hook refuses early (login, role) has them too.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', permissions)
    })
    await app.register(helmet, helmetOptions)
    const headersByHand = applyHelmet(helmetOptions as Parameters<typeof applyHelmet>[0])
    app.decorate('applySecurityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
      headersByHand(request.raw, reply.raw, () => undefined)
      reply.header('permissions-policy', permissions)
      answerHeaders(request, reply)
    })
    const answerHeaders = (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return
      // The envelope's msg is in the caller's language.
      vary(reply, 'Accept-Language')
      if (isPrivateAnswer(request)) reply.header('cache-control', 'no-store')
    }
    app.addHook('onSend', async (request, reply) => {
      answerHeaders(request, reply)
      // Answered before the body arrived (a refused login, a body over the route's limit): close
      // the connection after the answer instead of reading the rest, so a big upload costs nothing.
      if (request.raw.complete === false) reply.header('connection', 'close')
    })
    // The API documentation (Swagger UI, a developers' page of its own) styles itself inline.
    app.addHook('onSend', async (request, reply) => {
      const csp = reply.getHeader('content-security-policy')
      if (request.url.startsWith('/api/docs') && typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(/style-src [^;]+/, "style-src 'self' 'unsafe-inline'"))
    })
    await app.register(cors, {
      origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
      credentials: false,
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    })
  },
  { name: 'security' },
)
