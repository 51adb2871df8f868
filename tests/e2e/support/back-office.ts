import { execFileSync } from 'node:child_process'
import { expect, type Browser, type Page } from '@playwright/test'
import { generateSync } from 'otplib'
import type { OperatorRole } from '#contract/admin.ts'
import { seededDataDir } from './seeded-folder.ts'
import { startShop, type RunningShop } from './server.ts'
import { api } from './shop.ts'

/**
 * A shop of the spec's own whose first operator was made with `npm run shop -- operator add`
 * before the server opened the database, as a real shop gets its first owner. Answers the shop
 * and the one-time set-password link the command printed.
 */
export async function shopWithOperator(
  email: string,
  role: OperatorRole,
  settings: Record<string, string> = {},
): Promise<{ shop: RunningShop; link: string }> {
  const dataDir = seededDataDir('shop-admin-')
  const printed = execFileSync(process.execPath, ['server/cli/shop.ts', 'operator', 'add', '--email', email, '--role', role], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: '' },
    encoding: 'utf8',
  })
  const link = /(\/admin\/set-password\?token=\S+)/.exec(printed)![1]
  return { shop: await startShop({ ...settings, DATA_DIR: dataDir }), link }
}

/** The set-password link's token, for a spec that sets the password through the API. */
export const tokenOf = (link: string) => new URL(link, 'http://shop').searchParams.get('token')!

/**
 * A first sign-in at /admin: password, then the authenticator enrolled from the key shown
 * beside the QR code, then the ten recovery codes acknowledged. Answers the TOTP secret.
 */
export async function signInFirstTime(page: Page, email: string, password: string): Promise<string> {
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  await page.goto('/admin')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await button('Sign in').click()
  const key = page.getByTestId('totp-key')
  await expect(key).toBeVisible()
  await expect(page.getByLabel('QR code to enrol your authenticator')).toBeVisible()
  const secret = (await key.textContent())!
  await page.getByLabel('Authenticator code').fill(generateSync({ secret }))
  await button('Verify').click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByLabel('I have kept these codes somewhere safe').check()
  await button('Continue to the back office').click()
  await expect(button('Sign out')).toBeVisible()
  return secret
}

/**
 * A shop of its own whose owner (made by the CLI) has set a password through the API and signed
 * in for the first time on a page of that shop, enrolling the authenticator.
 */
export async function ownerSignedIn(
  browser: Browser,
  owner: { email: string; password: string },
): Promise<{ shop: RunningShop; page: Page }> {
  const { shop, link } = await shopWithOperator(owner.email, 'owner')
  const set = await api('/api/admin/password', { base: shop.url, body: { token: tokenOf(link), password: owner.password } })
  expect(set.code).toBe(200)
  const page = await browser.newPage({ baseURL: shop.url })
  await signInFirstTime(page, owner.email, owner.password)
  return { shop, page }
}
