import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { signedInOperator, totpNow } from '../test-kit.ts'
import { addOperator } from './service.ts'

// The back office's doors as an attacker meets them: throttled passwords and codes, a
// half-signed-in session that ends, codes good once, and owners who can shut a door at once.

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

type Headers = Record<string, string>
async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object, ip?: string) {
  const response = await shop.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...headers, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    ...(payload ? { payload } : {}),
  })
  return { ...(response.json() as { code: number; msg: string; data?: any }), retryAfter: response.headers['retry-after'] }
}
const signIn = (email: string, password: string, ip?: string) => call('POST', '/sign-in', {}, { email, password }, ip)
const half = (token: string) => ({ 'x-operator-token': token })

/** An invited operator with a password but no authenticator yet. */
async function invited(email: string, role: 'owner' | 'staff' = 'staff', password = 'correct horse battery staple') {
  const { link } = await addOperator({ db: shop.app.db, now: () => shop.clock.now, publicUrl: '' }, email, role, null)
  const token = new URL(link, 'http://shop').searchParams.get('token')!
  return { token, password, set: () => call('POST', '/password', {}, { token, password }) }
}

describe('operator passwords', () => {
  it("follow the shoppers' rules: not a common password, not the e-mail, at least 12 characters", async () => {
    const fresh = await invited('jade.wong@ops.example.com')
    const refusals = await Promise.all([
      call('POST', '/password', {}, { token: fresh.token, password: '1qaz2wsx3edc' }),
      call('POST', '/password', {}, { token: fresh.token, password: 'jade.wong is my password' }),
      call('POST', '/password', {}, { token: fresh.token, password: 'eleven char' }),
    ])
    expect(refusals.map(({ code, msg }) => ({ code, msg }))).toEqual([
      { code: 422, msg: 'This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.' },
      { code: 422, msg: 'The password must not be or contain your email address (the part before @).' },
      { code: 422, msg: 'Use at least 12 characters.' },
    ])
    // None of them used the link up.
    expect((await fresh.set()).code).toBe(200)
  })

  it('20 wrong ones from one IP answer 429 with Retry-After there, while the operator signs in from another IP', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const answers = []
    for (let attempt = 0; attempt < 20; attempt++) answers.push(await signIn(owner.email, `wrong password ${attempt}`, '203.0.113.7'))
    expect(answers.slice(0, 5).every((answer) => answer.code === 422 && answer.retryAfter === undefined)).toBe(true)
    expect(answers[5]).toMatchObject({ code: 422, retryAfter: '2' })
    expect(answers[19]).toMatchObject({ code: 429, retryAfter: '2', data: { retry_after: 2 } })
    expect(answers[19].msg).toBe('Too many failed sign-ins for this account from your network. Please try again in 2 seconds.')
    // Even the right password waits on that address…
    expect((await signIn(owner.email, owner.password, '203.0.113.7')).code).toBe(429)
    // …but not on the operator's own.
    expect((await signIn(owner.email, owner.password, '198.51.100.9')).data).toMatchObject({ next: 'totp' })
  })
})

describe('the second step', () => {
  it('ends the half-signed-in session at the fifth wrong code: the sixth is refused, and so is the right one', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const { data } = await signIn(owner.email, owner.password, '192.0.2.10')
    const answers = []
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await call('POST', '/totp', half(data.token), { code: String(100000 + attempt) }, '192.0.2.10'))
    expect(answers.slice(0, 4).map((answer) => answer.code)).toEqual([422, 422, 422, 422])
    expect(answers[4]).toMatchObject({ code: 405, msg: 'Too many wrong codes: this sign-in has ended. Sign in again with your password.' })
    expect(answers[5]).toMatchObject({ code: 405, msg: 'Please sign in to the back office.' })
    expect((await call('POST', '/totp', half(data.token), { code: totpNow(shop, owner.secret) }, '192.0.2.10')).code).toBe(405)
    expect((await call('GET', '/me', half(data.token))).code).toBe(405)
  })

  it('throttles codes per account and IP with backoff, like passwords', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const wrong = async () => {
      const { data } = await signIn(owner.email, owner.password, '192.0.2.20')
      return call('POST', '/totp', half(data.token), { code: '000000' }, '192.0.2.20')
    }
    const answers = []
    for (let attempt = 0; attempt < 7; attempt++) answers.push(await wrong())
    expect(answers[5]).toMatchObject({ code: 422, retryAfter: '2' })
    expect(answers[6]).toMatchObject({ code: 429, retryAfter: '2' })
  })

  it('refuses a code replayed within its 30-second window', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const code = totpNow(shop, owner.secret)
    const first = await signIn(owner.email, owner.password)
    expect((await call('POST', '/totp', half(first.data.token), { code })).code).toBe(200)
    shop.clock.advance(5_000)
    const second = await signIn(owner.email, owner.password)
    expect(await call('POST', '/totp', half(second.data.token), { code })).toMatchObject({
      code: 422,
      msg: expect.stringContaining('already been used'),
    })
    expect((await call('GET', '/me', half(second.data.token))).code).toBe(405)
    shop.clock.advance(30_000)
  })

  it('gives ten recovery codes at enrolment, kept hashed; each signs in once, a used one is refused', async () => {
    const fresh = await invited('recovery@ops.example.com')
    await fresh.set()
    const enrol = await signIn('recovery@ops.example.com', fresh.password)
    const secret = new URL(enrol.data.otpauth_url).searchParams.get('secret')!
    const enrolled = await call('POST', '/totp', half(enrol.data.token), { code: totpNow(shop, secret) })
    const codes: string[] = enrolled.data.recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true)
    const stored = await shop.app.db.selectFrom('operator_recovery_codes').select('code_hash').execute()
    expect(stored.some((row) => codes.some((code) => row.code_hash.includes(code.replace('-', ''))))).toBe(false)

    const first = await signIn('recovery@ops.example.com', fresh.password)
    expect(first.data.next).toBe('totp')
    expect(await call('POST', '/recovery', half(first.data.token), { code: codes[0].toUpperCase() })).toMatchObject({
      code: 200,
      data: { recovery_codes: null },
    })
    expect((await call('GET', '/me', half(first.data.token))).data.email).toBe('recovery@ops.example.com')

    const again = await signIn('recovery@ops.example.com', fresh.password)
    expect(await call('POST', '/recovery', half(again.data.token), { code: codes[0] })).toMatchObject({
      code: 422,
      msg: 'That recovery code is not right or has already been used.',
    })
    expect((await call('GET', '/me', half(again.data.token))).code).toBe(405)
    expect((await call('POST', '/recovery', half(again.data.token), { code: codes[1].replace('-', '') })).code).toBe(200)
    const list = await call('GET', '/operators', (await signedInOperator(shop, 'owner')).headers)
    expect(list.data.find((row: { email: string }) => row.email === 'recovery@ops.example.com')).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 8,
    })
  })
})

