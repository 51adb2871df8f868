import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'

export function precacheApp(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
}
