import { expect, test, type Page } from '@playwright/test'
import { localeCookie } from '#contract/locales.ts'
import { shopUrl } from './support/shop.ts'

// One shopper's journey: each step starts where the last one left the page.
test.describe.configure({ mode: 'serial' })

let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.context().close()
})

const heading = (name: string | RegExp, level?: number) => page.getByRole('heading', { name, level })
const goodsCards = () => page.locator('.goods-card__link')

/** Opens the first product of the list on screen and waits for its page. */
async function openFirstProduct(productPath: string): Promise<string> {
  const card = goodsCards().first()
  const name = (await card.innerText()).trim()
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${productPath.replaceAll('/', '\\/')}\\?productId=\\d+`))
  await expect(heading(name, 1)).toBeVisible()
  return name
}

test.describe('the scooter shop', () => {
  test('opens on a banner and featured scooters', async () => {
    await page.goto(`/electric-scooter`)
    await expect(heading('Electric scooters for every city')).toBeVisible()
    await expect(page.getByRole('img', { name: 'An electric scooter riding past a city skyline' })).toBeVisible()
    await expect(goodsCards().first()).toBeVisible()
  })

  test('lists the blind-boxes from the header and opens one', async () => {
    await page.getByRole('navigation', { name: 'Scooter shop' }).getByRole('link', { name: 'Blind-boxes' }).click()
    await expect(heading('Blind-boxes', 1)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/ELST/blind-boxes')
    const names = await page.locator('.goods-card__name').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => /mystery box/i.test(name))).toBe(true)
    await openFirstProduct('/ELST/product')
  })
})

test.describe('the energy storage shop', () => {
  test('plays the muted background video and offers both ranges and the partnership page', async () => {
    await page.goto(`/smart-power`)
    await expect(heading('Clean power for home and the road')).toBeVisible()
    const video = page.locator('video')
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => ({
          muted: element.muted,
          loop: element.loop,
          playsInline: element.playsInline,
          crossOrigin: element.crossOrigin,
          poster: element.poster,
        })),
      )
      .toEqual({ muted: true, loop: true, playsInline: true, crossOrigin: 'anonymous', poster: '' })
    // The still under the video is the picture, at the video's own resolution (the video has no
    // poster of its own: a second download, and a later largest paint for Lighthouse).
    await expect.poll(() => page.locator('.background-video__poster').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280)
    await page.waitForFunction(() => {
      const element = document.querySelector('video')
      return element !== null && !element.paused && element.currentTime > 0
    })
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: /Home Energy Storage/ })).toBeVisible()
    await expect(main.getByRole('link', { name: /Portable Power Stations/ })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Partnership opportunity' })).toBeVisible()
  })

  test('shows each category with its goods and opens a product in that category', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /Portable Power Stations/ })
      .click()
    await expect(heading('Portable Power Stations', 1)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/ES/product-category/battery-storage')
    await openFirstProduct('/ES/battery-storage/product')
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()

    await page.getByRole('navigation', { name: 'Energy storage shop' }).getByRole('link', { name: 'Home Energy Storage' }).click()
    await expect(heading('Home Energy Storage', 1)).toBeVisible()
    await openFirstProduct('/ES/energy-storage/product')
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  })

  test('says what partners commit to on the partnership page', async () => {
    await page.getByRole('navigation', { name: 'Energy storage shop' }).getByRole('link', { name: 'Partnership' }).click()
    await expect(heading('Partner with us', 1)).toBeVisible()
    await expect(page.getByText(/more than 100 kits/).first()).toBeVisible()
    await expect(page.getByText(/within 5 working days/).first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/ES/partnership-opportunity')
    await expect(page.locator('main form')).toHaveCount(1)
  })
})

test.describe('the Bootski shop', () => {
  test('shows the boots by category', async () => {
    await page.goto(`/ski-board`)
    for (const category of ['Alpine Boots', 'Freeride & Touring Boots', 'Junior Boots']) await expect(heading(category, 2)).toBeVisible()
    for (const category of ['alpine', 'freeride', 'junior']) {
      await expect(page.locator(`section#${category} .goods-card`).first()).toBeVisible()
    }
  })

  test('asks for a size before adding a boot to the cart', async () => {
    await openFirstProduct('/ski-board/product')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a size before adding to cart.' })).toBeVisible()
    await expect(page.getByTestId('cart-dot')).toHaveCount(0)

    await page.getByRole('radio').first().click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByTestId('cart-dot')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
  })
})

test.describe('the vape brands', () => {
  const ageGate = () => page.getByRole('alertdialog', { name: 'Are you 21 or older?' })

  test('redirects E-cigarette1 to WAKA and asks a first-time visitor to confirm 21+', async () => {
    await page.goto(`/electric-scooter`)
    await page.evaluate(() => localStorage.removeItem('AGE__CONFIRMED__'))
    await page.goto(`/VAPE/E-cigarette1`)
    await expect(page).toHaveURL(`${shopUrl()}/VAPE/WAKA`)
    await expect(ageGate()).toBeVisible()
    // It cannot be waved away without an answer (a second Escape is one the browser may force through).
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    // A tap outside the question reaches nothing behind it: the question is modal.
    await page.mouse.click(5, 5)
    await expect(ageGate()).toBeVisible()
    await expect(page).toHaveURL(`${shopUrl()}/VAPE/WAKA`)
  })

  test('leaves the section for the home page when the visitor declines', async () => {
    await ageGate().getByRole('button', { name: 'No, leave' }).click()
    await expect(page).toHaveURL(`${shopUrl()}/`)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('AGE__CONFIRMED__'))).toBeNull()
  })

  test('remembers a confirmation, then shows the brand home with goods and the vape footer', async () => {
    await page.goto(`/VAPE/WAKA`)
    await ageGate().getByRole('button', { name: 'Yes, I am 21 or older' }).click()
    await expect(ageGate()).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('AGE__CONFIRMED__'))).toBe('true')
    await expect(heading('WAKA', 1)).toBeVisible()
    const names = await page.locator('.goods-card__name').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('WAKA'))).toBe(true)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/VAPE/pages/about-us-waka')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/VAPE/pages/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/VAPE/pages/terms-of-use')
    await expect(footer.getByRole('link', { name: 'service@cross-border.shop' })).toHaveAttribute(
      'href',
      'mailto:service@cross-border.shop',
    )

    await page.reload()
    await expect(heading('WAKA', 1)).toBeVisible()
    await expect(ageGate()).toHaveCount(0)
  })

  test('redirects E-cigarette2 to IMOMENT and opens an IMOMENT product with its own About Us', async () => {
    await page.goto(`/VAPE/E-cigarette2`)
    await expect(page).toHaveURL(`${shopUrl()}/VAPE/IMOMENT`)
    await expect(heading('IMOMENT', 1)).toBeVisible()
    await openFirstProduct('/VAPE/pages/product')
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })
    await expect.poll(() => aboutUs.getAttribute('href')).toBe('/VAPE/pages/about-us-imoment')
  })
})

