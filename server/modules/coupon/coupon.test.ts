import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { accountKit } from '../account/test-kit.ts'

let shop: TestShop
let kit: ReturnType<typeof accountKit>
beforeAll(async () => {
  shop = await createTestShop()
  kit = accountKit(shop.app)
})
afterAll(async () => {
  await shop.close()
})

describe('GET /user/user_coupon_lists', () => {
  it('lists the welcome coupons with name, amount, status and expiry, in the caller’s language', async () => {
    const { token } = await kit.register()
    const { body } = await kit.get('/user/user_coupon_lists', { token })
    expect(body.code).toBe(200)
    const welcome = body.data.list.find((coupon: { code: string }) => coupon.code === 'WELCOME10')
    expect(welcome).toMatchObject({
      name: 'Welcome gift: $10 off orders over $50',
      amount: 1000,
      min_spend: 5000,
      currency: 'USD',
      status: 'unused',
      expired: false,
    })
    expect(new Date(welcome.expires_at).getTime()).toBeGreaterThan(Date.now())
    const zh = await kit.get('/user/user_coupon_lists', { token, locale: 'zh-cn' })
    expect(zh.body.data.list.map((coupon: { name: string }) => coupon.name)).toContain('新人礼：满 50 美元减 10 美元')
  })

  it('shows a used coupon as used, after the unused ones', async () => {
    const { token, userId } = await kit.register()
    const welcome = await shop.app.db.selectFrom('coupons').select('id').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()
    await shop.app.db
      .updateTable('user_coupons')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('coupon_id', '=', welcome.id)
      .execute()
    const { body } = await kit.get('/user/user_coupon_lists', { token })
    expect(body.data.list.map((coupon: { code: string; status: string }) => [coupon.code, coupon.status])).toEqual([
      ['NEWMEMBER30', 'unused'],
      ['WELCOME10', 'used'],
    ])
  })

  it('asks a guest to log in', async () => {
    expect((await kit.get('/user/user_coupon_lists')).body.code).toBe(405)
    expect((await kit.get('/user/coupon_lists')).body.code).toBe(405)
  })
})

describe('GET /user/coupon_lists', () => {
  it('lists only coupons usable now, and those a subtotal reaches', async () => {
    const { token } = await kit.register()
    const all = await kit.get('/user/coupon_lists', { token })
    expect(all.body.data.list.map((coupon: { code: string }) => coupon.code)).toEqual(['NEWMEMBER30', 'WELCOME10'])
    const small = await kit.get('/user/coupon_lists', { token, query: { subtotal: 6000 } })
    expect(small.body.data.list.map((coupon: { code: string }) => coupon.code)).toEqual(['WELCOME10'])
    expect((await kit.get('/user/coupon_lists', { token, query: { subtotal: 100 } })).body.data.list).toEqual([])
    expect((await kit.get('/user/coupon_lists', { token, query: { subtotal: -1 } })).body.code).toBe(422)
  })

  it('drops expired coupons, while the full list marks them expired', async () => {
    const { token, userId } = await kit.register()
    const old = await shop.app.db
      .insertInto('coupons')
      .values({
        code: 'SPRING-OLD',
        name_en: 'Spring sale',
        name_zh: '春季特惠',
        amount_cents: 500,
        min_spend_cents: 0,
        expires_at: new Date(shop.clock.now.getTime() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await shop.app.db.insertInto('user_coupons').values({ user_id: userId, coupon_id: old.id, used_at: null, order_id: null }).execute()
    const usable = await kit.get('/user/coupon_lists', { token })
    expect(usable.body.data.list.map((coupon: { code: string }) => coupon.code)).not.toContain('SPRING-OLD')
    const all = await kit.get('/user/user_coupon_lists', { token })
    expect(all.body.data.list.find((coupon: { code: string }) => coupon.code === 'SPRING-OLD')).toMatchObject({
      expired: true,
      status: 'unused',
    })
  })
})
