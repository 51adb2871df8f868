import { expect, test, type Page } from '@playwright/test'
import { goOffline, goOnline, serviceWorkerState, shopUrl, withServiceWorker } from './support/shop.ts'

test.use(withServiceWorker)

// One shopper's journey: each step starts where the last one left the page.
test.describe.configure({ mode: 'serial' })

let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.context().close()
})

const heading = (name: string | RegExp) => page.getByRole('heading', { name })

test.describe('a shopper on the scooter shop', () => {
  let productUrl = ''
  let productName = ''

  test('opens /electric-scooter and sees featured scooters', async () => {
    await page.goto('/electric-scooter')
    await expect(heading('Electric scooters for every city')).toBeVisible()
    await expect(page.locator('.goods-card').first()).toBeVisible()
    // On a first visit the shop says when it works offline (the offline steps below count on it).
    await expect(page.getByRole('listitem').filter({ hasText: 'This page and the shop now work offline.' })).toBeVisible({
      timeout: 30_000,
    })
  })

  test('browses /ELST/goods, filters by category and opens a product', async () => {
    await page.getByRole('navigation', { name: 'Scooter shop' }).getByRole('link', { name: 'Goods' }).click()
    await expect(heading('All goods')).toBeVisible()
    await expect(page).toHaveURL(`${shopUrl()}/ELST/goods`)
    await page.getByRole('link', { name: 'Commuter Scooters' }).click()
    await expect(page).toHaveURL(/category=commuter/)
    const card = page.locator('.goods-card__link').first()
    productName = (await card.innerText()).trim()
    await card.click()
    await expect(page).toHaveURL(/\/ELST\/product\?productId=\d+/)
    productUrl = page.url()
    await expect(heading(productName)).toBeVisible()
    await expect(page.getByText(/In stock|Only \d+ left|Sold out/).first()).toBeVisible()
  })

  test('searches from the header overlay: suggestions as one types, no hits, Go opens the results, close', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog')
    const input = dialog.getByRole('searchbox', { name: 'Search goods' })
    await expect(input).toHaveAttribute('placeholder', 'ARE YOU LOOKING FOR...')
    for (const suggestion of ['New Arrivals', 'T-Shirts', 'Tops'])
      await expect(dialog.getByRole('button', { name: suggestion })).toBeVisible()

    // The whole shop's search suggests as the shopper types (issue 25): no Go needed for a hint.
    await input.fill('zzzz-nothing')
    await expect(dialog.getByText('No goods match “zzzz-nothing”.')).toBeVisible()

    await input.fill('')
    await expect(dialog.getByRole('button', { name: 'Tops' })).toBeVisible()

    await input.fill(productName.split(' ')[0])
    await expect(dialog.getByRole('link', { name: new RegExp(productName) }).first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Go' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(page.getByRole('link', { name: new RegExp(productName) }).first()).toBeVisible()

    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close search' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('switches to 中文 and back', async () => {
    await page.goto('/ELST/goods')
    await page.getByRole('button', { name: '中文' }).click()
    await expect(heading('全部商品')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('LOCALE__'))).toBe('"zh-cn"')
    await expect(
      page
        .locator('.goods-card__name')
        .filter({ hasText: /[\u4e00-\u9fff]/ })
        .first(),
    ).toBeVisible()
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(heading('All goods')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('can install the app: a manifest with icons and an active service worker', async () => {
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await fetch(new URL(manifestHref!, shopUrl()))).json()
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: expect.any(String),
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    })
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`,
    )
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']))
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, shopUrl()))).status).toBe(200)
    // Active since the first visit said the shop works offline (the first test).
    await expect.poll(() => serviceWorkerState(page)).toBe('activated')
  })

  test('goes offline, reloads and still sees the goods and the product, with the banner', async () => {
    // Both pages once more, online, as the shopper opens them: the shop keeps what it shows.
    await page.goto('/ELST/goods')
    await expect(page.locator('.goods-card').first()).toBeVisible()
    await page.goto(productUrl)
    await expect(heading(productName)).toBeVisible()

    await goOffline(page.context())
    try {
      await page.reload()
      await expect(heading(productName)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'network connection failed' })).toBeVisible()

      await page.goto('/ELST/goods')

      await expect(heading('All goods')).toBeVisible()
      await expect(page.locator('.goods-card').first()).toBeVisible()
      await expect(page.getByText('network connection failed').first()).toBeVisible()
    } finally {
      await goOnline(page.context())
    }
    await page.reload()
    await expect(heading('All goods')).toBeVisible()
    await expect(page.getByText('network connection failed')).toHaveCount(0)
  })

  test('shows a not-found state with a way back for an unknown product', async () => {
    await page.goto('/ELST/product?productId=999999')
    await expect(heading('Product not found')).toBeVisible()
    await page.getByRole('link', { name: 'Back to all goods' }).click()
    await expect(page).toHaveURL(/\/ELST\/goods/)
    expect(new URL(page.url()).pathname).toBe('/ELST/goods')
  })

  test('sends unknown paths to /404', async () => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(heading(/couldn’t find that page/)).toBeVisible()
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
  })
})

test.describe('a shopper on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('sees the short search placeholder', async ({ page: small }) => {
    await small.goto('/ELST/goods')
    await small.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(small.getByRole('searchbox', { name: 'Search goods' })).toHaveAttribute('placeholder', 'Search...')
  })
})
