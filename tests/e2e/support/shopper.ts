import type { BrowserContext, Page } from 'playwright-core'
import { launchBrowser, type ShopBrowser } from './browser.ts'
import { startShop, type RunningShop } from './server.ts'

export interface Shopper {
  shop: RunningShop
  chromium: ShopBrowser
  browser: BrowserContext
  page: Page
}

/** The real shop and a Chromium with one page, for one test file's journeys. */
export async function openShopper(width = 1280): Promise<Shopper> {
  const shop = await startShop()
  const chromium = await launchBrowser({ width })
  return { shop, chromium, browser: chromium.browser, page: await chromium.browser.newPage() }
}

export async function closeShopper(shopper: Partial<Shopper>): Promise<void> {
  await shopper.chromium?.close()
  await shopper.shop?.stop()
}

/**
 * The network goes away for the whole browser. Chromium's offline emulation alone can let a
 * request through right after a reload, while the new page's emulation is being set up, so
 * calls to the API are refused as a dead network would refuse them too.
 */
export async function goOffline(browser: BrowserContext): Promise<void> {
  await browser.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await browser.setOffline(true)
}

export async function goOnline(browser: BrowserContext): Promise<void> {
  await browser.setOffline(false)
  await browser.unroute('**/api/**')
}
