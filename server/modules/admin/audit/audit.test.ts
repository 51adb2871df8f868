import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { startStripeDouble } from '../../payments/test/stripe-double.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../../orders/test/shoppers.ts'
import { signedInOperator, totpNow, type SignedInOperator } from '../test-kit.ts'
import { addOperator } from '../operators/service.ts'

// Every audited action writes its row, with the caller's IP; the log filters and exports.

let shop: TestShop
let stripe: Awaited<ReturnType<typeof startStripeDouble>>
let owner: SignedInOperator
beforeAll(async () => {
  stripe = await startStripeDouble(() => shop.clock.now)
  shop = await createTestShop({ ...stripe.settings, PUBLIC_URL: 'https://shop.example.com' })
  owner = await signedInOperator(shop, 'owner')
})
afterAll(async () => {
  await shop.close()
  await stripe.close()
})

type Headers = Record<string, string>
let ipCounter = 10
async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload: object | undefined, ip: string) {
  const response = await shop.app.inject({ method, url, headers: { ...headers, 'x-forwarded-for': ip }, ...(payload ? { payload } : {}) })
  return response.headers['content-type']?.startsWith('text/csv') ? { code: 200, data: response.body } : response.json()
}
const admin = (method: 'GET' | 'POST', url: string, headers: Headers, payload: object | undefined, ip: string) =>
  call(method, `/api/admin${url}`, headers, payload, ip)

/** An operator invited and with a password, not yet enrolled. */
async function invitedOperator(role: 'staff' | 'support' = 'staff') {
  const email = `audited${++ipCounter}@ops.example.com`
  const { id, link } = await addOperator({ db: shop.app.db, now: () => shop.clock.now, publicUrl: '' }, email, role, null)
  const password = 'a long audited password'
  await shop.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token: new URL(link, 'http://x').searchParams.get('token'), password },
  })
  return { id, email, password }
}

