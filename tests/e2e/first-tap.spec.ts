import { expect, test, type Browser, type Page } from '@playwright/test'
import { api, register, staging } from './support/shop.ts'
import { phone, slowDown } from './support/slow-phone.ts'

// A shopper on a slow phone taps the moment a control shows, long before the page's scripts have
// run: the page loader keeps the tap and the app replays it once hydrated (server/plugins/page-loader.ts).
// Each tap is made as soon as Playwright sees the control, with no wait for anything else, on the
// production build in production mode (the staging shop of playwright.config.ts).
test.use({ baseURL: staging.base })

interface Goods {
  id: number
  goods_name: string
  stock: number
}

async function slowPhonePage(browser: Browser, session?: { token: string; userInfo: unknown }): Promise<Page> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block', baseURL: staging.base })
  if (session) {
    await context.addInitScript(({ token, userInfo }) => {
      localStorage.setItem('TOKEN__', JSON.stringify(token))
      localStorage.setItem('USER__INFO__', JSON.stringify(userInfo))
    }, session)
  }
  const page = await context.newPage()
  await slowDown(context, page)
  return page
}

/** Opens `path` and returns as soon as the response starts: the test taps while the page paints. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' })

/** The guest's scooter cart as the page keeps it: [goods id, quantity] per line. */
const guestCart = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('CART__') ?? 'null') as {
      carts?: { sco?: { lines: { goods_id: number; quantity: number }[] } }
    } | null
    return (stored?.carts?.sco?.lines ?? []).map((line) => [line.goods_id, line.quantity])
  })

let goods: Goods
test.beforeAll(async () => {
  const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50', { base: staging.base })
  goods = list.data.list.find((each) => each.stock >= 10 && each.stock < 999)!
})

test.describe('the first tap on a slow phone takes effect exactly once', () => {
  test('Add to cart, tapped as soon as it shows, puts exactly one in the cart', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, `/ELST/product?productId=${goods.id}`)
    await page.getByRole('button', { name: 'Add to cart' }).tap()
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
    expect(page.url()).toContain(`/ELST/product?productId=${goods.id}`)
    expect(await guestCart(page)).toEqual([[goods.id, 1]])
    await page.context().close()
  })

  test('a bad quantity submitted before the page is ready gets the field’s message and adds nothing', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, `/ELST/product?productId=${goods.id}`)
    await page.getByLabel('Quantity').fill('0')
    await page.getByRole('button', { name: 'Add to cart' }).tap()
    await expect(page.getByText('Please enter a whole number from 1 to 999.')).toBeVisible()
    expect(await guestCart(page)).toEqual([])
    await page.context().close()
  })

  test('the language toggle on the official home switches to Chinese', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, '/')
    await page.getByRole('button', { name: '中文' }).tap()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByRole('button', { name: 'EN' })).toBeVisible()
    await page.context().close()
  })

  test('the search icon opens the search', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, '/ELST/goods')
    await page.getByRole('button', { name: 'Search' }).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.context().close()
  })

  test('the cart link opens the cart, as a plain link does', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, '/ELST/goods')
    await page.getByRole('link', { name: 'Cart' }).tap()
    await expect(page).toHaveURL(/\/ELST\/cart$/)
    await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible()
    await page.context().close()
  })

  test('a gallery thumbnail shows its picture', async ({ browser }) => {
    const withGallery = await productWithGallery()
    const page = await slowPhonePage(browser)
    await open(page, `/ELST/product?productId=${withGallery}`)
    const second = page.getByRole('button', { name: /^Show image 2 of \d+$/ })
    await second.tap()
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: /^Show image 1 of \d+$/ })).toHaveAttribute('aria-pressed', 'false')
    await page.context().close()
  })

  test('a shopper who scrolls down before the page is ready stays there, and their tap opens the table', async ({ browser }) => {
    const page = await slowPhonePage(browser)
    await open(page, '/study')
    const visa = page.locator('#visa')
    const learnMore = visa.getByRole('button', { name: 'Learn more' })
    await learnMore.scrollIntoViewIfNeeded()
    const scrolledTo = await page.evaluate(() => scrollY)
    expect(scrolledTo).toBeGreaterThan(0)
    await learnMore.tap()
    await expect(visa.getByRole('table').first()).toBeVisible()
    // The page did not go back to the top when it became interactive under the shopper.
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(scrolledTo / 2)
    await page.context().close()
  })

  test('Add address, tapped as soon as it shows, opens the dialog, whose code loads apart', async ({ browser }) => {
    const session = await register(`tap-address-${Date.now()}@example.com`, 'analytical engine 1843', 'Early Tapper', staging)
    const page = await slowPhonePage(browser, session)
    await open(page, '/account/address')
    await page.getByRole('button', { name: 'Add address' }).tap()
    await expect(page.getByRole('dialog', { name: 'Add address' })).toBeVisible()
    await page.context().close()
  })

  test('a login typed and tapped before its form is ready logs in once, with what was typed', async ({ browser }) => {
    // The form's code comes after the page is idle (src/lib/deferred-pieces.ts): what the shopper
    // typed and tapped meanwhile waits for it.
    const email = `tap-login-${Date.now()}@example.com`
    await register(email, 'analytical engine 1843', 'Early Tapper', staging)
    const page = await slowPhonePage(browser)
    await open(page, '/account/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('analytical engine 1843')
    await page.getByRole('button', { name: 'Log in' }).tap()
    await expect(page).toHaveURL(/\/account\/information$/)
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible()
    await page.context().close()
  })

  test('the blind-box series’ draw button draws exactly one box', async ({ browser }) => {
    const session = await adultWithBalance()
    const series = (await api<{ list: { id: number; name: string }[] }>('/api/v1/box/user/blindbox/productDetail', { base: staging.base }))
      .data.list[0]!
    const page = await slowPhonePage(browser, session)
    await open(page, `/blindBoxes/details?id=${series.id}`)
    await page.getByRole('button', { name: 'Draw one box' }).tap()
    await expect(page).toHaveURL(/\/blindBoxes\/thanks\?id=B\d+/)
    const orders = await api<{ list: unknown[] }>('/api/v1/box/user/blindbox/getUserOrders', { base: staging.base, token: session.token })
    expect(orders.data.list).toHaveLength(1)
    await page.context().close()
  })
})

