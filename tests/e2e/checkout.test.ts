import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { RunningShop } from './support/server.ts'
import { closeShopper, goOffline, goOnline, openShopper, type Shopper } from './support/shopper.ts'

let shopper: Shopper
let shop: RunningShop
let browser: BrowserContext
let page: Page

interface Goods { id: number; goods_name: string; price: number; stock: number }
interface Envelope<T> { code: number; msg: string; data: T }

const email = 'checkout.shopper@example.com'
const password = 'correct horse battery'
let token = ''
let goods: Goods[] = []

async function api<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<Envelope<T>> {
  const response = await fetch(`${shop.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return response.json() as Promise<Envelope<T>>
}

/** A new account through the real API, with the e-mailed code read from the development outbox. */
async function register(): Promise<string> {
  expect((await api('/api/v1/sco/sendEmailCode', { body: { email, type: 'register' } })).code).toBe(200)
  const outbox = await api<{ list: { to_address: string; text: string }[] }>('/dev/outbox.json')
  const code = /\b(\d{6})\b/.exec(outbox.data.list.find((mail) => mail.to_address === email)?.text ?? '')?.[1]
  const registered = await api<{ token: string }>('/api/v1/sco/verifyReguser', {
    body: { email, code, password, username: 'Mei Lin', phone: '+44 20 7946 0000', wechat: '' },
  })
  expect(registered.code).toBe(200)
  return registered.data.token
}

const addToCart = async (goodsId: number, quantity = 1) =>
  expect((await api('/api/v1/sco/user/addcart', { token, body: { sign: 'sco', goods_id: goodsId, quantity } })).code).toBe(200)

const heading = (name: string | RegExp) => page.getByRole('heading', { name })
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
/** A toast's text (its title; a screen-reader copy is announced apart). */
const toastText = (text: string) => page.locator('.toast__title', { hasText: text })
const alerts = async () => (await page.locator('.field__error').allInnerTexts()).map((text) => text.trim())

/** Information and shipping with the defaults (account e-mail, default saved address), then the payment step. */
async function toPayment() {
  await page.goto(`${shop.url}/checkout?line=sco`)
  await page.getByRole('radio', { name: /1 Park Row/ }).waitFor()
  await button('Continue to shipping').click()
  await page.getByText('Standard International').waitFor()
  await button('Continue to payment').click()
  await heading('Payment').or(page.getByRole('group', { name: 'Payment' })).first().waitFor()
}

async function fillCard(card: { number: string; first?: string; last?: string; expiry?: string; cvc?: string }, scope = page.locator('body')) {
  await scope.getByLabel('Card number').fill(card.number)
  await scope.getByLabel('Cardholder first name').fill(card.first ?? 'Mei')
  await scope.getByLabel('Cardholder last name').fill(card.last ?? 'Lin')
  await scope.getByLabel('Expiration date (MM / YY)').fill(card.expiry ?? '12 / 39')
  await scope.getByLabel('Security code').fill(card.cvc ?? '123')
}

beforeAll(async () => {
  ({ shop, browser, page } = shopper = await openShopper())
  page.setDefaultTimeout(15_000)
  token = await register()
  const saved = await api('/api/v1/sco/user/addaddress', {
    token,
    body: { first_name: 'Mei', last_name: 'Lin', country: 'GB', state: '', city: 'Leeds', address: '1 Park Row', postal_code: 'LS1 5AB', phone: '', is_default: true },
  })
  if (saved.code !== 200) throw new Error(`address not saved: ${saved.msg}`)
  const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50')
  // Four products over $50 (the welcome coupon's minimum spend), with stock to spare.
  goods = list.data.list.filter((item) => item.stock >= 20 && item.price >= 5000)
  if (goods.length < 4) throw new Error('the seed has too few scooters over $50')
})

afterAll(async () => {
  await closeShopper(shopper ?? {})
})

describe('checkout from the scooter cart', () => {
  let orderNo = ''
  let confirmedTotal = ''

  it('asks a guest to log in first and comes back to checkout', async () => {
    await page.goto(`${shop.url}/ELST/product?productId=${goods[0].id}`)
    await heading(goods[0].goods_name).waitFor()
    await button('Add to cart').click()
    await toastText('Add successful').waitFor()
    await page.goto(`${shop.url}/ELST/cart`)
    await heading('Shopping cart').waitFor()
    await button('Check out').click()
    await page.waitForURL(/\/account\/login/)
    await page.getByText('Please login first!').first().waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await button('Log in').click()
    await page.waitForURL(/\/checkout\?.*line=sco/)
    await heading('Checkout').waitFor()
    // The guest's line came along into the account's cart.
    await page.getByRole('complementary').getByText(goods[0].goods_name).waitFor()
    expect(new URL(page.url()).searchParams.get('line')).toBe('sco')
  })

  it('does not let a step be skipped', async () => {
    await page.goto(`${shop.url}/checkout?line=sco&step=confirm`)
    await page.waitForURL(/step=information/)
    await expect(page.getByLabel('Email or mobile phone number').inputValue()).resolves.toBe(email)
  })

  it('shows every checkout message for empty and bad input', async () => {
    await page.getByRole('radio', { name: 'Use a new address' }).check()
    await page.getByLabel('Email or mobile phone number').fill('')
    await button('Continue to shipping').click()
    await page.getByText('Enter a last name').waitFor()
    expect(await alerts()).toEqual([
      'Enter a valid email or mobile phone number',
      'Enter a first name',
      'Enter a last name',
      'Please select a country',
      'Enter an address',
      'Enter a city',
      'Enter a ZIP / postal code',
    ])
    expect(await page.getByLabel('Country/Region').locator('option').first().innerText()).toBe('Please select a country')
    await page.getByLabel('Email or mobile phone number').fill('mei@example')
    await page.getByLabel('Last name').fill('   ')
    await button('Continue to shipping').click()
    await expect(alerts()).resolves.toContain('Enter a valid email or mobile phone number')
    await expect(alerts()).resolves.toContain('Enter a last name')
    expect(new URL(page.url()).searchParams.get('step')).toBe('information')
  })

  it('keeps what was typed through a reload', async () => {
    await page.getByLabel('Email or mobile phone number').fill('+44 7700 900123')
    await page.getByLabel('City').fill('York')
    await page.reload()
    await expect(page.getByLabel('Email or mobile phone number').inputValue()).resolves.toBe('+44 7700 900123')
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('York')
  })

  it('goes through the four steps with a saved address', async () => {
    await page.getByRole('radio', { name: /1 Park Row/ }).check()
    await button('Continue to shipping').click()
    await page.waitForURL(/step=shipping/)
    const method = page.getByRole('radio', { name: /Standard International/ })
    expect(await method.isChecked()).toBe(true)
    await page.getByText('Leeds').first().waitFor()
    await button('Previous').click()
    await page.waitForURL(/step=information/)
    await button('Continue to shipping').click()
    await button('Continue to payment').click()
    await page.waitForURL(/step=payment/)
  })

  it('shows every card message for empty and bad input', async () => {
    await button('Review order').click()
    await page.getByText('Enter a valid card number!').waitFor()
    const cardMessages = [
      'Enter a valid card number!',
      'The cardholder first name field is required',
      "Enter your name exactly as it's written on your card",
      'Enter a valid card expiry date',
      'Enter the CVV or security code on your card',
    ]
    expect(await alerts()).toEqual(cardMessages)
    await fillCard({ number: '4242 4242 4242 4241', first: ' ', last: 'L1n', expiry: '01 / 20', cvc: '12' })
    await button('Review order').click()
    await page.getByText('Enter a valid card number!').waitFor()
    expect(await alerts()).toEqual(cardMessages)
    expect(new URL(page.url()).searchParams.get('step')).toBe('payment')
  })

  it('pays by card with a coupon: thanks page, then the order in the history with the same totals', async () => {
    await fillCard({ number: '4242 4242 4242 4242' })
    const coupon = page.getByLabel('Coupon')
    await coupon.selectOption((await coupon.locator('option', { hasText: 'Welcome gift' }).getAttribute('value')) ?? '')
    await page.getByLabel('Additional information').fill('Please ring twice')
    await button('Review order').click()
    await page.waitForURL(/step=confirm/)
    await page.getByText('Credit card ending in 4242').waitFor()
    const summary = page.locator('.quote-summary')
    await summary.getByText(goods[0].goods_name).waitFor()
    for (const label of ['Subtotal', 'Shipping', 'Discount', 'Total']) await summary.getByRole('term').getByText(label, { exact: true }).waitFor()
    await summary.getByText(/You will be charged .+ in USD\./).waitFor()
    confirmedTotal = (await summary.locator('.quote-summary__grand dd').innerText()).replace('USD', '').trim()
    await button('Pay now').click()
    await toastText('Pay successful!').waitFor()
    // The router quotes an all-digit string in the URL (order_no="2026…") so it stays a string.
    await page.waitForURL(/\/checkout\/thanks\?order_no=/)
    orderNo = (new URL(page.url()).searchParams.get('order_no') ?? '').replaceAll('"', '')
    expect(orderNo).toMatch(/^\d{8,24}$/)
    await heading('Thank you! Your order is confirmed.').waitFor()
    await page.getByText(`#${orderNo}`).waitFor()
    await page.getByText(confirmedTotal).first().waitFor()
    await page.locator('.order-status', { hasText: 'Paid' }).waitFor()

    await page.goto(`${shop.url}/account/orders`)
    const row = page.getByRole('row', { name: new RegExp(orderNo) })
    await row.waitFor()
    await row.getByText('Paid').waitFor()
    await row.getByText('Credit card').waitFor()
    await row.getByText(confirmedTotal).waitFor()
    await row.getByRole('link').click()
    await page.waitForURL(new RegExp(`order_no=(%22)?${orderNo}`))
    await heading(`Order #${orderNo}`).waitFor()
    const detail = page.locator('.order-detail')
    await detail.getByText(goods[0].goods_name).waitFor()
    await detail.getByText('Shipping (Standard)').waitFor()
    await detail.getByText(/Discount/).waitFor()
    await detail.getByText('1 Park Row').first().waitFor()
    await detail.locator('.order-detail__total').getByText(confirmedTotal).waitFor()
    // The server's own figures agree: one scooter, $10 off, total = subtotal + shipping − discount.
    const { data: order } = await api<{ status: string; subtotal: number; shipping: number; discount: number; total: number; currency: string; note: string }>(
      `/api/v1/sco/user/orderdetail?order_no=${orderNo}`, { token })
    expect(order).toMatchObject({ status: 'paid', subtotal: goods[0].price, discount: 1000, currency: 'USD', note: 'Please ring twice' })
    expect(order.total).toBe(order.subtotal + order.shipping - order.discount)
    expect(confirmedTotal).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.total / 100))
  })

  it('declines a card, keeps the order payable, and takes payment with pay now', async () => {
    await addToCart(goods[1].id)
    await toPayment()
    await fillCard({ number: '4000 0000 0000 0002' })
    await button('Review order').click()
    await button('Pay now').click()
    await page.waitForURL(/status=failed/)
    await heading('Pay failed!').waitFor()
    const payNow = page.locator('form.pay-order')
    await fillCard({ number: '5555 5555 5555 4444' }, payNow)
    await payNow.getByRole('button', { name: 'Pay now' }).click()
    await toastText('Pay successful!').waitFor()
    await page.locator('.order-status', { hasText: 'Paid' }).waitFor()
    await expect(page.getByRole('heading', { name: 'Pay failed!' }).count()).resolves.toBe(0)
  })

  it('pays with Alipay on the sandbox wallet page and comes back confirmed', async () => {
    await addToCart(goods[2].id)
    await toPayment()
    await page.getByRole('radio', { name: 'Alipay' }).check()
    await button('Review order').click()
    await button('Pay now').click()
    await page.waitForURL(/\/sandbox\/wallet/)
    await heading('Alipay (sandbox)').waitFor()
    await page.getByRole('img', { name: 'QR code' }).waitFor()
    await button('Confirm payment').click()
    await page.waitForURL(/\/checkout\/thanks\?order_no=\d+$/)
    await heading('Thank you! Your order is confirmed.').waitFor()
    await page.locator('.order-status', { hasText: 'Paid' }).waitFor()
    await expect(page.locator('.order-detail__facts').innerText()).resolves.toContain('Alipay')
  })

  it('offline, placing the order says network connection failed and keeps the form', async () => {
    await addToCart(goods[3].id)
    await toPayment()
    await page.getByRole('radio', { name: 'Cash on delivery' }).check()
    await button('Review order').click()
    await page.waitForURL(/step=confirm/)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await goOffline(browser)
    await button('Place order').click()
    await page.locator('.checkout__problem', { hasText: 'network connection failed' }).waitFor()
    expect(new URL(page.url()).searchParams.get('step')).toBe('confirm')
    await goOnline(browser)
    await button('Place order').click()
    await toastText('purchase successful!').waitFor()
    await page.waitForURL(/\/checkout\/thanks/)
    await page.locator('.order-status', { hasText: 'Unpaid' }).waitFor()
  })

  it('reads the order history offline', async () => {
    expect(orderNo).not.toBe('')
    await page.goto(`${shop.url}/account/orders`)
    await page.getByRole('row', { name: new RegExp(orderNo) }).waitFor()
    // Let the cache reach IndexedDB before the network goes.
    await page.waitForTimeout(800)
    await goOffline(browser)
    await page.reload()
    await page.getByRole('row', { name: new RegExp(orderNo) }).waitFor()
    await expect(page.getByRole('row').count()).resolves.toBeGreaterThanOrEqual(5)
    await goOnline(browser)
  })
})
