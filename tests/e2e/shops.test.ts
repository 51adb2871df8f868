import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { RunningShop } from './support/server.ts'
import { closeShopper, openShopper, type Shopper } from './support/shopper.ts'

let shopper: Shopper
let shop: RunningShop
let page: Page

beforeAll(async () => {
  ({ shop, page } = shopper = await openShopper())
})

afterAll(async () => {
  await closeShopper(shopper ?? {})
})

const heading = (name: string | RegExp, level?: number) => page.getByRole('heading', { name, level })
const goodsCards = () => page.locator('.goods-card__link')

/** Opens the first product of the list on screen and waits for its page. */
async function openFirstProduct(productPath: string): Promise<string> {
  const card = goodsCards().first()
  const name = (await card.innerText()).trim()
  await card.click()
  await page.waitForURL(new RegExp(`${productPath.replaceAll('/', '\\/')}\\?productId=\\d+`))
  await heading(name, 1).waitFor()
  return name
}

describe('the scooter shop', () => {
  it('opens on a banner and featured scooters', async () => {
    await page.goto(`${shop.url}/electric-scooter`)
    await heading('Electric scooters for every city').waitFor()
    await page.getByRole('img', { name: 'An electric scooter riding past a city skyline' }).waitFor()
    await expect(goodsCards().count()).resolves.toBeGreaterThan(0)
  })

  it('lists the blind-boxes from the header and opens one', async () => {
    await page.getByRole('navigation', { name: 'Scooter shop' }).getByRole('link', { name: 'Blind-boxes' }).click()
    await heading('Blind-boxes', 1).waitFor()
    expect(new URL(page.url()).pathname).toBe('/ELST/blind-boxes')
    const names = await page.locator('.goods-card__name').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => /mystery box/i.test(name))).toBe(true)
    await openFirstProduct('/ELST/product')
  })
})

describe('the energy storage shop', () => {
  it('plays the muted background video and offers both ranges and the partnership page', async () => {
    await page.goto(`${shop.url}/smart-power`)
    await heading('Clean power for home and the road').waitFor()
    const video = page.locator('video')
    await expect(video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted, loop: element.loop, playsInline: element.playsInline, crossOrigin: element.crossOrigin, poster: element.poster,
    }))).resolves.toEqual({ muted: true, loop: true, playsInline: true, crossOrigin: 'anonymous', poster: `${shop.url}/media/marketing/smart-power-poster.webp` })
    await page.waitForFunction(() => {
      const element = document.querySelector('video')
      return element !== null && !element.paused && element.currentTime > 0
    })
    const main = page.getByRole('main')
    await main.getByRole('link', { name: /Energy storage/ }).waitFor()
    await main.getByRole('link', { name: /Battery storage/ }).waitFor()
    await main.getByRole('link', { name: 'Partnership opportunity' }).waitFor()
  })

  it('shows each category with its goods and opens a product in that category', async () => {
    await page.getByRole('main').getByRole('link', { name: /Battery storage/ }).click()
    await heading('Portable Power Stations', 1).waitFor()
    expect(new URL(page.url()).pathname).toBe('/ES/product-category/battery-storage')
    await openFirstProduct('/ES/battery-storage/product')
    await page.getByRole('button', { name: 'Add to cart' }).waitFor()

    await page.getByRole('navigation', { name: 'Energy storage shop' }).getByRole('link', { name: 'Energy storage' }).click()
    await heading('Home Energy Storage', 1).waitFor()
    await openFirstProduct('/ES/energy-storage/product')
    await page.getByRole('button', { name: 'Add to cart' }).waitFor()
  })

  it('says what partners commit to on the partnership page', async () => {
    await page.getByRole('navigation', { name: 'Energy storage shop' }).getByRole('link', { name: 'Partnership' }).click()
    await heading('Partner with us', 1).waitFor()
    await page.getByText(/more than 100 kits/).first().waitFor()
    await page.getByText(/within 5 working days/).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/ES/partnership-opportunity')
    await expect(page.locator('main form').count()).resolves.toBe(1)
  })
})

describe('the Bootski shop', () => {
  it('shows the boots by category', async () => {
    await page.goto(`${shop.url}/ski-board`)
    for (const category of ['Alpine Boots', 'Freeride & Touring Boots', 'Junior Boots']) await heading(category, 2).waitFor()
    for (const category of ['alpine', 'freeride', 'junior']) {
      await expect(page.locator(`section#${category} .goods-card`).count()).resolves.toBeGreaterThan(0)
    }
  })

  it('asks for a size before adding a boot to the cart', async () => {
    await openFirstProduct('/ski-board/product')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please choose a size before adding to cart.' }).waitFor()
    await expect(page.getByTestId('cart-dot').count()).resolves.toBe(0)

    await page.getByRole('radio').first().click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByTestId('cart-dot').waitFor()
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor()
  })
})

