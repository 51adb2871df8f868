import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { hashPassword } from '../../../security/passwords.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, lastAudit, adminShop, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  ;({ shop, owner, staff, support } = await adminShop())
})
afterAll(async () => {
  await shop.close()
})

/** A customer who can log in with a password, holding an address, coupons and a wallet entry. */
async function customer() {
  const db = shop.app.db
  const shopper = await createShopper(db)
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword('a long enough password 1') })
    .where('id', '=', shopper.userId)
    .execute()
  await db
    .insertInto('addresses')
    .values({
      user_id: shopper.userId,
      first_name: 'Ada',
      last_name: 'Li',
      country: 'GB',
      state: '',
      city: 'London',
      address: '1 High St',
      postal_code: 'E1 1AA',
      phone: '+447700900000',
      is_default: true,
    })
    .execute()
  const welcome = await db.selectFrom('coupons').select('id').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()
  await db.insertInto('user_coupons').values({ user_id: shopper.userId, coupon_id: welcome.id, used_at: null, order_id: null }).execute()
  await db
    .insertInto('box_accounts')
    .values({ user_id: shopper.userId, balance: 1200, server_seed: 'secret-seed', client_seed: 'client' })
    .execute()
  await db
    .insertInto('box_ledger')
    .values({
      user_id: shopper.userId,
      kind: 'recharge',
      amount: 1200,
      balance_after: 1200,
      reference: `R-${shopper.userId}`,
      created_at: shop.clock.now,
    })
    .execute()
  return shopper
}

describe('customers in the back office', () => {
  it('lists, filters, sorts and pages on the server', async () => {
    const shopper = await customer()
    const list = await adminCall(shop, 'GET', `/customers?q=${shopper.email}`, support.headers)
    expect(list.data).toMatchObject({
      total: 1,
      page: 1,
      list: [{ id: shopper.userId, email: shopper.email, disabled_at: null, order_count: 0 }],
    })
    expect(JSON.stringify(list.data)).not.toContain('password')
    const other = await customer()
    const [first, second] = [shopper.email, other.email].sort()
    const page = (n: number) => adminCall(shop, 'GET', `/customers?page_size=1&page=${n}&sort=email&desc=false&q=shopper-`, owner.headers)
    expect((await page(1)).data).toMatchObject({ total: 2, list: [{ email: first }] })
    expect((await page(2)).data).toMatchObject({ total: 2, list: [{ email: second }] })
    expect((await adminCall(shop, 'GET', `/customers?status=disabled&q=${shopper.email}`, owner.headers)).data.total).toBe(0)
  })

  it('shows the detail: orders, addresses, coupons and the blind-box wallet, never passwords, codes or seeds', async () => {
    const shopper = await customer()
    const detail = await adminCall(shop, 'GET', `/customers/detail?id=${shopper.userId}`, support.headers)
    expect(detail.data).toMatchObject({
      id: shopper.userId,
      addresses: [{ city: 'London', is_default: true }],
      coupons: [{ name_en: expect.stringContaining('Welcome'), used_at: null }],
      wallet: { balance: 1200, ledger: [{ kind: 'recharge', amount: 1200, balance_after: 1200 }] },
      orders: [],
      notes: [],
    })
    const text = JSON.stringify(detail.data)
    for (const secret of ['password', 'WELCOME10', 'secret-seed', 'token']) expect(text).not.toContain(secret)
    expect((await adminCall(shop, 'GET', '/customers/detail?id=999999', owner.headers)).msg).toBe('No such customer.')
  })

  it('refuses shoppers and roles without the right, writing no audit row', async () => {
    const shopper = await customer()
    expect(await expectRefusals(shop, 'GET', '/customers', undefined, shopper.headers, [staff.headers])).toEqual({
      codes: [405, 405, 403],
      audited: 0,
    })
    expect(
      await expectRefusals(shop, 'GET', `/customers/detail?id=${shopper.userId}`, undefined, shopper.headers, [staff.headers]),
    ).toEqual({ codes: [405, 405, 403], audited: 0 })
    expect(
      await expectRefusals(shop, 'POST', '/customers/disable', { id: shopper.userId, disabled: true }, shopper.headers, [
        staff.headers,
        support.headers,
      ]),
    ).toEqual({ codes: [405, 405, 403, 403], audited: 0 })
    expect(
      await expectRefusals(shop, 'POST', '/customers/notes', { id: shopper.userId, text: 'hello' }, shopper.headers, [staff.headers]),
    ).toEqual({ codes: [405, 405, 403], audited: 0 })
  })

  it('support adds a note, audited', async () => {
    const shopper = await customer()
    expect((await adminCall(shop, 'POST', '/customers/notes', support.headers, { id: shopper.userId, text: ' ' })).msg).toBe(
      'Write the note first.',
    )
    expect(
      (await adminCall(shop, 'POST', '/customers/notes', support.headers, { id: shopper.userId, text: 'Called about a late parcel.' }))
        .code,
    ).toBe(200)
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: support.id,
      action: 'customer.note',
      subject: `customer:${shopper.userId}`,
      before: null,
      after: { text: 'Called about a late parcel.' },
    })
    expect((await adminCall(shop, 'GET', `/customers/detail?id=${shopper.userId}`, support.headers)).data.notes).toMatchObject([
      { text: 'Called about a late parcel.', operator: support.email },
    ])
  })

  it('a disabled account can no longer sign in nor use its sessions; enabled again, it signs in anew', async () => {
    const shopper = await customer()
    const info = () =>
      shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/info', headers: shopper.headers }).then((response) => response.json().code)
    const login = () =>
      shop.app
        .inject({
          method: 'POST',
          url: '/api/v1/sco/user/login',
          payload: { email: shopper.email, password: 'a long enough password 1' },
          remoteAddress: '10.77.0.1',
        })
        .then((response) => response.json())
    expect(await info()).toBe(200)
    const disabled = await adminCall(shop, 'POST', '/customers/disable', owner.headers, { id: shopper.userId, disabled: true })
    expect(disabled).toMatchObject({ code: 200, msg: 'The account is disabled: it can no longer sign in, and its sessions have ended.' })
    expect(disabled.data.disabled_at).not.toBeNull()
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: owner.id,
      action: 'customer.disable',
      subject: `customer:${shopper.userId}`,
      before: { disabled: false },
      after: { disabled: true },
    })
    expect(await info()).toBe(405)
    expect(await login()).toMatchObject({ code: 422, msg: 'This account has been disabled. Please contact customer service.' })
    expect((await adminCall(shop, 'GET', `/customers?status=disabled&q=${shopper.email}`, owner.headers)).data.total).toBe(1)

    expect((await adminCall(shop, 'POST', '/customers/disable', owner.headers, { id: shopper.userId, disabled: false })).code).toBe(200)
    expect(await lastAudit(shop)).toMatchObject({ action: 'customer.enable', before: { disabled: true }, after: { disabled: false } })
    // The old session stays ended; a new login works.
    expect(await info()).toBe(405)
    expect((await login()).code).toBe(200)
  })
})
