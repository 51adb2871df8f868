import { expect, test, type Page } from '@playwright/test'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime } from './support/back-office.ts'

// The back office from the first owner on: its own shop, because the owner is created with
// `npm run shop -- operator add` on the database before the server opens it.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let page: Page
let ownerLink = ''
const ownerPassword = 'the boss password 2026'

test.beforeAll(async ({ browser }) => {
  ;({ shop, link: ownerLink } = await shopWithOperator('owner@shop.example.com', 'owner'))
  page = await browser.newPage({ baseURL: shop.url })
})

test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
})

const button = (name: string) => page.getByRole('button', { name, exact: true })

const signIn = (email: string, password: string) => signInFirstTime(page, email, password)

test('the page is not indexed and its code is not in the shop pages', async () => {
  await page.goto(ownerLink)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const html = await (await fetch(`${shop.url}/`)).text()
  expect(html).not.toMatch(/admin-[\w-]+\.js/)
})

test('the owner sets a password from the one-time link, enrols TOTP with the QR, and adds a staff member', async () => {
  await page.goto(ownerLink)
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Repeat the password').fill('short')
  await button('Save password').click()
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible()
  await page.getByLabel('New password').fill(ownerPassword)
  await page.getByLabel('Repeat the password').fill(ownerPassword)
  await button('Save password').click()
  await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible()

  await signIn('owner@shop.example.com', ownerPassword)
  await expect(page.getByText('owner@shop.example.com (owner)')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill('staff@shop.example.com')
  await page.getByLabel('Role', { exact: true }).selectOption('staff')
  await button('Add operator').click()
  await expect(page.getByText(/\/admin\/set-password\?token=/)).toBeVisible()
  // The audit log shows it at once, newest first.
  const audit = page.getByRole('table', { name: 'Audit log' })
  await expect(audit.getByRole('cell', { name: 'operator.add' })).toBeVisible()
  await expect(audit.getByRole('cell', { name: /staff@shop\.example\.com/ })).toBeVisible()
})

test('the back office speaks Chinese too', async () => {
  await page
    .getByRole('button', { name: /中文|EN|English|language/i })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible()
  // The tab follows the switch, and a page opened in Chinese has its Chinese title from the server on.
  await expect(page).toHaveTitle('操作员与审计 · 后台')
  await page.getByRole('link', { name: '订单' }).click()
  await expect(page).toHaveTitle('订单 · 后台')
  const served = await (await fetch(`${shop.url}/admin/orders/`, { headers: { cookie: 'LOCALE__=zh-cn' } })).text()
  expect(served).toContain('<title>订单 · 后台</title>')
})
