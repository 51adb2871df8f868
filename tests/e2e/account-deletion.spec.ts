import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { mailedCode, register, shopUrl, type Envelope } from './support/shop.ts'

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
  const outbox = (await (await fetch(`${shopUrl}/dev/outbox.json`)).json()) as Envelope<{ list: { to_address: string; subject: string }[] }>
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
  expect(Object.keys(data)).toEqual(['exported_at', 'account', 'addresses', 'orders', 'coupons', 'blind_box_draws', 'wallet'])
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
