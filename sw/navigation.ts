import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'

declare const self: ServiceWorkerGlobalScope

/** Addresses that are no pages of the app: left to the network, never kept. */
const notPages = [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/lavie\//, /^\/sandbox\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/]

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

/**
 * Navigations go to the network first (pages come server-rendered, with their data); after a
 * few seconds without an answer, or offline, the copy of that page from an earlier visit is
 * used, and failing that the precached shell, where the app draws the page from its persisted
 * cache. API, media, docs and static pages of their own are left to the network.
 */
export function registerNavigationFallback(): void {
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
      { denylist: notPages },
    ),
  )
}

/**
 * The page a shopper is on was loaded before this worker existed, so no copy of it was kept:
 * installing keeps one of each open page, and the shop says it works offline only once it does.
 */
export function keepOpenPagesOnInstall(): void {
  self.addEventListener('install', (event) => {
    const openPages = self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        windows
          .map((window) => new URL(window.url))
          .filter((url) => url.origin === self.location.origin && !notPages.some((path) => path.test(url.pathname))),
      )
    event.waitUntil(
      openPages.then((urls) =>
        // A page that cannot be fetched now is kept on the next visit: it never fails the install.
        // A redirect is not kept (as for a navigation): a followed one could never answer a navigation.
        Promise.allSettled(urls.map((url) => pages.handleAll({ event, request: new Request(url.href, { redirect: 'manual' }) })[1])),
      ),
    )
  })
}
