import { expect, test, type Page } from '@playwright/test'
import { api, phone, register } from './support/shop.ts'

// Delivery priced by country and parcel, as shoppers see it on a 390 px phone, in both languages:
// the product page's line, the cart's, and the same figure at checkout.

test.use(phone)

interface Goods {
  id: number
  goods_name: string
}

const idOf = async (path: string, name: string) => {
  const list = await api<{ list: Goods[] }>(`${path}?page_size=50`)
  const found = list.data.list.find((item) => item.goods_name === name)
  if (!found) throw new Error(`${name} is not in the seed`)
  return found.id
}

/** The delivery line's figure: "$53.00, 5–10 business days" (or its Chinese), as the shopper reads it. */
const figure = (page: Page) => page.getByRole('status').filter({ hasText: /business days|个工作日/ })
const dollars = (text: string) => Number(/\$([\d,.]+)/.exec(text)?.[1].replace(/,/g, ''))

for (const { lang, deliveryTo, businessDays, shipping } of [
  { lang: 'en', deliveryTo: 'Delivery to', businessDays: '5–10 business days', shipping: 'Continue to shipping' },
  { lang: 'zh-cn', deliveryTo: '配送至', businessDays: '5–10 个工作日', shipping: '继续选择配送' },
]) {
  test(`a UK shopper sees the delivery price on a product page and the same figure at checkout (${lang})`, async ({ browser }) => {
    const email = `uk.delivery.${lang}.${Date.now()}@example.com`
    const password = 'correct horse battery'
    const { token } = await register(email, password, 'Uma Kay')
    const saved = await api('/api/v1/sco/user/addaddress', {
      token,
      body: {
        first_name: 'Uma',
        last_name: 'Kay',
        country: 'GB',
        state: '',
        city: 'Leeds',
        address: '1 Park Row',
        postal_code: 'LS1 5AB',
        phone: '',
        is_default: true,
      },
    })
    expect(saved.code).toBe(200)
    const scooter = await idOf('/api/v1/sco/getscogoodslists', 'Urban Glide S1')
    const page = await browser.newPage(phone)
    await page.goto('/account/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).not.toHaveURL(/\/account\/login/)

    await page.goto(`/ELST/product?productId=${scooter}&lang=${lang}`)
    // Their default address's country, named in their language, and the figure for it.
    await expect(page.getByLabel(deliveryTo)).toHaveValue('GB')
    await expect(figure(page)).toContainText(businessDays)
    const onProductPage = (await figure(page).innerText()).split(/[,，]/)[0].trim()
    expect(dollars(onProductPage)).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    expect((await api('/api/v1/sco/user/addcart', { token, body: { sign: 'sco', goods_id: scooter, quantity: 1 } })).code).toBe(200)
    await page.goto(`/ELST/cart?lang=${lang}`)
    await expect(figure(page)).toContainText(onProductPage)

    await page.goto(`/checkout?line=sco&lang=${lang}`)
    await page.getByRole('button', { name: shipping }).click()
    const choice = page.locator('.checkout-choice')
    await expect(choice).toContainText(onProductPage)
    await expect(choice).toContainText(businessDays)
    await page.context().close()
  })
}

test('a battery costs more to ship than a vape pod to the same country, chosen once and remembered', async ({ browser }) => {
  const battery = await idOf('/api/v1/ene/getscogoodslists', 'TrekCell 300 Portable Power Station')
  const pod = await idOf('/api/v1/cigarette/getgoodslists', 'WAKA Pods Grape Frost (3-Pack)')
  const context = await browser.newContext(phone)
  // An adult who has answered the vape pages' age gate before (the gate has tests of its own).
  await context.addInitScript(() => localStorage.setItem('AGE__CONFIRMED__', 'true'))
  const page = await context.newPage()
  await page.goto(`/VAPE/pages/product?productId=${pod}`)
  // A guest on the shop's own network: nothing says where they are, so they are asked.
  await expect(page.getByText('Choose your country to see the delivery price.')).toBeVisible()
  await page.getByLabel('Delivery to').selectOption('GB')
  await expect(figure(page)).toContainText('5–10 business days')
  const podFee = dollars(await figure(page).innerText())

  await page.goto(`/ES/battery-storage/product?productId=${battery}`)
  await expect(page.getByLabel('Delivery to')).toHaveValue('GB')
  await expect(figure(page)).toContainText('business days')
  const batteryFee = dollars(await figure(page).innerText())
  expect(batteryFee).toBeGreaterThan(podFee)

  // South Africa's carriers take no e-liquid (vapes may be sold there): the pod page says so before anything is paid.
  await page.goto(`/VAPE/pages/product?productId=${pod}`)
  // The remembered country's figure first: the page is ready for a new choice.
  await expect(figure(page)).toContainText('business days')
  await page.getByLabel('Delivery to').selectOption('ZA')
  await expect(page.getByText('Our carriers cannot take nicotine e-liquid to South Africa.')).toBeVisible()
  // Brazil bans their sale: the law's reason, not a carrier's.
  await page.getByLabel('Delivery to').selectOption('BR')
  await expect(page.getByText('We cannot deliver vape products to Brazil. The sale of e-cigarettes is banned there.')).toBeVisible()
  await context.close()
})

test('the purchase panel stays where it is while the delivery line comes alive', async ({ browser }) => {
  // A tap aimed at Add to cart as the line's figure arrived once landed on the text above it. On
  // a desktop the panel is on the first screen, where the browser reports what moves.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  // A shopper who chose the United Kingdom on an earlier visit.
  await page.addInitScript(() => {
    localStorage.setItem('DELIVERY__COUNTRY__', JSON.stringify('GB'))
    const moves: string[] = []
    Reflect.set(window, '__panelMoves', moves)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
        for (const source of entry.sources ?? []) {
          if (source.node instanceof Element && source.node.closest('.add-to-cart, .product-view__summary'))
            moves.push(source.node.className)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // On a slow network the quote comes well after the page is live.
  await page.route('**/quote?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto(`/ELST/product?productId=${await idOf('/api/v1/sco/getscogoodslists', 'Urban Glide S1')}`)
  await expect(figure(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, '__panelMoves'))).toEqual([])
})