async function productWithGallery(): Promise<number> {
  const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50', { base: staging.base })
  for (const each of list.data.list) {
    const detail = await api<{ images?: unknown[] }>(`/api/v1/sco/getgooddetail?id=${each.id}`, { base: staging.base })
    if ((detail.data?.images?.length ?? 0) > 1) return each.id
  }
  throw new Error('no scooter with more than one picture in the seed')
}

/** A new shop account, 18 or older, with $20 on its blind-box balance (a sandbox card top-up) and a client seed. */
async function adultWithBalance() {
  const session = await register(`tap-${Date.now()}@example.com`, 'analytical engine 1843', 'Early Tapper', staging)
  const saved = await api('/api/v1/box/user/blindbox/birthdate', {
    base: staging.base,
    token: session.token,
    body: { date_of_birth: '1990-06-15' },
  })
  if (saved.code !== 200) throw new Error(`date of birth not saved: ${saved.msg}`)
  const card = await api<{ token: string }>('/api/sandbox/card/tokenize', {
    base: staging.base,
    body: { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
  })
  const topUp = await api<{ state: string }>('/api/v1/box/user/blindbox/recharge', {
    base: staging.base,
    token: session.token,
    body: { amount: 2000, payment_method: 'card', card_token: card.data.token },
  })
  if (topUp.data?.state !== 'succeeded') throw new Error(`top-up failed: ${topUp.msg}`)
  // The shopper's own client seed (the server never picks one): the draw button shows once there is one.
  const seed = await api('/api/v1/box/user/blindbox/clientSeed', {
    base: staging.base,
    token: session.token,
    body: { client_seed: 'EarlyTapper1' },
  })
  if (seed.code !== 200) throw new Error(`client seed not saved: ${seed.msg}`)
  return session
}
