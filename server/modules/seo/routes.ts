import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { publicOrigin } from '../../http/public-origin.ts'
import { robots, sitemap } from './service.ts'

export interface SeoOptions {
  /** PUBLIC_URL, or '' (then the request's own Host, never a forwarded one). */
  publicUrl: string
}

/** `/sitemap.xml`, `/robots.txt` and `/favicon.ico`, built from the catalogue and the shop's public origin. */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { publicUrl }) => {
  const originOf = (request: FastifyRequest) => publicOrigin(publicUrl, request)
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemap(app.db, originOf(request))),
  )
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots(originOf(request))),
  )
  // Browsers and crawlers ask for /favicon.ico whatever the page says; the shop's icon is an SVG.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  )
}
