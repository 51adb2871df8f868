import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetail } from '#contract/orders.ts'
import type { WalletNotification } from '#contract/payments.ts'
import { signWalletNotification } from '../payments/gateways/sandbox-wallet/wallet-signature.ts'
import { createTestShop, mailSent, type TestShop } from '../../test/test-app.ts'
import { signedInOperator, type SignedInOperator } from '../admin/test-kit.ts'
import { confirmationMail } from './mail.ts'
import { releaseExpiredOrders } from './sweeper.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from './test/shoppers.ts'

// The shopper's e-mails about an order (issue 22): placed, paid, shipped, refunded, cash on
// delivery canceled unconfirmed; each in the order's language, text and HTML with the same
// facts, caught in the development outbox, and each sent once however often its cause repeats.

const secret = 'a-test-payment-secret-0123456789'
const publicUrl = 'https://shop.example.com'
let shop: TestShop
let staff: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_SECRET: secret, PUBLIC_URL: publicUrl, COD_HOLD_HOURS: '48' })
  staff = await signedInOperator(shop, 'staff')
})
afterAll(async () => {
  await shop.close()
})

type Locale = 'en' | 'zh-cn'
const locales: Locale[] = ['en', 'zh-cn']
const db = () => shop.app.db
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'POST', url, payload: payload as object, headers })).json()
const admin = (orderNo: string, action: string, payload: object) => post(`/api/admin/orders/${orderNo}/${action}`, payload, staff.headers)
const money = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency: 'CNY' }).format(minor / 100)

/** Every mail to `to` once the mail jobs have gone, oldest first. */
async function mailsTo(to: string) {
  await mailSent(shop.app)
  return db().selectFrom('outbox').select(['subject', 'text', 'html']).where('to_address', '=', to).orderBy('id').execute()
}

/** The one mail to `to` whose subject matches; fails when there is none or more than one. */
async function onlyMail(to: string, subject: RegExp) {
  const matching = (await mailsTo(to)).filter((mail) => subject.test(mail.subject))
  expect(matching, `mails to ${to} matching ${subject}`).toHaveLength(1)
  return matching[0]
}

/** Each fact is in the plain text and in the HTML (escaped as HTML escapes it). */
function expectFacts(mail: { text: string; html: string | null }, facts: string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact)
    expect(mail.html).toContain(fact.replace(/&/g, '&#38;'))
  }
  expect(mail.html).toMatch(/^<!doctype html>/)
}

async function placedOrder(locale: Locale, paymentMethod: string) {
  const shopper = await createShopper(db(), { locale })
  const email = `mail-${randomBytes(4).toString('hex')}@example.test`
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const body = await post(
    '/api/v1/sco/user/createorder',
    orderBody('sco', { payment_method: paymentMethod, currency: 'CNY', contact: { email } }),
    { ...shopper.headers, 'accept-language': locale },
  )
  expect(body.code).toBe(200)
  return { shopper, email, order: body.data as { order_no: string; total: number; currency: string } }
}

function signed(fields: { order_no: string; amount: number; currency: string }): WalletNotification {
  const unsigned = {
    status: 'success' as const,
    timestamp: Math.floor(shop.clock.now.getTime() / 1000),
    nonce: randomBytes(16).toString('hex'),
    ...fields,
  }
  return { ...unsigned, signature: signWalletNotification(unsigned, secret) }
}

/** Paid through the sandbox wallet's signed notification; the notification is returned to replay. */
async function walletPaid(locale: Locale) {
  const placed = await placedOrder(locale, 'alipay')
  expect(
    (await post('/api/v1/sco/user/payorder', { order_no: placed.order.order_no, payment_method: 'alipay' }, placed.shopper.headers)).code,
  ).toBe(401)
  const notification = signed({ order_no: placed.order.order_no, amount: placed.order.total, currency: placed.order.currency })
  expect(await post('/api/v1/sco/event/chinaBank/onePay', notification)).toMatchObject({ code: 200, data: { status: 'paid' } })
  return { ...placed, notification }
}

