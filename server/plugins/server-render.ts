import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { defaultLocale, isLocale, localeCookie, locales, type Locale } from '#contract/locales.ts'
import { createLimiter, createPageCache, type SharedPage } from '../http/page-cache.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { stampedPage, type StampedPage } from '../http/stamped-page.ts'
import { readRouteAssets, unknownPathStyles, type RouteAssets } from './route-assets.ts'
import { withTapCapture } from './page-loader.ts'

/**
 * Pages the browser renders itself (the shopper's own data: nothing for a search engine, and
 * nothing the server could know without the token). Every other navigation is rendered here
 * first, unknown paths included (their 404 page, with status 404).
 */
// The blind-box pages of one shopper (wallet, top-up, prizes, registration) are rendered in the
// browser, where the login lives; the series, a series and the rules are public: rendered here.
export const clientRenderedPaths = [/^\/account(\/|$)/, /^\/checkout(\/|$)/, /\/cart\/?$/, /^\/blindBoxes\/(?!(rules|details)\/?$)./]

interface RenderModule {
  render(input: {
    request: Request
    origin: string
    locale: Locale
    viewport: ViewportHint
    nonce: string
    fetchApi: typeof fetch
    manifest: RouteAssets
  }): Promise<{ status: number; headers: Headers; html: string; unknownPath?: boolean }>
}

type ViewportHint = 'mobile' | 'desktop'

/** A finished page, ready to be stamped with each response's CSP nonce. */
interface RenderedPage extends SharedPage {
  location: string | null
  body: StampedPage
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page navigation: server-rendered HTML, or the SPA shell for client-rendered pages and failures. */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  }
}

export interface ServerRenderOptions {
  appDir: string
  /** The shop's public base URL (PUBLIC_URL), or '' (then the request's own Host, never a forwarded one). */
  publicUrl: string
  /** How long a page the same for every visitor is answered from memory (PAGE_CACHE_MS); 0: never. */
  pageCacheMs: number
  /** Renders running at once (RENDERS_IN_FLIGHT): the rest wait, so the API keeps its share of the CPU. */
  rendersInFlight: number
}

