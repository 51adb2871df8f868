/// <reference lib="webworker" />
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { cacheNames } from './media.ts'

declare const self: ServiceWorkerGlobalScope

const month = 30 * 24 * 60 * 60

// Whole files only, stored without Vary so the page's later requests (an <img>, or a
// <video crossorigin> asking for byte ranges) find them whatever headers they carry.
const wholeFileWithoutVary: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.delete('Vary')
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers })
  },
}

// The same caches and bounds as the media route (sw/media.ts), which then serves these entries
// cache-first and answers range requests from them.
const warmers = {
  images: new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [wholeFileWithoutVary, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: month, purgeOnQuotaError: true })],
  }),
  videos: new CacheFirst({
    cacheName: cacheNames.videos,
    plugins: [wholeFileWithoutVary, new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: month, purgeOnQuotaError: true })],
  }),
}

const mediaOrigin = import.meta.env.MEDIA_ORIGIN ? new URL(import.meta.env.MEDIA_ORIGIN) : new URL('/media/', self.location.origin)
const mediaPrefix = `${mediaOrigin.origin}${mediaOrigin.pathname.replace(/\/?$/, '/')}`
const isVideo = (url: string) => /\.(mp4|webm)$/.test(new URL(url).pathname)

/** Caches each URL not cached yet: how many are ready offline now, and how many this call added. */
async function warm(urls: string[], event: ExtendableEvent): Promise<{ ready: number; added: number }> {
  let ready = 0
  let added = 0
  // One at a time: a phone on a weak connection keeps bandwidth for the page itself.
  for (const url of urls) {
    const request = new Request(url, { mode: 'cors', credentials: 'omit' })
    const warmer = isVideo(url) ? warmers.videos : warmers.images
    try {
      const had = await (await caches.open(warmer.cacheName)).match(request)
      await warmer.handle({ request, event })
      ready += 1
      if (!had) added += 1
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
  return { ready, added }
}

/**
 * Pre-caches the marketing media a page lists in a `WARM_MARKETING_MEDIA` message (only URLs on
 * the media host), then answers `MARKETING_MEDIA_WARM` with how many are ready offline and how
 * many this message added (the page says so when it made them all ready).
 */
export function registerMarketingMediaWarmer(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type !== 'WARM_MARKETING_MEDIA' || !Array.isArray(event.data.urls)) return
    const urls = (event.data.urls as unknown[])
      .filter((url): url is string => typeof url === 'string' && url.startsWith(mediaPrefix))
      .slice(0, 100)
    event.waitUntil(
      warm(urls, event).then(({ ready, added }) => {
        event.source?.postMessage({ type: 'MARKETING_MEDIA_WARM', ready, added, total: urls.length })
      }),
    )
  })
}
