import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { operator } from '../../../cli/commands/operator.ts'
import { loadConfig } from '../../../env.ts'
import { lastAudit, signedInOperator, totpNow } from '../test-kit.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  (await shop.app.inject({ method: 'POST', url, payload, headers })).json()
const get = async (url: string, headers: Record<string, string> = {}) => (await shop.app.inject({ method: 'GET', url, headers })).json()

describe('operator accounts', () => {
  it('the command adds an operator and prints a one-time link that sets the password once', async () => {
    const context = {
      db: shop.app.db,
      config: loadConfig({ PUBLIC_URL: 'https://shop.example.com' }),
      now: () => shop.clock.now,
      positionals: ['add'],
    }
    const printed = await operator.run({ ...context, values: { email: 'Boss@Example.com', role: 'owner' } })
    expect(printed).toContain('boss@example.com')
    const link = /https:\/\/shop\.example\.com\/admin\/set-password\?token=(\S+)/.exec(printed ?? '')
    expect(link).not.toBeNull()
    expect((await post('/api/admin/password', { token: link![1], password: 'short' })).code).toBe(422)
    expect((await post('/api/admin/password', { token: link![1], password: 'a long enough password' })).msg).toBe(
      'Your password is set. You can sign in now.',
    )
    expect((await post('/api/admin/password', { token: link![1], password: 'another long password' })).msg).toContain(
      'expired or was already used',
    )
    // Not signed in yet (no authenticator): the command invites again rather than refusing.
    expect(await operator.run({ ...context, values: { email: 'boss@example.com', role: 'owner' } })).toContain('invited again')
    await expect(operator.run({ ...context, values: { email: 'x@example.com', role: 'king' } })).rejects.toThrow('--role')
  })

  it('signs in with password then TOTP (QR to enrol), refuses a wrong or replayed code', async () => {
    const owner = await signedInOperator(shop, 'owner')
    expect((await get('/api/admin/me', owner.headers)).data).toMatchObject({ email: owner.email, role: 'owner' })
    expect((await post('/api/admin/sign-in', { email: owner.email, password: 'wrong password' })).msg).toBe('Incorrect e-mail or password.')
    const again = await post('/api/admin/sign-in', { email: owner.email, password: owner.password })
    expect(again.data.next).toBe('totp')
    const headers = { 'x-operator-token': again.data.token }
    // Half-signed-in: the password alone opens nothing.
    expect((await get('/api/admin/me', headers)).code).toBe(405)
    expect((await post('/api/admin/totp', { code: '000000' }, headers)).code).toBe(422)
    const code = totpNow(shop, owner.secret)
    expect((await post('/api/admin/totp', { code }, headers)).code).toBe(200)
    const third = await post('/api/admin/sign-in', { email: owner.email, password: owner.password })
    expect((await post('/api/admin/totp', { code }, { 'x-operator-token': third.data.token })).msg).toContain('already been used')
    const enrol = await post('/api/admin/sign-in', {
      email: (await signedInOperatorNoTotp()).email,
      password: 'correct horse battery staple',
    })
    expect(enrol.data.next).toBe('enrol')
    expect(enrol.data.qr_svg).toContain('<svg')
    expect(enrol.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
  })

  it('refuses shoppers, refuses roles without the right, and audits what owners do', async () => {
    expect((await get('/api/admin/operators', await shopperHeaders())).code).toBe(405)
    const support = await signedInOperator(shop, 'support')
    const staff = await signedInOperator(shop, 'staff')
    for (const who of [support, staff]) {
      expect((await get('/api/admin/operators', who.headers)).code).toBe(403)
      expect((await post('/api/admin/operators', { email: 'new@example.com', role: 'owner' }, who.headers)).msg).toBe(
        'Your role does not allow this.',
      )
      expect((await get('/api/admin/audit', who.headers)).code).toBe(403)
    }
    const owner = await signedInOperator(shop, 'owner')
    const added = await post('/api/admin/operators', { email: 'New.Staff@example.com', role: 'staff' }, owner.headers)
    expect(added.data.link).toContain('/admin/set-password?token=')
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: owner.id,
      action: 'operator.add',
      subject: `operator:${added.data.id}`,
      before: null,
      after: { email: 'new.staff@example.com', role: 'staff' },
    })
    const log = await get('/api/admin/audit?action=operator.add&operator=' + encodeURIComponent(owner.email), owner.headers)
    expect(log.data.total).toBe(1)
    expect(log.data.list[0]).toMatchObject({ operator: owner.email, action: 'operator.add' })
    expect((await post('/api/admin/sign-out', {}, owner.headers)).code).toBe(200)
    expect((await get('/api/admin/me', owner.headers)).code).toBe(405)
  })
})

/** A real shopper's bearer token, sent both as itself and in the operator header. */
async function shopperHeaders() {
  const { hashToken } = await import('../../../plugins/auth.ts')
  const { hashPassword } = await import('../../../security/passwords.ts')
  const user = await shop.app.db
    .insertInto('users')
    .values({
      username: 'shopper',
      email: 'shopper@example.com',
      phone: '',
      wechat: '',
      password_hash: await hashPassword('shopper password 1'),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = 'shopper-token-0123456789abcdef'
  await shop.app.db
    .insertInto('sessions')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(shop.clock.now.getTime() + 3_600_000),
      revoked_at: null,
    })
    .execute()
  return { authorization: `Bearer ${token}`, 'x-operator-token': token }
}

async function signedInOperatorNoTotp() {
  const { addOperator } = await import('./service.ts')
  const email = 'fresh@ops.example.com'
  const { link } = await addOperator({ db: shop.app.db, now: () => shop.clock.now, publicUrl: '' }, email, 'staff', null)
  await post('/api/admin/password', {
    token: new URL(link, 'http://x').searchParams.get('token')!,
    password: 'correct horse battery staple',
  })
  return { email }
}
