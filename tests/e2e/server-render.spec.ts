import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { goOffline, goOnline, staging, withServiceWorker } from './support/shop.ts'
import { startShop } from './support/server.ts'
import { slowDocumentProxy } from './support/slow-document.ts'

test.use(withServiceWorker)

// The shop the config's webServer started, read as a crawler reads it (`request`: the first HTML,
// no JavaScript) and as a phone shows it (`page`).
// The first-paint suite runs on the production build in production mode: the staging shop of
// playwright.config.ts (test secret, local SMTP, sandbox on), as an operator would try it.
test.use({ viewport: { width: 390, height: 800 }, baseURL: staging.base })

const html = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers, maxRedirects: 0 })
  return { status: response.status(), headers: response.headers(), body: await response.text() }
}

/**
 * Opens a page in a fresh tab, as far as the browser's own loading indicator, and says which API
 * calls (path and language) and console problems it had.
 */
async function visit(context: BrowserContext, path: string): Promise<{ page: Page; apiCalls: string[]; problems: string[] }> {
  const page = await context.newPage()
  const apiCalls: string[] = []
  const problems: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(`${new URL(request.url()).pathname} ${request.headers()['accept-language']}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(path)
  return { page, apiCalls, problems }
}

/**
 * Uses the page as a shopper would first: taps the language toggle, sees the page in the other
 * language, and taps back. The toggle answering is what shows the page is live.
 */
async function switchLanguageAndBack(page: Page): Promise<void> {
  const toggle = (name: string) => page.getByRole('button', { name, exact: true })
  const [other, own] = (await toggle('EN').isVisible()) ? ['EN', '中文'] : ['中文', 'EN']
  await toggle(other).click()
  await expect(toggle(own)).toBeVisible()
  await toggle(own).click()
  await expect(toggle(other)).toBeVisible()
}

test.describe('the first HTML', () => {
  test('holds the listing, its own head and BreadcrumbList, without the JavaScript', async ({ request }) => {
    const { status, body, headers } = await html(request, '/ELST/goods')
    expect(status).toBe(200)
    expect(body).toContain('<title>All electric scooters · E-Scooters</title>')
    expect(body).toMatch(/<meta name="description" content="Every electric scooter/)
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ELST\/goods"/)
    expect(body).toMatch(/hrefLang="zh-cn" href="[^"]+\/ELST\/goods\?lang=zh-cn"/)
    expect(body).toContain('"@type":"BreadcrumbList"')
    expect(body).toMatch(/class="goods-card__name">[^<]+</)
    // No stylesheet link holds the first paint: every style is inline under the nonce, each with
    // its link beside it disabled (never fetched), where React and Vite look for it.
    expect(body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/)
    expect(body).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/[\w.-]+\.css"[^>]* disabled\/>/)
    // A staging shop's banner is in the first HTML: added after hydration, it pushed the page down.
    expect(body).toMatch(/<div class="network-banner test-mode-banner" role="status">Test mode: no real money is taken<\/div>/)
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    for (const tag of body.match(/<(script|style)(?![^>]*type="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`)
    expect(headers['content-security-policy']).not.toContain('unsafe-inline')
  })

  test('renders a product with its Product and Offer, and Open Graph with its picture', async ({ request }) => {
    const { body } = await html(request, '/ELST/product?productId=1')
    expect(body).toMatch(/"@type":"Product","name":"[^"]+"/)
    expect(body).toMatch(
      /"offers":\{"@type":"Offer","url":"[^"]+","price":"\d+\.\d{2}","priceCurrency":"USD","availability":"https:\/\/schema\.org\/(InStock|OutOfStock)"/,
    )
    expect(body).toMatch(/<meta property="og:image" content="http[^"]+\/media\/goods\/sco\/[^"]+\.webp"/)
    expect(body).toMatch(
      /<img[^>]+fetchPriority="high"[^>]*class="product-gallery__main"|<img[^>]+class="product-gallery__main"[^>]+fetchPriority="high"/,
    )
    expect(body).toContain('type="image/avif"')
  })

  test('gives every public page of the sitemap a link-preview picture with its description, in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')))
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const { body } = await html(request, `${page.pathname}${page.search}`)
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(body)?.[1]
      expect({ page: page.href, image: meta('og:image'), alt: meta('og:image:alt'), twitter: meta('twitter:image') }).toEqual({
        page: page.href,
        image: expect.stringMatching(/^http.+\/media\/.+\.(webp|jpe?g|png)$/),
        alt: expect.stringMatching(/\S/),
        twitter: meta('og:image'),
      })
    }
  })

  test('speaks Chinese at ?lang=zh-cn and in the language cookie', async ({ request }) => {
    const byUrl = await html(request, '/profile?lang=zh-cn')
    expect(byUrl.body).toContain('<html lang="zh-CN"')
    expect(byUrl.body).toContain('<title>公司简介 · 跨境商城</title>')
    expect(byUrl.body).toContain('"@type":"Organization"')
    expect(byUrl.body).toMatch(/<link rel="canonical" href="[^"]+\/profile\?lang=zh-cn"/)
    const byCookie = await html(request, '/study', { cookie: 'LOCALE__=zh-cn' })
    expect(byCookie.body).toContain('<title>签证、留学、移民与旅行服务</title>')
  })

  test('a first visit from a Chinese browser is in Chinese from the first byte, and stays so', async ({ request, browser }) => {
    const first = await html(request, '/study', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })
    expect(first.body).toContain('<html lang="zh-CN"')
    expect(first.headers.vary).toContain('Accept-Language')
    // A language chosen here before wins over the browser's.
    const chosen = await html(request, '/study', { 'accept-language': 'zh-CN', cookie: 'LOCALE__=en' })
    expect(chosen.body).toContain('<html lang="en"')

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto('/study')
    await expect(page).toHaveTitle('签证、留学、移民与旅行服务')
    // The app has started (it keeps the language it speaks) and still speaks Chinese.
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('LOCALE__=zh-cn')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByRole('button', { name: 'EN', exact: true }).first()).toBeVisible()
    await context.close()
  })

  test('answers 404 with the not-found page for an unknown product and an unknown path', async ({ request }) => {
    const product = await html(request, '/ELST/product?productId=999999')
    expect(product.status).toBe(404)
    expect(product.body).toContain('Product not found')
    expect(product.body).toContain('content="noindex"')
    expect((await html(request, '/no-such-page')).status).toBe(404)
  })

  test('never fails on a malformed query string', async ({ request }) => {
    for (const path of [
      '/ELST/goods?page=%E0%A4%A',
      '/ELST/goods?page=-1&category=%00',
      '/ELST/product?productId=abc',
      '/study?lang=xx&%%',
    ]) {
      const { status } = await html(request, path)
      expect([200, 307, 404]).toContain(status)
    }
  })

  test('leaves account, cart and checkout to the browser', async ({ request }) => {
    const { body } = await html(request, '/account/login')
    expect(body).not.toContain('$_TSR')
    expect(body).toContain('<div id="app">')
    // A shopper's own blind-box pages too; the public series pages are rendered (below).
    for (const path of ['/blindBoxes/account', '/blindBoxes/recharge', '/blindBoxes/register'])
      expect((await html(request, path)).body).not.toContain('$_TSR')
  })

  test('renders the blind-box series and one series with its odds, after the region check', async ({ request }) => {
    const list = await html(request, '/blindBoxes')
    expect(list.status).toBe(200)
    expect(list.body).toContain('$_TSR')
    expect(list.body).toContain('<title>Blind boxes · Cross-Border Shop</title>')
    expect(list.body).toContain('Moonlit Garden Series')
    expect(list.body).not.toContain('Checking your region')
    const id = /href="\/blindBoxes\/details\?id=(\d+)"/.exec(list.body)?.[1]
    expect(id).toBeTruthy()
    const detail = await html(request, `/blindBoxes/details?id=${id}`)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatch(/Prizes and odds \(version \d+\)/)
    expect(detail.body).toMatch(/\d+\.\d+ %/)
    // Each page's largest paint on a phone is asked for at high priority from the first HTML.
    expect(list.body.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
    expect(detail.body).toMatch(/<img[^>]+fetchPriority="high"[^>]*class="box-detail__image"/)
    const unknown = await html(request, '/blindBoxes/details?id=99999')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toContain('This blind-box series does not exist.')
  })

  test('refuses the blind-box series in the first HTML where blind boxes are not sold', async () => {
    const blocked = await startShop({ BLINDBOX_BLOCKED_COUNTRIES: 'US', TRUST_PROXY: 'loopback' })
    try {
      // What the page shows, without the data the render hands to the browser.
      const from = async (ip: string) =>
        (await (await fetch(`${blocked.url}/blindBoxes`, { headers: { 'x-forwarded-for': ip } })).text()).replace(
          /<script[\s\S]*?<\/script>/g,
          '',
        )
      const refused = await from('8.8.8.8')
      expect(refused).toContain('Sorry, blind boxes are not sold in your region (US).')
      expect(refused).not.toContain('Moonlit Garden Series')
      expect(await from('114.114.114.114')).toContain('Moonlit Garden Series')
    } finally {
      await blocked.stop()
    }
  })
})

