import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'

/**
 * The back office's chunks are not precached (shoppers never need them): an operator's device
 * keeps those it loaded, so the back office opens from here the next time. Registered after the
 * precache, whose route answers every chunk of the shop first.
 */
export function registerBackOfficeCache(worker: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url }) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: 'shop-back-office-assets',
      plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  )
}
