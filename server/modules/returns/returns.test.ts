import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { signedInOperator, type SignedInOperator } from '../admin/test-kit.ts'
import { returnsKit } from './test/kit.ts'

let shop: TestShop
let staff: SignedInOperator
beforeAll(async () => {
  shop = await createTestShop()
  staff = await signedInOperator(shop, 'staff')
})
afterAll(async () => {
  await shop.close()
})

const kit = returnsKit(() => shop)

describe('smoke', () => {
  it('starts, approves, receives and refunds a return', async () => {
    const { shopper, orderNo, lines } = await kit.order({ quantity: 2 })
    const options = await kit.call('GET', `/api/v1/sco/user/returns/options?order_no=${orderNo}`, shopper.headers)
    expect(options.code, options.msg).toBe(200)
    console.log(JSON.stringify(options.data))
    const started = await kit.request(shopper, { order_no: orderNo, kind: 'refund', reason: 'changed_my_mind', lines: [{ line_id: lines[0].id, quantity: 1 }] })
    expect(started.code, started.msg).toBe(200)
    const no = started.data.return_no
    const approved = await kit.admin(staff, 'POST', `/returns/${no}/approve`, { address: 'Returns desk, 1 Warehouse Rd', parcel_reference: no })
    expect(approved.code, approved.msg).toBe(200)
    const received = await kit.admin(staff, 'POST', `/returns/${no}/receive`, { lines: [{ line_id: lines[0].id, resellable: true }] })
    expect(received.code, received.msg).toBe(200)
    const refunded = await kit.admin(staff, 'POST', `/returns/${no}/refund`)
    expect(refunded.code, refunded.msg).toBe(200)
    console.log(JSON.stringify(refunded.data))
  })
})
