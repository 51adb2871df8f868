import { createHash, randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import cors from '@fastify/cors'
import { configuredGateways, type Config } from '../env.ts'

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: the server render puts it on every inline script and style. */
    pageNonce: string
  }
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
export const securityPlugin = fp<{ config: Config }>(async (app, { config }) => {
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", nonce, ...stripeScript],
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
  })
  // The API documentation (Swagger UI, a developers' page of its own) styles itself inline.
  app.addHook('onSend', async (request, reply) => {
    const csp = reply.getHeader('content-security-policy')
    if (request.url.startsWith('/api/docs') && typeof csp === 'string') reply.header('content-security-policy', csp.replace(/style-src [^;]+/, "style-src 'self' 'unsafe-inline'"))
  })
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
    maxAge: 600,
  })
}, { name: 'security' })
