import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { api, mailedCode, register, shopUrl, type Envelope } from './support/shop.ts'

// One shopper on a 390 px phone: downloads their data, deletes the account, registers again with the same e-mail.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
})

test.afterAll(async () => {
  await page.context().close()
})

const email = `grace-${Date.now()}@example.com`
const password = 'flowmatic compiler 1955'

const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' })
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const seen = (text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible()
const fitsThePhone = async () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
const mailSubjects = async () => {
  const outbox = (await (await fetch(`${shopUrl()}/dev/outbox.json`)).json()) as Envelope<{
    list: { to_address: string; subject: string }[]
  }>
  return outbox.data.list.filter((mail) => mail.to_address === email).map((mail) => mail.subject)
}

test('logs in and downloads everything the shop keeps, as one JSON file', async () => {
  await register(email, password, 'Grace Hopper')
  await page.goto('/account/login')
  await field('Email').fill(email)
  await field('Password').fill(password)
  await button('Log in').click()
  await expect(page).toHaveURL(/\/account\/information$/)
  const section = page.getByRole('region', { name: 'Download my data' })
  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download my data' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^cross-border-shop-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'))
  expect(Object.keys(data)).toEqual(['exported_at', 'account', 'addresses', 'orders', 'returns', 'coupons', 'blind_box_draws', 'wallet'])
  expect(data.account).toMatchObject({ email, username: 'Grace Hopper' })
  await expect(section.getByText('Your file has been downloaded.')).toBeVisible()
  await fitsThePhone()
})

test('deletes the account with the password and the e-mailed code; a wrong password changes nothing', async () => {
  const section = page.getByRole('region', { name: 'Delete my account' })
  await expect(section.getByText(/Deleting your account erases your name/)).toBeVisible()
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(section.getByText('Please input your password!')).toBeVisible()
  await section.getByRole('button', { name: 'Send code' }).click()
  await seen(`A code to confirm the deletion has been sent to ${email}. It is valid for 10 minutes.`)
  // As the shopper does: wait for the deletion code's mail (a moment after the answer), not the sign-up code's.
  await expect.poll(async () => (await mailSubjects())[0]).toMatch(/^Your account deletion code: \d{6}$/)
  await section.getByLabel('Verification code').fill(await mailedCode(email))
  await section.getByLabel('Password', { exact: true }).fill('not the password')
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(section.getByRole('alert')).toHaveText('Your password is incorrect.')
  await fitsThePhone()

  await section.getByLabel('Password', { exact: true }).fill(password)
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await seen('Your account has been deleted.')
  await expect(page).toHaveURL(/\/account\/register$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('TOKEN__'))).toBeNull()
  // The "account deleted" mail arrives; every earlier mail to the address is gone from the outbox.
  await expect.poll(mailSubjects).toEqual(['Your Cross-Border Shop account has been deleted'])
  // Signed out: the account pages ask for a login again.
  await page.goto('/account/information')
  await expect(page).toHaveURL(/\/account\/login/)
})

test('registers again with the same e-mail', async () => {
  await page.goto('/account/register')
  await field('Username').fill('Grace')
  await field('Email').fill(email)
  await field('Phone').fill('+1 212 555 0100')
  await field('Password').fill(password)
  await field('Confirm password').fill(password)
  await button('Send code').click()
  await expect(page.getByText(`A verification code has been sent to ${email}`).first()).toBeVisible()
  await field('Verification code').fill(await mailedCode(email))
  await button('Create account').click()
  await seen('Registration is successful!')
  await expect(page).toHaveURL(/\/account\/information$/)
  await expect(page.getByText(email, { exact: true })).toBeVisible()
  await expect(page.getByText('Grace', { exact: true })).toBeVisible()
  await fitsThePhone()
})

test('in Chinese, an order waiting for payment keeps the account, and the page says which', async ({ browser }) => {
  const other = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const otherEmail = `ling-${Date.now()}@example.com`
    const { token } = await register(otherEmail, password, 'Ling')
    const goods = await api<{ list: { id: number; stock: number }[] }>('/api/v1/sco/getscogoodslists?page_size=20')
    const item = goods.data.list.find((entry) => entry.stock > 5)!
    expect((await api('/api/v1/sco/user/addcart', { body: { sign: 'sco', goods_id: item.id, quantity: 1 }, token })).code).toBe(200)
    const placed = await api<{ order_no: string }>('/api/v1/sco/user/createorder', {
      token,
      body: {
        line: 'sco',
        contact: { email: otherEmail },
        news_opt_in: false,
        delivery_method: 'ship',
        billing_same_as_shipping: true,
        shipping_method: 'standard_international',
        payment_method: 'card',
        note: '',
        currency: 'USD',
        shipping_address: {
          first_name: 'Ling',
          last_name: 'Wu',
          country: 'CN',
          state: 'Shanghai Shi',
          city: 'Shanghai',
          address: '1 Nanjing Road',
          postal_code: '200001',
          phone: '',
        },
      },
    })
    expect(placed.code).toBe(200)
    // The shopper chose Chinese on an earlier visit: the choice is kept in the browser.
    await other.addInitScript(() => localStorage.setItem('LOCALE__', JSON.stringify('zh-cn')))
    await other.goto('/account/login')
    await expect(other.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await other.getByLabel('邮箱', { exact: true }).fill(otherEmail)
    await other.getByLabel('密码', { exact: true }).fill(password)
    await other.getByRole('button', { name: '登录', exact: true }).click()
    await expect(other).toHaveURL(/\/account\/information$/)
    await expect(other.getByRole('region', { name: '下载我的数据' }).getByRole('button', { name: '下载我的数据' })).toBeVisible()
    const section = other.getByRole('region', { name: '删除我的账户' })
    await expect(section.getByRole('alert')).toContainText(
      `订单 ${placed.data.order_no} 正在等待付款。请先付款，或等待其取消，然后再删除账户。`,
    )
    await expect(section.getByLabel('密码', { exact: true })).toHaveCount(0)
    await expect.poll(() => other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  } finally {
    await other.context().close()
  }
})
