import { expect, test, type Page } from '@playwright/test'
import { mailedCode } from './support/shop.ts'

// One adult's blind-box journey on a 390 px phone; each step starts where the last one left off.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

let page: Page
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
})
test.afterAll(async () => {
  await page.context().close()
})

const email = `box-${Date.now()}@example.com`
const password = 'analytical engine 1843'
const field = (label: string) => page.getByLabel(label, { exact: true })
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const seen = (text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible()
/** Nothing wider than the phone: no sideways scrolling. */
const fitsThePhone = async () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('the scooter header leads to the blind-box shop, whose series show prizes, values and odds', async () => {
  await page.goto('/ELST/blind-boxes')
  await page.getByRole('link', { name: /Open the blind-box shop/ }).click()
  await expect(page).toHaveURL(/\/blindBoxes$/)
  await expect(page.getByRole('heading', { name: 'Blind-box series' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Moonlit Garden Series' })).toBeVisible()
  await fitsThePhone()
  await page.getByRole('link', { name: 'Rules' }).first().click()
  await expect(page.getByRole('heading', { name: 'How to verify a draw' })).toBeVisible()
  await seen('Moon-glazed Sprite (secret)')
  await seen('0.6944 %')
  // The worked example's real numbers (held to the draw's code by fairness.test.ts and verify-draw.test.ts).
  await expect(page.getByRole('heading', { name: 'Worked example' })).toBeVisible()
  await seen('0ab67238c017ec989ec7ca04929079ed130788da150bbab9c225fe8a3645262d')
  await seen('41,846 is not below A’s running total (4,000) or B’s (10,000) but is below C’s (100,000): the prize is C.')
  await fitsThePhone()
})

async function fillRegistration(target: Page, address: string) {
  const input = (label: string) => target.getByLabel(label, { exact: true })
  await input('Username').fill('Ada')
  await input('Email').fill(address)
  await input('Phone').fill('+44 20 7946 0000')
  await input('Password').fill(password)
  await input('Confirm password').fill(password)
  await target.getByRole('button', { name: 'Send code', exact: true }).click()
  await input('Verification code').fill(await mailedCode(address))
}

test('a visitor registers for blind boxes with a date of birth; under 18 is refused', async () => {
  await page.goto('/blindBoxes')
  await page.getByRole('link', { name: 'Create a blind-box account' }).click()
  await expect(page).toHaveURL(/\/blindBoxes\/register$/)
  await expect(page.getByRole('heading', { name: 'Create your blind-box account' })).toBeVisible()
  await fillRegistration(page, email)
  await field('Date of birth').fill('2012-03-04')
  await button('Create account').click()
  await expect(page.getByRole('alert').filter({ hasText: 'You must be 18 or older to buy blind boxes.' })).toBeVisible()
  await expect(page).toHaveURL(/\/blindBoxes\/register$/)
  await fitsThePhone()
  await field('Date of birth').fill('1990-06-15')
  await button('Create account').click()
  await seen('Registration is successful!')
  // Back where the visitor started, signed in, of age: only their own client seed to choose before drawing.
  await expect(page).toHaveURL(/\/blindBoxes$/)
  await expect(page.getByRole('heading', { name: 'Blind-box series' })).toBeVisible()
  await page.getByRole('link', { name: 'Moonlit Garden Series' }).click()
  await expect(button('Use this client seed')).toBeVisible()
  await expect(field('Date of birth')).toHaveCount(0)
})

test('an existing shop account gives its date of birth once before its first draw', async ({ browser }) => {
  const other = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    await other.goto('/account/register')
    await fillRegistration(other, `shop-${Date.now()}@example.com`)
    await other.getByRole('button', { name: 'Create account', exact: true }).click()
    await expect(other.getByText('Registration is successful!').first()).toBeVisible()
    await other.goto('/blindBoxes')
    const dateOfBirth = other.getByLabel('Date of birth', { exact: true })
    await dateOfBirth.fill('2015-01-01')
    await other.getByRole('button', { name: 'Save date of birth', exact: true }).click()
    await expect(other.getByText('You must be 18 or older to buy blind boxes.').first()).toBeVisible()
    await dateOfBirth.fill('1990-06-15')
    await other.getByRole('button', { name: 'Save date of birth', exact: true }).click()
    await expect(dateOfBirth).toHaveCount(0)
    await other.goto('/blindBoxes/account')
    await expect(other.getByRole('heading', { name: 'My blind boxes' })).toBeVisible()
    await expect(other.getByLabel('Date of birth', { exact: true })).toHaveCount(0)
  } finally {
    await other.context().close()
  }
})

test('tops up through the sandbox wallet and sees the balance only after the payment', async () => {
  await page.goto('/blindBoxes/recharge')
  await page.getByRole('radio', { name: '$20.00' }).check()
  await page.getByRole('radio', { name: 'Alipay' }).check()
  await button('Pay').click()
  await expect(page).toHaveURL(/\/sandbox\/wallet\?/)
  await button('Confirm payment').click()
  await expect(page).toHaveURL(/\/blindBoxes\/recharge\?no=/)
  await seen('Top-up of $20.00 received.')
  await fitsThePhone()
})

test('tops up by card with the same card form as checkout', async () => {
  await page.goto('/blindBoxes/recharge')
  await page.getByRole('radio', { name: '$10.00' }).check()
  await page.getByRole('radio', { name: 'Credit card' }).check()
  await field('Card number').fill('4242 4242 4242 4242')
  await field('Cardholder first name').fill('Ada')
  await field('Cardholder last name').fill('Lovelace')
  await field('Expiration date (MM / YY)').fill('12 / 39')
  await field('Security code').fill('123')
  await fitsThePhone()
  await button('Pay').click()
  await seen('Top-up of $10.00 received.')
  await expect(page.getByText(/^Balance:/).first()).toContainText('$30.00')
})

/** The value a facts list gives for a term (the hash, the client seed, the nonce…). */
const fact = (term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')

async function drawFromMoonlitGarden() {
  await page.goto('/blindBoxes')
  await page.getByRole('link', { name: 'Moonlit Garden Series' }).click()
  await expect(page.getByText('Server seed hash (SHA-256) of your next draw')).toBeVisible()
  await fitsThePhone()
  await button('Draw one box').click()
  await expect(page).toHaveURL(/\/blindBoxes\/thanks\?id=B\d+/)
  await expect(page.getByText(/You opened a box from Moonlit Garden Series and got:/)).toBeVisible()
  await page.getByRole('link', { name: 'Resell, ship or verify this prize' }).click()
  await expect(page).toHaveURL(/\/blindBoxes\/order\?id=B\d+/)
}

test('chooses an own client seed, draws, reveals the server seed by changing the seed, verifies in the browser, and resells', async () => {
  await page.goto('/blindBoxes')
  await page.getByRole('link', { name: 'Moonlit Garden Series' }).click()
  // Before the first draw: the committed hash, no client seed yet, a random one filled in by the browser.
  await expect(fact('Client seed')).toHaveText('Not chosen yet')
  const committed = (await fact('Server seed hash (SHA-256) of your next draw').textContent())!
  expect(committed).toMatch(/^[0-9a-f]{64}$/)
  await expect(field('Your client seed')).toHaveValue(/^[A-Za-z0-9]{16}$/)
  await expect(button('Draw one box')).toHaveCount(0)
  await field('Your client seed').fill('my seed!')
  await button('Use this client seed').click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your client seed must be 1 to 64 letters (A–Z, a–z) or digits (0–9).' }),
  ).toBeVisible()
  await expect(fact('Client seed')).toHaveText('Not chosen yet')
  await field('Your client seed').fill('AdaPhoneSeed1843')
  await button('Use this client seed').click()
  await expect(fact('Client seed')).toHaveText('AdaPhoneSeed1843')
  const pairHash = (await fact('Server seed hash (SHA-256) of your next draw').textContent())!
  await expect(fact('Nonce of your next draw')).toHaveText('0')
  await fitsThePhone()

  await button('Draw one box').click()
  await expect(page).toHaveURL(/\/blindBoxes\/thanks\?id=B\d+/)
  await page.getByRole('link', { name: 'Resell, ship or verify this prize' }).click()
  await expect(page).toHaveURL(/\/blindBoxes\/order\?id=B\d+/)
  // The pair is still in use: its server seed stays secret, so there is nothing to verify yet.
  await expect(fact('Server seed (revealed)')).toHaveText('Not revealed yet: it is revealed when you change your client seed.')
  await expect(fact('Server seed hash shown before the draw')).toHaveText(pairHash)
  await expect(fact('Client seed')).toHaveText('AdaPhoneSeed1843')
  await expect(fact('Nonce')).toHaveText('0')
  await expect(button('Verify')).toHaveCount(0)

  await button('Change client seed').click()
  await expect(fact('Server seed (revealed)')).toHaveText(/^[0-9a-f]{64}$/)
  // Verify asks the server nothing: Web Crypto in the page recomputes the hash, the HMAC and the prize.
  const asked: string[] = []
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes('/api/')) asked.push(request.url())
  }
  page.on('request', onRequest)
  await button('Verify').click()
  await expect(page.getByRole('status').filter({ hasText: /^Verified: the seed matches its hash/ })).toBeVisible()
  page.off('request', onRequest)
  expect(asked).toEqual([])
  await fitsThePhone()
  await button('Resell into my balance').click()
  // The toast may be gone on a slow machine; the prize's page keeps what the resale credited.
  await expect(page.getByText('Resold for $7.74.')).toBeVisible()
})

test('draws again and ships that prize', async () => {
  await drawFromMoonlitGarden()
  await page.getByLabel('Country').selectOption('GB')
  await field('First name').fill('Ada')
  await field('Last name').fill('Lovelace')
  await field('Address').fill('12 St James’s Square')
  await field('City').fill('London')
  await field('Postal/Zip code').fill('SW1Y 4JH')
  await button('Ship to this address').click()
  await seen('Shipping to Ada Lovelace, London.')
  await page.goto('/blindBoxes/account')
  await expect(page.getByText('Shipping', { exact: true })).toBeVisible()
  await expect(page.getByText('Resold', { exact: true })).toBeVisible()
  await fitsThePhone()
  // The prize went to fulfilment as an order of its own, paid and waiting to ship.
  await page.goto('/account/orders')
  await expect(page.getByRole('cell', { name: 'Blind-box prize' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Paid, preparing to ship' })).toBeVisible()
})