describe('the vape brands', () => {
  const ageGate = () => page.getByRole('alertdialog', { name: 'Are you 21 or older?' })

  it('redirects E-cigarette1 to WAKA and asks a first-time visitor to confirm 21+', async () => {
    await page.goto(`${shop.url}/electric-scooter`)
    await page.evaluate(() => localStorage.removeItem('AGE__CONFIRMED__'))
    await page.goto(`${shop.url}/VAPE/E-cigarette1`)
    await page.waitForURL(`${shop.url}/VAPE/WAKA`)
    await ageGate().waitFor()
    // It cannot be waved away without an answer.
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(ageGate().isVisible()).resolves.toBe(true)
  })

  it('leaves the section for the home page when the visitor declines', async () => {
    await ageGate().getByRole('button', { name: 'No, leave' }).click()
    await page.waitForURL(`${shop.url}/`)
    await expect(page.evaluate(() => localStorage.getItem('AGE__CONFIRMED__'))).resolves.toBeNull()
  })

  it('remembers a confirmation, then shows the brand home with goods and the vape footer', async () => {
    await page.goto(`${shop.url}/VAPE/WAKA`)
    await ageGate().getByRole('button', { name: 'Yes, I am 21 or older' }).click()
    await ageGate().waitFor({ state: 'detached' })
    await expect(page.evaluate(() => localStorage.getItem('AGE__CONFIRMED__'))).resolves.toBe('true')
    await heading('WAKA', 1).waitFor()
    const names = await page.locator('.goods-card__name').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('WAKA'))).toBe(true)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'About Us' }).getAttribute('href')).resolves.toBe('/VAPE/pages/about-us-waka')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe('/VAPE/pages/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).resolves.toBe('/VAPE/pages/terms-of-use')
    await expect(footer.getByRole('link', { name: 'service@cross-border.shop' }).getAttribute('href')).resolves.toBe('mailto:service@cross-border.shop')

    await page.reload()
    await heading('WAKA', 1).waitFor()
    await expect(ageGate().count()).resolves.toBe(0)
  })

  it('redirects E-cigarette2 to IMOMENT and opens an IMOMENT product with its own About Us', async () => {
    await page.goto(`${shop.url}/VAPE/E-cigarette2`)
    await page.waitForURL(`${shop.url}/VAPE/IMOMENT`)
    await heading('IMOMENT', 1).waitFor()
    await openFirstProduct('/VAPE/pages/product')
    await page.getByRole('button', { name: 'Add to cart' }).waitFor()
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })
    await expect.poll(() => aboutUs.getAttribute('href')).toBe('/VAPE/pages/about-us-imoment')
  })
})

describe('every shop page in Chinese', () => {
  // The English UI copy these pages render; product and category names come from the API.
  const englishCopy = [
    'Home', 'Goods', 'Blind-boxes', 'Featured', 'Shop all scooters', 'Open a blind-box', 'Electric scooters for every city',
    'Mystery boxes', 'Smart Power', 'Energy storage', 'Battery storage', 'Partnership', 'Partner with us', 'Clean power',
    'Alpine', 'Freeride', 'Junior', 'Bootski ski boots', 'Pick your size',
    'About Us', 'Privacy Policy', 'Terms and Conditions', 'Contact us', 'nicotine',
    'Add to cart', 'Quantity', 'Size', 'Description', 'Specifications', 'In stock', 'Sold out', 'left in stock',
    'All', 'Previous', 'Next', 'Page', 'Loading', 'Try again', 'Buying for a business', 'Become a partner',
  ]
  const pages = [
    { path: '/electric-scooter', ready: '.goods-card' },
    { path: '/ELST/blind-boxes', ready: '.goods-card' },
    { path: '/smart-power', ready: 'video' },
    { path: '/ES/product-category/energy-storage', ready: '.goods-card' },
    { path: '/ES/product-category/battery-storage', ready: '.goods-card' },
    { path: '/ES/partnership-opportunity', ready: 'form' },
    { path: '/ski-board', ready: '.goods-card' },
    { path: '/VAPE/WAKA', ready: '.goods-card' },
    { path: '/VAPE/IMOMENT', ready: '.goods-card' },
  ]

  beforeAll(async () => {
    await page.goto(`${shop.url}/electric-scooter`)
    await page.evaluate(() => {
      localStorage.setItem('LOCALE__', '"zh-cn"')
      localStorage.setItem('AGE__CONFIRMED__', 'true')
    })
  })

  // Product names, summaries, descriptions and specs are the API's words (model names stay Latin).
  const apiContent = '.goods-card__name, .product-view__name, .product-view__summary, .product-view__specs, [aria-labelledby="product-description"] p, .product-gallery img'

  async function expectNoEnglishCopy(path: string) {
    const text = await page.evaluate((selector) => {
      const copy = document.body.cloneNode(true) as HTMLElement
      for (const element of copy.querySelectorAll(selector)) element.remove()
      return copy.innerText || copy.textContent || ''
    }, apiContent)
    expect(/[\u4e00-\u9fff]/.test(text), `${path} is in Chinese`).toBe(true)
    const found = englishCopy.filter((copy) => new RegExp(`\\b${copy}\\b`).test(text))
    expect(found, `English copy on ${path}`).toEqual([])
  }

  for (const { path, ready } of pages) {
    it(`shows ${path} with no English UI copy`, async () => {
      await page.goto(`${shop.url}${path}`)
      await page.locator(ready).first().waitFor()
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN')
      await expectNoEnglishCopy(path)
    })
  }

  for (const { list, product } of [
    { list: '/ELST/blind-boxes', product: '/ELST/product' },
    { list: '/ES/product-category/energy-storage', product: '/ES/energy-storage/product' },
    { list: '/ski-board', product: '/ski-board/product' },
    { list: '/VAPE/WAKA', product: '/VAPE/pages/product' },
  ]) {
    it(`shows a product of ${list} with no English UI copy`, async () => {
      await page.goto(`${shop.url}${list}`)
      await openFirstProduct(product)
      await page.locator('.add-to-cart').waitFor()
      expect(new URL(page.url()).pathname).toBe(product)
      await expectNoEnglishCopy(product)
    })
  }
})
