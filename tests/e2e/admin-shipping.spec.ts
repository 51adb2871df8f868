import { expect, test, type Page } from '@playwright/test'
import { api } from './support/shop.ts'
import type { RunningShop } from './support/server.ts'
import { ownerSignedIn } from './support/back-office.ts'

// An owner changes a shipping rate in the back office and the shop's next delivery price uses it;
// a rate table that runs backwards is refused with its message and changes nothing.

let shop: RunningShop
let page: Page
const owner = { email: 'owner@shipping.example.com', password: 'the rates keeper 2026' }

test.beforeAll(async ({ browser }) => {
  ;({ shop, page } = await ownerSignedIn(browser, owner))
})
test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
})

const ukBatteryFee = async () => {
  const list = await api<{ list: { id: number; goods_name: string }[] }>('/api/v1/ene/getscogoodslists?page_size=50', { base: shop.url })
  const battery = list.data.list.find((item) => item.goods_name === 'TrekCell 300 Portable Power Station')!
  return (await api<{ fee_usd: number }>(`/api/v1/delivery/quote?items=${battery.id}&country=GB`, { base: shop.url })).data.fee_usd
}

test('an owner’s rate change reaches the shop’s next delivery price; a band running backwards is refused', async () => {
  expect(await ukBatteryFee()).toBe(2800 + 2500)
  await page.goto('/admin/shipping')
  const uk = page.getByRole('form', { name: 'United Kingdom' })
  // The 2–5 kg band is the fourth row.
  await uk.getByLabel('Fee (US$)').nth(3).fill('30.00')
  await uk.getByRole('button', { name: 'Save zone' }).click()
  await expect(uk.getByRole('status')).toHaveText('Zone saved: the next delivery price uses it.')
  expect(await ukBatteryFee()).toBe(3000 + 2500)

  await uk.getByLabel('Up to (g)').nth(1).fill('400')
  await uk.getByRole('button', { name: 'Save zone' }).click()
  await expect(uk.getByRole('alert')).toHaveText('The weight bands overlap or run backwards: each band must end above where it starts.')
  expect(await ukBatteryFee()).toBe(3000 + 2500)
})
