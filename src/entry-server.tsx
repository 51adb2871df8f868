// The server render (vite build --ssr): the same router, routes and queries as the browser.
// Each request gets its own router, query cache, i18n instance, language and API client, carried
// in the router's context: renders run side by side. Loaded by server/plugins/server-render.ts.
import type { Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { AnyRouter, Manifest } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server'
import { ApiError } from '@/lib/api-client.ts'
import { createShopApi } from '@/lib/api.ts'
import { createRenderI18n, everyMessage, RenderLocale, type Locale } from '@/lib/i18n.ts'
import { ViewportHintContext, type ViewportHint } from '@/lib/use-media-query.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { createShopRouter } from './router.tsx'

export interface RenderInput {
  request: Request
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string
  locale: Locale
  /** The server's guess of the screen, from the User-Agent (see use-media-query.ts). */
  viewport: ViewportHint
  /** The nonce every inline script and style the render writes carries: a stand-in the server replaces with each response's own. */
  nonce: string
  /** Answers the app's API calls in-process. */
  fetchApi: typeof fetch
  /** Per-route scripts and stylesheets of the client build, in this locale. */
  manifest: Manifest
}

export interface RenderResult {
  status: number
  headers: Headers
  html: string
  /** No route matched the path: the root drew the not-found page, whose styles no route carries. */
  unknownPath: boolean
}

// Each language's messages, read once: they never change while the process runs.
const messages = new Map<Locale, Promise<Messages>>()
const messagesOf = (locale: Locale) => {
  if (!messages.has(locale)) messages.set(locale, everyMessage(locale))
  return messages.get(locale)!
}

// A render has no shopper: what a 405/401/406 would do in a browser has no meaning here.
const noEvents = { loginExpired: () => {}, redirect: () => {}, goHome: () => {}, error: () => {} }

export async function render({ request, origin, locale, viewport, nonce, fetchApi, manifest }: RenderInput): Promise<RenderResult> {
  const i18n = createRenderI18n(locale, await messagesOf(locale))
  // Anonymous: the shopper's token lives in the browser, never in a server render.
  const api = createShopApi({ getLocale: () => locale, getToken: () => undefined, events: noEvents, fetch: fetchApi, i18n })
  const queryClient = createQueryClient(api)
  let shopRouter: AnyRouter | undefined
  const handler = createRequestHandler({
    request,
    createRouter: () => (shopRouter = createShopRouter({ queryClient, i18n, locale, api, origin }, { nonce })),
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({
      request: req,
      router,
      responseHeaders,
      children: (
        <I18nProvider i18n={i18n}>
          <RenderLocale value={locale}>
            <ViewportHintContext value={viewport}>
              <QueryClientProvider client={queryClient}>
                <RouterServer router={router} />
              </QueryClientProvider>
            </ViewportHintContext>
          </RenderLocale>
        </I18nProvider>
      ),
    }),
  )
  const html = await response.text()
  // The router marks the root match when no route matches the path (its notFoundComponent drew it).
  const unknownPath = shopRouter?.state.matches[0]?._notFound === true
  return { status: pageStatus(response.status, shopRouter, queryClient), headers: response.headers, html, unknownPath }
}

/** 404 for unknown paths, /404 itself and pages whose main record the API does not know. */
function pageStatus(status: number, router: AnyRouter | undefined, queryClient: QueryClient): number {
  if (status !== 200 || !router) return status
  if (router.state.matches.some((match) => match.status === 'notFound' || match._notFound || match.routeId === '/_official/404')) return 404
  const unknownRecord = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.code === 404)
  return unknownRecord ? 404 : 200
}
