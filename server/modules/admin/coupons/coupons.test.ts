import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import { grantCoupons } from '../../account/queries.ts'
import { adminCall, expectRefusals, lastAudit, adminShop, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  ;({ shop, owner, staff, support } = await adminShop())
})
afterAll(async () => {
  await shop.close()
})

const fields = {
  code: 'spring-25',
  name_en: 'Spring: $25 off orders over $200',
  name_zh: '春季：满 200 美元减 25 美元',
  amount_cents: 2500,
  min_spend_cents: 20000,
  expires_on: '2099-05-31',
}

describe('coupons in the back office', () => {
  it('refuses shoppers and support, writing no audit row', async () => {
    const shopper = await createShopper(shop.app.db)
    for (const [method, url, payload] of [
      ['GET', '/coupons', undefined],
      ['POST', '/coupons', { fields }],
      ['POST', '/coupons/update', { id: 1, version: 1, fields }],
      ['POST', '/coupons/publish', { id: 1, published: false }],
    ] as const) {
      expect(await expectRefusals(shop, method, url, payload, shopper.headers, [support.headers])).toEqual({
        codes: [405, 405, 403],
        audited: 0,
      })
    }
  })

  it('creates an unpublished coupon with the form schema, edits it, refuses a stale edit, publishes it; every step audited', async () => {
    expect((await adminCall(shop, 'POST', '/coupons', staff.headers, { fields: { ...fields, amount_cents: 0 } })).msg).toBe(
      'The amount off must be at least 1 cent.',
    )
    expect((await adminCall(shop, 'POST', '/coupons', staff.headers, { fields: { ...fields, code: 'WELCOME10' } })).msg).toBe(
      'Another coupon already uses this code.',
    )
    const created = await adminCall(shop, 'POST', '/coupons', staff.headers, { fields })
    expect(created.data).toMatchObject({ code: 'SPRING-25', published: false, version: 1, expires_on: '2099-05-31', held: 0 })
    const id = created.data.id
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: staff.id,
      action: 'coupon.create',
      subject: `coupon:${id}`,
      before: null,
      after: { code: 'SPRING-25', published: false },
    })

    const edited = await adminCall(shop, 'POST', '/coupons/update', owner.headers, {
      id,
      version: 1,
      fields: { ...fields, amount_cents: 3000 },
    })
    expect(edited.data).toMatchObject({ amount_cents: 3000, version: 2 })
    expect(await lastAudit(shop)).toMatchObject({ action: 'coupon.update', before: { amount_cents: 2500 }, after: { amount_cents: 3000 } })
    expect((await adminCall(shop, 'POST', '/coupons/update', staff.headers, { id, version: 1, fields })).msg).toContain(
      'Someone else changed this coupon',
    )

    expect((await adminCall(shop, 'POST', '/coupons/publish', staff.headers, { id, published: true })).data).toMatchObject({
      published: true,
      version: 3,
    })
    expect(await lastAudit(shop)).toMatchObject({ action: 'coupon.publish', before: { published: false }, after: { published: true } })
    const list = await adminCall(shop, 'GET', '/coupons?published=true&q=spring', staff.headers)
    expect(list.data).toMatchObject({ total: 1, list: [{ id, published: true }] })
    expect(
      (await adminCall(shop, 'GET', '/coupons?sort=amount_cents&desc=true&page_size=1', staff.headers)).data.list[0].amount_cents,
    ).toBe(3000)
  })

  it('new accounts receive the published coupons only', async () => {
    const draft = (await adminCall(shop, 'POST', '/coupons', staff.headers, { fields: { ...fields, code: 'DRAFT-1' } })).data
    const shopper = await createShopper(shop.app.db)
    await grantCoupons(shop.app.db, shopper.userId, shop.clock.now)
    const held = await shop.app.db
      .selectFrom('user_coupons')
      .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
      .select('coupons.code')
      .where('user_id', '=', shopper.userId)
      .execute()
    expect(held.map((row) => row.code).sort()).toEqual(['NEWMEMBER30', 'SPRING-25', 'WELCOME10'])
    expect(held.map((row) => row.code)).not.toContain(draft.code)
    await adminCall(shop, 'POST', '/coupons/publish', staff.headers, { id: draft.id, published: false })
    expect(await lastAudit(shop)).not.toMatchObject({ action: 'coupon.unpublish' })
  })
})
