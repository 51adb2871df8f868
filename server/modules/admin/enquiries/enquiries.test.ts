import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, lastAudit, signedInOperator, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let staff: SignedInOperator
let support: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop()
  staff = await signedInOperator(shop, 'staff')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
})

const enquiry = (source: 'vape' | 'energy', name: string) =>
  shop.app.db
    .insertInto('partnership_enquiries')
    .values({
      source,
      name,
      age: 35,
      occupation: 'Trader',
      industry: 'Retail',
      company_website: 'https://example.com',
      city: 'Leeds',
      state: '',
      country: 'GB',
      phone: '+447700900001',
      email: `${name.toLowerCase()}@example.com`,
      wechat: '',
      locale: 'en',
      ip: '10.0.0.1',
    })
    .returning('id')
    .executeTakeFirstOrThrow()

describe('enquiries in the back office', () => {
  it('refuses shoppers and support, writing no audit row', async () => {
    const shopper = await createShopper(shop.app.db)
    const { id } = await enquiry('vape', 'Refused')
    expect(await expectRefusals(shop, 'GET', '/enquiries', undefined, shopper.headers, [support.headers])).toEqual({
      codes: [405, 405, 403],
      audited: 0,
    })
    expect(await expectRefusals(shop, 'POST', '/enquiries/answer', { id, answered: true }, shopper.headers, [support.headers])).toEqual({
      codes: [405, 405, 403],
      audited: 0,
    })
  })

  it('lists with filters and marks one answered, who and when, audited', async () => {
    const { id } = await enquiry('energy', 'Wen')
    await enquiry('vape', 'Ola')
    const open = await adminCall(shop, 'GET', '/enquiries?source=energy&answered=false', staff.headers)
    expect(open.data).toMatchObject({ total: 1, list: [{ id, name: 'Wen', answered_at: null, answered_by: null }] })
    const answered = await adminCall(shop, 'POST', '/enquiries/answer', staff.headers, { id, answered: true })
    expect(answered.data).toMatchObject({ id, answered_by: staff.email, answered_at: shop.clock.now.toISOString() })
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: staff.id,
      action: 'enquiry.answer',
      subject: `enquiry:${id}`,
      before: { answered_at: null },
      after: { answered_at: shop.clock.now.toISOString() },
    })
    expect((await adminCall(shop, 'GET', '/enquiries?source=energy&answered=false', staff.headers)).data.total).toBe(0)
    expect((await adminCall(shop, 'GET', '/enquiries?answered=true&q=wen', staff.headers)).data.list).toMatchObject([{ id }])
    expect((await adminCall(shop, 'POST', '/enquiries/answer', staff.headers, { id: 999999, answered: true })).msg).toBe('No such enquiry.')
  })
})