async function cardPaid(shopper: Shopper, orderNo: string) {
  const token = await post('/api/sandbox/card/tokenize', { number: '4242424242424242', expiry: '12 / 39', cvc: '123' })
  const paid = await post(
    '/api/v1/sco/user/payorder',
    { order_no: orderNo, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
    shopper.headers,
  )
  expect(paid.code).toBe(200)
}

const subjects = {
  placed: { en: /^Your order \d+$/, 'zh-cn': /^您的订单 \d+$/ },
  paid: { en: /^Payment received for order/, 'zh-cn': /已收到付款$/ },
  shipped: { en: /is on its way$/, 'zh-cn': /已发货$/ },
  refundedPart: { en: /^Part of your order \d+ is refunded$/, 'zh-cn': /已部分退款$/ },
  refunded: { en: /^Your order \d+ is refunded$/, 'zh-cn': /^您的订单 \d+ 已退款$/ },
  canceled: { en: /^Your order \d+ is canceled$/, 'zh-cn': /^您的订单 \d+ 已取消$/ },
}

describe.each(locales)('e-mails about an order in %s', (locale) => {
  it('confirms the order placed, text and HTML alike', async () => {
    const { email, order } = await placedOrder(locale, 'alipay')
    const mail = await onlyMail(email, subjects.placed[locale])
    expect(mail.subject).toContain(order.order_no)
    expectFacts(mail, [order.order_no, money(order.total, locale), `${publicUrl}/account/orders?order_no=${order.order_no}`])
  })

  it('tells an unpaid order how and until when to pay', async () => {
    const { shopper, email, order } = await placedOrder(locale, 'alipay')
    const placed = await onlyMail(email, subjects.placed[locale])
    const unpaid = (
      await shop.app.inject({ url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`, headers: shopper.headers })
    ).json().data as OrderDetail
    // How (the method, on the order page) and until when.
    expectFacts(placed, [locale === 'en' ? 'Alipay' : '支付宝', unpaid.pay_before!.replace('T', ' ').slice(0, 16)])
    expect(placed.text).toMatch(locale === 'en' ? /pay with Alipay on your order page/ : /订单页面/)
  })

  // A card is charged right after the order is placed: its confirmation waits for the charge, so
  // the shopper who has just paid never reads "please pay before … or the order is canceled".
  it('confirms a card order paid at once in one mail that says it is paid, with no payment deadline', async () => {
    const { shopper, email, order } = await placedOrder(locale, 'card')
    expect(await mailsTo(email)).toEqual([])
    await cardPaid(shopper, order.order_no)
    const paid = (
      await shop.app.inject({
        url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`,
        headers: { ...shopper.headers, 'accept-language': locale },
      })
    ).json().data as OrderDetail
    expect(paid.paid_at).not.toBeNull()
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toMatch(subjects.placed[locale])
    expectFacts(mail, [order.order_no, money(order.total, locale), locale === 'en' ? 'Paid with Credit card' : '已使用信用卡支付'])
    expect(mail.text).not.toMatch(locale === 'en' ? /pay with|before|canceled/i : /取消|前完成/)
    // The same wording whenever a confirmation is written for a paid order.
    expect(confirmationMail(paid, locale, publicUrl).text).toBe(mail.text)
  })

  it('says the payment arrived, once however often the gateway repeats its notification', async () => {
    const { email, order, notification } = await walletPaid(locale)
    expect(await post('/api/v1/sco/event/chinaBank/onePay', notification)).toMatchObject({ code: 200, data: { duplicate: true } })
    expect(
      await post('/api/v1/sco/event/chinaBank/onePay', signed({ order_no: order.order_no, amount: order.total, currency: order.currency })),
    ).toMatchObject({ code: 200, data: { duplicate: true } })
    const mail = await onlyMail(email, subjects.paid[locale])
    expectFacts(mail, [order.order_no, money(order.total, locale), locale === 'en' ? 'Alipay' : '支付宝'])
  })

  it('tells carrier, tracking number and link when it ships, once: shipping again is refused', async () => {
    const { email, order } = await walletPaid(locale)
    expect((await admin(order.order_no, 'ship', { carrier: 'DHL Express', tracking_no: 'JD014600006281' })).code).toBe(200)
    expect((await admin(order.order_no, 'ship', { carrier: 'DHL Express', tracking_no: 'JD014600006281' })).code).not.toBe(200)
    const mail = await onlyMail(email, subjects.shipped[locale])
    expectFacts(mail, [
      order.order_no,
      'DHL Express',
      'JD014600006281',
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006281',
    ])
    expect(mail.html).toContain(
      '<a href="https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&#38;tracking-id=JD014600006281">',
    )
  })

  it('links a carrier it has no page for through 17TRACK', async () => {
    const { email, order } = await walletPaid(locale)
    expect((await admin(order.order_no, 'ship', { carrier: 'SF Express', tracking_no: 'SF1234567890' })).code).toBe(200)
    expectFacts(await onlyMail(email, subjects.shipped[locale]), [
      'SF Express',
      'SF1234567890',
      'https://t.17track.net/en#nums=SF1234567890',
    ])
  })

  it('tells each refund with its amount, part then the rest, once each', async () => {
    const { email, order } = await walletPaid(locale)
    const part = 100
    expect((await admin(order.order_no, 'refund', { amount: part })).data).toMatchObject({ status: 'split', refunded: part })
    expect((await admin(order.order_no, 'refund', {})).data).toMatchObject({ status: 'refund', refunded: order.total })
    expect((await admin(order.order_no, 'refund', {})).code).not.toBe(200)
    expectFacts(await onlyMail(email, subjects.refundedPart[locale]), [order.order_no, money(part, locale), money(order.total, locale)])
    expectFacts(await onlyMail(email, subjects.refunded[locale]), [
      order.order_no,
      money(order.total - part, locale),
      money(order.total, locale),
    ])
  })
})

// Last: the clock moves two days on, which would sign the operator out of the tests above.
describe('a cash-on-delivery order the shop did not confirm in time', () => {
  it('is canceled with an e-mail in the order’s language, once however often the sweep runs', async () => {
    const placed = await Promise.all(locales.map((locale) => placedOrder(locale, 'cod')))
    const sweep = () => releaseExpiredOrders({ db: db(), now: () => shop.clock.now, mail: shop.app.mail, publicUrl })
    shop.clock.advance(49 * 3_600_000)
    expect(await sweep()).toEqual(expect.arrayContaining(placed.map(({ order }) => order.order_no)))
    expect(await sweep()).toEqual([])
    for (const [index, { email, order }] of placed.entries()) {
      const locale = locales[index]
      const mail = await onlyMail(email, subjects.canceled[locale])
      expectFacts(mail, [order.order_no, money(order.total, locale), locale === 'en' ? 'cash-on-delivery' : '货到付款'])
    }
  })
})

// Without PUBLIC_URL (development, staging) a mail's links start with the host the request came
// to, as the pages' canonical links do: a bare path in a mail opens nothing.
describe('links in mails without PUBLIC_URL', () => {
  let plain: TestShop
  beforeAll(async () => {
    plain = await createTestShop({ PAYMENT_SECRET: secret })
  })
  afterAll(async () => {
    await plain.close()
  })

  it.each(locales)('are absolute, on the request’s host, in %s', async (locale) => {
    const shopper = await createShopper(plain.app.db, { locale })
    const email = `plain-${randomBytes(4).toString('hex')}@example.test`
    const [goods] = await goodsOf(plain.app.db, 'sco')
    await fillCart(plain.app.db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const placed = (
      await plain.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'alipay', currency: 'CNY', contact: { email } }),
        headers: { ...shopper.headers, 'accept-language': locale, host: 'shop.test:8443' },
      })
    ).json()
    expect(placed.code).toBe(200)
    await mailSent(plain.app)
    const [mail] = await plain.app.db.selectFrom('outbox').select(['text', 'html']).where('to_address', '=', email).execute()
    const links = [...mail.text.matchAll(/(?:https?:\/\/\S+|(?<![\w:])\/[\w/-]+\?\S+)/g)].map(([link]) => link)
    expect(links).toContain(`http://shop.test:8443/account/orders?order_no=${placed.data.order_no}`)
    expect(links.every((link) => /^https?:\/\//.test(link))).toBe(true)
    expect(mail.html).not.toMatch(/href="\//)
  })
})
