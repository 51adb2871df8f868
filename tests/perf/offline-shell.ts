import { launchBrowser } from './chromium.ts'

/**
 * Repeat visit from the service worker, offline: visits a page online once, waits for the
 * worker, then reloads it offline and reads the first contentful paint (median of `runs`).
 */
export async function measureOfflineShell(url: string, runs = 5): Promise<{ fcpMs: number }> {
  const chromium = await launchBrowser({ width: 412, height: 823 })
  try {
    const page = await chromium.browser.newPage()
    await page.goto(url)
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, {
      timeout: 30_000,
    })
    await page.reload()
    await chromium.browser.setOffline(true)
    const paints: number[] = []
    for (let run = 0; run < runs; run++) {
      await page.reload()
      paints.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
              const now = read()
              if (now !== undefined) return resolve(now)
              new PerformanceObserver(() => resolve(read() ?? -1)).observe({ type: 'paint', buffered: true })
            }),
        ),
      )
    }
    paints.sort((a, b) => a - b)
    return { fcpMs: Math.round(paints[Math.floor(paints.length / 2)]) }
  } finally {
    await chromium.close()
  }
}
