import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { parseSearchValue } from './lib/search-schemas.ts'

export interface RouterContext {
  queryClient: QueryClient
}

export function createShopRouter(queryClient: QueryClient, options: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
