import { createHash, createVerify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../env.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from '../orders/test/shoppers.ts'
import { startWechatDouble } from '../payments/test/wechat-double.ts'
import { officialAccountIds, startOfficialAccountDouble } from './test/official-account-double.ts'
import { eraseAccount } from '../account/queries.ts'
import { officialAccount } from './official-account.ts'
import { refreshJsapiTicket, stateLifetimeMs, ticketMarginMs } from './service.ts'

let shop: TestShop
let pay: Awaited<ReturnType<typeof startWechatDouble>>
let oa: Awaited<ReturnType<typeof startOfficialAccountDouble>>
const logLines: string[] = []
const seen = { codes: [] as string[], states: [] as string[] }
const inWechat = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36 MicroMessenger/8.0.50'

beforeAll(async () => {
  const now = () => shop.clock.now
  pay = await startWechatDouble(({ method, url, payload }) => {
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi')
      return { status: 200, body: { prepay_id: `wx20261206${String(payload.out_trade_no)}` } }
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native')
      return { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } }
    return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
  }, now)
  oa = await startOfficialAccountDouble(now)
  shop = await createTestShop(
    { ...pay.settings, ...oa.settings, PUBLIC_URL: 'https://shop.example.com', LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  await shop?.close()
  await pay?.close()
  await oa?.close()
})

const db = () => shop.app.db
const call = async (method: 'GET' | 'POST', url: string, shopper: Shopper | null, payload?: unknown) =>
  (
    await shop.app.inject({ method, url, payload: payload as object, headers: { ...(shopper?.headers ?? {}), 'user-agent': inWechat } })
  ).json()

async function placeOrder() {
  const shopper = await createShopper(db(), { locale: 'zh-cn' })
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = await call(
    'POST',
    '/api/v1/sco/user/createorder',
    shopper,
    orderBody('sco', { payment_method: 'wechat', currency: 'CNY' }),
  )
  expect(placed.code).toBe(200)
  return { shopper, orderNo: placed.data.order_no as string, total: placed.data.total as number }
}

const authorise = (shopper: Shopper, orderNo: string) =>
  call('POST', '/api/v1/payments/wechat/authorise', shopper, { target: 'order', no: orderNo, line: 'sco' })

/** WeChat's authorise page, followed as the browser would: back to our page with code and state. */
async function throughWechat(url: string, who = 'wechat-user') {
  const page = new URL(url)
  page.searchParams.set('who', who)
  const answer = await fetch(page, { redirect: 'manual' })
  const back = new URL(answer.headers.get('location') ?? '')
  const code = back.searchParams.get('code') ?? undefined
  const state = back.searchParams.get('state') ?? undefined
  if (code) seen.codes.push(code)
  if (state) seen.states.push(state)
  return { back, code, state }
}

const openidsOf = (userId: number) => db().selectFrom('wechat_openids').selectAll().where('user_id', '=', userId).execute()

describe('knowing the shopper inside WeChat', () => {
  it('sends a new shopper through the silent authorisation and keeps the openid on the account, then pays with JSAPI', async () => {
    const { shopper, orderNo, total } = await placeOrder()
    const started = await authorise(shopper, orderNo)
    expect(started.data.ready).toBe(false)
    const url = new URL(started.data.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${oa.origin}/connect/oauth2/authorize`)
    expect(url.hash).toBe('#wechat_redirect')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: officialAccountIds.appId,
      redirect_uri: 'https://shop.example.com/wechat/authorised',
      response_type: 'code',
      scope: 'snsapi_base',
    })
    expect(started.data.url).not.toContain(officialAccountIds.secret)

    const { back, code, state } = await throughWechat(started.data.url, 'alice')
    expect(back.pathname).toBe('/wechat/authorised')
    const done = await call('POST', '/api/v1/payments/wechat/authorised', shopper, { code, state })
    expect(done).toMatchObject({ code: 200, data: { target: 'order', no: orderNo, line: 'sco' } })
    expect(JSON.stringify(done)).not.toContain(oa.openidOf('alice'))
    expect(await openidsOf(shopper.userId)).toMatchObject([{ app_id: officialAccountIds.appId, openid: oa.openidOf('alice') }])

    // A returning shopper is not sent through it again.
    expect((await authorise(shopper, orderNo)).data).toEqual({ ready: true, url: null })

    // Paying: the server asks for a JSAPI payment with the openid it keeps; the browser sends none.
    const paid = await call('POST', '/api/v1/sco/user/payorder', shopper, { order_no: orderNo, payment_method: 'wechat' })
    expect(paid.code).toBe(401)
    // The page stays for WeChat's in-page payment: no wallet page to go to.
    expect(paid.redirect_url).toBeUndefined()
    const sent = pay.requests.filter((r) => r.url.pathname === '/v3/pay/transactions/jsapi').map((r) => JSON.parse(r.body))
    expect(sent.find((body) => body.out_trade_no === orderNo)).toMatchObject({
      appid: officialAccountIds.appId,
      payer: { openid: oa.openidOf('alice') },
      amount: { total, currency: 'CNY' },
    })
    const params = paid.data.jsapi
    expect(params).toMatchObject({ appId: officialAccountIds.appId, package: `prepay_id=wx20261206${orderNo}`, signType: 'RSA' })
    expect(params.timeStamp).toMatch(/^\d{10}$/)
    // paySign: SHA256withRSA over exactly WeChat's four lines, verified with the merchant's public key made in the test.
    const four = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
    expect(createVerify('RSA-SHA256').update(four).verify(pay.merchant.publicKey, params.paySign, 'base64')).toBe(true)
    expect(createVerify('RSA-SHA256').update(four.trimEnd()).verify(pay.merchant.publicKey, params.paySign, 'base64')).toBe(false)

    // The browser's word is nothing: only the signed notification marks it paid.
    const order = () => db().selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    expect((await order()).status).not.toBe('paid')
    const note = pay.notification({ appid: officialAccountIds.appId, out_trade_no: orderNo, amount: { total, currency: 'CNY' } })
    const notified = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/payments/wechat/notify',
      payload: note.body,
      headers: { ...note.headers, 'content-type': 'application/json' },
    })
    expect(notified.statusCode).toBe(204)
    expect((await order()).status).toBe('paid')
  })

  it('pays a blind-box top-up with JSAPI once the openid is known', async () => {
    const shopper = await createShopper(db(), { locale: 'zh-cn' })
    const started = await call('POST', '/api/v1/payments/wechat/authorise', shopper, { target: 'topup', amount: 1000 })
    const { code, state } = await throughWechat(started.data.url, 'bob')
    const done = await call('POST', '/api/v1/payments/wechat/authorised', shopper, { code, state })
    expect(done.data).toEqual({ target: 'topup', no: null, line: null, amount: 1000 })
    const topUp = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/box/user/blindbox/recharge',
      payload: { amount: 1000, payment_method: 'wechat' },
      headers: { ...shopper.headers, 'user-agent': inWechat, 'x-forwarded-for': '116.228.111.118' },
    })
    const answer = topUp.json()
    expect(answer.data.state).toBe('pending')
    expect(answer.data.code_url).toBeUndefined()
    expect(answer.data.jsapi.package).toMatch(/^prepay_id=/)
  })

  describe('refuses, with Pay failed! and nothing stored', () => {
    /** What the shopper is told, and how many openids the account holds afterwards. */
    const refusal = async (shopper: Shopper, body: { code?: string; state?: string }) => {
      const { code, msg } = await call('POST', '/api/v1/payments/wechat/authorised', shopper, body)
      return { code, msg, kept: (await openidsOf(shopper.userId)).length }
    }
    const refused = { code: 402, msg: 'Pay failed!', kept: 0 }
    const fresh = async () => {
      const { shopper, orderNo } = await placeOrder()
      return { shopper, orderNo, ...(await throughWechat((await authorise(shopper, orderNo)).data.url)) }
    }

    it('a callback without code', async () => {
      const { shopper, state } = await fresh()
      expect(await refusal(shopper, { state })).toEqual(refused)
    })

    it('a forged state, or none', async () => {
      const { shopper, code, state = '' } = await fresh()
      expect(await refusal(shopper, { code, state: `${state.slice(0, 32)}${'0'.repeat(32)}` })).toEqual(refused)
      expect(await refusal(shopper, { code, state: 'f'.repeat(64) })).toEqual(refused)
      expect(await refusal(shopper, { code })).toEqual(refused)
    })

    it('a replayed state', async () => {
      const { shopper, orderNo, code, state } = await fresh()
      expect((await call('POST', '/api/v1/payments/wechat/authorised', shopper, { code, state })).code).toBe(200)
      await db().deleteFrom('wechat_openids').where('user_id', '=', shopper.userId).execute()
      const again = oa.issue('wechat-user')
      expect(await refusal(shopper, { code: again, state })).toEqual(refused)
      expect(orderNo).toBeTruthy()
    })

    it('an expired state', async () => {
      const { shopper, code, state } = await fresh()
      shop.clock.advance(stateLifetimeMs + 1000)
      expect(await refusal(shopper, { code, state })).toEqual(refused)
    })

    it("another shopper's state", async () => {
      const { code, state } = await fresh()
      const other = await createShopper(db())
      expect(await refusal(other, { code, state })).toEqual(refused)
    })

    it('a code the double refuses (used, or issued for another app id)', async () => {
      const { shopper, code, state } = await fresh()
      expect(await refusal(shopper, { code: oa.issue('mallory', 'wx0000000000000000'), state })).toEqual(refused)
      const second = await fresh()
      expect(
        (await call('POST', '/api/v1/payments/wechat/authorised', second.shopper, { code: second.code, state: second.state })).code,
      ).toBe(200)
      const third = await fresh()
      expect(await refusal(third.shopper, { code: second.code, state: third.state })).toEqual(refused)
      expect(code).toBeTruthy()
    })

    it('an openid kept for another app id is not used: the shopper is authorised again and a JSAPI payment is not asked', async () => {
      const { shopper, orderNo } = await placeOrder()
      await db()
        .insertInto('wechat_openids')
        .values({ user_id: shopper.userId, app_id: 'wx0000000000000000', openid: 'oOtherAppOpenid123', created_at: new Date() })
        .execute()
      expect((await authorise(shopper, orderNo)).data.ready).toBe(false)
      await call('POST', '/api/v1/sco/user/payorder', shopper, { order_no: orderNo, payment_method: 'wechat' })
      expect(pay.requests.some((r) => r.url.pathname === '/v3/pay/transactions/jsapi' && r.body.includes('oOtherAppOpenid123'))).toBe(false)
    })
  })
})

describe("WeChat's desktop client", () => {
  it('gets the QR code, not JSAPI, even when the openid is known', async () => {
    const { shopper, orderNo } = await placeOrder()
    await db()
      .insertInto('wechat_openids')
      .values({ user_id: shopper.userId, app_id: officialAccountIds.appId, openid: 'oDesktopOpenid1234', created_at: new Date() })
      .execute()
    const windows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20 WindowsWechat(0x63090a13)'
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: orderNo, payment_method: 'wechat' },
      headers: { ...shopper.headers, 'user-agent': windows },
    })
    expect(answer.json().data.jsapi).toBeUndefined()
    expect(pay.requests.some((r) => r.url.pathname === '/v3/pay/transactions/native' && r.body.includes(orderNo))).toBe(true)
  })
})

describe('deleting the account', () => {
  it('forgets its openids and authorisations under way', async () => {
    const { shopper, orderNo } = await placeOrder()
    const { code, state } = await throughWechat((await authorise(shopper, orderNo)).data.url, 'carol')
    await call('POST', '/api/v1/payments/wechat/authorised', shopper, { code, state })
    await authorise(shopper, orderNo)
    const user = await db().selectFrom('users').select(['id', 'email']).where('id', '=', shopper.userId).executeTakeFirstOrThrow()
    await db()
      .transaction()
      .execute((trx) => eraseAccount(trx, user, 'Deleted customer', new Date()))
    expect(await openidsOf(shopper.userId)).toEqual([])
    expect(await db().selectFrom('wechat_auth_states').select('user_id').where('user_id', '=', shopper.userId).execute()).toEqual([])
  })
})

describe('the log', () => {
  it('never holds an openid, a code, a state or the app secret', () => {
    const log = logLines.join('\n')
    expect(log).toContain('WeChat web authorisation refused')
    for (const secret of [officialAccountIds.secret, oa.openidOf('alice'), oa.openidOf('bob'), ...seen.codes, ...seen.states])
      expect(log).not.toContain(secret)
  })
})

describe('the JS-SDK share settings', () => {
  const jssdk = (page: string) => call('GET', `/api/v1/payments/wechat/jssdk?url=${encodeURIComponent(page)}`, null)
  const pages = ['https://shop.example.com/', 'https://shop.example.com/blindBoxes', 'https://shop.example.com/sco/goods/1?from=share']

  it('sign many pages, at once, with one jsapi_ticket fetched once, and fetch it again only after it expires', async () => {
    const before = oa.ticketsFetched()
    const answers = await Promise.all(pages.map((page) => jssdk(`${page}#share`)))
    expect(oa.ticketsFetched()).toBe(before + 1)
    const ticket = `ticket-${before + 1}`
    answers.forEach(({ data }, index) => {
      expect(data.app_id).toBe(officialAccountIds.appId)
      const text = `jsapi_ticket=${ticket}&noncestr=${data.nonce_str}&timestamp=${data.timestamp}&url=${pages[index]}`
      expect(data.signature).toBe(createHash('sha1').update(text).digest('hex'))
    })
    await Promise.all(pages.map(jssdk))
    expect(oa.ticketsFetched()).toBe(before + 1)
    shop.clock.advance(7200 * 1000)
    await Promise.all(pages.map(jssdk))
    expect(oa.ticketsFetched()).toBe(before + 2)
  })

  it('are renewed by the scheduled job shortly before the ticket expires, so pages never wait for WeChat', async () => {
    const account = officialAccount(loadConfig({ NODE_ENV: 'test', ...oa.settings }))
    const job = () => refreshJsapiTicket({ db: db(), now: () => shop.clock.now, account })
    await job()
    const before = oa.ticketsFetched()
    await job()
    expect(oa.ticketsFetched()).toBe(before)
    shop.clock.advance(7200 * 1000 - ticketMarginMs + 1000)
    await job()
    expect(oa.ticketsFetched()).toBe(before + 1)
    await Promise.all(pages.map(jssdk))
    expect(oa.ticketsFetched()).toBe(before + 1)
  })

  it('signs nothing for a page of another site', async () => {
    expect((await call('GET', `/api/v1/payments/wechat/jssdk?url=${encodeURIComponent('https://evil.example/')}`, null)).data).toBeNull()
  })
})
