import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { shopWithOperator, signInFirstTime } from './support/back-office.ts'
import type { RunningShop } from './support/server.ts'
import { api, mailedCode, phone } from './support/shop.ts'

// Issue 51 end to end: a shopper on a phone exchanges ski boots for another size and follows
// each step the operator takes on the order page and in the mail; a second shopper, in Chinese,
// sends a scooter back and is refunded through the sandbox card. The orders are bought and paid
// through the API, shipped with the shop's command line and marked delivered in the back office.
test.describe.configure({ mode: 'serial' })

let shop: RunningShop
let operator: Page
let mediaDir = ''
const owner = { email: 'owner.returns@shop.example.com', password: 'the returns desk 2026 password' }
const boots = { email: 'boots.returns@example.com', password: 'correct horse battery', orderNo: '', returnNo: '' }
const scooter = { email: 'scooter.returns@example.com', password: 'correct horse battery', orderNo: '', returnNo: '' }
const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'GB',
  state: '',
  city: 'London',
  address: '12 St James Square',
  postal_code: 'SW1Y 4JH',
  phone: '',
}

/** Registers, buys one of the line's goods and pays with the sandbox card; mails go in `locale`, the order's language. */
async function buyAndPay(base: string, shopper: { email: string; password: string }, line: 'boot' | 'sco', size: string, locale = 'en') {
  const call = <T>(path: string, body?: unknown, token?: string) => api<T>(path, { base, body, token, locale })
  await call('/api/v1/sco/sendEmailCode', { email: shopper.email, type: 'register' })
  const code = await mailedCode(shopper.email, base)
  const { data: session } = await call<{ token: string }>('/api/v1/sco/verifyReguser', {
    email: shopper.email,
    code,
    password: shopper.password,
    username: 'Returns Shopper',
    phone: '+44 20 7946 0000',
    wechat: '',
  })
  const list = line === 'boot' ? '/api/v1/boot/getProductlists?page_size=20' : '/api/v1/sco/getscogoodslists?page_size=20'
  const goods = await call<{ list: { id: number; stock: number }[] }>(list)
  const item = goods.data.list.find((entry) => entry.stock > 5)!
  const added = await call('/api/v1/' + line + '/user/addcart', { sign: line, goods_id: item.id, quantity: 1, size }, session.token)
  expect(added.code, added.msg).toBe(200)
  const placed = await call<{ order_no: string }>(
    `/api/v1/${line}/user/createorder`,
    {
      line,
      contact: { email: shopper.email },
      news_opt_in: false,
      delivery_method: 'ship',
      billing_same_as_shipping: true,
      shipping_method: 'standard_international',
      payment_method: 'card',
      note: '',
      currency: 'USD',
      shipping_address: address,
    },
    session.token,
  )
  expect(placed.code, placed.msg).toBe(200)
  const card = await call<{ token: string }>('/api/sandbox/card/tokenize', { number: '4242424242424242', expiry: '12/39', cvc: '123' })
  const paid = await call(
    `/api/v1/${line}/user/payorder`,
    { order_no: placed.data.order_no, payment_method: 'card', card_token: card.data.token, last4: '4242', brand: 'visa' },
    session.token,
  )
  expect(paid.code, paid.msg).toBe(200)
  return placed.data.order_no
}

/** The shop's command line on the shop's data, while the shop is closed. */
const shopCommand = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['server/cli/shop.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000)
  // The shopper's photos land in a folder of this run, not in the checkout's media/.
  mediaDir = mkdtempSync(join(tmpdir(), 'shop-returns-media-'))
  const opened = await shopWithOperator(owner.email, 'owner', { MEDIA_DIR: mediaDir })
  shop = opened.shop
  const setPassword = await api('/api/admin/password', {
    base: shop.url,
    body: { token: new URL(opened.link, 'http://shop').searchParams.get('token'), password: owner.password },
  })
  expect(setPassword.code).toBe(200)
  operator = await (await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 } })).newPage()
  await signInFirstTime(operator, owner.email, owner.password)
  boots.orderNo = await buyAndPay(shop.url, boots, 'boot', '26.5')
  scooter.orderNo = await buyAndPay(shop.url, scooter, 'sco', '', 'zh-cn')
  // Shipped (the shop's command line), then marked delivered by the operator: the return window counts from delivery.
  for (const orderNo of [boots.orderNo, scooter.orderNo]) {
    shopCommand(shop.dataDir, 'ship', orderNo, '--all')
    await operator.goto(`/admin/orders/${orderNo}`)
    await operator.getByRole('button', { name: 'Mark delivered', exact: true }).click()
    await expect(operator.getByTestId('order-fulfilment')).toHaveText('Completed')
  }
})

test.afterAll(async () => {
  await operator?.context().close()
  await shop?.stop()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
})

async function shopperOnPhone(browser: Browser, shopper: { email: string; password: string }) {
  const page = await (await browser.newContext({ ...phone, baseURL: shop.url })).newPage()
  await page.goto('/account/login')
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  return page
}

/** The operator opens the return from the queue, filtered as a desk would. */
async function openReturn(returnNo: string, state: string, line: string) {
  await operator.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Returns', exact: true }).click()
  await operator.getByLabel('State').selectOption({ label: state })
  await operator.getByLabel('Product line').selectOption({ label: line })
  await operator.getByRole('link', { name: returnNo }).click()
  await expect(operator.getByRole('heading', { name: `Return ${returnNo}` })).toBeVisible()
}

