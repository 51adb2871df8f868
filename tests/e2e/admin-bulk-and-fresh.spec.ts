import { expect, test, type Browser, type Page } from '@playwright/test'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime, tokenOf } from './support/back-office.ts'
import { api } from './support/shop.ts'

// The catalogue in bulk (500 products from a CSV: a dry run, then the apply, then the shop's
// listing) and screens that show what the server has now: an owner and a staff member on one shop.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let owner: Page
const password = 'the bulk password 2026'
const header =
  'slug,line,category,name_en,name_zh,summary_en,summary_zh,description_en,description_zh,price,compare_at_price,stock,published'
const bulk = Array.from({ length: 500 }, (_, index) => {
  const n = String(index + 1).padStart(3, '0')
  return `,sco,kids,Bulk Rider ${n},批量滑板车 ${n},"A light rider, number ${n}.",轻便滑板车 ${n}。,,,${100 + index}.50,,${index % 7},yes`
})
const file = (rows: string[]) => ({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n') + '\n') })

test.beforeAll(async ({ browser }) => {
  const made = await shopWithOperator('owner@bulk.example.com', 'owner', { CATALOGUE_CACHE_MS: '0' })
  shop = made.shop
  expect((await api('/api/admin/password', { base: shop.url, body: { token: tokenOf(made.link), password } })).code).toBe(200)
  owner = await browser.newPage({ baseURL: shop.url })
  await signInFirstTime(owner, 'owner@bulk.example.com', password)
})

test.afterAll(async () => {
  await owner?.context().close()
  await shop?.stop()
})

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name, exact: true })

test('a CSV with bad rows is checked row by row and nothing can be imported', async () => {
  await section(owner, 'Products').click()
  await owner.getByRole('link', { name: 'Import or export (CSV)' }).click()
  await expect(owner.getByRole('heading', { name: 'Import and export products' })).toBeVisible()
  await owner
    .getByLabel('CSV file of products to add or update')
    .setInputFiles(
      file([
        ',sco,kids,Good Rider,好滑板车,,,,,10,,1,yes',
        ',sco,no-such-category,Lost Rider,迷路,,,,,10,,1,yes',
        ',sco,kids,Cheap Rider,便宜,,,,,-3,,1,yes',
        ',sco,kids,Good Rider,好滑板车,,,,,10,,1,yes',
      ]),
    )
  await owner.getByRole('button', { name: 'Check the file' }).click()
  const problems = owner.getByRole('table', { name: 'Problems' })
  await expect(problems.getByRole('row')).toHaveText([
    /Line/,
    /3\s*category\s*No category with this address name/,
    /4\s*price\s*Write the price in US dollars/,
    /5\s*slug\s*This web address is already used by the row on line 2/,
  ])
  await expect(owner.getByRole('alert')).toHaveText('Nothing can be imported: the file has 3 problems. Fix them and check the file again.')
  await expect(owner.getByRole('button', { name: /^Import \d+ change/ })).toHaveCount(0)
  expect((await api<{ total: number }>('/api/v1/sco/getscogoodslists?category=kids&page=1', { base: shop.url })).data!.total).toBeLessThan(
    20,
  )
})

test('500 products import in a dry run, then apply, and the shop lists them in both languages', async ({
  browser,
}: {
  browser: Browser
}) => {
  const before = (await api<{ total: number }>('/api/v1/sco/getscogoodslists?category=kids&page=1', { base: shop.url })).data!.total
  await owner.getByLabel('CSV file of products to add or update').setInputFiles(file(bulk))
  await owner.getByRole('button', { name: 'Check the file' }).click()
  await expect(owner.getByText('500 to create, 0 to update, 0 unchanged.')).toBeVisible()
  await expect(owner.getByRole('table', { name: 'Changes' }).getByRole('row')).toHaveCount(501)
  // A dry run writes nothing.
  expect((await api<{ total: number }>('/api/v1/sco/getscogoodslists?category=kids&page=1', { base: shop.url })).data!.total).toBe(before)
  await owner.getByRole('button', { name: 'Import 500 changes' }).click()
  await expect(owner.getByText('Imported: 500 created, 0 updated, 0 unchanged.')).toBeVisible()

  // Opened right after, the products list shows them (it asks the server again).
  await owner.getByRole('link', { name: 'See the products' }).click()
  await owner.getByRole('searchbox').fill('Bulk Rider 500')
  await expect(owner.getByRole('link', { name: 'Bulk Rider 500' })).toBeVisible()

  const context = await browser.newContext({ baseURL: shop.url })
  const shopper = await context.newPage()
  // The scooter listing shows 12 a page, oldest first: the last of the file is on the last page.
  const lastPage = Math.ceil((before + 500) / 12)
  await shopper.goto(`/ELST/goods?category=kids&page=${lastPage}`)
  await expect(shopper.getByRole('link', { name: /Bulk Rider 500/ })).toBeVisible()
  await shopper.goto(`/ELST/goods?category=kids&page=${lastPage}&lang=zh-cn`)
  await expect(shopper.getByRole('link', { name: /批量滑板车 500/ })).toBeVisible()
  await context.close()
})

