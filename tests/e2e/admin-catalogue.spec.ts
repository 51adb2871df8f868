import { expect, test, type Browser, type Page } from '@playwright/test'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime, tokenOf } from './support/back-office.ts'
import { api } from './support/shop.ts'

// Staff shape the catalogue's structure from the back office: the product lines with their
// counts, a new category in both languages, a product filed in it, and the category in the
// shop's menu until it is unpublished. Its own shop: the staff member is created with
// `npm run shop -- operator add` before the server opens the database.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let page: Page
const staff = { email: 'staff@catalogue.example.com', password: 'the catalogue keeper 2026' }
const category = { slug: 'folding-e2e', en: 'Folding E2E', zh: '折叠 E2E' }
const product = { slug: 'pocket-fold-e2e', en: 'Pocket Fold E2E', zh: '口袋折叠 E2E' }

test.beforeAll(async ({ browser }) => {
  // Catalogue reads are answered from memory for a moment; this run wants every change at once.
  const made = await shopWithOperator(staff.email, 'staff', { CATALOGUE_CACHE_MS: '0' })
  shop = made.shop
  expect((await api('/api/admin/password', { base: shop.url, body: { token: tokenOf(made.link), password: staff.password } })).code).toBe(
    200,
  )
  page = await browser.newPage({ baseURL: shop.url })
})

test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
})

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const section = (name: string) => page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name, exact: true })

/** The scooter shop's category menu, as a shopper with nothing cached sees it. */
async function scooterMenu(browser: Browser) {
  const context = await browser.newContext({ baseURL: shop.url })
  const shopper = await context.newPage()
  await shopper.goto('/ELST/goods')
  const menu = shopper.getByRole('navigation', { name: 'Categories' })
  await expect(menu.getByRole('link', { name: 'Commuter Scooters' })).toBeVisible()
  return { shopper, menu, close: () => context.close() }
}

test('staff sign in and see every product line with its categories and products counted', async () => {
  await signInFirstTime(page, staff.email, staff.password)

  await section('Product lines').click()
  const lines = page.getByRole('table', { name: 'Product lines' })
  await expect(lines.getByRole('row')).toHaveCount(6)
  // The seed's five scooter categories, none unpublished.
  await expect(lines.getByRole('row', { name: /Electric scooters/ })).toContainText('5 (0)')
  await expect(page.getByText(/lines are not added or removed here/)).toBeVisible()
})

test('staff create a category in English and Chinese, the form refusing what the server would', async () => {
  await section('Categories').click()
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await page.getByRole('search').getByRole('combobox', { name: 'Product line' }).selectOption('sco')
  const table = page.getByRole('table', { name: 'Categories' })
  await expect(table.getByRole('row', { name: /Commuter Scooters/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /Ski boots/ })).toHaveCount(0)

  const form = page.getByRole('form', { name: 'New category' })
  await form.getByLabel('Address name').fill('Folding E2E')
  await form.getByLabel('Position in the menu').fill('-1')
  await button('Create category').click()
  await expect(form.getByText('Use lower-case letters, digits and dashes.')).toBeVisible()
  await expect(form.getByText('Give the category a name in at least one language.')).toBeVisible()
  await expect(form.getByText('The position is a whole number from 0 to 10000.')).toBeVisible()

  await form.getByLabel('Address name').fill(category.slug)
  await form.getByLabel('Category name (English)').fill(category.en)
  await form.getByLabel('Position in the menu').fill('5')
  await button('Create category').click()
  const row = table.getByRole('row', { name: new RegExp(category.en) })
  await expect(row).toContainText('missing')
  // The missing-translation filter finds it until its Chinese name is filled in.
  await page.getByRole('combobox', { name: 'Missing translation' }).selectOption('zh-cn')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(row).toBeVisible()

  await button(`Edit ${category.en}`).click()
  const edit = page.getByRole('form', { name: `Edit category ${category.slug}` })
  await edit.getByLabel('Category name (中文)').fill(category.zh)
  await button('Save category').click()
  await expect(page.getByText('Nothing matches.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Missing translation' }).selectOption('')
  await expect(row).toContainText(category.zh)
})

