import { expect, test, type Locator, type Page } from '@playwright/test'
import { api, phone, withServiceWorker } from './support/shop.ts'

test.use(withServiceWorker)

// On a 390 px phone a notice never hides the header's controls (cart, language, menu) and shows
// alone: the first visit's "works offline" notice, then "Add successful" with its way to the cart.
interface Goods {
  id: number
  goods_name: string
  stock: number
}

const languages = [
  {
    locale: 'en',
    browserLocale: 'en-US',
    offline: 'This page and the shop now work offline.',
    added: 'Add successful',
    viewCart: 'View cart',
    add: 'Add to cart',
  },
  {
    locale: 'zh-cn',
    browserLocale: 'zh-CN',
    offline: '此页面和商城现在可离线使用。',
    added: '添加成功',
    viewCart: '查看购物车',
    add: '加入购物车',
  },
]

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every visible control of the header overlaps no visible notice. */
async function expectHeaderControlsFree(page: Page, notice: Locator) {
  const box = await notice.boundingBox()
  expect(box).not.toBeNull()
  const controls = page.locator('header').getByRole('link').or(page.locator('header').getByRole('button'))
  for (const control of await controls.all()) {
    const controlBox = await control.boundingBox()
    if (!controlBox || !(await control.isVisible())) continue
    expect(overlaps(box!, controlBox), `a notice over ${(await control.getAttribute('aria-label')) ?? (await control.innerText())}`).toBe(
      false,
    )
  }
}

for (const { locale, browserLocale, offline, added, viewCart, add } of languages) {
  test(`notices show one at a time below the header, and "Add successful" offers the cart (${locale})`, async ({ browser }) => {
    const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50')
    const goods = list.data.list.find((item) => item.stock >= 10 && item.stock < 999)!
    const context = await browser.newContext({ ...phone, locale: browserLocale })
    await context.addInitScript((chosen) => localStorage.setItem('LOCALE__', JSON.stringify(chosen)), locale)
    const page = await context.newPage()
    const notices = page.locator('.toast')
    await page.goto(`/ELST/product?productId=${goods.id}`)
    await expect(page.getByRole('heading', { name: goods.goods_name })).toBeVisible()

    // The first visit's notice: alone, below the header's controls.
    const offlineNotice = notices.filter({ hasText: offline })
    await expect(offlineNotice).toBeVisible({ timeout: 30_000 })
    await expect(notices).toHaveCount(1)
    await expectHeaderControlsFree(page, offlineNotice)

    // A second notice replaces it: never two at once.
    await page.getByRole('button', { name: add }).tap()
    const addedNotice = notices.filter({ hasText: added })
    await expect(addedNotice).toBeVisible()
    await expect(notices).toHaveCount(1)
    await expectHeaderControlsFree(page, addedNotice)

    await addedNotice.getByRole('link', { name: viewCart }).tap()
    await expect(page).toHaveURL(/\/ELST\/cart$/)
    await context.close()
  })
}

for (const { locale, browserLocale, offline } of languages) {
  test(`on checkout, which has no header, a notice keeps off the page's heading (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale: browserLocale })
    await context.addInitScript((chosen) => localStorage.setItem('LOCALE__', JSON.stringify(chosen)), locale)
    const page = await context.newPage()
    await page.goto('/checkout?line=sco')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const notice = page.locator('.toast').filter({ hasText: offline })
    await expect(notice).toBeVisible({ timeout: 30_000 })
    expect(overlaps((await notice.boundingBox())!, (await heading.boundingBox())!)).toBe(false)
    await context.close()
  })
}