async function approve(returnNo: string) {
  await operator.getByLabel('Return address').fill('Returns desk, Unit 4, Heathrow Cargo Centre, TW6 2JS, United Kingdom')
  await operator.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(operator.getByTestId('return-state')).toHaveText('Approved')
  await expect(operator.getByText(`reference ${returnNo}`)).toBeVisible()
}

async function markReceived() {
  await operator.getByLabel('Inspection note').fill('Unworn, in its box.')
  await operator.getByRole('button', { name: 'Mark received', exact: true }).click()
  await expect(operator.getByTestId('return-state')).toHaveText('Received')
}

/** The mail of each step arrives as a job, a moment after the answer: the outbox is read again until it has. */
async function expectMail(to: string, subject: string) {
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${shop.url}/dev/outbox.json`)).json()) as {
          data: { list: { to_address: string; subject?: string; text: string }[] }
        }
        return outbox.data.list.some((mail) => mail.to_address === to && `${mail.subject ?? ''}\n${mail.text}`.includes(subject))
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}

test('a shopper exchanges ski boots for another size and follows each step on the order and in the mail', async ({ browser }) => {
  const page = await shopperOnPhone(browser, boots)
  await page.goto('/account/orders')
  await page.getByRole('link', { name: 'Return or exchange' }).first().click()
  await page.getByRole('radio', { name: 'Exchange for another size' }).check()
  await page.getByLabel(/^How many of /).selectOption('1')
  await page.getByLabel('Size wanted instead of 26.5').selectOption('27.5')
  await page.getByLabel('Reason').selectOption({ label: 'Does not fit' })
  await page.getByLabel('Note (optional)').fill('Too tight at the toes.')
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
  await page.getByLabel('Photos (up to 5)').setInputFiles({ name: 'boot.png', mimeType: 'image/png', buffer: photo })
  await expect(page.getByRole('list', { name: 'Photos added' }).getByRole('img')).toHaveCount(1)
  await page.getByRole('button', { name: 'Send request' }).click()
  const sent = page.getByRole('status').filter({ hasText: /Request R\d+ sent/ })
  await expect(sent).toBeVisible()
  boots.returnNo = /Request (R\d+) sent/.exec((await sent.textContent())!)![1]!
  const timeline = page.getByRole('list', { name: `Where return ${boots.returnNo} stands` })
  await expect(timeline).toContainText('Requested')
  await expect(timeline).toContainText('Waiting for the shop’s answer')
  await expectMail(boots.email, `We received your request ${boots.returnNo}`)

  await openReturn(boots.returnNo, 'Requested', 'Ski boots')
  await expect(operator.getByText('Size 27.5 × 1 held for this exchange.')).toBeHidden()
  await approve(boots.returnNo)
  await expect(operator.getByText('Size 27.5 × 1 held for this exchange.')).toBeVisible()
  await page.reload()
  await expect(timeline).toContainText('Approved')
  await expect(timeline).toContainText(`Write this reference on the parcel: ${boots.returnNo}`)
  await expectMail(boots.email, `Your return ${boots.returnNo} is approved`)

  await markReceived()
  await page.reload()
  await expect(timeline).toContainText('Parcel received')
  await expectMail(boots.email, `We received your parcel ${boots.returnNo}`)

  await operator.getByLabel('Carrier').fill('DHL Express')
  await operator.getByLabel('Tracking number').fill('JD014600009999')
  await operator.getByRole('button', { name: 'Ship replacement', exact: true }).click()
  await expect(operator.getByTestId('return-state')).toHaveText('Replacement shipped')
  await page.reload()
  await expect(timeline).toContainText('Replacement shipped')
  await expect(timeline).toContainText('DHL Express, tracking number JD014600009999')
  await expectMail(boots.email, `Your replacement for ${boots.returnNo} is on its way`)
  await page.context().close()
})

test('a second shopper, in Chinese, sends a scooter back and is refunded through the sandbox card', async ({ browser }) => {
  const page = await shopperOnPhone(browser, scooter)
  await page.goto(`/account/orders?order_no=${scooter.orderNo}&lang=zh-cn`)
  await page.getByRole('button', { name: '退货或换货' }).click()
  await page.getByRole('radio', { name: '退货退款' }).check()
  await page.getByLabel(/的数量$/).selectOption('1')
  await page.getByLabel('原因').selectOption({ label: '不想要了' })
  await page.getByRole('button', { name: '提交申请' }).click()
  const sent = page.getByRole('status').filter({ hasText: /申请 R\d+ 已提交/ })
  await expect(sent).toBeVisible()
  scooter.returnNo = /(R\d+)/.exec((await sent.textContent())!)![1]!
  const timeline = page.getByRole('list', { name: `退货 ${scooter.returnNo} 的进度` })
  await expect(timeline).toContainText('已申请')

  await openReturn(scooter.returnNo, 'Requested', 'Electric scooters')
  await approve(scooter.returnNo)
  await markReceived()
  await expect(operator.getByRole('table', { name: 'What the refund gives back' })).toContainText('Total')
  operator.once('dialog', (dialog) => void dialog.accept())
  await operator.getByRole('button', { name: 'Refund through the gateway' }).click()
  await expect(operator.getByTestId('return-state')).toHaveText('Refunded')

  await page.reload()
  await expect(timeline).toContainText('已退款')
  await expect(timeline).toContainText('退回至您的付款账户')
  await expectMail(scooter.email, `您的退货 ${scooter.returnNo} 已退款`)
  await page.context().close()
})
