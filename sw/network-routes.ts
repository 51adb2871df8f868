/**
 * Calls to the API (and the development and sandbox pages) never touch the worker: Chromium's
 * static routing sends them straight to the network, so no API answer can be cached here and no
 * API call waits for the worker to start. Browsers without it fall through the worker's routes,
 * none of which matches these paths.
 */
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (routes: { condition: { urlPattern: string }; source: 'network' }[]) => Promise<void>
}

export function registerNetworkRoutes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('install', (event) => {
    const install = event as StaticRoutingInstallEvent
    if (!install.addRoutes) return
    const origin = worker.location.origin
    install.waitUntil(
      install
        .addRoutes(
          ['/api/*', '/dev/*', '/sandbox/*'].map((pathname) => ({
            condition: { urlPattern: `${origin}${pathname}` },
            source: 'network' as const,
          })),
        )
        .catch(() => {}),
    )
  })
}
