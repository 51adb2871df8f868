import { expect, test } from '@playwright/test'
import { api, phone, register } from './support/shop.ts'

// Converted prices end the way the operator set for the currency (the seed: euros in .99), on the
// goods list, the product page and the cart alike, and the server quotes and charges that figure.

test.use(phone)

const euros = (text: string) => Math.round(Number(/€([\d,]+\.\d\d)/.exec(text)?.[1].replace(/,/g, '')) * 100)

for (const { lang, currency, addToCart, subtotal } of [
  { lang: 'en', currency: 'Currency', addToCart: 'Add to cart', subtotal: 'Subtotal' },
  { lang: 'zh-cn', currency: '币种', addToCart: '加入购物车', subtotal: '小计' },
]) {
  test(`a shopper paying in euros sees prices ending in .99 and the cart adds up as the order is charged (${lang})`, async ({
    browser,
  }) => {
    const email = `euro.rounding.${lang}.${Date.now()}@example.com`
    const password = 'correct horse battery'
    const { token } = await register(email, password, 'Eva Euro')
    const page = await browser.newPage(phone)
    await page.goto('/account/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).not.toHaveURL(/\/account\/login/)

    await page.goto(`/ELST/goods?lang=${lang}`)
    const menu = page.getByRole('button', { name: /^Menu$|^菜单$/ })
    if (await menu.isVisible()) await menu.tap()
    await page.getByLabel(currency, { exact: true }).selectOption('EUR')
    await page.keyboard.press('Escape')
    const prices = page.locator('.goods-card .price__now')
    await expect(prices.first()).toContainText('€')
    for (const text of await prices.allInnerTexts()) expect(text, text).toMatch(/€[\d,]+\.99$/)

    await page.locator('.goods-card a').first().tap()
    const shown = page.locator('.product-view__price .price__now')
    await expect(shown).toContainText('€')
    const unit = euros(await shown.innerText())
    expect(unit % 100).toBe(99)
    await page.getByRole('button', { name: addToCart }).tap()
    await page.getByRole('button', { name: addToCart }).tap()

    await page.goto(`/ELST/cart?lang=${lang}`)
    const line = page.locator('.cart-view__line').first()
    await expect(line.getByRole('spinbutton')).toHaveValue('2')
    await expect(line).toContainText(`€${(unit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    const cartSubtotal = euros(await page.locator('.cart-view__subtotal').filter({ hasText: subtotal }).innerText())
    expect(cartSubtotal).toBe(unit * 2)
    // What the order would be charged: the same figure.
    const quote = await api<{ subtotal: number; currency: string }>('/api/v1/sco/user/orderquote?line=sco&currency=EUR&country=DE', {
      token,
    })
    expect(quote.data).toMatchObject({ currency: 'EUR', subtotal: cartSubtotal })
    await page.context().close()
  })
}
