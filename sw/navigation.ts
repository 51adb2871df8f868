import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'

/**
 * Navigations go to the network first (pages come server-rendered, with their data); after a
 * few seconds without an answer, or offline, the copy of that page from an earlier visit is
 * used, and failing that the precached shell, where the app draws the page from its persisted
 * cache. API, media, docs and static pages of their own are left to the network.
 */
export function registerNavigationFallback(): void {
  const pages = new NetworkFirst({
    cacheName: 'shop-pages',
    networkTimeoutSeconds: 3,
    // Pages vary on the language cookie; offline, the last copy of the URL is the one wanted.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  })
  const shell = createHandlerBoundToURL('/index.html')
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          return await pages.handle(options)
        } catch {
          return shell(options)
        }
      },
      { denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/lavie\//, /^\/sandbox\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/] },
    ),
  )
}
