import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, mailSent, type TestShop } from '../../test/test-app.ts'
import { accountKit } from '../account/test-kit.ts'
import { guestOrderAccess } from './guest-link.ts'
import { createShopper, fillCart, goodsOf, orderBody } from './test/shoppers.ts'

// Guest checkout (issue 48): a guest gives a contact, places and pays an order without an
// account, opens it again from the mail's signed link, and may turn into an account with the
// e-mailed code. Forged, expired and other orders' links are refused alike.

const secret = 'a-test-payment-secret-0123456789'
const publicUrl = 'https://shop.example.com'
let shop: TestShop
let kit: ReturnType<typeof accountKit>
beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_SECRET: secret, PUBLIC_URL: publicUrl })
  kit = accountKit(shop.app)
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`
let nextIp = 1
const ip = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

async function inject(method: 'GET' | 'POST', url: string, payload?: object, token?: string, locale = 'en') {
  const response = await shop.app.inject({
    method,
    url: `/api/v1/sco${url}`,
    payload,
    remoteAddress: ip(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': locale },
  })
  return response.json()
}

/** A guest with a scooter in the cart, handed over from the browser as at checkout. */
async function guestWithCart(contact: { email?: string; phone?: string }, locale = 'en') {
  const started = await inject('POST', '/user/guest', contact, undefined, locale)
  expect(started.code).toBe(200)
  const { token, userInfo } = started.data as { token: string; userInfo: { id: number; email: string; guest?: boolean } }
  const [goods] = await goodsOf(db(), 'sco')
  const merged = await inject(
    'POST',
    '/user/mergecart',
    { merge_id: `guest-${randomBytes(6).toString('hex')}`, lines: [{ sign: 'sco', goods_id: goods.id, size: '', quantity: 1 }], notes: [] },
    token,
  )
  expect(merged.code).toBe(200)
  return { token, userInfo, started }
}

async function payByCard(token: string, orderNo: string) {
  const tokenized = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: { number: '4242424242424242', expiry: '12 / 39', cvc: '123' },
    })
  ).json()
  return inject(
    'POST',
    '/user/payorder',
    { order_no: orderNo, payment_method: 'card', card_token: tokenized.data.token, last4: '4242', brand: 'visa' },
    token,
  )
}

async function mailsTo(to: string) {
  await mailSent(shop.app)
  return db().selectFrom('outbox').select(['subject', 'text', 'html']).where('to_address', '=', to).orderBy('id').execute()
}

const linkIn = (text: string) => {
  const match = /https:\/\/shop\.example\.com\/checkout\/order\?order_no=(\d+)&access=([^\s)]+)/.exec(text)
  if (!match) throw new Error(`no order link in: ${text}`)
  return { orderNo: match[1], access: decodeURIComponent(match[2]) }
}

async function guestPaidOrder(locale = 'en') {
  const email = newEmail('guest')
  const guest = await guestWithCart({ email }, locale)
  const placed = await inject('POST', '/user/createorder', orderBody('sco', { contact: { email } }), guest.token, locale)
  expect(placed.code).toBe(200)
  const orderNo = placed.data.order_no as string
  expect((await payByCard(guest.token, orderNo)).code).toBe(200)
  return { email, guest, orderNo }
}

describe('guest checkout', () => {
  it('places and pays an order without an account; its one confirmation says paid, no deadline, with the order’s own link', async () => {
    const { email, guest, orderNo } = await guestPaidOrder()
    expect(guest.userInfo).toMatchObject({ email, guest: true })
    const detail = await inject('GET', `/user/orderdetail?order_no=${orderNo}`, undefined, guest.token)
    expect(detail.data).toMatchObject({ order_no: orderNo, status: 'paid' })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe(`Your order ${orderNo}`)
    expect(mail.text).toContain('Paid with Credit card')
    expect(mail.text).not.toMatch(/pay with|before|canceled/i)
    expect(linkIn(mail.text).orderNo).toBe(orderNo)
    // Nothing in the mail asks this address to log in: it has no account.
    expect(mail.text).not.toContain('already has an account')
  })

  it('opens the order from the mail’s link: the order page and its look-up work from it', async () => {
    const { email, orderNo } = await guestPaidOrder('zh-cn')
    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe(`您的订单 ${orderNo}`)
    const opened = await inject('POST', '/guestorder', { order_no: orderNo, access: linkIn(mail.text).access })
    expect(opened.code).toBe(200)
    expect(opened.data.userInfo).toMatchObject({ email, guest: true })
    const detail = await inject('GET', `/user/orderdetail?order_no=${orderNo}`, undefined, opened.data.token)
    expect(detail.data.order_no).toBe(orderNo)
    const lookup = await inject('GET', `/searchorder?order_no=${orderNo}&contact=${encodeURIComponent(email)}`)
    expect(lookup.code).toBe(200)
  })

  it('refuses a forged link, another order’s link and an account’s order alike, with the way to look the order up', async () => {
    const first = await guestPaidOrder()
    const second = await guestPaidOrder()
    const { access } = linkIn((await mailsTo(first.email))[0].text)
    const [expires, signature] = access.split('.')
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    const refusals = [
      { order_no: first.orderNo, access: `${expires}.${flipped}` },
      { order_no: first.orderNo, access: `${Number(expires) + 86_400}.${signature}` },
      { order_no: second.orderNo, access },
      { order_no: first.orderNo, access: 'not-a-link' },
    ]
    // An account's order never opens by link: its owner logs in.
    const shopper = await createShopper(db())
    const [goods] = await goodsOf(db(), 'sco')
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const own = await inject('POST', '/user/createorder', orderBody('sco', { payment_method: 'alipay' }), shopper.token)
    refusals.push({ order_no: own.data.order_no, access: guestOrderAccess(secret, own.data.order_no, shop.clock.now) })
    for (const payload of refusals) {
      const body = await inject('POST', '/guestorder', payload)
      expect(body.code).toBe(403)
      expect(body.msg).toMatch(/^Login expired: .*Look your order up/)
      expect(body.data ?? null).toBeNull()
    }
    const zh = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/guestorder',
      payload: refusals[0],
      headers: { 'accept-language': 'zh-cn' },
    })
    expect(zh.json().msg).not.toMatch(/[a-z]{6}/)
  })

  it('offers a guest with a registered e-mail to log in, in the mailbox only: the answer is the same as for any address', async () => {
    const email = newEmail('member')
    await kit.register({ email })
    const member = await guestWithCart({ email })
    const stranger = await guestWithCart({ email: newEmail('stranger') })
    expect(Object.keys(member.started.data.userInfo).sort()).toEqual(Object.keys(stranger.started.data.userInfo).sort())
    expect(member.started.msg).toBe(stranger.started.msg)
    const placed = await inject(
      'POST',
      '/user/createorder',
      orderBody('sco', { payment_method: 'alipay', contact: { email } }),
      member.token,
    )
    expect(placed.code).toBe(200)
    const confirmation = (await mailsTo(email)).find((mail) => mail.subject.includes(placed.data.order_no))!
    expect(confirmation.text).toContain('already has an account with us: log in')
    expect(confirmation.text).toContain(`${publicUrl}/account/login`)
    // An unpaid order's confirmation says how and until when to pay.
    expect(confirmation.text).toMatch(/pay with Alipay on your order page .* before \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/)
    // The guest's placeholder address never logs in.
    const row = await db().selectFrom('users').select('email').where('id', '=', member.userInfo.id).executeTakeFirstOrThrow()
    expect(row.email).toMatch(/@guest\.invalid$/)
    expect((await inject('POST', '/user/login', { email: row.email, password: 'x' })).code).not.toBe(200)
  })

  it('turns the guest into an account with the e-mailed code: the same shopper, its order kept', async () => {
    const { email, guest, orderNo } = await guestPaidOrder()
    expect((await inject('POST', '/sendEmailCode', { email, type: 'register' }, guest.token)).code).toBe(200)
    // Mails go out in any order: the code is in the one that has one.
    const code = (await mailsTo(email)).map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean)!
    const registered = await inject(
      'POST',
      '/verifyReguser',
      { username: 'Ada Guest', email, phone: '+44 20 7946 0000', wechat: '', password: 'correct horse battery', code },
      guest.token,
    )
    expect(registered.code).toBe(200)
    expect(registered.data.userInfo.id).toBe(guest.userInfo.id)
    expect(registered.data.userInfo.guest).toBeUndefined()
    const login = await inject('POST', '/user/login', { email, password: 'correct horse battery' })
    expect(login.code).toBe(200)
    const list = await inject('GET', '/user/orderlists', undefined, login.data.token)
    expect(JSON.stringify(list.data)).toContain(orderNo)
  })

  it('merges a guest’s cart into the account at login, as before', async () => {
    const email = newEmail('returning')
    const password = 'correct horse battery'
    await kit.register({ email, password })
    // A guest who started checking out, then logs in instead: the browser's cart merges into the account.
    await guestWithCart({ email })
    const login = await inject('POST', '/user/login', { email, password })
    const [goods] = await goodsOf(db(), 'sco')
    const merged = await inject(
      'POST',
      '/user/mergecart',
      {
        merge_id: `login-${randomBytes(6).toString('hex')}`,
        lines: [{ sign: 'sco', goods_id: goods.id, size: '', quantity: 2 }],
        notes: [],
      },
      login.data.token,
    )
    expect(merged.code).toBe(200)
    const sco = merged.data.carts.find((cart: { sign: string }) => cart.sign === 'sco')
    expect(sco.lines.map((line: { goods_id: number; quantity: number }) => [line.goods_id, line.quantity])).toEqual([[goods.id, 2]])
  })
})

// Last: the clock moves past the link's lifetime.
describe('an expired guest order link', () => {
  it('is refused like a forged one', async () => {
    const { email, orderNo } = await guestPaidOrder()
    const { access } = linkIn((await mailsTo(email))[0].text)
    expect((await inject('POST', '/guestorder', { order_no: orderNo, access })).code).toBe(200)
    shop.clock.advance(31 * 24 * 3_600_000)
    const body = await inject('POST', '/guestorder', { order_no: orderNo, access })
    expect(body.code).toBe(403)
    expect(body.msg).toMatch(/^Login expired/)
  })
})