test('the products list and the audit log show a change as soon as they are opened after it', async () => {
  // Both screens were opened moments ago (what used to keep them for a minute).
  await section(owner, 'Operators and audit').click()
  await expect(owner.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible()
  await section(owner, 'Products').click()
  await owner.getByRole('searchbox').fill('Bulk Rider 001')
  const row = owner.getByRole('row', { name: /Bulk Rider 001/ })
  await expect(row).toContainText('$100.50')

  // Someone else restocks it meanwhile; opening the list again shows it.
  const token = await owner.evaluate(() => sessionStorage.getItem('ADMIN__TOKEN__'))
  const id = Number(
    new URL((await row.getByRole('link', { name: 'Bulk Rider 001' }).getAttribute('href'))!, shop.url).pathname.split('/').pop(),
  )
  const restocked = await (
    await fetch(`${shop.url}/api/admin/products/${id}/stock`, {
      method: 'POST',
      headers: { 'x-operator-token': token!, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: 31, reason: 'Delivery' }),
    })
  ).json()
  expect(restocked.code).toBe(200)
  await section(owner, 'Product lines').click()
  await section(owner, 'Products').click()
  await owner.getByRole('searchbox').fill('Bulk Rider 001')
  await expect(owner.getByRole('row', { name: /Bulk Rider 001/ })).toContainText('31')

  // This operator's own change, then the audit log opened right after.
  await owner.getByRole('link', { name: 'Bulk Rider 001' }).click()
  await owner.getByLabel('New stock').fill('42')
  await owner.getByLabel('Reason').fill('Recount')
  await owner.getByRole('button', { name: 'Set stock' }).click()
  await expect(owner.getByRole('heading', { name: 'Stock: 42' })).toBeVisible()
  await section(owner, 'Operators and audit').click()
  await expect(owner.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toContainText('"stock":42')
  await section(owner, 'Products').click()
  await owner.getByRole('searchbox').fill('Bulk Rider 001')
  await expect(owner.getByRole('row', { name: /Bulk Rider 001/ })).toContainText('42')
})

test('two operators on one product each see the other’s saved change when they open it again', async ({
  browser,
}: {
  browser: Browser
}) => {
  const token = await owner.evaluate(() => sessionStorage.getItem('ADMIN__TOKEN__'))
  const added = await (
    await fetch(`${shop.url}/api/admin/operators`, {
      method: 'POST',
      headers: { 'x-operator-token': token!, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@bulk.example.com', role: 'staff' }),
    })
  ).json()
  expect((await api('/api/admin/password', { base: shop.url, body: { token: tokenOf(added.data.link), password } })).code).toBe(200)
  const staff = await browser.newPage({ baseURL: shop.url })
  await signInFirstTime(staff, 'staff@bulk.example.com', password)

  // Both open the same product's editor.
  for (const page of [owner, staff]) {
    await section(page, 'Products').click()
    await page.getByRole('searchbox').fill('Bulk Rider 002')
    await page.getByRole('link', { name: 'Bulk Rider 002' }).click()
    await expect(page.getByLabel('Price (USD)')).toHaveValue('101.50')
  }
  await staff.getByLabel('Price (USD)').fill('95')
  await staff.getByRole('button', { name: 'Save changes' }).click()
  await expect(staff.getByLabel('Price (USD)')).toHaveValue('95.00')

  await owner.reload()
  await expect(owner.getByLabel('Price (USD)')).toHaveValue('95.00')
  await owner.getByLabel('Summary (English)').fill('Now with a bell.')
  await owner.getByRole('button', { name: 'Save changes' }).click()
  await expect(owner.getByLabel('Summary (English)')).toHaveValue('Now with a bell.')

  // Without a reload: leaving the product and opening it again asks the server.
  await section(staff, 'Products').click()
  await staff.getByRole('searchbox').fill('Bulk Rider 002')
  await staff.getByRole('link', { name: 'Bulk Rider 002' }).click()
  await expect(staff.getByLabel('Summary (English)')).toHaveValue('Now with a bell.')
  await staff.context().close()
})
