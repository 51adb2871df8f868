import { expect, test, type Page } from '@playwright/test'
import { api, register } from './support/shop.ts'

// Issue 52 item 6: a shopper taps Add to cart and leaves at once by a full navigation (here a
// reload, twenty times). Every add must be in the cart afterwards, none twice, signed in or not.

interface Goods {
  id: number
  goods_name: string
  stock: number
}

const taps = 20

// Twenty full page loads, each replaying what the last one owed: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 })

async function scooterInStock(): Promise<Goods> {
  const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50')
  const goods = list.data.list.find((item) => item.stock >= taps && item.stock < 999)
  if (!goods) throw new Error('no scooter with twenty in stock in the seed')
  return goods
}

/**
 * Taps Add to cart as soon as the button is there, then reloads without waiting for anything: a
 * tap made before the page's code ran goes to the next load of the page, which replays it
 * (server/plugins/page-loader.ts). Then waits, as the shopper would, for the header to count them.
 * (The guest's journey lost 1 to 3 of 20 taps here while the delivery line's figure left its
 * place empty as the quote loaded: the panel jumped 24 px up and back, and a tap aimed at Add to
 * cart landed on the text above it.)
 */
async function addAndReload(page: Page, goods: Goods): Promise<void> {
  await page.goto(`/ELST/product?productId=${goods.id}`)
  for (let tap = 0; tap < taps; tap++) {
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.reload()
  }
  await expect(page.getByRole('link', { name: `Cart, ${taps} items` })).toBeVisible({ timeout: 30_000 })
}

/** The quantity the cart page shows for the product once it has settled. */
async function quantityOnCartPage(page: Page, goods: Goods): Promise<number> {
  await page.goto('/ELST/cart')
  const field = page.getByLabel(`Quantity of ${goods.goods_name}`)
  await expect(field).toHaveValue(String(taps), { timeout: 20_000 })
  return Number(await field.inputValue())
}

test('a signed-in shopper’s adds followed at once by a reload are all kept, once each', async ({ page }) => {
  const goods = await scooterInStock()
  const account = await register(`reload-${Date.now()}@example.test`, 'correct horse battery', 'Reload Tester')
  // A signed-in shopper's add never touches the guest's cart (CART__), not even for a moment:
  // a tap replayed as the page hydrated once went there and was merged on the next page.
  await page.addInitScript(() => {
    const write = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === localStorage && key === 'CART__') sessionStorage.setItem('guest cart written', value)
      write.call(this, key, value)
    }
  })
  await page.goto('/ELST')
  await page.evaluate((session) => {
    localStorage.setItem('TOKEN__', JSON.stringify(session.token))
    localStorage.setItem('USER__INFO__', JSON.stringify(session.userInfo))
  }, account)
  await addAndReload(page, goods)
  expect(await quantityOnCartPage(page, goods)).toBe(taps)
  // The server holds each add once: a resumed add that had already arrived is not counted again.
  const cart = await api<{ lines: { goods_id: number; quantity: number }[] }>('/api/v1/sco/user/cartlists?sign=sco', {
    token: account.token,
  })
  expect(cart.data.lines.map((line) => [line.goods_id, line.quantity])).toEqual([[goods.id, taps]])
  expect(await page.evaluate(() => sessionStorage.getItem('guest cart written'))).toBeNull()
  await expect(page.getByRole('link', { name: `Cart, ${taps} items` })).toBeVisible()
})

test('a guest’s adds followed at once by a reload are all kept, once each', async ({ page }) => {
  const goods = await scooterInStock()
  await addAndReload(page, goods)
  expect(await quantityOnCartPage(page, goods)).toBe(taps)
  await expect(page.getByRole('link', { name: `Cart, ${taps} items` })).toBeVisible()
})