export const serverRenderPlugin = fp<ServerRenderOptions>(
  async (app, { appDir, publicUrl, pageCacheMs, rendersInFlight }) => {
    const entry = resolve(`${resolve(appDir)}-ssr`, 'entry-server.js')
    const assets = readRouteAssets(appDir, locales)
    const renderer = existsSync(entry) && assets ? ((await import(pathToFileURL(entry).href)) as RenderModule) : undefined
    if (!renderer) app.log.warn({ entry }, 'no server render build: pages are rendered in the browser')

    // Every stylesheet goes inline, under the response's nonce: the entry's (3 KB) and the route's
    // (a few hundred bytes each). On slow 4G a stylesheet link held the first paint for a round
    // trip (562 ms on the phone profile) for bytes that cost about 6 ms inline.
    const styles = new Map<string, string>()
    const styleOf = (href: string) => {
      if (!styles.has(href)) styles.set(href, readFileSync(resolve(appDir, `.${href}`), 'utf8'))
      return styles.get(href)!
    }
    // An unknown path shows the not-found page from the root route: its stylesheets go in too.
    const notFoundLinks = unknownPathStyles(appDir)
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join('')
    // The link stays beside its inline copy, disabled (a disabled stylesheet is never fetched): React,
    // hydrating the head, and Vite, loading the route's chunk, find it there and fetch nothing. Without
    // it both would ask for the file again, and React would hold the hydrated page until it came.
    const inlineStyles = (html: string, nonce: string) =>
      html.replace(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) =>
        !existsSync(resolve(appDir, `.${href}`))
          ? link
          : `<style nonce="${nonce}">${styleOf(href)}</style>${link.replace(/\/?>$/, ' disabled/>')}`,
      )

    // The render's API calls, answered in-process with the page request's language, from the
    // visitor's address (the blind-box region check looks at it). An answer that says it is not
    // for everyone (no-store, private: the visitor's region) keeps the page out of the shared cache.
    const apiCalls = (locale: Locale, ip: string) => {
      let shared = true
      const fetchApi: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        const response = await app.inject({
          remoteAddress: ip,
          method: (init?.method ?? 'GET') as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: { ...(init?.headers as Record<string, string>), 'accept-language': locale },
          payload: typeof init?.body === 'string' ? init.body : undefined,
        })
        if ((init?.method ?? 'GET') !== 'GET' || /no-store|private/.test(String(response.headers['cache-control'] ?? ''))) shared = false
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        })
      }
      return { fetchApi, shared: () => shared }
    }

    const pages = app.sharedCache(createPageCache<RenderedPage>(pageCacheMs))
    const inTurn = createLimiter(rendersInFlight)

    /**
     * Renders one page under a stand-in nonce of its own. The render sees only the URL, the
     * language, the kind of screen and (for the region check) the address: never a cookie, a
     * token or a shopper's data, so every navigation renders as an anonymous visitor's page.
     */
    const renderPage = (url: URL, locale: Locale, viewport: ViewportHint, ip: string, origin: string) =>
      inTurn(async (): Promise<RenderedPage> => {
        const standIn = randomBytes(18).toString('base64url')
        const calls = apiCalls(locale, ip)
        const page = await renderer!.render({
          request: new Request(url),
          origin,
          locale,
          viewport,
          nonce: standIn,
          fetchApi: calls.fetchApi,
          manifest: assets!.get(locale) ?? assets!.get(defaultLocale)!,
        })
        const html = page.unknownPath ? page.html.replace('</head>', `${notFoundLinks}</head>`) : page.html
        return {
          status: page.status,
          location: page.headers.get('location'),
          shared: calls.shared(),
          body: stampedPage(withTapCapture(inlineStyles(html, standIn), standIn), standIn),
        }
      })

    // The shell carries the response's nonce too, for the styles Radix's dialogs inject.
    const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          app
            .appShell(new URL(request.url, 'http://shop').pathname, request.locale)
            .replace('<head>', `<head><meta property="csp-nonce" content="${reply.pageNonce}">`),
        )

    app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0]
      if (!renderer || !assets || clientRenderedPaths.some((pattern) => pattern.test(pathname))) return sendShell(request, reply)
      const origin = publicOrigin(publicUrl, request)
      try {
        // Appended, not resolved: a path like `//other.host/x` stays a path of this shop.
        const url = new URL(`${origin}${request.url}`)
        const locale = pickLocale(url.searchParams.get('lang'), cookie(request.headers.cookie, localeCookie), request.locale)
        const viewport: ViewportHint = /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop'
        const page = await pages.get(`${locale} ${viewport} ${origin}${request.url}`, () =>
          renderPage(url, locale, viewport, request.ip, origin),
        )
        if (page.location) return reply.status(page.status).header('location', page.location).send()
        // This response's own nonce, never the one of another response served the same page; gzip
        // is prepared with the page (a listing's HTML shrinks from ~40 KB to ~7 KB).
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
        if (gzip) reply.header('Content-Encoding', 'gzip')
        const body = gzip ? page.body.gzip(reply.pageNonce) : page.body.html(reply.pageNonce)
        return reply
          .status(page.status)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie, Accept-Encoding, Accept-Language')
          .header('Content-Language', locale)
          .type('text/html; charset=utf-8')
          .send(body)
      } catch (error) {
        // A request the render cannot take (a malformed URL, a bug) still gets the page: the
        // browser renders it. One line in the log, without the query string (it may hold anything).
        request.log.error(
          { path: pathname, err: error instanceof Error ? { message: error.message } : String(error) },
          'server render failed; sent the client-rendered shell',
        )
        return sendShell(request, reply)
      }
    })
  },
  { name: 'server-render', dependencies: ['static', 'security'] },
)

/** A link's ?lang=, else the language chosen here before (cookie), else the browser's (a first visit). */
function pickLocale(fromUrl: string | null, fromCookie: string | undefined, fromBrowser: Locale): Locale {
  if (isLocale(fromUrl)) return fromUrl
  return isLocale(fromCookie) ? fromCookie : fromBrowser
}

function cookie(header: string | undefined, name: string): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined
}
