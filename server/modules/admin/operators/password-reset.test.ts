import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, mailSent, type TestShop } from '../../../test/test-app.ts'
import { operator } from '../../../cli/commands/operator.ts'
import { loadConfig } from '../../../env.ts'
import { lastAudit, signedInOperator, totpNow } from '../test-kit.ts'

// An operator locked out: an invitation that lapsed is sent again, and a forgotten password is
// reset by an e-mailed link that still asks for the authenticator's code.

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await shop.close()
})

const hour = 3_600_000
let nextIp = 1
/** Each test its own caller address, so one test's limits never touch another's. */
const freshIp = () => `198.18.0.${nextIp++}`

async function call(url: string, payload: object, options: { headers?: Record<string, string>; ip?: string; locale?: string } = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...options.headers, ...(options.locale ? { 'accept-language': options.locale } : {}) },
  })
  return { ...(response.json() as { code: number; msg: string; data?: any }), retryAfter: response.headers['retry-after'] }
}
const me = async (headers: Record<string, string>) => (await shop.app.inject({ method: 'GET', url: '/api/admin/me', headers })).json().code
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

async function mailsTo(email: string) {
  await mailSent(shop.app)
  return shop.app.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute()
}
/** The reset link's token, as the operator finds it in the newest mail. */
async function mailedToken(email: string) {
  const [mail] = await mailsTo(email)
  const link = /https:\/\/shop\.example\.com\/admin\/reset-password\?token=(\S+)/.exec(mail?.text ?? '')
  if (!link) throw new Error(`no reset link in the last mail to ${email}`)
  return link[1]
}
const passwordHashOf = async (id: number) =>
  (await shop.app.db.selectFrom('operators').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash
const signIn = (email: string, password: string) => call('/sign-in', { email, password }, { ip: freshIp() })

describe('an operator invited again', () => {
  const cli = () => ({
    db: shop.app.db,
    config: loadConfig({ PUBLIC_URL: 'https://shop.example.com' }),
    now: () => shop.clock.now,
    positionals: ['add'],
  })

  it('from the operators screen: after the link expired, a new one works and the old one stays refused', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const first = await call('/operators', { email: 'late.starter@example.com', role: 'support' }, { headers: owner.headers })
    expect(first.data.renewed).toBe(false)
    shop.clock.advance(73 * hour)
    const later = await signedInOperator(shop, 'owner')
    expect((await call('/password', { token: tokenOf(first.data.link), password: 'a long enough password' })).msg).toContain(
      'expired or was already used',
    )
    const again = await call('/operators', { email: 'late.starter@example.com', role: 'staff' }, { headers: later.headers })
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id, renewed: true } })
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: later.id,
      action: 'operator.reinvite',
      subject: `operator:${first.data.id}`,
      before: { role: 'support' },
      after: { email: 'late.starter@example.com', role: 'staff' },
    })
    expect((await call('/password', { token: tokenOf(first.data.link), password: 'a long enough password' })).code).toBe(422)
    expect((await call('/password', { token: tokenOf(again.data.link), password: 'a long enough password' })).code).toBe(200)
    expect((await signIn('late.starter@example.com', 'a long enough password')).data.next).toBe('enrol')
    const operators = (await shop.app.inject({ method: 'GET', url: '/api/admin/operators', headers: later.headers })).json()
    expect(operators.data.find((row: { id: number }) => row.id === first.data.id).role).toBe('staff')
  })

  it('from the command line while the first link is still unused: the new link voids it', async () => {
    const first = await operator.run({ ...cli(), values: { email: 'pending@example.com', role: 'staff' } })
    const second = await operator.run({ ...cli(), values: { email: 'pending@example.com', role: 'staff' } })
    expect(second).toContain('invited again')
    const link = (printed: string | void) => /https:\S+/.exec(printed ?? '')![0]
    expect(link(first)).not.toBe(link(second))
    expect((await call('/password', { token: tokenOf(link(first)), password: 'a long enough password' })).code).toBe(422)
    expect((await call('/password', { token: tokenOf(link(second)), password: 'a long enough password' })).code).toBe(200)
  })

  it('is refused for an operator who has signed in: they reset the password instead', async () => {
    const owner = await signedInOperator(shop, 'owner')
    const staff = await signedInOperator(shop, 'staff')
    const answer = await call('/operators', { email: staff.email, role: 'owner' }, { headers: owner.headers, locale: 'zh-CN' })
    expect(answer.code).toBe(409)
    expect(answer.msg).not.toMatch(/[a-z]{4}/)
    await expect(operator.run({ ...cli(), values: { email: staff.email, role: 'staff' } })).rejects.toThrow(
      'reset it from the sign-in page',
    )
    expect(await me(staff.headers)).toBe(200)
  })
})

