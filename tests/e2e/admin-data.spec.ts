import { expect, test, type Page } from '@playwright/test'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime, tokenOf } from './support/back-office.ts'
import { api, mailedCode } from './support/shop.ts'

// An owner runs the shop's data from the back office: an exchange rate, blind-box odds, an
// enquiry, a customer account and the dashboard. Its own shop: the owner is created with
// `npm run shop -- operator add` before the server opens the database.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let page: Page
const owner = { email: 'owner@data.example.com', password: 'the data keeper 2026' }
const customer = { email: 'disable.me@example.com', password: 'a customer password 7', token: '' }
const call = <T>(path: string, body?: unknown, token?: string) => api<T>(path, { base: shop.url, body, token })

test.beforeAll(async ({ browser }) => {
  const made = await shopWithOperator(owner.email, 'owner')
  shop = made.shop
  expect((await call('/api/admin/password', { token: tokenOf(made.link), password: owner.password })).code).toBe(200)

  // A customer with a paid order, and an enquiry from the vape brands' form.
  await call('/api/v1/sco/sendEmailCode', { email: customer.email, type: 'register' })
  const code = await mailedCode(customer.email, shop.url)
  const registered = await call<{ token: string }>('/api/v1/sco/verifyReguser', {
    email: customer.email,
    code,
    password: customer.password,
    username: 'Disable Me',
    phone: '+44 20 7946 0000',
    wechat: '',
  })
  customer.token = registered.data.token
  const goods = await call<{ list: { id: number; stock: number }[] }>('/api/v1/sco/getscogoodslists?page_size=20')
  const item = goods.data.list.find((entry) => entry.stock > 5)!
  expect((await call('/api/v1/sco/user/addcart', { sign: 'sco', goods_id: item.id, quantity: 1 }, customer.token)).code).toBe(200)
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    country: 'GB',
    state: '',
    city: 'London',
    address: '12 St James’s Square',
    postal_code: 'SW1Y 4JH',
    phone: '+44 20 7946 0000',
  }
  const placed = await call<{ order_no: string }>(
    '/api/v1/sco/user/createorder',
    {
      line: 'sco',
      contact: { email: customer.email },
      news_opt_in: false,
      delivery_method: 'ship',
      shipping_address: address,
      billing_same_as_shipping: true,
      shipping_method: 'standard_international',
      payment_method: 'card',
      note: '',
      currency: 'USD',
    },
    customer.token,
  )
  expect(placed.code).toBe(200)
  const card = await call<{ token: string }>('/api/sandbox/card/tokenize', { number: '4242424242424242', expiry: '12/39', cvc: '123' })
  expect(
    (
      await call(
        '/api/v1/sco/user/payorder',
        { order_no: placed.data.order_no, payment_method: 'card', card_token: card.data.token, last4: '4242', brand: 'visa' },
        customer.token,
      )
    ).code,
  ).toBe(200)
  const enquiry = await call('/api/v1/cigarette/partnership', {
    name: 'Wen Partner',
    age: 34,
    occupation: 'Distributor',
    industry: 'Retail',
    company_website: 'example.com',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'United Kingdom',
    phone: '+44 113 496 0000',
    email: 'wen.partner@example.com',
    wechat: 'wen-partner',
    privacy_request: true,
  })
  expect(enquiry.code).toBe(200)

  page = await browser.newPage({ baseURL: shop.url })
})

test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
})

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })

test('the owner signs in with TOTP and reaches every data section', async () => {
  await signInFirstTime(page, owner.email, owner.password)
  for (const section of ['Dashboard', 'Customers', 'Coupons', 'Exchange rates', 'Enquiries', 'Blind-box odds']) {
    await expect(page.getByRole('link', { name: section, exact: true })).toBeVisible()
  }
})

test('the owner sets an exchange rate: the shop converts from it and the history shows who set it', async () => {
  await page.getByRole('link', { name: 'Exchange rates', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Exchange rates' })).toBeVisible()
  await page.getByLabel('Units one US dollar buys').fill('abc')
  await button('Set rate').click()
  await expect(page.getByText('Type how many units one US dollar buys, e.g. 7.12 (up to 6 decimals).')).toBeVisible()
  await page.getByLabel('Currency', { exact: true }).first().selectOption('CNY')
  await page.getByLabel('Units one US dollar buys').fill('7.3')
  await button('Set rate').click()
  await expect(page.getByRole('status').filter({ hasText: 'CNY is now 7.3 per US dollar.' })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`CNY 7\\.3 ${owner.email.replaceAll('.', '\\.')}`) })).toBeVisible()
  await expect.poll(async () => JSON.stringify((await call('/api/v1/sco/exchangerate')).data)).toContain('"CNY","rate":"7.3"')
})