test.describe('in the browser', () => {
  test('runs every server-rendered page in both languages with no CSP violation or other console error', async ({ context, request }) => {
    // An adult who has answered the vape pages' age gate before (age-gate tests are its own).
    await context.addInitScript(() => localStorage.setItem('AGE__CONFIRMED__', 'true'))
    const product = async (list: string) =>
      ((await (await request.get(list)).json()) as { data: { list: { id: number }[] } }).data.list[0].id
    const boot = await product('/api/v1/boot/getscogoodslists?page_size=1')
    const vape = await product('/api/v1/cigarette/getgoodslists?page_size=1')
    for (const path of [
      '/',
      '/profile',
      '/study',
      '/smart-power',
      `/ski-board/product?productId=${boot}`,
      `/VAPE/pages/product?productId=${vape}`,
      '/ELST/goods?lang=zh-cn',
      '/ELST/goods?lang=en',
    ]) {
      const { page, problems } = await visit(context, path)
      await switchLanguageAndBack(page)
      expect({ path, problems }).toEqual({ path, problems: [] })
      await page.close()
    }
  })

  test('paints a page that arrives in two parts only once it is whole: nothing moves when the rest comes', async ({ browser }) => {
    // A phone on a bad network: the page's HTML stalls for a second just before the language
    // toggle, the header's last button. Painted then, the header's buttons would sit beside the
    // brand and jump to a row of their own once the toggle came, the menu below them with it.
    const proxy = await slowDocumentProxy(staging.base, '<button type="button" class="locale-toggle', 1_000)
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' })
    try {
      await context.addInitScript(() => {
        const moves: string[] = []
        Object.assign(window, { layoutMoves: moves })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            moves.push(
              `${entry.value.toFixed(3)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className).join(', ')}`,
            )
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      await page.goto(`${proxy.url}/ES/product-category/energy-storage`)
      await page.getByRole('heading', { name: 'Home Energy Storage', level: 1 }).waitFor()
      await expect(page.getByRole('button', { name: '中文', exact: true })).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { layoutMoves: string[] }).layoutMoves)).toEqual([])
    } finally {
      await context.close()
      await proxy.close()
    }
  })

  test('hydrates the blind-box series without asking for the region or the series again', async ({ context }) => {
    const { page, apiCalls, problems } = await visit(context, '/blindBoxes')
    // The shopper switches to Chinese at once: the series are asked for in Chinese then, never
    // again in English, and the region not at all (it came with the page).
    await page.getByRole('button', { name: '中文', exact: true }).click()
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toBeVisible()
    expect(apiCalls.filter((call) => /getUserIp|productDetail en$/.test(call))).toEqual([])
    await page.getByRole('button', { name: 'EN', exact: true }).click()
    expect(problems).toEqual([])
    await page.getByRole('link', { name: 'Moonlit Garden Series' }).click()
    await page.getByRole('heading', { name: /Prizes and odds/ }).waitFor()
    await page.close()
  })

  test('hydrates the listing without asking the API for its goods again, with no console error', async ({ context }) => {
    const { page, apiCalls, problems } = await visit(context, '/ELST/goods')
    await page.getByRole('heading', { name: 'All goods' }).waitFor()
    // The shopper opens the search at once: it opening is what shows the page is live.
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(apiCalls.filter((path) => /getscogoodslists|brandTypelists/.test(path))).toEqual([])
    expect(problems).toEqual([])
    // Navigation afterwards is the app's own: no new document.
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    // Far down the listing: the next page opens at its top, and Back returns to the same place.
    const card = page.locator('.goods-card__link').last()
    await card.scrollIntoViewIfNeeded()
    const listingAt = await page.evaluate(() => scrollY)
    expect(listingAt).toBeGreaterThan(0)
    await card.click()
    await page.waitForURL(/productId=/)
    await page.locator('.product-view__name').waitFor()
    expect(documents).toBe(0)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    await page.goBack()
    await page.getByRole('heading', { name: 'All goods' }).waitFor()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(listingAt)
    await page.close()
  })

  test('reloads a server-rendered page offline from the copy of the last visit', async ({ context }) => {
    // One visit is enough, once the shop has said it works offline.
    const { page } = await visit(context, '/electric-scooter')
    await expect(page.getByRole('status').filter({ hasText: 'This page and the shop now work offline.' })).toBeVisible()
    await goOffline(context)
    try {
      const copy = await page.reload()
      // The page as the server rendered it on that visit, not the bare shell drawn from the app's cache.
      expect(await copy?.text()).toContain('Electric scooters for every city')
      await page.getByRole('heading', { name: 'Electric scooters for every city' }).waitFor()
      expect(await page.title()).toBe('Electric scooters · E-Scooters')
      await expect(page.locator('.goods-card').count()).resolves.toBeGreaterThan(0)
    } finally {
      await goOnline(context)
      await page.close()
    }
  })
})
