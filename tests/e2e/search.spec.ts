import { expect, test, type Page } from '@playwright/test'
import { phone, shopUrl } from './support/shop.ts'

// A shopper on a phone searches the whole shop: types in the overlay, picks a suggestion, then
// narrows the results page down with its filters.
test.describe.configure({ mode: 'serial' })
test.use(phone)

let page: Page
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage(phone)
})
test.afterAll(async () => {
  await page.context().close()
})

const searchBox = () => page.getByRole('dialog').getByRole('searchbox', { name: 'Search goods' })

/** Taps the header's search icon until the overlay is open, as a shopper taps again when the first tap came too early. */
async function openSearch(): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).first().tap()
    await expect(searchBox()).toBeVisible({ timeout: 2_000 })
  }).toPass()
}

test('the overlay shows the examples, then suggests products and categories grouped by line as one types', async () => {
  await page.goto('/electric-scooter')
  await openSearch()
  await expect(page.getByText('Popular searches')).toBeVisible()

  await searchBox().pressSequentially('scoo')
  const scooters = page.getByRole('region', { name: 'Electric scooters' })
  await expect(scooters.getByRole('link', { name: 'Commuter Scooters' })).toBeVisible()
  await expect(page.getByText('Popular searches')).toBeHidden()

  // Cleared, the examples come back at once.
  await searchBox().fill('')
  await expect(page.getByText('Popular searches')).toBeVisible()
})

test('a prefix of a name suggests the product, and picking it opens its page', async () => {
  await searchBox().pressSequentially('urban gli')
  const suggestion = page.getByRole('region', { name: 'Electric scooters' }).getByRole('link', { name: /Urban Glide S2 Pro/ })
  await suggestion.tap()
  await expect(page).toHaveURL(/\/ELST\/product\?productId=\d+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Urban Glide S2 Pro' })).toBeVisible()
})

test('a typo still finds: Go opens the results page with the right goods', async () => {
  await openSearch()
  await searchBox().pressSequentially('scoter')
  await page.getByRole('button', { name: 'Go' }).tap()
  await expect(page).toHaveURL(/\/search\?q=scoter/)
  await expect(page.getByRole('heading', { level: 1, name: /results for “scoter”/ })).toBeVisible()
  await expect(page.getByText(/Also searched for: .*scooter/)).toBeVisible()
  await expect(page.locator('.goods-card').first()).toBeVisible()
})

test('the filters narrow the results by category, stock, price and order', async () => {
  const filters = page.getByRole('form', { name: 'Filters' })
  const count = async () => Number(/^(\d+) results/.exec((await page.getByRole('heading', { level: 1 }).innerText()).trim())?.[1])
  const all = await count()

  await filters.getByLabel('Category').selectOption({ label: 'Electric scooters · Kids Scooters (2)' })
  await expect(page).toHaveURL(/category=kids/)
  await expect.poll(count).toBe(2)
  await expect(page.locator('.goods-card__name')).toHaveText([/Kiddo Zip 6|Junior Cruise 8/, /Kiddo Zip 6|Junior Cruise 8/])

  await filters.getByLabel('Category').selectOption({ label: 'All categories' })
  await expect.poll(count).toBe(all)
  await filters.getByLabel('In stock only').tap()
  await expect(filters.getByLabel('In stock only')).toBeChecked()
  await expect(page).toHaveURL(/in_stock=true|in_stock=1/)
  await expect.poll(count).toBeLessThanOrEqual(all)
  await expect(page.locator('.goods-card__badge--sold-out')).toHaveCount(0)

  await filters.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price_asc/)
  await filters.getByRole('spinbutton', { name: 'Highest price in US dollars' }).fill('600')
  await filters.getByRole('button', { name: 'Apply' }).tap()
  await expect(page).toHaveURL(/max=600/)
  const prices = await page.locator('.goods-card').evaluateAll((cards) => cards.length)
  expect(prices).toBeGreaterThan(0)
})

test('the results page is rendered by the server, kept out of search engines, and speaks Chinese', async () => {
  const html = await (await fetch(`${shopUrl()}/search?q=${encodeURIComponent('滑板车')}&lang=zh-cn`)).text()
  expect(html).toMatch(/<meta name="robots" content="noindex"/)
  expect(html).toMatch(/滑板车”的搜索结果/)

  await page.goto(`/search?q=hbc&lang=zh-cn`)
  await expect(page.getByRole('heading', { level: 1, name: /“hbc”的搜索结果/ })).toBeVisible()
  await expect(page.locator('.goods-card__name').first()).toContainText('滑板车')
})

test('a query that finds nothing says so and suggests a spelling that does', async () => {
  await page.goto('/search?q=scooter%20xyzzyq&lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'No goods match “scooter xyzzyq”.' })).toBeVisible()
  await page.getByRole('link', { name: 'scooter', exact: true }).tap()
  await expect(page).toHaveURL(/\/search\?q=scooter(&lang=en)?$/)
  await expect(page.getByRole('heading', { level: 1, name: /results for “scooter”/ })).toBeVisible()
})
