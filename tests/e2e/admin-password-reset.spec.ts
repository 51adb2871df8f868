import { expect, test, type Page } from '@playwright/test'
import { generateSync } from 'otplib'
import type { Envelope } from '#contract/envelope.ts'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime } from './support/back-office.ts'

// An operator who forgot the password: "Forgot password?" on the sign-in page, the mailed link,
// the new password taken only with the authenticator's code, the session still open elsewhere
// ended, and the link refused the second time. Its own shop: the operator comes from the CLI.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let link = ''
const email = 'forgetful.owner@shop.example.com'
const password = 'the password I forgot'
const newPassword = 'a password written down'

test.beforeAll(async () => {
  ;({ shop, link } = await shopWithOperator(email, 'owner'))
})
test.afterAll(async () => {
  await shop?.stop()
})

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** The reset link of the newest mail to `to`, as the development outbox lists it. */
async function mailedResetLink(to: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${shop.url}/dev/outbox.json`)).json()) as Envelope<{
          list: { to_address: string; text: string }[]
        }>
        found = outbox
          .data!.list.filter((mail) => mail.to_address === to)
          .map((mail) => /(\/admin\/reset-password\?token=\S+)/.exec(mail.text)?.[1])
          .find(Boolean)
        return found
      },
      { message: `a reset link mailed to ${to}` },
    )
    .toBeTruthy()
  return found!
}

/** A code from the authenticator's next 30-second step: the one used to sign in is never taken twice. */
async function nextCode(secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000)
  const now = step()
  await expect.poll(step, { timeout: 31_000, intervals: [500] }).toBeGreaterThan(now)
  return generateSync({ secret })
}

test('a forgotten password is reset by the mailed link and the authenticator code; the link works once', async ({ browser }) => {
  const office = await (await browser.newContext({ baseURL: shop.url })).newPage()
  const home = await (await browser.newContext({ baseURL: shop.url })).newPage()
  try {
    await office.goto(link)
    await office.getByLabel('New password').fill(password)
    await office.getByLabel('Repeat the password').fill(password)
    await button(office, 'Save password').click()
    await expect(office.getByText('Your password is set. You can sign in now.')).toBeVisible()
    const secret = await signInFirstTime(office, email, password)

    // At home, the password is gone from memory.
    await home.goto('/admin')
    await home.getByRole('link', { name: 'Forgot password?' }).click()
    await home.getByLabel('E-mail', { exact: true }).fill(email)
    await button(home, 'Send the link').click()
    const same = 'If an operator has this e-mail, a link to choose a new password is on its way. It works once, within 30 minutes.'
    await expect(home.getByText(same)).toBeVisible()
    const resetLink = await mailedResetLink(email)

    await home.goto(resetLink)
    await home.getByLabel('New password').fill(newPassword)
    await home.getByLabel('Repeat the password').fill(newPassword)
    // A code from another time is refused and changes nothing.
    await home.getByLabel('Authenticator code').fill(generateSync({ secret, epoch: 1_000_000_000 }))
    await button(home, 'Change password').click()
    await expect(
      home.getByText('That code is not right or has already been used. Type the current code from your authenticator app.'),
    ).toBeVisible()
    await home.getByLabel('Authenticator code').fill(await nextCode(secret))
    await button(home, 'Change password').click()
    await expect(
      home.getByText('Your password is changed and every back-office session has ended. Sign in with the new password.'),
    ).toBeVisible()

    // The office's session ended with the reset: its next step is the sign-in.
    await office.getByRole('link', { name: 'Products' }).click()
    await expect(button(office, 'Sign in')).toBeVisible()

    // The link works once.
    await home.goto(resetLink)
    await home.getByLabel('New password').fill('yet another password')
    await home.getByLabel('Repeat the password').fill('yet another password')
    await home.getByLabel('Authenticator code').fill(generateSync({ secret }))
    await button(home, 'Change password').click()
    await expect(
      home.getByText('This password reset link has expired or was already used. Ask for a new one from the sign-in page.'),
    ).toBeVisible()

    // The old password no longer opens the door; the new one leads to the same authenticator.
    for (const [typed, answer] of [
      [password, 'Incorrect e-mail or password.'],
      [newPassword, 'Type the six digits your authenticator app shows.'],
    ]) {
      await home.goto('/admin')
      await home.getByLabel('E-mail', { exact: true }).fill(email)
      await home.getByLabel('Password', { exact: true }).fill(typed)
      await button(home, 'Sign in').click()
      await expect(home.getByText(answer)).toBeVisible()
    }
  } finally {
    await office.context().close()
    await home.context().close()
  }
})