test('a stale edit of the category is refused with a clear message instead of overwriting', async () => {
  const table = page.getByRole('table', { name: 'Categories' })
  await button(`Edit ${category.en}`).click()
  // Another operator renames it while this form is open.
  const token = await page.evaluate(() => sessionStorage.getItem('ADMIN__TOKEN__'))
  const headers = { 'x-operator-token': token!, 'content-type': 'application/json' }
  const list = await (await fetch(`${shop.url}/api/admin/categories?line=sco`, { headers })).json()
  const current = list.data.find((entry: { slug: string }) => entry.slug === category.slug)
  const theirs = await (
    await fetch(`${shop.url}/api/admin/categories/${current.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: current.version, fields: { name_en: category.en, name_zh: category.zh, sort: 3 } }),
    })
  ).json()
  expect(theirs.code).toBe(200)

  const edit = page.getByRole('form', { name: `Edit category ${category.slug}` })
  await edit.getByLabel('Position in the menu').fill('7')
  await button('Save category').click()
  await expect(
    page.getByText('Someone else changed this category while you were editing it. Reload it to see their changes, then make yours again.'),
  ).toBeVisible()
  await button('Reload the category').click()
  await expect(edit.getByLabel('Position in the menu')).toHaveValue('3')
  await expect(table.getByRole('row', { name: new RegExp(category.en) })).toContainText('3')
  await button('Cancel').click()
})

test('staff file a new product in the category; it shows in the shop under the category, in both languages', async ({ browser }) => {
  await section('Products').click()
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
  await page.getByRole('link', { name: 'New product' }).click()
  await page.getByLabel('Category').selectOption({ label: category.en })
  await page.getByLabel('Web address').fill(product.slug)
  await page.getByLabel('Price (USD)').fill('299')
  await page.getByLabel('Name (English)').fill(product.en)
  await page.getByLabel('Name (中文)').fill(product.zh)
  await button('Create product').click()
  await expect(page.getByRole('heading', { name: product.en })).toBeVisible()
  await button('Publish').click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()

  const { shopper, menu, close } = await scooterMenu(browser)
  // Position 3 (set by the other operator): lowest first, so before Commuter Scooters (10).
  await expect(menu.getByRole('link')).toHaveText([
    'All',
    category.en,
    'Commuter Scooters',
    'Performance Scooters',
    'Kids Scooters',
    'Accessory Mystery Boxes',
    'Apparel',
  ])
  await menu.getByRole('link', { name: category.en }).click()
  await expect(shopper).toHaveURL(new RegExp(`category=${category.slug}`))
  await expect(shopper.getByRole('link', { name: new RegExp(product.en) })).toBeVisible()
  await close()
  const chinese = await (await fetch(`${shop.url}/ELST/goods?category=${category.slug}&lang=zh-cn`)).text()
  expect(chinese).toContain(category.zh)
  expect(chinese).toContain(product.zh)
})

test('unpublished, the category leaves the shop menu while its product stays on sale; the screens speak Chinese', async ({ browser }) => {
  await section('Categories').click()
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await button(`Unpublish ${category.en}`).click()
  const row = page.getByRole('table', { name: 'Categories' }).getByRole('row', { name: new RegExp(category.en) })
  await expect(row).toContainText('Unpublished')
  // The categories the shop opens by address cannot be unpublished: no button to try.
  await expect(button('Unpublish Accessory Mystery Boxes')).toHaveCount(0)

  const { shopper, menu, close } = await scooterMenu(browser)
  await expect(menu.getByRole('link', { name: category.en })).toHaveCount(0)
  await expect(shopper.getByRole('link', { name: new RegExp(product.en) })).toBeVisible()
  await close()

  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { name: '分类', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: '分类' }).getByRole('row', { name: new RegExp(category.en) })).toContainText('未发布')
  await expect(page.getByRole('button', { name: `发布 ${category.en}` })).toBeVisible()
})
