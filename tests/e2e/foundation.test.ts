import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { RunningShop } from './support/server.ts'
import { launchBrowser } from './support/browser.ts'
import { closeShopper, goOffline, goOnline, openShopper, type Shopper } from './support/shopper.ts'

let shopper: Shopper
let shop: RunningShop
let browser: BrowserContext
let page: Page

beforeAll(async () => {
  ({ shop, browser, page } = shopper = await openShopper())
})

afterAll(async () => {
  await closeShopper(shopper ?? {})
})

const heading = (name: string | RegExp) => page.getByRole('heading', { name })

describe('a shopper on the scooter shop', () => {
  let productUrl = ''
  let productName = ''

  it('opens /electric-scooter and sees featured scooters', async () => {
    await page.goto(`${shop.url}/electric-scooter`)
    await heading('Electric scooters for every city').waitFor()
    await expect(page.locator('.goods-card').count()).resolves.toBeGreaterThan(0)
  })

  it('browses /ELST/goods, filters by category and opens a product', async () => {
    await page.getByRole('navigation', { name: 'Scooter shop' }).getByRole('link', { name: 'Goods' }).click()
    await heading('All goods').waitFor()
    expect(new URL(page.url()).pathname).toBe('/ELST/goods')
    await page.getByRole('link', { name: 'Commuter Scooters' }).click()
    await page.waitForURL(/category=commuter/)
    const card = page.locator('.goods-card__link').first()
    productName = (await card.innerText()).trim()
    await card.click()
    await page.waitForURL(/\/ELST\/product\?productId=\d+/)
    productUrl = page.url()
    await heading(productName).waitFor()
    await page.getByText(/In stock|Only \d+ left|Sold out/).first().waitFor()
  })

  it('searches from the header overlay: suggestions, results, no hits, close', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog')
    const input = dialog.getByRole('searchbox', { name: 'Search goods' })
    await expect(input.getAttribute('placeholder')).resolves.toBe('ARE YOU LOOKING FOR...')
    for (const suggestion of ['New Arrivals', 'T-Shirts', 'Tops']) await dialog.getByRole('button', { name: suggestion }).waitFor()

    await input.fill('zzzz-nothing')
    await dialog.getByRole('button', { name: 'Go' }).click()
    await dialog.getByText('No goods match “zzzz-nothing”.').waitFor()

    await input.fill('')
    await dialog.getByRole('button', { name: 'Tops' }).waitFor()

    await input.fill(productName.split(' ')[0])
    await dialog.getByRole('button', { name: 'Go' }).click()
    await dialog.getByRole('link', { name: new RegExp(productName) }).first().waitFor()

    await dialog.getByRole('button', { name: 'Close search' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('switches to 中文 and back', async () => {
    await page.goto(`${shop.url}/ELST/goods`)
    await page.getByRole('button', { name: '中文' }).click()
    await heading('全部商品').waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN')
    await expect(page.evaluate(() => localStorage.getItem('LOCALE__'))).resolves.toBe('"zh-cn"')
    const names = await page.locator('.goods-card__name').allInnerTexts()
    expect(names.some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true)
    await page.getByRole('button', { name: 'EN' }).click()
    await heading('All goods').waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
  })

  it('can install the app: a manifest with icons and an active service worker', async () => {
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await fetch(new URL(manifestHref!, shop.url))).json()
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/', display: 'standalone', theme_color: '#0f766e' })
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']))
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, shop.url))).status).toBe(200)
    // The service worker registers once the page is idle, then activates.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated')
  })

  it('goes offline, reloads and still sees the goods and the product, with the banner', async () => {
    // Visit both pages online once more so the service worker controls them and the cache is saved.
    await page.goto(`${shop.url}/ELST/goods`)
    await page.locator('.goods-card').first().waitFor()
    await page.goto(productUrl)
    await heading(productName).waitFor()
    await page.waitForTimeout(1500)

    await goOffline(browser)
    try {
      await page.reload()
      await heading(productName).waitFor()
      await page.getByRole('status').filter({ hasText: 'network connection failed' }).waitFor()

      await page.goto(`${shop.url}/ELST/goods`)
      await heading('All goods').waitFor()
      await expect(page.locator('.goods-card').count()).resolves.toBeGreaterThan(0)
      await page.getByText('network connection failed').first().waitFor()
    } finally {
      await goOnline(browser)
    }
    await page.reload()
    await heading('All goods').waitFor()
    await expect(page.getByText('network connection failed').count()).resolves.toBe(0)
  })

  it('shows a not-found state with a way back for an unknown product', async () => {
    await page.goto(`${shop.url}/ELST/product?productId=999999`)
    await heading('Product not found').waitFor()
    await page.getByRole('link', { name: 'Back to all goods' }).click()
    await page.waitForURL(/\/ELST\/goods/)
    expect(new URL(page.url()).pathname).toBe('/ELST/goods')
  })

  it('sends unknown paths to /404', async () => {
    await page.goto(`${shop.url}/no/such/page`)
    await page.waitForURL(/\/404$/)
    await heading(/couldn’t find that page/).waitFor()
    await expect(page.getByRole('link', { name: /home/i }).count()).resolves.toBeGreaterThan(0)
  })
})

describe('a shopper on a phone', () => {
  it('sees the short search placeholder', async () => {
    const phone = await launchBrowser({ width: 375, height: 740 })
    try {
      const small = await phone.browser.newPage()
      await small.goto(`${shop.url}/ELST/goods`)
      await small.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(small.getByRole('searchbox', { name: 'Search goods' }).getAttribute('placeholder')).resolves.toBe('Search...')
    } finally {
      await phone.close()
    }
  })
})
