import { expect, test, type Page } from '@playwright/test'
import { mailedCode } from './support/shop.ts'

// One shopper's journey: each step starts where the last one left the page.
test.describe.configure({ mode: 'serial' })

let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.context().close()
})

const email = `ada-${Date.now()}@example.com`
let password = 'analytical engine 1843'

const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' })
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const path = () => new URL(page.url()).pathname
const seen = (text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible()

async function logIn(withPassword: string) {
  await field('Email').fill(email)
  await field('Password').fill(withPassword)
  await button('Log in').click()
}

test.describe('an account from registration to logout', () => {
  test('registers with the code from the e-mail and lands on the account page', async () => {
    await page.goto(`/account/register`)
    await field('Username').fill('Ada')
    await field('Email').fill(email)
    await field('Phone').fill('+44 20 7946 0000')
    // A password holding the e-mail's name is refused on the form, saying which rule it breaks.
    const emailName = email.split('@')[0]
    await field('Password').fill(`${emailName}!`)
    await field('Confirm password').fill(`${emailName}!`)
    await button('Create account').click()
    await page.getByText('The password must not be or contain your email address (the part before @).').waitFor()
    await field('Password').fill(password)
    await field('Confirm password').fill(password)
    await button('Send code').click()
    await expect(page.getByText(`A verification code has been sent to ${email}`).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible()
    await field('Verification code').fill(await mailedCode(email))
    await button('Create account').click()
    await seen('Registration is successful!')
    await expect(page).toHaveURL(/\/account\/information$/)
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible()
    await expect(page.getByText(email, { exact: true })).toBeVisible()
    await expect(page.getByText('Welcome gift: $10 off orders over $50')).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TOKEN__'))).toMatch(/^"[\w-]{43}"$/)
  })

  test('edits the account details', async () => {
    await button('Edit').click()
    await field('Username').fill('Ada Lovelace')
    await field('WeChat ID (optional)').fill('ada_1815')
    await button('Save').click()
    await seen('Edit successful')
    await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible()
    await expect(page.getByText('ada_1815', { exact: true })).toBeVisible()
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('USER__INFO__') ?? '{}').username)).toBe('Ada Lovelace')
  })

  test('adds, edits and deletes an address, confirming the delete', async () => {
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses' }).click()
    await expect(page).toHaveURL(/\/account\/address$/)
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible()
    await button('Add address').first().click()
    const dialog = page.getByRole('dialog', { name: 'Add address' })
    await dialog.getByLabel('First name').fill('Ada')
    await dialog.getByLabel('Last name').fill('Lovelace')
    await dialog.getByLabel('Country/Region').selectOption('GB')
    await dialog.getByLabel('City').fill('London')
    await dialog.getByLabel('Address', { exact: true }).fill('12 St James’s Square')
    await dialog.getByLabel('Postal/Zip code').fill('SW1Y 4JH')
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await seen('Add successful')
    const card = page.locator('.address-card').first()
    await expect(card.getByText('Default')).toBeVisible()
    await expect(card.getByText('United Kingdom')).toBeVisible()

    await card.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit address' })
    await expect(edit.getByLabel('City')).toHaveValue('London')
    await edit.getByLabel('City').fill('Cambridge')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await seen('Edit successful')
    await expect(card.getByText(/Cambridge/)).toBeVisible()

    await card.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm.getByText('Are you sure delete this address?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await seen('Delete successful')
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible()
    await expect(page.locator('.address-card')).toHaveCount(0)
  })

  test('logs out to the login page, forgetting the token', async () => {
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/account\/login$/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TOKEN__'))).toBeNull()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('USER__INFO__'))).toBeNull()
  })

  test('refuses a wrong password, keeping what was typed', async () => {
    await logIn('not my password at all')
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible()
    await expect(field('Email')).toHaveValue(email)
    expect(path()).toBe('/account/login')
  })

  test('logs in and returns to the page it left', async () => {
    await field('Password').fill(password)
    await button('Log in').click()
    await expect(page).toHaveURL(/\/account\/address$/)
    await expect(page.getByRole('heading', { name: 'Address book' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('PATH__'))).toBeNull()
  })

  test('sends a guest from /account to the login page, and back after login', async () => {
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/account\/login$/)
    await page.goto(`/account`)
    await expect(page).toHaveURL(/\/account\/login$/)
    await page.goto(`/account/address`)
    await seen('Please login first!')
    await page.goto(`/account/information`)
    await expect(page).toHaveURL(/\/account\/login$/)
    await logIn(password)
    await expect(page).toHaveURL(/\/account\/information$/)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    expect(path()).toBe('/')
  })

  test('resets a forgotten password with a code; the old password stops working', async () => {
    await page.goto(`/account/information`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/account\/login$/)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/account\/forget$/)
    // The login form, whose e-mail field has the same label, stays on screen until this page's code arrives.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await field('Email').fill(email)
    await button('Send code').click()
    await expect(page.getByText(`A verification code has been sent to ${email}`).first()).toBeVisible()
    await field('Verification code').fill(await mailedCode(email))
    await button('Continue').click()
    const fresh = 'difference engine 1822'
    await field('New password').fill(fresh)
    await field('Confirm new password').fill(fresh)
    await button('Reset password').click()
    await seen('Password reset successfully!')
    await expect(page).toHaveURL(/\/account\/login$/)
    await logIn(password)
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible()
    password = fresh
    await logIn(password)
    // Back to the page the logout left.
    await expect(page).toHaveURL(/\/account\/information$/)
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible()
    expect(path()).toBe('/account/information')
  })
})

