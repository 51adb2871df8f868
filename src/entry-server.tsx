// The server render (vite build --ssr): the same router, routes and queries as the browser,
// answering one page at a time. Loaded by server/plugins/server-render.ts.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { AnyRouter, Manifest } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server'
import { ApiError } from '@/lib/api-client.ts'
import { configureApiFetch } from '@/lib/api.ts'
import { loadLocale, localeStore, type Locale } from '@/lib/i18n.ts'
import { setSiteOrigin } from '@/lib/page-head.ts'
import { setViewportHint } from '@/lib/use-media-query.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { createShopRouter } from './router.tsx'

export interface RenderInput {
  request: Request
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string
  locale: Locale
  /** This response's CSP nonce: every inline script and style the render writes carries it. */
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

// Lingui's active language and the locale store are module-wide: renders take turns. Each is
// a few milliseconds of CPU once the page's data is in (the data calls are in-process too).
let queue: Promise<unknown> = Promise.resolve()
const loaded = new Set<Locale>()

export function render(input: RenderInput): Promise<RenderResult> {
  const turn = queue.then(() => renderOne(input))
  queue = turn.catch(() => {})
  return turn
}

async function renderOne({ request, origin, locale, nonce, fetchApi, manifest }: RenderInput): Promise<RenderResult> {
  // Every catalog, areas included: the render is one process for every page.
  if (!loaded.has(locale)) await loadLocale(locale, { everyArea: true })
  loaded.add(locale)
  i18n.activate(locale)
  localeStore.set(locale)
  setSiteOrigin(origin)
  setViewportHint(/Mobi|Android|iPhone/i.test(request.headers.get('user-agent') ?? '') ? 'mobile' : 'desktop')
  configureApiFetch(fetchApi)

  const queryClient = createQueryClient()
  let shopRouter: AnyRouter | undefined
  const handler = createRequestHandler({
    request,
    createRouter: () => (shopRouter = createShopRouter(queryClient, { nonce })),
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({
      request: req,
      router,
      responseHeaders,
      children: (
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterServer router={router} />
          </QueryClientProvider>
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
function pageStatus(status: number, router: AnyRouter | undefined, queryClient: ReturnType<typeof createQueryClient>): number {
  if (status !== 200 || !router) return status
  if (router.state.matches.some((match) => match.status === 'notFound' || match._notFound || match.routeId === '/_official/404')) return 404
  const unknownRecord = queryClient.getQueryCache().getAll().some((query) => query.state.error instanceof ApiError && query.state.error.code === 404)
  return unknownRecord ? 404 : 200
}
