import { expect, test, type Page } from '@playwright/test'
import { api, phone, register, shopUrl, type Envelope } from './support/shop.ts'

// Issue 50, on a phone in Chinese: a UK shopper sees the same "Duties and taxes" line in the
// cart, at the confirm step, in the order history and in the confirmation e-mail, and pays that
// total with the sandbox card.
test.describe.configure({ mode: 'serial' })
test.use({ ...phone, locale: 'zh-CN' })

const email = `uk.duties.${Date.now()}@example.com`
const password = 'correct horse battery'
let page: Page
let token = ''
let scooter: { id: number; goods_name: string }

test.beforeAll(async ({ browser }) => {
  token = (await register(email, password, 'Mei Lin')).token
  const saved = await api('/api/v1/sco/user/addaddress', {
    token,
    body: {
      first_name: 'Mei',
      last_name: 'Lin',
      country: 'GB',
      state: '',
      city: 'Leeds',
      address: '1 Park Row',
      postal_code: 'LS1 5AB',
      phone: '',
      is_default: true,
    },
  })
  expect(saved.code).toBe(200)
  const list = await api<{ list: { id: number; goods_name: string; stock: number }[] }>('/api/v1/sco/getscogoodslists?page_size=50')
  scooter = list.data.list.find((item) => item.stock >= 5)!
  expect((await api('/api/v1/sco/user/addcart', { token, body: { sign: 'sco', goods_id: scooter.id, quantity: 1 } })).code).toBe(200)
  const context = await browser.newContext({ ...phone, locale: 'zh-CN', baseURL: shopUrl() })
  await context.addInitScript(
    ([value, locale]) => {
      localStorage.setItem('TOKEN__', JSON.stringify(value))
      localStorage.setItem('LOCALE__', JSON.stringify(locale))
    },
    [token, 'zh-cn'],
  )
  page = await context.newPage()
})
test.afterAll(async () => {
  await page?.context().close()
})

const button = (name: string) => page.getByRole('button', { name, exact: true })
let inCart = ''
let onConfirm = ''
let orderNo = ''

test('the cart shows the duties and taxes of a parcel to the UK, with the rule', async () => {
  await page.goto('/ELST/cart')
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible()
  const duties = page.locator('.delivery-line__duties > div').first()
  await expect(duties).toBeVisible()
  await duties.getByText('这是什么？').click()
  await expect(duties.getByText(/英国/)).toBeVisible()
  inCart = (await duties.locator('dd').innerText()).trim()
  expect(inCart).toMatch(/\d/)
})

test('the confirm step shows the same line, says nothing more is due, and the card pays the total', async () => {
  await button('去结算').click()
  await expect(page.getByRole('radio', { name: /1 Park Row/ })).toBeVisible()
  await page.getByLabel('电子邮箱或手机号码').fill(email)
  await button('继续选择配送').click()
  await button('继续付款').click()
  await page.getByLabel('卡号').fill('4242 4242 4242 4242')
  await page.getByLabel('持卡人名字').fill('Mei')
  await page.getByLabel('持卡人姓氏').fill('Lin')
  await page.getByLabel('有效期（月 / 年）').fill('12 / 39')
  await page.getByLabel('安全码').fill('123')
  await button('核对订单').click()
  await expect(page).toHaveURL(/step=confirm/)
  const summary = page.locator('.quote-summary')
  await expect(summary.getByText('送达时无需再付任何费用：关税和税费已包含在总额中。')).toBeVisible()
  onConfirm = (await summary.locator('.quote-summary__duties dd').innerText()).trim()
  expect(onConfirm).toBe(inCart)
  const total = (await summary.locator('.quote-summary__grand dd').innerText()).trim()
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await button('立即支付').click()
  await expect(page.getByRole('heading', { name: '谢谢！您的订单已确认。' })).toBeVisible()
  orderNo = new URL(page.url()).searchParams.get('order_no') ?? ''
  expect(orderNo).toMatch(/^\d{8,24}$/)

  const { data: order } = await api<{ status: string; total: number; duties_taxes: { total: number } | null; currency: string }>(
    `/api/v1/sco/user/orderdetail?order_no=${orderNo}`,
    { token },
  )
  expect(order.status).toBe('paid')
  expect(order.duties_taxes!.total).toBeGreaterThan(0)
  // The total the card was charged is the one the confirm step showed, duties and taxes included.
  expect(total.replace(/[^\d.]/g, '')).toBe((order.total / 100).toFixed(2))
})

test('the order history and the confirmation e-mail show the same duties and taxes', async () => {
  await page.goto(`/account/orders`)
  await page
    .getByRole('row', { name: new RegExp(orderNo) })
    .getByRole('link')
    .click()
  const detail = page.locator('.order-detail')
  const line = detail.locator('.order-detail__totals div').filter({ hasText: '关税和税费' })
  await expect(line.locator('dd')).toHaveText(onConfirm)

  let text = ''
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${shopUrl()}/dev/outbox.json`)).json()) as Envelope<{
        list: { to_address: string; text: string }[]
      }>
      text = outbox.data.list.find((mail) => mail.to_address === email && mail.text.includes(orderNo))?.text ?? ''
      return text
    })
    .toContain('关税和税费')
  expect(text).toContain(onConfirm)
  expect(text).toContain('关税和税费已包含在总额中：送达时无需再付任何费用。')
})
