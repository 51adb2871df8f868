import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { backoffDelayMs, loginBackoff } from '../../security/login-throttle.ts'
import { accountKit } from './test-kit.ts'

let shop: TestShop
let kit: ReturnType<typeof accountKit>
beforeAll(async () => {
  shop = await createTestShop()
  kit = accountKit(shop.app)
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const newEmail = (() => {
  let n = 0
  return (name = 'hard') => `${name}${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`
})()

/** A login with the headers of the answer (Retry-After). */
async function login(email: string, password: string, ip: string, locale = 'en') {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/sco/user/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': locale },
  })
  return { body: response.json(), retryAfter: response.headers['retry-after'] }
}
const sessionsOf = async (email: string) =>
  (
    await db()
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute()
  ).length

describe('the same answers for known and unknown addresses', () => {
  it('answers a register code for an address with an account exactly like one for an unknown address', async () => {
    const { email } = await kit.register()
    const ip = kit.freshIp()
    const form = (address: string) => ({
      username: 'Eve',
      email: address,
      phone: '+44 20 7946 0000',
      password: 'a long passphrase',
      code: '123456',
    })
    const known = await kit.post('/verifyReguser', form(email), { ip })
    const unknown = await kit.post('/verifyReguser', form(newEmail()), { ip })
    expect(known.body).toEqual({ code: 422, msg: 'Incorrect code.' })
    expect(unknown.body).toEqual(known.body)
    expect(known.status).toBe(unknown.status)
  })

  it('answers a reset code for an address that reset before exactly like one for an unknown address', async () => {
    const { email } = await kit.register()
    const ip = kit.freshIp()
    await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip })
    const ticket = await kit.post('/verifyresetpass', { email, code: await kit.lastCode(email) }, { ip })
    expect(ticket.body.code).toBe(200)
    const known = await kit.post('/verifyresetpass', { email, code: '000000' }, { ip })
    const unknown = await kit.post('/verifyresetpass', { email: newEmail(), code: '000000' }, { ip })
    expect(known.body).toEqual({ code: 422, msg: 'Incorrect code.' })
    expect(unknown.body).toEqual(known.body)
    const zhKnown = await kit.post('/verifyresetpass', { email, code: '000000' }, { ip, locale: 'zh-CN' })
    const zhUnknown = await kit.post('/verifyresetpass', { email: newEmail(), code: '000000' }, { ip, locale: 'zh-CN' })
    expect(zhKnown.body).toEqual(zhUnknown.body)
  })

  it('throttles a known and an unknown address alike', async () => {
    const { email } = await kit.register()
    const ip = kit.freshIp()
    const answers = async (address: string) => {
      const seen = []
      for (let i = 0; i < 7; i++) seen.push(await login(address, `wrong guess ${i}`, ip))
      return seen
    }
    const known = await answers(email)
    shop.clock.advance(10 * 60_000)
    const unknown = await answers(newEmail('ghost'))
    expect(unknown.map((answer) => answer.body)).toEqual(known.map((answer) => answer.body))
    expect(unknown.map((answer) => answer.retryAfter)).toEqual(known.map((answer) => answer.retryAfter))
  })
})

