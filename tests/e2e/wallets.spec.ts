import { expect, test } from '@playwright/test'
import { startShop, type RunningShop } from './support/server.ts'
import { prepareShopper, reachPaymentStep, type GatewayShopper } from './support/gateway-shopper.ts'
import { startWechatDouble } from '../../server/modules/payments/test/wechat-double.ts'

// Real gateways in the browser: WeChat Pay's API stands in as a local double that signs and
// encrypts like WeChat Pay; a staging shop (production with the sandbox on) shows its banner.

type WechatDouble = Awaited<ReturnType<typeof startWechatDouble>>
let wechat: WechatDouble
let shop: RunningShop

const shopper: GatewayShopper = {
  email: 'wallet.shopper@example.com',
  password: 'correct horse battery',
  name: 'Wei Zhang',
  phone: '+86 138 0013 8000',
  address: {
    first_name: 'Wei',
    last_name: 'Zhang',
    country: 'CN',
    state: 'Shanghai Shi',
    city: 'Shanghai',
    address: '1 Century Avenue',
    postal_code: '200120',
  },
}

test.beforeAll(async () => {
  wechat = await startWechatDouble(
    ({ method, url }) =>
      method === 'POST' && url.pathname === '/v3/pay/transactions/native'
        ? { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=e2e0001' } }
        : { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } },
    () => new Date(),
  )
  // Shops of their own: the config's shop has no WeChat Pay settings and is not a staging shop.
  shop = await startShop({ ...wechat.settings, COD: 'off' })
  await prepareShopper(shop.url, shopper)
})

test.afterAll(async () => {
  await shop?.stop()
  await wechat?.close()
})

test.describe('paying with WeChat Pay on a desktop', () => {
  test('offers exactly the enabled methods, shows the QR code on the order page and turns paid when WeChat Pay notifies', async ({
    page,
    request,
  }) => {
    await reachPaymentStep(page, shop.url, shopper)
    const methods = page.getByRole('group', { name: 'Payment' }).getByRole('radio')
    await expect(methods).toHaveCount(3)
    expect(await methods.evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent?.trim()))).toEqual([
      'Alipay',
      'WeChat Pay',
      'Credit card',
    ])

    await page.getByRole('radio', { name: 'WeChat Pay' }).check()
    await page.getByRole('button', { name: 'Review order', exact: true }).click()
    await page.getByRole('button', { name: 'Pay now', exact: true }).click()
    await page.waitForURL(/\/checkout\/thanks\?order_no=\d+$/)
    await expect(page.getByRole('img', { name: 'QR code to pay with WeChat Pay' })).toBeVisible()
    await expect(
      page
        .locator('.order-status', { hasText: 'Pending' })
        .or(page.locator('.order-status', { hasText: 'Unpaid' }))
        .first(),
    ).toBeVisible()

    const asked = wechat.requests
      .filter((call) => call.url.pathname === '/v3/pay/transactions/native')
      .map((call) => JSON.parse(call.body) as { out_trade_no: string; amount: { total: number } })
      .at(-1)
    expect(page.url()).toContain(asked?.out_trade_no ?? 'no native pay request')
    const sent = wechat.notification({ out_trade_no: asked?.out_trade_no, amount: { total: asked?.amount.total, currency: 'CNY' } })
    const notified = await request.post(`${shop.url}/api/v1/payments/wechat/notify`, {
      data: sent.body,
      headers: { ...sent.headers, 'content-type': 'application/json' },
    })
    expect(notified.status()).toBe(204)

    await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible()
    await expect(page.locator('.order-status', { hasText: 'Paid' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code to pay with WeChat Pay' })).toHaveCount(0)
    await expect(page.getByText('Test mode: no real money is taken')).toHaveCount(0)
  })
})

test.describe('a staging shop', () => {
  let staging: RunningShop
  test.beforeAll(async () => {
    staging = await startShop({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'on',
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_SECRET: 'staging-secret-of-more-than-32-characters',
    })
  })
  test.afterAll(async () => {
    await staging?.stop()
  })

  test('says on every page that no real money is taken', async ({ page, request }) => {
    const banner = page.getByRole('status').filter({ hasText: 'Test mode: no real money is taken' })
    await page.goto(`${staging.url}/`)
    await expect(banner).toBeVisible()
    await page.goto(`${staging.url}/ELST/goods`)
    await expect(banner).toHaveCount(1)
    // The sandbox is on here, so its methods are offered (a live shop offers only its gateways).
    expect((await (await request.get(`${staging.url}/api/v1/payments/config`)).json()).data).toEqual({
      test_mode: true,
      methods: ['alipay', 'wechat', 'card', 'cod'],
      card_gateway: 'sandbox',
      wechat_in_page: false,
    })
  })
})
