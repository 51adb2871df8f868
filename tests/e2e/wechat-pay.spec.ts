import { createVerify } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { startShop, type RunningShop } from './support/server.ts'
import { prepareShopper, type GatewayShopper } from './support/gateway-shopper.ts'
import { startWechatDouble } from '../../server/modules/payments/test/wechat-double.ts'
import { startOfficialAccountDouble } from '../../server/modules/wechat/test/official-account-double.ts'

// A zh-cn shopper in WeChat's own browser on a phone: WeChat's web authorisation, its API and
// WeChat Pay stand in as local doubles; WeixinJSBridge is injected, records what it is asked and
// answers ok, cancel or fail as the test says. No QR code is ever shown.

test.describe.configure({ mode: 'serial' })

let wechat: Awaited<ReturnType<typeof startWechatDouble>>
let oa: Awaited<ReturnType<typeof startOfficialAccountDouble>>
let shop: RunningShop
let page: Page

const shopper: GatewayShopper = {
  email: `wechat.shopper.${Date.now()}@example.com`,
  password: 'correct horse battery',
  name: 'Li Na',
  phone: '+86 138 0013 8001',
  address: {
    first_name: 'Na',
    last_name: 'Li',
    country: 'CN',
    state: 'Shanghai Shi',
    city: 'Shanghai',
    address: '2 Century Avenue',
    postal_code: '200120',
  },
}
const inWechat =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20241103 MMWEBID/1234 MicroMessenger/8.0.54.2760(0x28003637) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

