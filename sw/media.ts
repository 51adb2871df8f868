import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { RangeRequestsPlugin } from 'workbox-range-requests'

export const cacheNames = {
  images: 'shop-media-images',
  videos: 'shop-media-videos',
} as const

// Media lives under /media here or on the object-storage host named at build time.
const mediaOrigin = import.meta.env.MEDIA_ORIGIN ? new URL(import.meta.env.MEDIA_ORIGIN).origin : self.location.origin
const mediaPath = import.meta.env.MEDIA_ORIGIN ? new URL(import.meta.env.MEDIA_ORIGIN).pathname.replace(/\/$/, '') : '/media'

const isMedia = (url: URL) => url.origin === mediaOrigin && url.pathname.startsWith(`${mediaPath}/`)

/** Media never changes under a name: serve it from cache first, within a bounded cache. */
export function registerMediaCache(): void {
  registerRoute(
    ({ url, request }) => isMedia(url) && request.destination === 'image',
    new CacheFirst({
      cacheName: cacheNames.images,
      plugins: [
        // Status 0: opaque cross-origin images still work offline.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
  registerRoute(
    ({ url, request }) => isMedia(url) && (request.destination === 'video' || /\.(mp4|webm)$/.test(url.pathname)),
    new CacheFirst({
      cacheName: cacheNames.videos,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // Videos are read in ranges; the cached whole file answers each range.
        new RangeRequestsPlugin(),
        new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
}
