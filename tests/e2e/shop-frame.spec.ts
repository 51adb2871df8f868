import { expect, test, type Page } from '@playwright/test'
import { phone } from './support/shop.ts'

// A shopper on a 390 px phone walks through every shop: each has the same one-row header (its
// search, cart, account icon and a menu for the rest) and ends with the same help links.
test.describe.configure({ mode: 'serial' })
test.use(phone)

let page: Page
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage(phone)
  await page.addInitScript(() => localStorage.setItem('AGE__CONFIRMED__', 'true'))
})
test.afterAll(async () => {
  await page.context().close()
})

const shops = ['/electric-scooter', '/ELST/goods', '/ski-board', '/smart-power', '/blindBoxes', '/VAPE/WAKA', '/search?q=scooter']

for (const path of shops) {
  test(`${path}: one header row with search, cart, account and menu; the shop's footer`, async () => {
    await page.goto(path)
    const header = page.locator('header.shop-header')
    await expect(header).toBeVisible()
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account')
    // The vape cart opens as a drawer (a button); the blind boxes won wait under "My boxes".
    const cart = header.getByRole('link', { name: /^Cart|^My boxes$/ }).or(header.getByRole('button', { name: /^Cart/ }))
    if (path !== '/search?q=scooter') await expect(cart).toBeVisible()
    // The navigation waits behind the menu and opens over the page.
    const nav = header.getByRole('navigation')
    await expect(nav).toBeHidden()
    await header.getByRole('button', { name: 'Menu' }).tap()
    await expect(nav).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    const footer = page.locator('footer')
    for (const name of ['Shipping and delivery', 'Returns', /^Privacy policy$/i])
      await expect(footer.getByRole('link', { name })).toBeVisible()
    // Nothing runs past the screen's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
}

test('the goods list shows two cards a row and prices on the first screen; "New" keeps off the drawn number', async () => {
  await page.goto('/ELST/goods')
  const cards = page.locator('.goods-card')
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!]
  expect(second.y).toBe(first.y)
  expect(second.x).toBeGreaterThan(first.x + first.width - 1)
  const price = cards.first().locator('.price').first()
  expect((await price.boundingBox())!.y + 20).toBeLessThan(844)
  // The generated pictures draw the model number top left: the badge sits top right.
  const badge = page.locator('.goods-card__badge', { hasText: 'New' }).first()
  const card = page.locator('.goods-card', { has: badge }).first()
  const [badgeBox, cardBox] = [(await badge.boundingBox())!, (await card.boundingBox())!]
  expect(badgeBox.x).toBeGreaterThan(cardBox.x + cardBox.width * 0.3)
  expect(badgeBox.x + badgeBox.width).toBeGreaterThan(cardBox.x + cardBox.width - 16)
})

test('the menu follows a link and closes; the Smart Power landing names its ranges as their pages do and shows prices', async () => {
  await page.goto('/smart-power')
  await expect(page.getByRole('heading', { level: 2, name: 'Portable Power Stations' })).toBeVisible()
  await expect(page.locator('.goods-card .price').first()).toBeVisible()
  await page.getByRole('button', { name: 'Menu' }).tap()
  await page.getByRole('navigation', { name: 'Energy storage shop' }).getByRole('link', { name: 'Portable Power Stations' }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Portable Power Stations' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Energy storage shop' })).toBeHidden()
})

test('an empty search offers searches and shops to go on with', async () => {
  await page.goto('/search?q=zzqqxx')
  await expect(page.getByRole('heading', { level: 1, name: 'No goods match “zzqqxx”.' })).toBeVisible()
  await page.getByRole('link', { name: 'battery', exact: true }).tap()
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ results? for “battery”$/ })).toBeVisible()
})

test('a scooter shopper reads the privacy policy from the footer without being asked their age', async ({ browser }) => {
  const shopper = await browser.newPage(phone)
  await shopper.goto('/electric-scooter')
  await shopper
    .locator('footer')
    .getByRole('link', { name: /^Privacy policy$/i })
    .click()
  await expect(shopper).toHaveURL(/\/VAPE\/pages\/privacy-policy$/)
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible()
  // The product pages of the vape brands still ask.
  await shopper.goto('/VAPE/WAKA')
  await expect(shopper.getByRole('alertdialog', { name: 'Are you 21 or older?' })).toBeVisible()
  await expect(shopper.getByRole('alertdialog')).toHaveCount(1)
  await shopper.goto('/VAPE/pages/terms-of-use')
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(shopper.getByRole('alertdialog')).toHaveCount(0)
  await shopper.context().close()
})
