import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import type { WorkboxPlugin } from 'workbox-core/types.js'

export const cacheNames = {
  images: 'shop-media-images',
  videos: 'shop-media-videos',
} as const

// Media lives under /media here or on the object-storage host named at build time.
const mediaOrigin = import.meta.env.MEDIA_ORIGIN ? new URL(import.meta.env.MEDIA_ORIGIN).origin : self.location.origin
const mediaPath = import.meta.env.MEDIA_ORIGIN ? new URL(import.meta.env.MEDIA_ORIGIN).pathname.replace(/\/$/, '') : '/media'

const isMedia = (url: URL) => url.origin === mediaOrigin && url.pathname.startsWith(`${mediaPath}/`)

/**
 * Offline, a resized copy (`/media/responsive/<name>-<width>.<avif|webp>`) this device never
 * fetched is answered with its master (`/media/<name>.webp`), which the marketing pages
 * pre-cache, or any cached copy of the same picture: the page keeps its pictures offline.
 */
const mastersForCopies: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const url = new URL(request.url)
    const folder = `${mediaPath}/responsive/`
    const copy = url.pathname.startsWith(folder) ? /^(.+)-\d+\.(avif|webp)$/.exec(url.pathname.slice(folder.length)) : null
    if (!copy) return undefined
    const cache = await caches.open(cacheNames.images)
    const master = await cache.match(`${url.origin}${mediaPath}/${copy[1]}.webp`, { ignoreVary: true })
    if (master) return master
    const prefix = `${url.origin}${mediaPath}/responsive/${copy[1]}-`
    const sibling = (await cache.keys()).find(
      (key) => key.url.startsWith(prefix) && /^\d+\.(avif|webp)$/.test(key.url.slice(prefix.length)),
    )
    return sibling ? cache.match(sibling, { ignoreVary: true }) : undefined
  },
}

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
        mastersForCopies,
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
