import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * Every in-app navigation is answered with the precached shell, online or not; the router
 * then draws the page. API, media, docs and static pages of their own are left to the network.
 */
export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/lavie\//, /^\/sandbox\//],
    }),
  )
}