test.beforeAll(async ({ browser }) => {
  wechat = await startWechatDouble(
    ({ method, url, payload }) => {
      if (method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi')
        return { status: 200, body: { prepay_id: `wx${String(payload.out_trade_no)}` } }
      if (method === 'POST' && url.pathname === '/v3/pay/transactions/native')
        return { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=never' } }
      return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
    },
    () => new Date(),
  )
  oa = await startOfficialAccountDouble(() => new Date())
  shop = await startShop({ ...wechat.settings, ...oa.settings, COD: 'off' }, { ownPublicUrl: true })
  await prepareShopper(shop.url, shopper)
  const context = await browser.newContext({
    userAgent: inWechat,
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript(() => {
    localStorage.setItem('LOCALE__', JSON.stringify('zh-cn'))
    // WeChat injects its bridge after the page starts and says so with WeixinJSBridgeReady.
    const bridge = {
      invoke(name: string, params: Record<string, string>, done: (answer: { err_msg: string }) => void) {
        const calls = JSON.parse(localStorage.getItem('bridge-calls') ?? '[]') as unknown[]
        localStorage.setItem('bridge-calls', JSON.stringify([...calls, { name, params }]))
        const answer = localStorage.getItem('bridge-answer') ?? 'ok'
        setTimeout(() => done({ err_msg: `get_brand_wcpay_request:${answer}` }), 100)
      },
    }
    document.addEventListener('DOMContentLoaded', () => {
      setTimeout(() => {
        Object.assign(window, { WeixinJSBridge: bridge })
        document.dispatchEvent(new Event('WeixinJSBridgeReady'))
      }, 300)
    })
  })
  page = await context.newPage()
})

test.afterAll(async () => {
  await page?.context().close()
  await shop?.stop()
  await wechat?.close()
  await oa?.close()
})

const answerWith = (answer: 'ok' | 'cancel' | 'fail') => page.evaluate((value) => localStorage.setItem('bridge-answer', value), answer)
const bridgeCalls = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bridge-calls') ?? '[]') as { name: string; params: Record<string, string> }[])
const noQrCode = () => expect(page.getByRole('img', { name: '微信支付二维码' })).toHaveCount(0)
const notify = async (outTradeNo: string, total: number) => {
  const sent = wechat.notification({ appid: oa.settings.WECHAT_OA_APP_ID, out_trade_no: outTradeNo, amount: { total, currency: 'CNY' } })
  const answer = await fetch(`${shop.url}/api/v1/payments/wechat/notify`, {
    method: 'POST',
    body: sent.body,
    headers: { ...sent.headers, 'content-type': 'application/json' },
  })
  expect(answer.status).toBe(204)
}
const jsapiAsked = () =>
  wechat.requests
    .filter((call) => call.url.pathname === '/v3/pay/transactions/jsapi')
    .map((call) => JSON.parse(call.body) as { out_trade_no: string; amount: { total: number }; payer: { openid: string } })

test('a shopper in WeChat pays an order in the page: authorised once, cancel leaves it payable, fail says so, ok is checked', async () => {
  await page.goto(`${shop.url}/account/login`)
  await page.getByLabel('邮箱').fill(shopper.email)
  await page.getByLabel('密码').fill(shopper.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  await page.goto(`${shop.url}/checkout?line=sco`)
  await page.getByRole('radio', { name: new RegExp(shopper.address.address) }).waitFor()
  await page.getByRole('button', { name: '继续选择配送', exact: true }).click()
  await page.getByRole('button', { name: '继续付款', exact: true }).click()

  // Alipay's page is blocked in WeChat: a note and a copy-link button instead.
  await page.getByRole('radio', { name: '支付宝' }).check()
  await expect(page.getByText('请在浏览器中打开此页面，使用支付宝付款')).toBeVisible()
  await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible()

  await page.getByRole('radio', { name: '微信支付' }).check()
  await page.getByRole('button', { name: '核对订单', exact: true }).click()
  await answerWith('cancel')
  await page.getByRole('button', { name: '立即支付', exact: true }).click()

  // Through WeChat's authorise page and back; WeChat's sheet closed: the order page, still payable.
  await page.waitForURL(/\/checkout\/thanks\?order_no=\d+$/)
  const orderNo = new URL(page.url()).searchParams.get('order_no') ?? ''
  expect(page.url()).not.toMatch(/code=|state=|openid/)
  await expect(page.getByRole('button', { name: '立即支付', exact: true })).toBeVisible()
  await expect(page.getByText('支付失败！')).toHaveCount(0)
  await noQrCode()
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    jsapiAsked().at(-1)?.payer.openid ?? 'no JSAPI payment asked',
  )

  // A returning shopper pays without the authorisation again.
  const authorisations = oa.requests.filter((call) => call.url.pathname === '/connect/oauth2/authorize').length
  await answerWith('fail')
  await page.getByRole('radio', { name: '微信支付' }).check()
  await page.getByRole('button', { name: '立即支付', exact: true }).click()
  await expect(page.getByText('支付失败！')).toBeVisible()

  await answerWith('ok')
  await page.getByRole('button', { name: '立即支付', exact: true }).click()
  await expect(page.getByText('正在确认您的支付…')).toBeVisible()
  expect(oa.requests.filter((call) => call.url.pathname === '/connect/oauth2/authorize')).toHaveLength(authorisations)
  await noQrCode()

  // What the bridge was given verifies with the merchant's public key over WeChat's four lines.
  const calls = await bridgeCalls()
  expect(calls.map((call) => call.name)).toEqual(['getBrandWCPayRequest', 'getBrandWCPayRequest', 'getBrandWCPayRequest'])
  const params = calls.at(-1)?.params ?? {}
  expect(params).toMatchObject({ appId: oa.settings.WECHAT_OA_APP_ID, package: `prepay_id=wx${orderNo}`, signType: 'RSA' })
  const four = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
  expect(
    createVerify('RSA-SHA256')
      .update(four)
      .verify(wechat.merchant.publicKey, params.paySign ?? '', 'base64'),
  ).toBe(true)

  // Paid only when WeChat Pay's signed notification says so.
  const asked = jsapiAsked().filter((call) => call.out_trade_no === orderNo)
  await notify(orderNo, asked.at(-1)?.amount.total ?? 0)
  await expect(page.locator('.order-status', { hasText: '已支付' }).first()).toBeVisible()
})

test('the same shopper tops up the blind-box wallet in the page, and Alipay there shows the note', async () => {
  await page.goto(`${shop.url}/blindBoxes/recharge`)
  await page.getByRole('radio', { name: '支付宝' }).check()
  await expect(page.getByText('请在浏览器中打开此页面，使用支付宝付款')).toBeVisible()
  await expect(page.getByRole('button', { name: '支付', exact: true })).toHaveCount(0)

  await answerWith('ok')
  await page.getByRole('radio', { name: '$20.00' }).check()
  await page.getByRole('radio', { name: '微信支付' }).check()
  await page.getByRole('button', { name: '支付', exact: true }).click()
  await expect(page.getByText('正在等待支付确认…')).toBeVisible()
  await noQrCode()
  const topUp = jsapiAsked().at(-1)
  expect((await bridgeCalls()).at(-1)?.params.package).toBe(`prepay_id=wx${topUp?.out_trade_no}`)
  await notify(topUp?.out_trade_no ?? '', topUp?.amount.total ?? 0)
  await expect(page.getByText(/已收到充值/)).toBeVisible()
})