describe('sign-in throttling', () => {
  it('lets five wrong passwords through, then makes each further try wait twice as long', () => {
    const waits = [5, 6, 7, 8, 9].map((failures) => backoffDelayMs(loginBackoff.accountAndIp, failures))
    expect(waits).toEqual([0, 2000, 4000, 8000, 16_000])
    expect(backoffDelayMs(loginBackoff.accountAndIp, 100)).toBe(15 * 60_000)
  })

  it('holds back only that account from that address, says when to try again, and lets the customer in from elsewhere', async () => {
    const { email, password } = await kit.register()
    const attacker = kit.freshIp()
    for (let i = 0; i < 5; i++)
      expect((await login(email, `wrong ${i}`, attacker)).body).toEqual({ code: 422, msg: 'Incorrect email or password' })
    const sixth = await login(email, 'wrong 6', attacker)
    expect(sixth.body).toEqual({ code: 422, msg: 'Incorrect email or password', data: { retry_after: 2 } })
    expect(sixth.retryAfter).toBe('2')

    const sessions = await sessionsOf(email)
    const held = await login(email, password, attacker)
    expect(held.body).toEqual({
      code: 429,
      msg: 'Too many failed sign-ins for this account from your network. Please try again in 2 seconds.',
      data: { retry_after: 2 },
    })
    expect(held.retryAfter).toBe('2')
    expect((await login(email, password, attacker, 'zh-CN')).body.msg).toBe('该账户在您的网络下登录失败次数过多，请在 2 秒后重试。')
    expect(await sessionsOf(email)).toBe(sessions)

    // The customer, elsewhere, is not locked out by someone else's failures.
    expect((await login(email, password, kit.freshIp())).body.code).toBe(200)

    // Each further failure doubles the wait; once it has passed the right password works again.
    shop.clock.advance(2000)
    expect((await login(email, 'wrong 7', attacker)).retryAfter).toBe('4')
    shop.clock.advance(4000)
    expect((await login(email, 'wrong 8', attacker)).retryAfter).toBe('8')
    shop.clock.advance(8000)
    expect((await login(email, password, attacker)).body.code).toBe(200)
    // Success forgets the failures of that account from that address.
    expect((await login(email, 'one typo', attacker)).body).toEqual({ code: 422, msg: 'Incorrect email or password' })
  })

  it('holds back an address that tries many accounts, but not the same accounts from elsewhere', async () => {
    const { email, password } = await kit.register()
    const sprayer = kit.freshIp()
    for (let i = 0; i < loginBackoff.ip.free; i++) await login(newEmail('spray'), 'guess guess', sprayer)
    expect((await login(newEmail('spray'), 'guess guess', sprayer)).retryAfter).toBe('2')
    const held = await login(email, password, sprayer)
    expect(held.body.code).toBe(429)
    expect(held.retryAfter).toBe('2')
    expect((await login(email, password, kit.freshIp())).body.code).toBe(200)
  })

  it('counts wrong old passwords of a password change the same way, changing nothing while held', async () => {
    const { email, password, token } = await kit.register()
    const ip = '10.9.9.9'
    const change = (old_password: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/changepassword',
        payload: { old_password, new_password: 'another fine phrase' },
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      })
    for (let i = 0; i < 6; i++) await change(`wrong ${i}`)
    const held = await change(password)
    expect(held.json()).toMatchObject({ code: 429, data: { retry_after: 2 } })
    expect(held.headers['retry-after']).toBe('2')
    expect((await login(email, password, kit.freshIp())).body.code).toBe(200)
  })
})

describe('new passwords', () => {
  const form = (email: string, password: string, code: string, username = 'grace_hopper') => ({
    username,
    email,
    phone: '+44 20 7946 0000',
    password,
    code,
  })

  it.each([
    [
      'the e-mail’s name',
      (email: string) => email.split('@')[0],
      'The password must not be or contain your email address (the part before @).',
    ],
    [
      'the e-mail’s name inside it',
      (email: string) => `${email.split('@')[0].toUpperCase()}!2024`,
      'The password must not be or contain your email address (the part before @).',
    ],
    ['the whole e-mail', (email: string) => email, 'The password must not be or contain your email address (the part before @).'],
    ['the username inside it', () => 'Grace_Hopper1906', 'The password must not be or contain your username.'],
    [
      'a common password',
      () => 'Sunshine123',
      'This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.',
    ],
    ['7 characters', () => 'x7!kq2Z', 'The password must be 8 to 128 characters long.'],
  ])('refuses %s at registration, saying which rule failed, creating nothing and keeping the code', async (_rule, password, message) => {
    const email = newEmail('grace')
    const ip = kit.freshIp()
    await kit.post('/sendEmailCode', { email, type: 'register' }, { ip })
    const code = await kit.lastCode(email)
    const refused = await kit.post('/verifyReguser', form(email, password(email), code), { ip })
    expect(refused.body).toMatchObject({ code: 422, msg: message })
    expect(await db().selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([])
    expect((await kit.post('/verifyReguser', form(email, 'Analytical Engine 1843', code), { ip })).body.code).toBe(200)
  })

  it('says which rule failed in Chinese too', async () => {
    const email = newEmail('grace')
    const refused = await kit.post('/verifyReguser', form(email, 'grace_hopper', '123456'), { ip: kit.freshIp(), locale: 'zh-CN' })
    expect(refused.body.msg).toBe('密码不能是或包含您的用户名。')
  })

  it('applies the same rules to a reset (the ticket stays usable) and to a change (the password stays)', async () => {
    const { email, password, token } = await kit.register({ username: 'Ada Byron' })
    const ip = kit.freshIp()
    await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip })
    const ticket = (await kit.post('/verifyresetpass', { email, code: await kit.lastCode(email) }, { ip })).body.data.reset_token
    const local = email.split('@')[0]
    expect((await kit.post('/user/resetpassword', { reset_token: ticket, password: `${local}99` }, { ip })).body.msg).toBe(
      'The password must not be or contain your email address (the part before @).',
    )
    expect(
      (await kit.post('/user/changepassword', { old_password: password, new_password: 'ada byron forever' }, { token })).body.msg,
    ).toBe('The password must not be or contain your username.')
    expect((await login(email, password, kit.freshIp())).body.code).toBe(200)
    expect((await kit.post('/user/resetpassword', { reset_token: ticket, password: 'Difference Engine 1822' }, { ip })).body.code).toBe(200)
  })
})