/** A card order paid through Stripe (the double), refundable by the back office. */
async function paidCardOrder() {
  const shopper = await createShopper(shop.app.db)
  const [goods] = await goodsOf(shop.app.db, 'sco')
  await fillCart(shop.app.db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = (
    await shop.app.inject({ method: 'POST', url: '/api/v1/sco/user/createorder', payload: orderBody('sco'), headers: shopper.headers })
  ).json()
  await shop.app.inject({
    method: 'POST',
    url: '/api/v1/sco/user/payorder',
    payload: { order_no: placed.data.order_no, payment_method: 'card' },
    headers: shopper.headers,
  })
  const intent = [...stripe.intents.values()].find((entry) => entry.metadata.order_no === placed.data.order_no)!
  const event = stripe.webhook('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
  await shop.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', payload: event.body, headers: event.headers })
  return placed.data.order_no as string
}

interface Case {
  action: string
  /** Does it from `ip`; answers the subject the row names, and what its `after` holds. */
  act: (ip: string) => Promise<{ subject: string; operatorId: number | null; after: object }>
}

const cases: Case[] = [
  {
    action: 'operator.sign_in',
    act: async (ip) => {
      const signIn = await admin('POST', '/sign-in', {}, { email: owner.email, password: owner.password }, ip)
      shop.clock.advance(30_000)
      await admin('POST', '/totp', { 'x-operator-token': signIn.data.token }, { code: totpNow(shop, owner.secret) }, ip)
      return { subject: `operator:${owner.id}`, operatorId: owner.id, after: { method: 'totp' } }
    },
  },
  {
    action: 'operator.sign_in_failed',
    act: async (ip) => {
      await admin('POST', '/sign-in', {}, { email: owner.email, password: 'not the password' }, ip)
      return { subject: `operator:${owner.id}`, operatorId: owner.id, after: { step: 'password' } }
    },
  },
  {
    action: 'operator.sign_in_failed',
    act: async (ip) => {
      await admin('POST', '/sign-in', {}, { email: 'nobody@ops.example.com', password: 'not the password' }, ip)
      return { subject: 'email:nobody@ops.example.com', operatorId: null, after: { step: 'password' } }
    },
  },
  {
    action: 'operator.sign_in_failed',
    act: async (ip) => {
      const signIn = await admin('POST', '/sign-in', {}, { email: owner.email, password: owner.password }, ip)
      await admin('POST', '/totp', { 'x-operator-token': signIn.data.token }, { code: '000000' }, ip)
      return { subject: `operator:${owner.id}`, operatorId: owner.id, after: { step: 'totp', wrong_codes: 1 } }
    },
  },
  {
    action: 'operator.enrol',
    act: async (ip) => {
      const fresh = await invitedOperator()
      const signIn = await admin('POST', '/sign-in', {}, { email: fresh.email, password: fresh.password }, ip)
      const secret = new URL(signIn.data.otpauth_url).searchParams.get('secret')!
      await admin('POST', '/totp', { 'x-operator-token': signIn.data.token }, { code: totpNow(shop, secret) }, ip)
      return { subject: `operator:${fresh.id}`, operatorId: fresh.id, after: { recovery_codes: 10 } }
    },
  },
  {
    action: 'operator.recovery_code',
    act: async (ip) => {
      const fresh = await invitedOperator()
      const enrol = await admin('POST', '/sign-in', {}, { email: fresh.email, password: fresh.password }, ip)
      const secret = new URL(enrol.data.otpauth_url).searchParams.get('secret')!
      const { data } = await admin('POST', '/totp', { 'x-operator-token': enrol.data.token }, { code: totpNow(shop, secret) }, ip)
      const signIn = await admin('POST', '/sign-in', {}, { email: fresh.email, password: fresh.password }, ip)
      await admin('POST', '/recovery', { 'x-operator-token': signIn.data.token }, { code: data.recovery_codes[3] }, ip)
      return { subject: `operator:${fresh.id}`, operatorId: fresh.id, after: { left: 9 } }
    },
  },
  {
    action: 'operator.add',
    act: async (ip) => {
      const { data } = await admin('POST', '/operators', owner.headers, { email: 'added@ops.example.com', role: 'support' }, ip)
      return { subject: `operator:${data.id}`, operatorId: owner.id, after: { email: 'added@ops.example.com', role: 'support' } }
    },
  },
  {
    action: 'operator.role',
    act: async (ip) => {
      const staff = await signedInOperator(shop, 'staff')
      await admin('POST', `/operators/${staff.id}/role`, owner.headers, { role: 'support' }, ip)
      return { subject: `operator:${staff.id}`, operatorId: owner.id, after: { role: 'support' } }
    },
  },
  {
    action: 'operator.disable',
    act: async (ip) => {
      const staff = await signedInOperator(shop, 'staff')
      await admin('POST', `/operators/${staff.id}/disable`, owner.headers, undefined, ip)
      return { subject: `operator:${staff.id}`, operatorId: owner.id, after: { disabled: true } }
    },
  },
  {
    action: 'operator.enable',
    act: async (ip) => {
      const staff = await signedInOperator(shop, 'staff')
      await admin('POST', `/operators/${staff.id}/disable`, owner.headers, undefined, ip)
      await admin('POST', `/operators/${staff.id}/enable`, owner.headers, undefined, ip)
      return { subject: `operator:${staff.id}`, operatorId: owner.id, after: { disabled: false } }
    },
  },
  {
    action: 'operator.reset_authenticator',
    act: async (ip) => {
      const staff = await signedInOperator(shop, 'staff')
      await admin('POST', `/operators/${staff.id}/reset-authenticator`, owner.headers, undefined, ip)
      return { subject: `operator:${staff.id}`, operatorId: owner.id, after: { totp_enabled: false, recovery_codes_left: 0 } }
    },
  },
  {
    action: 'audit.export',
    act: async (ip) => {
      await admin('GET', '/audit.csv?action=operator.role', owner.headers, undefined, ip)
      return { subject: 'audit', operatorId: owner.id, after: { filter: { action: 'operator.role' }, rows: 1 } }
    },
  },
  {
    action: 'orders.export',
    act: async (ip) => {
      await admin('GET', '/orders.csv?status=paid', owner.headers, undefined, ip)
      return { subject: 'orders', operatorId: owner.id, after: { filter: { status: 'paid', desc: true, sort: 'placed_at' } } }
    },
  },
  {
    action: 'order.refund_failed',
    act: async (ip) => {
      const orderNo = await paidCardOrder()
      stripe.failRefunds(true)
      try {
        await admin('POST', `/orders/${orderNo}/refund`, owner.headers, {}, ip)
      } finally {
        stripe.failRefunds(false)
      }
      return {
        subject: `order:${orderNo}`,
        operatorId: owner.id,
        after: { amount: null, gateway_answer: expect.stringContaining('An unknown error occurred') },
      }
    },
  },
]

describe('every audited action writes its row with the IP', () => {
  it.each(cases.map((entry, index) => ({ ...entry, index })))('$action (case $index)', async ({ action, act, index }) => {
    const ip = `198.51.100.${index + 1}`
    const before = await shop.app.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    const expected = await act(ip)
    const rows = await shop.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', Number(before.id ?? 0))
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute()
    expect(rows[0]).toMatchObject({
      action,
      subject: expected.subject,
      operator_id: expected.operatorId,
      ip,
      after: expect.objectContaining(expected.after),
    })
  })
})

describe('the audit log', () => {
  it('filters by operator, action, subject and date, and exports the same rows as CSV', async () => {
    const staff = await signedInOperator(shop, 'staff')
    const start = new Date(shop.clock.now.getTime() + 1)
    shop.clock.advance(60_000)
    await admin('POST', `/operators/${staff.id}/role`, owner.headers, { role: 'support' }, '192.0.2.1')
    await admin('POST', `/operators/${staff.id}/role`, owner.headers, { role: 'staff' }, '192.0.2.1')
    const query = `operator=${encodeURIComponent(owner.email)}&action=operator.role&subject=operator:${staff.id}&since=${start.toISOString()}`
    const page = await admin('GET', `/audit?${query}&desc=false`, owner.headers, undefined, '192.0.2.1')
    expect(page.data.total).toBe(2)
    expect(page.data.list.map((row: { after: { role: string } }) => row.after.role)).toEqual(['support', 'staff'])
    expect(page.data.list[0]).toMatchObject({ operator: owner.email, subject: `operator:${staff.id}`, ip: '192.0.2.1' })
    expect((await admin('GET', `/audit?${query}&until=${start.toISOString()}`, owner.headers, undefined, '192.0.2.1')).data.total).toBe(0)
    // Typed text is literal: '%' is no wildcard.
    expect((await admin('GET', '/audit?action=%25', owner.headers, undefined, '192.0.2.1')).data.total).toBe(0)

    const csv: string = (await admin('GET', `/audit.csv?${query}`, owner.headers, undefined, '192.0.2.1')).data
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('id,created_at,operator,action,subject,ip,before,after')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`"${owner.email}","operator.role","operator:${staff.id}","192.0.2.1"`)
    expect(lines[1]).toContain('"{""role"":""support""')
  })
})