const messages = {
  en: {
    login: ['Please input your email!', 'Please input your password!'],
    badEmail: 'Incorrect email.',
    register: [
      'Please input username!',
      'Please input your email!',
      'Please input phone!',
      'Please input your password!',
      'Please input the password again',
      'Please input code!',
    ],
    differ: "Two inputs don't match!",
    forget: ['Please input your email!', 'Please input code!'],
    password: ['Please input your old password', 'Please input your new password', 'Please input the password again'],
    address: [
      'Please input First name!',
      'Please input Country!',
      'Please input City!',
      'Please input Address!',
      'Please input Postal/Zip code!',
    ],
    labels: {
      logIn: 'Log in',
      create: 'Create account',
      next: 'Continue',
      change: 'Change password',
      add: 'Add address',
      save: 'Save address',
      email: 'Email',
      password: 'Password',
      again: 'Confirm password',
      logout: 'Log out',
    },
  },
  'zh-cn': {
    login: ['请输入您的邮箱！', '请输入您的密码！'],
    badEmail: '邮箱格式不正确。',
    register: ['请输入用户名！', '请输入您的邮箱！', '请输入手机号！', '请输入您的密码！', '请再次输入密码', '请输入验证码！'],
    differ: '两次输入的密码不一致！',
    forget: ['请输入您的邮箱！', '请输入验证码！'],
    password: ['请输入旧密码', '请输入新密码', '请再次输入密码'],
    address: ['请输入名字！', '请输入国家/地区！', '请输入城市！', '请输入详细地址！', '请输入邮政编码！'],
    labels: {
      logIn: '登录',
      create: '创建账户',
      next: '继续',
      change: '修改密码',
      add: '添加地址',
      save: '保存地址',
      email: '邮箱',
      password: '密码',
      again: '确认密码',
      logout: '退出登录',
    },
  },
} as const

/** The messages under the fields, once the submit has shown them. */
async function fieldMessages(waitFor: string): Promise<string[]> {
  await expect(page.locator('.field__error').filter({ hasText: waitFor }).first()).toBeVisible()
  return page.locator('.field__error').allInnerTexts()
}

for (const locale of ['en', 'zh-cn'] as const)
  test.describe(`every form message on empty submits, in ${locale}`, () => {
    const m = messages[locale]

    test('shows the login, register and reset messages', async () => {
      await page.goto(`/account/login`)
      await page.evaluate((value) => localStorage.setItem('LOCALE__', JSON.stringify(value)), locale)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh-cn' ? 'zh-CN' : 'en')
      if (await page.evaluate(() => Boolean(localStorage.getItem('TOKEN__')))) {
        await page.goto(`/account/information`)
        await page.getByRole('button', { name: m.labels.logout }).click()
        await expect(page).toHaveURL(/\/account\/login$/)
      }
      await button(m.labels.logIn).click()
      expect(await fieldMessages(m.login.at(-1)!)).toEqual(expect.arrayContaining([...m.login]))
      await field(m.labels.email).fill('not-an-email')
      await button(m.labels.logIn).click()
      expect(await fieldMessages(m.badEmail)).toEqual(expect.arrayContaining([m.badEmail]))

      await page.goto(`/account/register`)
      await button(m.labels.create).click()
      expect(await fieldMessages(m.register.at(-1)!)).toEqual(expect.arrayContaining([...m.register]))
      await field(m.labels.password).fill('abcdefgh123')
      await field(m.labels.again).fill('abcdefgh124')
      await button(m.labels.create).click()
      expect(await fieldMessages(m.differ)).toEqual(expect.arrayContaining([m.differ]))

      await page.goto(`/account/forget`)
      await button(m.labels.next).click()
      expect(await fieldMessages(m.forget.at(-1)!)).toEqual(expect.arrayContaining([...m.forget]))
    })

    test('shows the change-password and address messages', async () => {
      await page.goto(`/account/login`)
      await field(m.labels.email).fill(email)
      await field(m.labels.password).fill(password)
      await button(m.labels.logIn).click()
      await expect(page).toHaveURL(/\/account\/information$/)
      await button(m.labels.change).click()
      expect(await fieldMessages(m.password.at(-1)!)).toEqual(expect.arrayContaining([...m.password]))

      await page.goto(`/account/address`)
      await button(m.labels.add).first().click()
      await page.getByRole('dialog').getByRole('button', { name: m.labels.save }).click()
      expect(await fieldMessages(m.address.at(-1)!)).toEqual(expect.arrayContaining([...m.address]))
      await page.keyboard.press('Escape')
    })
  })
