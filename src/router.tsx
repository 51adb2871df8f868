import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import type { ShopApi } from './lib/api.ts'
import type { Locale } from './lib/i18n.ts'
import { parseSearchValue } from './lib/search-schemas.ts'
import { RouteError } from './features/shell/components/route-error.tsx'

/**
 * What one visitor's pages run with: in the browser the shopper's (one of each), on the server
 * one render's own (TanStack Router's SSR way): renders in other languages, for other visitors,
 * run beside it and share none of it.
 */
export interface RouterContext {
  queryClient: QueryClient
  /** The interface's messages, in `locale`. */
  i18n: I18n
  /** The page's language (the browser's context reads the shopper's current choice). */
  locale: Locale
  /** The visitor's API calls (the same clients `queryClient`'s queries call through). */
  api: ShopApi
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string
}

/**
 * `hydrating`: the browser's router of a page the server rendered. `nonce`: the server's, for its
 * inline scripts.
 */
export function createShopRouter(context: RouterContext, options: { nonce?: string; hydrating?: boolean } = {}) {
  const { queryClient } = context
  // A page the server sends is placed by the browser (at the top, at its #section, or where a
  // reload left it), and the shopper may scroll it before it hydrates. The router's own placing
  // (an inline script at the end of the page, then its first render) would take them back to the
  // top, and carry a tap made meanwhile onto whatever is there then. It places the page only on the
  // app's own navigations.
  let placedByBrowser = options.hydrating ?? false
  const placesPage = () => {
    if (router.isServer) return false
    if (!placedByBrowser) return true
    placedByBrowser = false
    return false
  }
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The shop's error view, inside the failed route's layouts, in the shopper's language.
    defaultErrorComponent: RouteError,
    scrollRestoration: placesPage,
    // Order numbers stay plain in links (see parseSearchValue).
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
  })
  // The server's query data rides in the page and fills the browser's cache before hydration.
  // The providers are the app's own (persisted on the client), so no wrapper here.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createShopRouter>
  }
}
