/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { precacheApp } from './precache.ts'
import { keepOpenPagesOnInstall, registerNavigationFallback } from './navigation.ts'
import { registerMediaCache } from './media.ts'
import { registerNetworkRoutes } from './network-routes.ts'
import { registerMarketingMediaWarmer } from './marketing-media.ts'
import { registerBackOfficeCache } from './back-office.ts'

declare const self: ServiceWorkerGlobalScope

registerNetworkRoutes(self)
// The shell, the shop's route chunks and locale catalogs, listed by vite-plugin-pwa at build time.
precacheApp(self.__WB_MANIFEST)
registerBackOfficeCache(self)
registerNavigationFallback()
keepOpenPagesOnInstall()
registerMediaCache()
registerMarketingMediaWarmer()

// Take over open pages at once, so the first visit is already protected offline.
clientsClaim()

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