describe('owners managing operators', () => {
  it('disabling an operator ends their sessions at once: their next call and their sign-in are refused', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const staff = await signedInOperator(shop, 'staff')
    expect((await call('GET', '/me', staff.headers)).code).toBe(200)
    expect((await call('POST', `/operators/${staff.id}/disable`, owner.headers)).data).toMatchObject({
      id: staff.id,
      disabled_at: expect.any(String),
    })
    expect((await call('GET', '/products', staff.headers)).code).toBe(405)
    expect((await signIn(staff.email, staff.password)).code).toBe(422)
    expect((await call('POST', `/operators/${staff.id}/enable`, owner.headers)).data.disabled_at).toBeNull()
    expect((await signIn(staff.email, staff.password)).data.next).toBe('totp')
  })

  it('keeps owner endpoints from staff and support', async () => {
    const owner = await signedInOperator(shop, 'owner')
    for (const role of ['staff', 'support'] as const) {
      const who = await signedInOperator(shop, role)
      const calls = await Promise.all([
        call('GET', '/operators', who.headers),
        call('POST', `/operators/${who.id}/role`, who.headers, { role: 'owner' }),
        call('POST', `/operators/${owner.id}/disable`, who.headers),
        call('POST', `/operators/${owner.id}/reset-authenticator`, who.headers),
        call('GET', '/audit.csv', who.headers),
      ])
      expect(calls.map((answer) => answer.code)).toEqual([403, 403, 403, 403, 403])
      expect((await call('GET', '/me', who.headers)).data.role).toBe(role)
    }
    expect((await call('GET', '/me', owner.headers)).code).toBe(200)
  })

  it("changes a role at once, but never the owner's own, and never disables the last owner", async () => {
    const other = await createTestShop()
    try {
      const owner = await signedInOperator(other, 'owner')
      const staff = await signedInOperator(other, 'staff')
      const act = async (url: string, headers: Headers, payload?: object) =>
        (await other.app.inject({ method: 'POST', url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) })).json()
      expect((await other.app.inject({ method: 'GET', url: '/api/admin/operators', headers: staff.headers })).json().code).toBe(403)
      expect((await act(`/operators/${staff.id}/role`, owner.headers, { role: 'owner' })).data.role).toBe('owner')
      // The new owner's very next call has the owner's rights.
      expect((await other.app.inject({ method: 'GET', url: '/api/admin/operators', headers: staff.headers })).json().code).toBe(200)
      expect(await act(`/operators/${owner.id}/role`, owner.headers, { role: 'staff' })).toMatchObject({
        code: 403,
        msg: 'You cannot change your own role or reset your own authenticator: ask another owner.',
      })
      expect((await act(`/operators/${owner.id}/role`, staff.headers, { role: 'support' })).data.role).toBe('support')
      // `staff` is the last owner now: nobody may disable them, themselves included.
      expect(await act(`/operators/${staff.id}/disable`, staff.headers)).toMatchObject({
        code: 409,
        msg: 'The shop needs at least one owner: make another operator an owner first.',
      })
      expect((await other.app.inject({ method: 'GET', url: '/api/admin/me', headers: staff.headers })).json().data.role).toBe('owner')
      expect((await act(`/operators/${owner.id}/role`, staff.headers, { role: 'boss' })).code).toBe(422)
      expect((await act('/operators/99999/disable', staff.headers)).code).toBe(404)
    } finally {
      await other.close()
    }
  })

  it("resets a lost authenticator: the operator's sessions end, the recovery codes go, and the next sign-in enrols again", async () => {
    const owner = await signedInOperator(shop, 'owner')
    const staff = await signedInOperator(shop, 'staff')
    const reset = await call('POST', `/operators/${staff.id}/reset-authenticator`, owner.headers)
    expect(reset.data).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 })
    expect((await call('GET', '/me', staff.headers)).code).toBe(405)
    const again = await signIn(staff.email, staff.password)
    expect(again.data.next).toBe('enrol')
    const secret = new URL(again.data.otpauth_url).searchParams.get('secret')!
    expect(secret).not.toBe(staff.secret)
    expect((await call('POST', '/totp', half(again.data.token), { code: totpNow(shop, staff.secret) })).code).toBe(422)
    const enrolled = await call('POST', '/totp', half(again.data.token), { code: totpNow(shop, secret) })
    expect(enrolled.data.recovery_codes).toHaveLength(10)
    expect((await call('GET', '/me', half(again.data.token))).data.email).toBe(staff.email)
    expect((await call('POST', `/operators/${owner.id}/reset-authenticator`, owner.headers)).code).toBe(403)
  })
})
