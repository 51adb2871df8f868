import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from '../modules/orders/test/shoppers.ts'

let shop: TestShop
let me: Shopper
let other: Shopper
beforeAll(async () => {
  shop = await createTestShop()
  me = await createShopper(shop.app.db)
  other = await createShopper(shop.app.db)
  const [goods] = await goodsOf(shop.app.db, 'sco')
  await fillCart(shop.app.db, other.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  await fillCart(shop.app.db, me.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
async function call(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, locale = 'en') {
  const response = await shop.app.inject({
    method,
    url: `/api/v1/sco${url}`,
    payload: body,
    headers: { ...me.headers, 'accept-language': locale },
  })
  return { status: response.statusCode, body: response.json() }
}

/** What either shopper owns: a refused call must leave all of it as it was. */
async function everything() {
  const [users, carts, addresses, orders, notes] = await Promise.all([
    db().selectFrom('users').selectAll().orderBy('id').execute(),
    db().selectFrom('cart_lines').selectAll().orderBy('user_id').orderBy('goods_id').execute(),
    db().selectFrom('addresses').selectAll().orderBy('id').execute(),
    db().selectFrom('orders').selectAll().orderBy('id').execute(),
    db().selectFrom('goods').select(['id', 'stock']).orderBy('id').execute(),
  ])
  return { users, carts, addresses, orders, notes }
}

const address = { first_name: 'Ada', country: 'GB', city: 'London', address: '1 Main St', postal_code: 'N1 9GU' }
// Every shopper's route, with a body that would succeed without the foreign user_id.
const routes: Array<[method: 'GET' | 'POST', url: string, body?: Record<string, unknown>]> = [
  ['GET', '/user/cartlists?sign=sco'],
  ['POST', '/user/addcart', { sign: 'sco', goods_id: 1, quantity: 1 }],
  ['POST', '/user/updatecart', { sign: 'sco', items: [] }],
  ['POST', '/user/delcart', { sign: 'sco', goods_id: 1 }],
  ['POST', '/user/cartnote', { sign: 'sco', note: 'hello' }],
  ['POST', '/user/mergecart', { merge_id: 'merge-0001', lines: [] }],
  ['GET', '/user/orderquote?line=sco&currency=USD'],
  ['POST', '/user/createorder', orderBody('sco')],
  ['GET', '/user/orderlists'],
  ['GET', '/user/orderdetail?order_no=1234567890123456'],
  ['POST', '/user/payorder', { order_no: '1234567890123456', payment_method: 'alipay' }],
  ['GET', '/user/info'],
  ['POST', '/user/updateinfo', { username: 'Mallory', phone: '+44 20 7946 0000' }],
  ['POST', '/user/changepassword', { old_password: 'x', new_password: 'a long new passphrase' }],
  ['GET', '/user/addrlist'],
  ['POST', '/user/addaddress', address],
  ['GET', '/user/editaddress?id=1'],
  ['POST', '/user/storeaddress', { ...address, id: 1 }],
  ['POST', '/user/deladdress', { id: 1 }],
  ['GET', '/user/user_coupon_lists'],
  ['GET', '/user/coupon_lists'],
]

const withUserId = (url: string, body: Record<string, unknown> | undefined, userId: number | string) =>
  body ? { url, body: { ...body, user_id: userId } } : { url: `${url}${url.includes('?') ? '&' : '?'}user_id=${userId}`, body }

describe('a user_id that is not the caller’s', () => {
  it.each(routes)('%s %s answers 403 with a clear message and changes nothing', async (method, url, body) => {
    const before = await everything()
    const foreign = withUserId(url, body, other.userId)
    const { status, body: answer } = await call(method, foreign.url, foreign.body)
    expect(status).toBe(200)
    expect(answer).toEqual({ code: 403, msg: 'This request names another account (user_id). You can only see and change your own.' })
    expect(await everything()).toEqual(before)
  })

  it('is refused in Chinese too, and whatever its form (string, padded, not a number)', async () => {
    for (const claimed of [String(other.userId), ` ${me.userId}`, `${me.userId}abc`, 'me', -1]) {
      const { body } = await call('POST', '/user/cartnote', { sign: 'sco', note: 'x', user_id: claimed }, 'zh-CN')
      expect(body).toEqual({ code: 403, msg: '该请求指定了其他账户（user_id），您只能查看和修改自己的账户。' })
    }
  })

  it('is not a login problem: the shopper stays logged in (no 405)', async () => {
    await call('GET', `/user/info?user_id=${other.userId}`)
    expect((await call('GET', '/user/info')).body.code).toBe(200)
  })

  it('lets the caller’s own user_id through, as a number or a string', async () => {
    expect((await call('GET', `/user/cartlists?sign=sco&user_id=${me.userId}`)).body.code).toBe(200)
    expect((await call('POST', '/user/cartnote', { sign: 'sco', note: 'mine', user_id: me.userId })).body.code).toBe(200)
    expect((await call('POST', '/user/cartnote', { sign: 'sco', note: 'mine', user_id: String(me.userId) })).body.code).toBe(200)
  })

  it('leaves a guest’s user_id to the route’s login check (405 Login expired)', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/cartlists?sign=sco&user_id=${other.userId}` })
    expect(response.json()).toMatchObject({ code: 405, msg: 'Login expired' })
  })
})
