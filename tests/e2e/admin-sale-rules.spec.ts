import { expect, test, type Page } from '@playwright/test'
import { api, register } from './support/shop.ts'
import type { RunningShop } from './support/server.ts'
import { ownerSignedIn } from './support/back-office.ts'

// An owner reads the sale rules in the back office, bans vapes in a country with a reason, and
// the shop's next vape order there is refused with that reason; the rule is then deleted.
// Ireland: in the EU zone, whose carriers take nicotine e-liquid (Norway's do not, so an order
// there is refused by the carrier whatever the rule says), and without a vape rule of its own.

let shop: RunningShop
let page: Page
const owner = { email: 'owner@sale-rules.example.com', password: 'the rules keeper 2026' }
const reason = { en: 'Nicotine e-liquids need a licence there.', zh: '当地销售含尼古丁的电子烟油需要许可证。' }

test.beforeAll(async ({ browser }) => {
  ;({ shop, page } = await ownerSignedIn(browser, owner))
})
test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
})

/** A new shopper's vape order to Dublin, placed through the shop's API as the checkout places it. */
async function vapeOrderToIreland() {
  const vapes = await api<{ list: { id: number; stock: number }[] }>('/api/v1/cigarette/getgoodslists?page_size=50', { base: shop.url })
  const vape = vapes.data.list.find((item) => item.stock >= 1)!
  const email = `dublin.${Date.now()}@example.com`
  const { token } = await register(email, 'correct horse battery', 'Dublin Shopper', { base: shop.url })
  expect(
    (await api('/api/v1/sco/user/addcart', { base: shop.url, token, body: { sign: 'cig', goods_id: vape.id, quantity: 1 } })).code,
  ).toBe(200)
  return api('/api/v1/sco/user/createorder', {
    base: shop.url,
    token,
    body: {
      line: 'cig',
      contact: { email },
      news_opt_in: false,
      delivery_method: 'ship',
      billing_same_as_shipping: true,
      shipping_method: 'standard_international',
      payment_method: 'card',
      note: '',
      currency: 'USD',
      date_of_birth: '1980-05-01',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        country: 'IE',
        state: '',
        city: 'Dublin',
        address: '1 Grafton Street',
        postal_code: 'D02 X285',
        phone: '',
      },
    },
  })
}

test('an owner bans vapes in Ireland with a reason; the next vape order there is refused with it', async () => {
  await page.getByRole('link', { name: 'Sale rules' }).click()
  await expect(page.getByRole('heading', { name: 'Sale rules', level: 2 })).toBeVisible()
  const singapore = page.getByRole('row').filter({ hasText: 'Singapore (SG)' }).filter({ hasText: 'Vapes' })
  await expect(singapore).toContainText('The sale of e-cigarettes is banned there.')

  const add = page.getByRole('form', { name: 'Add a rule' })
  await add.getByLabel('Product line').selectOption({ label: 'Vapes' })
  await add.getByLabel('Country').selectOption('IE')
  await add.getByLabel('Sold there').uncheck()
  await add.getByLabel('Reason shown to shoppers (English)').fill(reason.en)
  await add.getByLabel('Reason shown to shoppers (Chinese)').fill(reason.zh)
  await add.getByLabel('Minimum age (0: none)').fill('18')
  await add.getByLabel('Source (law or regulator)').fill('Public Health (Tobacco and Nicotine Inhaling Products) Act 2023')
  await add.getByRole('button', { name: 'Add rule' }).click()
  await expect(add.getByRole('status')).toHaveText('Rule saved: the next order judges by it.')
  const ireland = page.getByRole('row').filter({ hasText: 'Ireland (IE)' })
  await expect(ireland).toContainText(reason.en)

  expect(await vapeOrderToIreland()).toMatchObject({
    code: 422,
    msg: `We cannot deliver vape products to Ireland. ${reason.en}`,
  })

  // Deleted after the confirmation: Ireland follows the vapes' rule for every other country again.
  page.once('dialog', (dialog) => dialog.accept())
  await ireland.getByRole('button', { name: 'Delete Vapes, Ireland (IE)' }).click()
  await expect(ireland).toHaveCount(0)
  expect((await vapeOrderToIreland()).code).toBe(200)
})
