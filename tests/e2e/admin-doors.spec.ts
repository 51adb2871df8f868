import { expect, test, type Page } from '@playwright/test'
import { generateSync } from 'otplib'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime } from './support/back-office.ts'

// Locked doors: an owner resets a staff member's lost authenticator, the staff member's session
// ends at once, and they enrol a new one at their next sign-in (the old key no longer works);
// recovery codes sign in once each. Its own shop: the owner comes from `npm run shop -- operator add`.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let owner: Page
let staff: Page
let ownerLink = ''
let staffLink = ''
let staffSecret = ''
const password = 'a door that stays locked'
const staffEmail = 'doors.staff@shop.example.com'

test.beforeAll(async ({ browser }) => {
  ;({ shop, link: ownerLink } = await shopWithOperator('doors.owner@shop.example.com', 'owner'))
  // Two people, two browsers.
  owner = await (await browser.newContext({ baseURL: shop.url })).newPage()
  staff = await (await browser.newContext({ baseURL: shop.url })).newPage()
})

test.afterAll(async () => {
  await owner?.context().close()
  await staff?.context().close()
  await shop?.stop()
})

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function choosePassword(page: Page, link: string) {
  await page.goto(link)
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Repeat the password').fill(password)
  await button(page, 'Save password').click()
  await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible()
}

async function typePassword(page: Page, email: string) {
  await page.goto('/admin')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await button(page, 'Sign in').click()
}

test('an owner invites a staff member, who enrols an authenticator and gets ten recovery codes', async () => {
  await choosePassword(owner, ownerLink)
  await signInFirstTime(owner, 'doors.owner@shop.example.com', password)
  await owner.getByLabel('E-mail', { exact: true }).fill(staffEmail)
  await owner.getByLabel('Role', { exact: true }).selectOption('staff')
  await button(owner, 'Add operator').click()
  const shown = owner.getByText(/\/admin\/set-password\?token=/)
  await expect(shown).toBeVisible()
  staffLink = /(\/admin\/set-password\?token=\S+)/.exec((await shown.textContent())!)![1]
  const row = owner.getByRole('table', { name: 'Operators' }).getByRole('row').filter({ hasText: staffEmail })
  await expect(row.getByRole('cell', { name: 'Enrols at the next sign-in' })).toBeVisible()

  // The shoppers' rules hold for operators: a common password is refused, whatever its length.
  await staff.goto(staffLink)
  await staff.getByLabel('New password').fill('1qaz2wsx3edc')
  await staff.getByLabel('Repeat the password').fill('1qaz2wsx3edc')
  await button(staff, 'Save password').click()
  await expect(
    staff.getByText('This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.'),
  ).toBeVisible()
  await choosePassword(staff, staffLink)
  staffSecret = await signInFirstTime(staff, staffEmail, password)
  await expect(staff.getByText(`${staffEmail} (staff)`)).toBeVisible()
  await owner.reload()
  await expect(row.getByRole('cell', { name: 'Enrolled, 10 recovery codes left' })).toBeVisible()
})

test("the owner resets the staff member's authenticator: their session ends and they enrol again", async () => {
  owner.once('dialog', (dialog) => void dialog.accept())
  await button(owner, `Reset the authenticator of ${staffEmail}`).click()
  const row = owner.getByRole('table', { name: 'Operators' }).getByRole('row').filter({ hasText: staffEmail })
  await expect(row.getByRole('cell', { name: 'Enrols at the next sign-in' })).toBeVisible()
  await expect(owner.getByRole('cell', { name: 'operator.reset_authenticator' })).toBeVisible()

  // The staff member's next step is refused: back to the sign-in.
  await staff.getByRole('link', { name: 'Products' }).click()
  await expect(button(staff, 'Sign in')).toBeVisible()

  await typePassword(staff, staffEmail)
  const key = staff.getByTestId('totp-key')
  await expect(key).toBeVisible()
  const newSecret = (await key.textContent())!
  expect(newSecret).not.toBe(staffSecret)
  // The lost phone's codes are worthless now.
  await staff.getByLabel('Authenticator code').fill(generateSync({ secret: staffSecret }))
  await button(staff, 'Verify').click()
  await expect(
    staff.getByText('That code is not right or has already been used. Type the current code from your authenticator app.'),
  ).toBeVisible()
  await staff.getByLabel('Authenticator code').fill(generateSync({ secret: newSecret }))
  await button(staff, 'Verify').click()
  const codes = staff.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const firstCode = (await codes.first().textContent())!
  await staff.getByLabel('I have kept these codes somewhere safe').check()
  await button(staff, 'Continue to the back office').click()
  await expect(staff.getByText(`${staffEmail} (staff)`)).toBeVisible()

  // A recovery code signs in once; the second time it is refused.
  for (const attempt of ['first', 'second']) {
    await button(staff, 'Sign out').click()
    await typePassword(staff, staffEmail)
    await button(staff, 'Lost your phone? Use a recovery code').click()
    await staff.getByLabel('Recovery code').fill(firstCode)
    await button(staff, 'Verify').click()
    if (attempt === 'first') await expect(staff.getByText(`${staffEmail} (staff)`)).toBeVisible()
    else await expect(staff.getByText('That recovery code is not right or has already been used.')).toBeVisible()
  }
})

test('the operators screen and the audit log speak Chinese too', async () => {
  await owner
    .getByRole('button', { name: /中文|EN|English|language/i })
    .first()
    .click()
  await expect(owner.getByRole('heading', { name: '操作员', exact: true })).toBeVisible()
  await expect(owner.getByRole('button', { name: `重置 ${staffEmail} 的身份验证器` })).toBeVisible()
  await expect(owner.getByRole('button', { name: '导出 CSV' })).toBeVisible()
})
