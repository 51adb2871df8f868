import type { BrowserContext, Page } from 'playwright-core'

/** A 390 px phone with touch, as the first-tap tests and `npm run bench -- taps` hold it. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const

/**
 * Lighthouse's mobile profile through the DevTools protocol: the CPU slowed 4×, and slow 4G
 * (562.5 ms round trip, 1.4 Mbit/s down, 675 kbit/s up, as DevTools applies Lighthouse's figures).
 * Service workers stay off in such a context (`serviceWorkers: 'block'`): each load is a first visit.
 */
export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
}