test.describe('every shop page in Chinese', () => {
  // The English UI copy these pages render; product and category names come from the API.
  const englishCopy = [
    'Home',
    'Goods',
    'Blind-boxes',
    'Featured',
    'Shop all scooters',
    'Open a blind-box',
    'Electric scooters for every city',
    'Mystery boxes',
    'Smart Power',
    'Home Energy Storage',
    'Portable Power Stations',
    'Partnership',
    'Partner with us',
    'Clean power',
    'Alpine',
    'Freeride',
    'Junior',
    'Bootski ski boots',
    'Pick your size',
    'About Us',
    'Privacy Policy',
    'Terms and Conditions',
    'Contact us',
    'nicotine',
    'Add to cart',
    'Quantity',
    'Size',
    'Description',
    'Specifications',
    'In stock',
    'Sold out',
    'left in stock',
    'All',
    'Previous',
    'Next',
    'Page',
    'Loading',
    'Try again',
    'Buying for a business',
    'Become a partner',
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

  test.beforeAll(async () => {
    await page.goto('/electric-scooter')
    await page.evaluate(() => {
      localStorage.setItem('LOCALE__', '"zh-cn"')
      localStorage.setItem('AGE__CONFIRMED__', 'true')
    })
  })

  // Product names, summaries, descriptions and specs are the API's words (model names stay Latin).
  const apiContent =
    '.goods-card__name, .product-view__name, .product-view__summary, .product-view__specs, [aria-labelledby="product-description"] p, .product-gallery img'

  // The page's text as laid out (a detached copy's text runs its words together: "HomeGoods"), less the API's.
  const interfaceCopy = () =>
    page.evaluate((selector) => {
      let text = document.body.innerText
      for (const element of document.querySelectorAll<HTMLElement>(selector)) text = text.replace(element.innerText, '\n')
      return text
    }, apiContent)

  const englishOnScreen = async () => {
    const text = await interfaceCopy()
    return englishCopy.filter((copy) => new RegExp(`\\b${copy}\\b`).test(text))
  }

  async function expectNoEnglishCopy(path: string) {
    // The server's English page (whose language button already says 中文) shows until the shopper's
    // language has rendered: the shopper waits for the page to read in Chinese.
    await expect.poll(englishOnScreen, { message: `English copy on ${path}` }).toEqual([])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
  }

  test('says a page is Chinese only once it shows Chinese', async () => {
    // The interface copy on screen each time <html lang> turned Chinese: a screen reader reads the
    // page as Chinese from then on, so the server's English page must be gone by then.
    await page.addInitScript(
      ({ selector, copy }) => {
        const turns: string[][] = []
        Object.assign(window, { langTurns: turns })
        new MutationObserver(() => {
          if (document.documentElement.lang !== 'zh-CN') return
          let text = document.body.innerText
          for (const element of document.querySelectorAll<HTMLElement>(selector)) text = text.replace(element.innerText, '\n')
          turns.push(copy.filter((english) => new RegExp(`\\b${english}\\b`).test(text)))
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] })
      },
      { selector: apiContent, copy: englishCopy },
    )
    // The server's last answer to this shopper was English; their choice here is Chinese.
    await page.context().addCookies([{ name: localeCookie, value: 'en', url: page.url() }])
    const response = await page.goto('/electric-scooter')
    expect(await response?.text()).toContain('<html lang="en"')
    await expect.poll(englishOnScreen, { message: 'English copy on /electric-scooter' }).toEqual([])
    const turns = await page.evaluate(() => (window as unknown as { langTurns: string[][] }).langTurns)
    expect(turns, 'English copy on screen as lang turned zh-CN').toEqual([[]])
  })

  for (const { path, ready } of pages) {
    test(`shows ${path} with no English UI copy`, async () => {
      await page.goto(`${path}`)
      await expect(page.locator(ready).first()).toBeVisible()
      await expectNoEnglishCopy(path)
    })
  }

  for (const { list, product } of [
    { list: '/ELST/blind-boxes', product: '/ELST/product' },
    { list: '/ES/product-category/energy-storage', product: '/ES/energy-storage/product' },
    { list: '/ski-board', product: '/ski-board/product' },
    { list: '/VAPE/WAKA', product: '/VAPE/pages/product' },
  ]) {
    test(`shows a product of ${list} with no English UI copy`, async () => {
      await page.goto(`${list}`)
      await openFirstProduct(product)
      await expect(page.locator('.add-to-cart')).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(product)
      await expectNoEnglishCopy(product)
    })
  }
})