test('the owner has euro prices end in .95: every page and the next order round them so', async () => {
  const form = page.locator('form').filter({ has: button('Set rounding') })
  await form.getByLabel('Currency', { exact: true }).selectOption('EUR')
  // As converted, .99, .95, whole units, tens, hundreds: each shown with what it does to €413.08.
  const ending = form.getByLabel('Prices end')
  await expect(ending.locator('option').nth(2)).toHaveText('Up to .95 (€413.08 → €413.95)')
  await ending.selectOption({ index: 2 })
  await button('Set rounding').click()
  await expect(page.getByRole('status').filter({ hasText: 'EUR prices now round: Up to .95 (€413.08 → €413.95).' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^EUR .*Up to \.95/ })).toBeVisible()
  await expect
    .poll(async () =>
      (await call<{ rates: { currency: string }[] }>('/api/v1/sco/exchangerate')).data.rates.find((rate) => rate.currency === 'EUR'),
    )
    .toMatchObject({ round_to: 100, price_ending: 5 })
})

test('the owner edits the odds of a series: a new version is published', async () => {
  await page.getByRole('link', { name: 'Blind-box odds', exact: true }).click()
  const series = page
    .locator('form')
    .filter({ has: button('Publish new odds') })
    .first()
  await expect(series.getByRole('heading', { name: /odds version 1/ })).toBeVisible()
  const inputs = series.getByRole('textbox')
  const values = (await inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value))).map(Number)
  const most = values.indexOf(Math.max(...values))
  const other = most === 0 ? 1 : 0
  await inputs.nth(other).fill(String(values[other]! + 5))
  await expect(series.getByText(/Total: 105%/)).toBeVisible()
  await series.getByRole('button', { name: 'Publish new odds' }).click()
  await expect(series.getByText('The odds must add up to exactly 100%.')).toBeVisible()
  await inputs.nth(most).fill(String(Number((values[most]! - 5).toFixed(4))))
  await series.getByRole('button', { name: 'Publish new odds' }).click()
  await expect(page.getByRole('heading', { name: /odds version 2/ }).first()).toBeVisible()
  const published = await call<{ list: { odds_version: number }[] }>('/api/v1/box/user/blindbox/productDetail')
  expect(published.data.list.map((entry) => entry.odds_version)).toContain(2)
})

test('the owner marks an enquiry answered', async () => {
  await page.getByRole('link', { name: 'Enquiries', exact: true }).click()
  await expect(page.getByRole('cell', { name: 'Wen Partner (34)' })).toBeVisible()
  await button('Mark the enquiry from Wen Partner answered').click()
  await expect(page.getByRole('cell', { name: 'Wen Partner (34)' })).toHaveCount(0)
  await page.getByLabel('Show').selectOption('true')
  await expect(page.getByRole('cell', { name: new RegExp(`by ${owner.email.replaceAll('.', '\\.')}`) })).toBeVisible()
  await expect(button('Reopen the enquiry from Wen Partner')).toBeVisible()
})

test('the owner disables a customer: the account can no longer use its session nor sign in', async () => {
  await page.getByRole('link', { name: 'Customers', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Search' }).fill('disable.me')
  await button(`Open ${customer.email}`).click()
  await expect(page.getByRole('heading', { name: `Disable Me · ${customer.email}` })).toBeVisible()
  await expect(page.getByText(/Blind-box wallet/)).toBeVisible()
  await button('Disable the account').click()
  await expect(page.getByText('The account is disabled: it can no longer sign in, and its sessions have ended.')).toBeVisible()
  await expect(page.getByText(/Disabled since/)).toBeVisible()
  expect((await call('/api/v1/sco/user/info', undefined, customer.token)).code).toBe(405)
  expect((await call('/api/v1/sco/user/login', { email: customer.email, password: customer.password })).msg).toBe(
    'This account has been disabled. Please contact customer service.',
  )
})

test('the dashboard draws the sales, orders to ship and low stock as charts, in Chinese too', async () => {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click()
  const sales = page.getByRole('img', { name: 'Net sales per day in USD, per product line' })
  await expect(sales.locator('canvas')).toBeVisible()
  await expect(sales).toContainText('Electric scooters')
  await expect(page.getByTestId('orders-to-ship')).toHaveText('1')
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { name: '每日销售额' })).toBeVisible()
  await expect(page.getByRole('img', { name: '按产品线的每日净销售额（USD）' }).locator('canvas')).toBeVisible()
  await expect(page.getByRole('img', { name: '按产品线的每日净销售额（USD）' })).toContainText('电动滑板车')
})
