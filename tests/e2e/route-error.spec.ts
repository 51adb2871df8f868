import { expect, test } from '@playwright/test'
import { phone } from './support/shop.ts'

// A page whose code does not arrive (a flaky network, a deploy that removed the old files): the
// shopper gets the shop's error view in their language, inside the shop's header, after the one
// reload that usually mends it; "Try again" brings the page once the network is back.
const languages = [
  { locale: 'en', browserLocale: 'en-US', title: 'Sorry, this page could not be shown', retry: 'Try again' },
  { locale: 'zh-cn', browserLocale: 'zh-CN', title: '抱歉，此页面无法显示', retry: '重试' },
]

for (const { locale, browserLocale, title, retry } of languages) {
  test(`a product page whose code fails to load shows the shop's error view, and "Try again" mends it (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale: browserLocale })
    await context.addInitScript((chosen) => localStorage.setItem('LOCALE__', JSON.stringify(chosen)), locale)
    const page = await context.newPage()
    const reports: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/reports/errors')) reports.push(request.postDataJSON())
    })
    await page.goto('/ELST/goods')
    const card = page.locator('.goods-card a').first()
    await expect(card).toBeVisible()
    // From now on the product page's code does not arrive.
    const failing = /\/assets\/product-[\w-]+\.js$/
    await page.route(failing, (route) => route.abort('failed'))
    await card.tap()

    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.locator('.shop-header')).toBeVisible()
    await expect(page.getByRole('link', { name: locale === 'en' ? 'Back to home' : '返回首页' })).toBeVisible()
    await expect.poll(() => reports).toContainEqual(expect.objectContaining({ kind: 'chunk', path: '/ELST/product' }))
    // One reload, not a loop: the view stays.
    await expect(page.getByRole('heading', { name: title })).toBeVisible()

    await page.unroute(failing)
    await page.getByRole('button', { name: retry }).tap()
    await expect(page.getByRole('heading', { name: title })).toBeHidden()
    await expect(page.locator('.product-view__name')).toBeVisible()
    await context.close()
  })
}