describe('a forgotten password', () => {
  it('is reset once by the e-mailed link with a current code; every session ends', async () => {
    const staff = await signedInOperator(shop, 'staff')
    const ip = freshIp()
    const asked = await call('/password-reset', { email: staff.email }, { ip })
    expect(asked).toMatchObject({ code: 200, msg: expect.stringContaining('If an operator has this e-mail') })
    const token = await mailedToken(staff.email)
    expect(
      (await shop.app.db.selectFrom('operator_password_resets').select('token_hash').execute()).map((row) => row.token_hash),
    ).not.toContain(token)
    const done = await call(
      '/password-reset/confirm',
      { token, password: 'a brand new passphrase', code: totpNow(shop, staff.secret) },
      { ip },
    )
    expect(done).toMatchObject({ code: 200, msg: expect.stringContaining('every back-office session has ended') })
    expect(await me(staff.headers)).toBe(405)
    expect(await lastAudit(shop)).toMatchObject({ operator_id: staff.id, action: 'operator.password_reset', ip })
    expect((await signIn(staff.email, staff.password)).code).toBe(422)
    // The authenticator stays: the new password leads to its code, not to a new enrolment.
    expect((await signIn(staff.email, 'a brand new passphrase')).data.next).toBe('totp')

    shop.clock.advance(30_000)
    const reused = await call(
      '/password-reset/confirm',
      { token, password: 'yet another passphrase', code: totpNow(shop, staff.secret) },
      { ip },
    )
    expect(reused).toMatchObject({
      code: 422,
      msg: 'This password reset link has expired or was already used. Ask for a new one from the sign-in page.',
    })
    expect((await signIn(staff.email, 'a brand new passphrase')).data.next).toBe('totp')
  })

  it('refuses a wrong code and leaves the password as it was; the fifth wrong code voids the link', async () => {
    const staff = await signedInOperator(shop, 'staff')
    const before = await passwordHashOf(staff.id)
    await call('/password-reset', { email: staff.email }, { ip: freshIp() })
    const token = await mailedToken(staff.email)
    const ip = freshIp()
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push(
        await call(
          '/password-reset/confirm',
          { token, password: 'a brand new passphrase', code: String(200000 + attempt) },
          { ip, locale: 'zh-CN' },
        ),
      )
    expect(answers.slice(0, 4).every((answer) => answer.code === 422 && !/[a-z]{4}/.test(answer.msg))).toBe(true)
    expect(answers[4].code).toBe(422)
    expect(answers[4].msg).not.toBe(answers[0].msg)
    expect(await passwordHashOf(staff.id)).toBe(before)
    expect(await me(staff.headers)).toBe(200)
    // Even the right code is too late on that link.
    const late = await call(
      '/password-reset/confirm',
      { token, password: 'a brand new passphrase', code: totpNow(shop, staff.secret) },
      { ip: freshIp() },
    )
    expect(late.msg).toContain('expired or was already used')
    expect(await passwordHashOf(staff.id)).toBe(before)
  })

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const staff = await signedInOperator(shop, 'staff')
    await call('/password-reset', { email: staff.email }, { ip: freshIp() })
    const expired = await mailedToken(staff.email)
    shop.clock.advance(31 * 60_000)
    const refused = await call(
      '/password-reset/confirm',
      { token: expired, password: 'a brand new passphrase', code: totpNow(shop, staff.secret) },
      { locale: 'zh-CN' },
    )
    expect(refused.code).toBe(422)
    expect(refused.msg).not.toMatch(/[a-z]{4}/)
    await call('/password-reset', { email: staff.email }, { ip: freshIp() })
    const older = await mailedToken(staff.email)
    await call('/password-reset', { email: staff.email }, { ip: freshIp() })
    const newest = await mailedToken(staff.email)
    expect(
      (await call('/password-reset/confirm', { token: older, password: 'a brand new passphrase', code: totpNow(shop, staff.secret) })).msg,
    ).toContain('expired or was already used')
    expect(
      (await call('/password-reset/confirm', { token: newest, password: 'a brand new passphrase', code: totpNow(shop, staff.secret) }))
        .code,
    ).toBe(200)
  })

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const staff = await signedInOperator(shop, 'staff')
    const known = await call('/password-reset', { email: staff.email }, { ip: freshIp() })
    const unknown = await call('/password-reset', { email: 'nobody@ops.example.com' }, { ip: freshIp() })
    expect(unknown).toEqual(known)
    expect(await mailsTo('nobody@ops.example.com')).toHaveLength(0)
    expect(await mailsTo(staff.email)).toHaveLength(1)
  })

  it('is limited per address and per caller, saying when to try again', async () => {
    const ip = freshIp()
    const perAddress = []
    for (let attempt = 0; attempt < 6; attempt++)
      perAddress.push(await call('/password-reset', { email: 'flood@ops.example.com' }, { ip: freshIp() }))
    expect(perAddress.slice(0, 5).every((answer) => answer.code === 200)).toBe(true)
    expect(perAddress[5]).toMatchObject({ code: 429, retryAfter: expect.any(String) })
    expect(perAddress[5].msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/)
    const perCaller = []
    for (let attempt = 0; attempt < 21; attempt++)
      perCaller.push(await call('/password-reset', { email: `someone${attempt}@ops.example.com` }, { ip, locale: 'zh-CN' }))
    expect(perCaller.slice(0, 20).every((answer) => answer.code === 200)).toBe(true)
    expect(perCaller[20].code).toBe(429)
    expect(perCaller[20].msg).not.toMatch(/[a-z]{4}/)
  })
})
