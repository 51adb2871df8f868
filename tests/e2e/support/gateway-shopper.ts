import type { Page } from '@playwright/test'
import { api, mailedCode } from './shop.ts'

/** A shopper of the gateway journeys: an account with a default address and a scooter in the cart. */
export interface GatewayShopper {
  email: string
  password: string
  name: string
  phone: string
  address: { first_name: string; last_name: string; country: string; state: string; city: string; address: string; postal_code: string }
}

/** Registers the shopper through the API (code from the development outbox), saves the address, fills the cart. */
export async function prepareShopper(shopUrl: string, shopper: GatewayShopper): Promise<void> {
  const call = <T>(path: string, body?: unknown, token?: string) => api<T>(path, { base: shopUrl, body, token })
  await call('/api/v1/sco/sendEmailCode', { email: shopper.email, type: 'register' })
  const code = await mailedCode(shopper.email, shopUrl)
  const registered = await call<{ token: string }>('/api/v1/sco/verifyReguser', {
    email: shopper.email,
    code,
    password: shopper.password,
    username: shopper.name,
    phone: shopper.phone,
    wechat: '',
  })
  const token = registered.data.token
  await call('/api/v1/sco/user/addaddress', { ...shopper.address, phone: '', is_default: true }, token)
  const goods = await call<{ list: { id: number; stock: number }[] }>('/api/v1/sco/getscogoodslists?page_size=20')
  const item = goods.data.list.find((entry) => entry.stock > 5)
  const added = await call('/api/v1/sco/user/addcart', { sign: 'sco', goods_id: item?.id, quantity: 1 }, token)
  if (added.code !== 200) throw new Error(`cart not filled: ${added.msg}`)
}

/** Logs in in the browser and goes through checkout with the saved address up to the payment step. */
export async function reachPaymentStep(page: Page, shopUrl: string, shopper: GatewayShopper): Promise<void> {
  await page.goto(`${shopUrl}/account/login`)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))

  await page.goto(`${shopUrl}/checkout?line=sco`)
  await page.getByRole('radio', { name: new RegExp(shopper.address.address) }).waitFor()
  await page.getByRole('button', { name: 'Continue to shipping', exact: true }).click()
  await page.getByText('Standard International').waitFor()
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click()
}
