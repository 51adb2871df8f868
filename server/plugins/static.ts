import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import { createAppShell } from './app-shell.ts'

export interface StaticOptions {
  /** The built SPA (vite build); skipped when it does not exist (API-only tests). */
  appDir: string
  /** Stand-in for the object-storage host: images and videos under /media. */
  mediaDir: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the built SPA is served, so unknown navigations get its shell. */
    servesApp: boolean
    /** The SPA shell for a navigation, with preload hints for that page and language. */
    appShell: (pathname: string, locale: string) => string
  }
}

export const staticPlugin = fp<StaticOptions>(
  async (app, options) => {
    const appDir = resolve(options.appDir)
    const servesApp = existsSync(resolve(appDir, 'index.html'))
    app.decorate('servesApp', servesApp)

    await app.register(fastifyStatic, {
      root: resolve(options.mediaDir),
      prefix: '/media/',
      decorateReply: !servesApp,
      acceptRanges: true,
      setHeaders(reply: FastifyReply) {
        // Public media, fetched cross-origin by the service worker when MEDIA_ORIGIN is elsewhere.
        reply.header('Access-Control-Allow-Origin', '*')
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin')
        reply.header('Cache-Control', 'public, max-age=86400')
      },
    })

    if (!servesApp) return
    app.decorate('appShell', createAppShell(appDir))
    // The LAVIE page runs in a sandboxed frame (an opaque origin): asking it to be origin-keyed
    // cannot be honoured there and only makes Chromium warn on the console.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/lavie/')) reply.removeHeader('Origin-Agent-Cluster')
    })
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // `npm run build` writes .br/.gz beside each asset.
      preCompressed: true,
      setHeaders(reply: FastifyReply, path: string) {
        // Hashed assets never change; the shell, manifest and service worker must revalidate.
        const immutable = /[\\/]assets[\\/]/.test(path)
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        // The LAVIE page runs in a sandboxed frame (an opaque origin): its own files must load there.
        if (/[\\/]lavie[\\/]/.test(path)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin')
      },
    })
  },
  { name: 'static' },
)
