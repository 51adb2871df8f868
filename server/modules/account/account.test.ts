import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { commonPasswordCount } from '../../security/common-passwords.ts'
import { hashPassword, verifyPassword } from '../../security/passwords.ts'
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

const minute = 60_000
const newEmail = (() => {
  let n = 0
  return (name = 'new') => `${name}${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`
})()

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(await hashPassword('correct horse battery')).not.toBe(hash)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
  })

  it('knows the 10,000 most common passwords', () => {
    expect(commonPasswordCount).toBe(10_000)
  })
})

describe('POST /sendEmailCode', () => {
  it('mails a 6-digit register code in the caller’s language and says when to resend', async () => {
    const email = newEmail()
    const { body } = await kit.post('/sendEmailCode', { email, type: 'register' }, { ip: kit.freshIp(), locale: 'zh-CN' })
    expect(body.code).toBe(200)
    expect(body.data).toEqual({ resend_after: 60 })
    expect(body.msg).toContain(email)
    const [mail] = await kit.mailsTo(email)
    expect(mail.subject).toMatch(/^您的注册验证码：\d{6}$/)
    expect(mail.text).toMatch(/10 分钟内有效/)
  })

  it('answers the same for an e-mail that already has an account, and mails no code to it', async () => {
    const { email } = await kit.register()
    shop.clock.advance(61_000)
    const unknown = newEmail()
    const known = await kit.post('/sendEmailCode', { email, type: 'register' }, { ip: kit.freshIp() })
    const fresh = await kit.post('/sendEmailCode', { email: unknown, type: 'register' }, { ip: kit.freshIp() })
    expect(known.body.code).toBe(fresh.body.code)
    expect(known.body.data).toEqual(fresh.body.data)
    expect(known.body.msg.replace(email, 'X')).toBe(fresh.body.msg.replace(unknown, 'X'))
    const [mail] = await kit.mailsTo(email)
    expect(mail.subject).toBe('About your registration')
    expect(mail.text).not.toMatch(/\d{6}/)
  })

  it('answers a reset request the same for known and unknown e-mails; only the account gets a code', async () => {
    const { email } = await kit.register()
    const unknown = newEmail('nobody')
    const known = await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip: kit.freshIp() })
    const missing = await kit.post('/sendEmailCode', { email: unknown, type: 'reset' }, { ip: kit.freshIp() })
    expect(known.body.code).toBe(200)
    expect(missing.body.code).toBe(200)
    expect(known.body.msg.replace(email, 'X')).toBe(missing.body.msg.replace(unknown, 'X'))
    expect((await kit.mailsTo(email))[0].subject).toMatch(/^Your password reset code: \d{6}$/)
    expect((await kit.mailsTo(unknown))[0].subject).toBe('About your password reset')
  })

  it('refuses a resend within 60 seconds, then allows it', async () => {
    const email = newEmail()
    const ip = kit.freshIp()
    await kit.post('/sendEmailCode', { email, type: 'register' }, { ip })
    shop.clock.advance(20_000)
    const early = await kit.post('/sendEmailCode', { email, type: 'register' }, { ip })
    expect(early.body.code).toBe(429)
    expect(early.body.msg).toBe('Please wait 40 seconds before requesting another code.')
    expect(early.body.data).toEqual({ resend_after: 40, retry_after: 40 })
    expect(await kit.mailsTo(email)).toHaveLength(1)
    shop.clock.advance(41_000)
    expect((await kit.post('/sendEmailCode', { email, type: 'register' }, { ip })).body.code).toBe(200)
    expect(await kit.mailsTo(email)).toHaveLength(2)
  })

  it('limits sends per e-mail to 6 an hour', async () => {
    const email = newEmail()
    for (let i = 0; i < 6; i++) {
      expect((await kit.post('/sendEmailCode', { email, type: i % 2 ? 'register' : 'reset' }, { ip: kit.freshIp() })).body.code).toBe(200)
      shop.clock.advance(61_000)
    }
    const seventh = await kit.post('/sendEmailCode', { email, type: 'register' }, { ip: kit.freshIp() })
    expect(seventh.body.code).toBe(429)
    expect(seventh.body.msg).toMatch(/Too many attempts/)
    shop.clock.advance(60 * minute)
    expect((await kit.post('/sendEmailCode', { email, type: 'register' }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('limits sends per IP to 20 an hour', async () => {
    const ip = kit.freshIp()
    for (let i = 0; i < 20; i++) {
      expect((await kit.post('/sendEmailCode', { email: newEmail('ip'), type: 'register' }, { ip })).body.code).toBe(200)
    }
    const blocked = await kit.post('/sendEmailCode', { email: newEmail('ip'), type: 'register' }, { ip })
    expect(blocked.body.code).toBe(429)
    expect((await kit.post('/sendEmailCode', { email: newEmail('ip'), type: 'register' }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it.each([
    [{ email: '', type: 'register' }, 'Please input your email!'],
    [{ type: 'register' }, 'Please input your email!'],
    [{ email: 'not-an-email', type: 'register' }, 'Incorrect email.'],
  ])('refuses %j with the spec’s message', async (body, message) => {
    const { body: answer } = await kit.post('/sendEmailCode', body, { ip: kit.freshIp() })
    expect(answer.code).toBe(422)
    expect(answer.msg).toBe(message)
  })

  it('refuses an unknown purpose', async () => {
    const { body } = await kit.post('/sendEmailCode', { email: newEmail(), type: 'admin' }, { ip: kit.freshIp() })
    expect(body.code).toBe(422)
    expect(body.msg).toBe('Please check type.')
  })
})

describe('POST /verifyReguser and /boxreguser', () => {
  const form = (email: string, code: string, password = 'correct horse battery') => ({
    username: 'Grace',
    email,
    phone: '+1 555 0100',
    wechat: '',
    password,
    code,
  })

  async function codeFor(email: string, type: 'register' | 'reset' = 'register', ip = kit.freshIp()) {
    await kit.post('/sendEmailCode', { email, type }, { ip })
    return kit.lastCode(email)
  }

  it('creates the account with the mailed code, logs it in and grants the welcome coupons', async () => {
    const email = newEmail('Grace').replace('grace', 'Grace')
    const code = await codeFor(email.toLowerCase())
    const { body } = await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })
    expect(body.code).toBe(200)
    expect(body.msg).toBe('Registration is successful!')
    expect(body.data.token).toMatch(/^[\w-]{43}$/)
    expect(body.data.userInfo).toMatchObject({ username: 'Grace', email: email.toLowerCase(), phone: '+1 555 0100', wechat: '' })
    const info = await kit.get('/user/info', { token: body.data.token })
    expect(info.body.data.email).toBe(email.toLowerCase())
    const coupons = await kit.get('/user/user_coupon_lists', { token: body.data.token })
    expect(coupons.body.data.list.map((coupon: { code: string }) => coupon.code).sort()).toEqual(['NEWMEMBER30', 'WELCOME10'])
    const user = await shop.app.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()
    expect(user.password_hash).toMatch(/^scrypt\$/)
    const session = await shop.app.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(session.token_hash).not.toContain(body.data.token)
    expect(session.expires_at.getTime() - shop.clock.now.getTime()).toBe(30 * 24 * 60 * minute)
  })

  it('registers through the blind-box shop’s path with the same rules', async () => {
    const email = newEmail('box')
    const code = await codeFor(email)
    const { body } = await shop.app
      .inject({
        method: 'POST',
        url: '/api/v1/box/boxreguser',
        payload: { ...form(email, code), date_of_birth: '1990-05-01' },
        remoteAddress: kit.freshIp(),
      })
      .then((r) => ({ body: r.json() }))
    expect(body.code).toBe(200)
    expect(body.msg).toBe('Registration is successful!')
  })

  it('refuses a wrong code, counts it, and creates nothing', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const { body } = await kit.post('/verifyReguser', form(email, wrong), { ip: kit.freshIp() })
    expect(body.code).toBe(422)
    expect(body.msg).toBe('Incorrect code.')
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
    expect((await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect((await kit.post('/verifyReguser', form(email, wrong), { ip: kit.freshIp() })).body.msg).toBe('Incorrect code.')
    }
    const { body } = await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })
    expect(body.msg).toBe('Too many wrong tries. Please request a new code.')
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
  })

  it('refuses a code after 10 minutes', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    shop.clock.advance(10 * minute)
    const { body } = await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })
    expect(body.code).toBe(422)
    expect(body.msg).toBe('The code has expired. Please request a new one.')
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
  })

  it('accepts a code just before it expires', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    shop.clock.advance(10 * minute - 1000)
    expect((await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses a code used once already, answering as for a wrong code (no hint that the address has an account)', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    expect((await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })).body.code).toBe(200)
    const again = await kit.post('/verifyReguser', { ...form(email, code), username: 'Mallory' }, { ip: kit.freshIp() })
    expect(again.body).toEqual({ code: 422, msg: 'Incorrect code.' })
    const users = await shop.app.db.selectFrom('users').select('username').where('email', '=', email).execute()
    expect(users).toEqual([{ username: 'Grace' }])
  })

  it('refuses a register code for a password reset (codes are bound to their purpose)', async () => {
    const email = newEmail()
    const code = await codeFor(email, 'register')
    const tickets = (await shop.app.db.selectFrom('password_resets').select('id').execute()).length
    const { body } = await kit.post('/verifyresetpass', { email, code }, { ip: kit.freshIp() })
    expect(body.code).toBe(422)
    expect(body.msg).toBe('Incorrect code.')
    expect(await shop.app.db.selectFrom('password_resets').select('id').execute()).toHaveLength(tickets)
    expect((await kit.post('/verifyReguser', form(email, code), { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses another e-mail’s code', async () => {
    const mine = newEmail()
    const theirs = newEmail()
    const code = await codeFor(theirs)
    await codeFor(mine)
    const { body } = await kit.post('/verifyReguser', form(mine, code === (await kit.lastCode(mine)) ? '999999' : code), {
      ip: kit.freshIp(),
    })
    expect(body.msg).toBe('Incorrect code.')
  })

  it('honours only the newest code after a resend', async () => {
    const email = newEmail()
    const first = await codeFor(email)
    shop.clock.advance(61_000)
    const second = await codeFor(email)
    // One time in a million the resend draws the same digits; then any other code stands in.
    const stale = first === second ? String((Number(first) + 1) % 1_000_000).padStart(6, '0') : first
    expect((await kit.post('/verifyReguser', form(email, stale), { ip: kit.freshIp() })).body.msg).toBe('Incorrect code.')
    expect((await kit.post('/verifyReguser', form(email, second), { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses a common password and one too short, creating nothing and keeping the code', async () => {
    const email = newEmail()
    const code = await codeFor(email)
    const common = await kit.post('/verifyReguser', form(email, code, 'Password123'), { ip: kit.freshIp() })
    expect(common.body.msg).toBe('This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.')
    const short = await kit.post('/verifyReguser', form(email, code, 'abc12'), { ip: kit.freshIp() })
    expect(short.body.msg).toBe('The password must be 8 to 128 characters long.')
    const long = await kit.post('/verifyReguser', form(email, code, 'x'.repeat(129)), { ip: kit.freshIp() })
    expect(long.body.msg).toBe('The password must be 8 to 128 characters long.')
    expect((await kit.post('/verifyReguser', form(email, code, `${'x'.repeat(63)}!`), { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it.each([
    ['username', '', 'Please input username!', '请输入用户名！'],
    ['email', '', 'Please input your email!', '请输入您的邮箱！'],
    ['email', 'nope', 'Incorrect email.', '邮箱格式不正确。'],
    ['phone', '', 'Please input phone!', '请输入手机号！'],
    ['password', '', 'Please input your password!', '请输入您的密码！'],
    ['code', '', 'Please input code!', '请输入验证码！'],
  ])('answers an empty or bad %s with the spec’s message in en and zh-cn', async (field, value, en, zh) => {
    const body = { ...form('someone@example.com', '123456'), [field]: value }
    expect((await kit.post('/verifyReguser', body, { ip: kit.freshIp() })).body).toMatchObject({ code: 422, msg: en })
    expect((await kit.post('/verifyReguser', body, { ip: kit.freshIp(), locale: 'zh-CN,zh;q=0.9' })).body).toMatchObject({
      code: 422,
      msg: zh,
    })
  })

  it('limits code checks per IP to 30 an hour', async () => {
    const ip = kit.freshIp()
    for (let i = 0; i < 30; i++) await kit.post('/verifyReguser', form(newEmail(), '123456'), { ip })
    const { body } = await kit.post('/verifyReguser', form(newEmail(), '123456'), { ip })
    expect(body.code).toBe(429)
  })
})

describe('POST /user/login and GET /user/logout', () => {
  it('logs in with the e-mail in any case and returns a fresh token', async () => {
    const { email, password, token } = await kit.register()
    const { body } = await kit.post('/user/login', { email: email.toUpperCase(), password }, { ip: kit.freshIp() })
    expect(body.code).toBe(200)
    expect(body.data.token).not.toBe(token)
    expect(body.data.userInfo.email).toBe(email)
  })

  it('answers a wrong password and an unknown e-mail the same', async () => {
    const { email } = await kit.register()
    const wrong = await kit.post('/user/login', { email, password: 'not the password' }, { ip: kit.freshIp() })
    const unknown = await kit.post('/user/login', { email: newEmail('ghost'), password: 'not the password' }, { ip: kit.freshIp() })
    expect(wrong.body).toEqual({ code: 422, msg: 'Incorrect email or password' })
    expect(unknown.body).toEqual(wrong.body)
    const zh = await kit.post('/user/login', { email, password: 'not the password' }, { ip: kit.freshIp(), locale: 'zh-cn' })
    expect(zh.body.msg).toBe('邮箱或密码错误')
  })

  it.each([
    [{ email: '', password: 'x' }, 'Please input your email!'],
    [{ email: 'a@b', password: 'x' }, 'Incorrect email.'],
    [{ email: 'a@example.com', password: '' }, 'Please input your password!'],
    [{}, 'Please input your email!'],
  ])('refuses %j with the spec’s message', async (body, message) => {
    expect((await kit.post('/user/login', body, { ip: kit.freshIp() })).body).toMatchObject({ code: 422, msg: message })
  })

  it('revokes the token at logout; the other logins stay', async () => {
    const { email, password, token } = await kit.register()
    const other = (await kit.post('/user/login', { email, password }, { ip: kit.freshIp() })).body.data.token
    expect((await kit.get('/user/info', { token })).body.code).toBe(200)
    const out = await kit.get('/user/logout', { token })
    expect(out.body).toMatchObject({ code: 200, msg: 'You have logged out.' })
    expect((await kit.get('/user/info', { token })).body).toEqual({ code: 405, msg: 'Login expired' })
    expect((await kit.get('/user/info', { token: other })).body.code).toBe(200)
  })

  it('answers a logout without a token as done', async () => {
    expect((await kit.get('/user/logout')).body.code).toBe(200)
  })

  it('expires a token after 30 days', async () => {
    const { token } = await kit.register()
    shop.clock.advance(30 * 24 * 60 * minute - 1000)
    expect((await kit.get('/user/info', { token })).body.code).toBe(200)
    shop.clock.advance(2000)
    expect((await kit.get('/user/info', { token })).body.code).toBe(405)
  })
})

describe('password reset: /sendEmailCode, /verifyresetpass, /user/resetpassword', () => {
  async function resetTicket(email: string) {
    await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip: kit.freshIp() })
    const { body } = await kit.post('/verifyresetpass', { email, code: await kit.lastCode(email) }, { ip: kit.freshIp() })
    expect(body.code).toBe(200)
    return body.data.reset_token as string
  }

  it('sets the new password and logs out every device', async () => {
    const { email, password, token } = await kit.register()
    const ticket = await resetTicket(email)
    const { body } = await kit.post(
      '/user/resetpassword',
      { reset_token: ticket, password: 'a brand new passphrase' },
      { ip: kit.freshIp() },
    )
    expect(body).toMatchObject({ code: 200, msg: 'Password reset successfully!' })
    expect((await kit.get('/user/info', { token })).body.code).toBe(405)
    expect((await kit.post('/user/login', { email, password }, { ip: kit.freshIp() })).body.code).toBe(422)
    expect((await kit.post('/user/login', { email, password: 'a brand new passphrase' }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('uses a ticket once', async () => {
    const { email } = await kit.register()
    const ticket = await resetTicket(email)
    expect(
      (await kit.post('/user/resetpassword', { reset_token: ticket, password: 'first new passphrase' }, { ip: kit.freshIp() })).body.code,
    ).toBe(200)
    const again = await kit.post('/user/resetpassword', { reset_token: ticket, password: 'second new passphrase' }, { ip: kit.freshIp() })
    expect(again.body.msg).toBe('This password reset has expired. Please request a new code.')
    expect((await kit.post('/user/login', { email, password: 'first new passphrase' }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses a ticket after 15 minutes and an invented one', async () => {
    const { email, password } = await kit.register()
    const ticket = await resetTicket(email)
    shop.clock.advance(15 * minute)
    expect(
      (await kit.post('/user/resetpassword', { reset_token: ticket, password: 'too late passphrase' }, { ip: kit.freshIp() })).body.code,
    ).toBe(422)
    expect(
      (await kit.post('/user/resetpassword', { reset_token: 'made-up', password: 'too late passphrase' }, { ip: kit.freshIp() })).body.code,
    ).toBe(422)
    expect((await kit.post('/user/login', { email, password }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses a register code, an expired code and a wrong code at verifyresetpass', async () => {
    const { email } = await kit.register()
    shop.clock.advance(61_000)
    await kit.post('/sendEmailCode', { email, type: 'register' }, { ip: kit.freshIp() })
    const registerMail = (await kit.mailsTo(email))[0]
    expect(registerMail.subject).toBe('About your registration')
    await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip: kit.freshIp() })
    const code = await kit.lastCode(email)
    expect(
      (await kit.post('/verifyresetpass', { email, code: code === '123456' ? '654321' : '123456' }, { ip: kit.freshIp() })).body.msg,
    ).toBe('Incorrect code.')
    shop.clock.advance(10 * minute)
    expect((await kit.post('/verifyresetpass', { email, code }, { ip: kit.freshIp() })).body.msg).toBe(
      'The code has expired. Please request a new one.',
    )
  })

  it('refuses a reset code at verifyresetpass for an e-mail without an account', async () => {
    const email = newEmail('none')
    await kit.post('/sendEmailCode', { email, type: 'reset' }, { ip: kit.freshIp() })
    const { body } = await kit.post('/verifyresetpass', { email, code: '123456' }, { ip: kit.freshIp() })
    expect(body.msg).toBe('Incorrect code.')
  })

  it('refuses a common new password and keeps the ticket usable', async () => {
    const { email } = await kit.register()
    const ticket = await resetTicket(email)
    expect((await kit.post('/user/resetpassword', { reset_token: ticket, password: 'iloveyou' }, { ip: kit.freshIp() })).body.msg).toMatch(
      /too common/,
    )
    expect((await kit.post('/user/resetpassword', { reset_token: ticket, password: '' }, { ip: kit.freshIp() })).body.msg).toBe(
      'Please input your new password',
    )
    expect(
      (await kit.post('/user/resetpassword', { reset_token: ticket, password: 'uncommon phrase 42' }, { ip: kit.freshIp() })).body.code,
    ).toBe(200)
  })
})

describe('account details and password', () => {
  it('shows and edits username, phone and WeChat ID', async () => {
    const { token, email } = await kit.register()
    const { body } = await kit.post(
      '/user/updateinfo',
      { username: 'Ada L.', phone: '+86 138 0000 0000', wechat: 'ada_lovelace' },
      { token },
    )
    expect(body).toMatchObject({
      code: 200,
      msg: 'Edit successful',
      data: { username: 'Ada L.', phone: '+86 138 0000 0000', wechat: 'ada_lovelace', email },
    })
    expect((await kit.get('/user/info', { token })).body.data.username).toBe('Ada L.')
  })

  it('refuses an empty username or phone, changing nothing', async () => {
    const { token } = await kit.register({ username: 'Kept' })
    expect((await kit.post('/user/updateinfo', { username: ' ', phone: '+1 555 0100' }, { token })).body).toMatchObject({
      code: 422,
      msg: 'Please input username!',
    })
    expect((await kit.post('/user/updateinfo', { username: 'New', phone: '' }, { token })).body).toMatchObject({
      code: 422,
      msg: 'Please input phone!',
    })
    expect((await kit.get('/user/info', { token })).body.data.username).toBe('Kept')
  })

  it('asks a guest to log in', async () => {
    expect((await kit.get('/user/info')).body).toEqual({ code: 405, msg: 'Login expired' })
    expect((await kit.post('/user/updateinfo', { username: 'X', phone: '+1 555 0100' })).body.code).toBe(405)
    expect((await kit.get('/user/info', { token: 'forged-token' })).body.code).toBe(405)
  })

  it('changes the password with the old one and logs out the other devices only', async () => {
    const { email, password, token } = await kit.register()
    const other = (await kit.post('/user/login', { email, password }, { ip: kit.freshIp() })).body.data.token
    const { body } = await kit.post('/user/changepassword', { old_password: password, new_password: 'another fine phrase' }, { token })
    expect(body).toMatchObject({ code: 200, msg: 'Password changed successfully!' })
    expect((await kit.get('/user/info', { token })).body.code).toBe(200)
    expect((await kit.get('/user/info', { token: other })).body.code).toBe(405)
    expect((await kit.post('/user/login', { email, password: 'another fine phrase' }, { ip: kit.freshIp() })).body.code).toBe(200)
  })

  it('refuses a wrong old password and empty fields with the spec’s messages', async () => {
    const { email, password, token } = await kit.register()
    expect(
      (await kit.post('/user/changepassword', { old_password: 'not it at all', new_password: 'another fine phrase' }, { token })).body.msg,
    ).toBe('Your old password is incorrect.')
    expect((await kit.post('/user/changepassword', { old_password: '', new_password: 'another fine phrase' }, { token })).body.msg).toBe(
      'Please input your old password',
    )
    expect((await kit.post('/user/changepassword', { old_password: password, new_password: '' }, { token })).body.msg).toBe(
      'Please input your new password',
    )
    expect((await kit.post('/user/changepassword', { old_password: password, new_password: 'qwertyuiop' }, { token })).body.msg).toMatch(
      /too common/,
    )
    expect((await kit.post('/user/login', { email, password }, { ip: kit.freshIp() })).body.code).toBe(200)
  })
})

describe('the OpenAPI document', () => {
  it('lists the account paths', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/{product}/user/login',
        '/api/v1/{product}/verifyReguser',
        '/api/v1/{product}/boxreguser',
        '/api/v1/{product}/sendEmailCode',
        '/api/v1/{product}/verifyresetpass',
        '/api/v1/{product}/user/resetpassword',
        '/api/v1/{product}/user/logout',
      ]),
    )
  })
})
