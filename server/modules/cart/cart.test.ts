import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { hashToken } from '../../plugins/auth.ts'

let shop: TestShop
let users = 0

beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

/** A shopper with a live session, made straight in the database (accounts are another module). */
async function shopper() {
  users++
  const { id } = await shop.app.db
    .insertInto('users')
    .values({ username: `cart${users}`, email: `cart${users}@example.test`, phone: '+441234567890', wechat: '', password_hash: 'not-used' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = randomBytes(32).toString('hex')
  await shop.app.db
    .insertInto('sessions')
    .values({ user_id: id, token_hash: hashToken(token), expires_at: new Date(shop.clock.now.getTime() + 86_400_000) })
    .execute()
  const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra })
  return {
    id,
    headers,
    async get(sign = 'sco', query = '') {
      const response = await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/cartlists?sign=${sign}${query}`, headers: headers() })
      return response.json()
    },
    async post(path: string, payload: unknown, extra: Record<string, string> = {}, product = 'sco') {
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/v1/${product}/user/${path}`,
        payload: payload as object,
        headers: headers(extra),
      })
      expect(response.statusCode).toBe(200)
      return response.json()
    },
  }
}

async function goods(where: { line: 'sco' | 'boot' | 'ene' | 'cig'; minStock?: number; maxStock?: number; sized?: boolean }) {
  let query = shop.app.db.selectFrom('goods').selectAll().where('line', '=', where.line).where('active', '=', true)
  if (where.minStock !== undefined) query = query.where('stock', '>=', where.minStock)
  if (where.maxStock !== undefined) query = query.where('stock', '<=', where.maxStock)
  const rows = await query.orderBy('id').execute()
  const row = rows.find((candidate) => where.sized === undefined || candidate.sizes.length > 0 === where.sized)
  if (!row) throw new Error(`no goods for ${JSON.stringify(where)}`)
  return row
}

const quantities = (cart: { lines: { goods_id: number; size: string; quantity: number }[] }) =>
  cart.lines.map((line) => [line.goods_id, line.size, line.quantity])

describe('GET /api/v1/{product}/user/cartlists', () => {
  it('answers an empty cart for a new shopper', async () => {
    const me = await shopper()
    const body = await me.get('sco', `&user_id=${me.id}`)
    expect(body.code).toBe(200)
    expect(body.data).toEqual({ sign: 'sco', lines: [], note: '', count: 0, subtotal: 0, currency: 'USD', locale: 'en' })
  })

  it('answers a guest and an expired token with 405', async () => {
    const guest = await shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/cartlists?sign=sco' })
    expect(guest.json()).toMatchObject({ code: 405, msg: 'Login expired' })
    const me = await shopper()
    shop.clock.advance(2 * 86_400_000)
    expect((await me.get()).code).toBe(405)
  })

  it('gives another user’s user_id 403 and no data', async () => {
    const me = await shopper()
    const other = await shopper()
    await other.post('addcart', { sign: 'sco', goods_id: (await goods({ line: 'sco', minStock: 10 })).id, quantity: 1 })
    const body = await me.get('sco', `&user_id=${other.id}`)
    expect(body.code).toBe(403)
    expect(body.data).toBeUndefined()
  })

  it('refuses an unknown sign', async () => {
    const me = await shopper()
    expect((await me.get('box')).code).toBe(422)
  })
})

describe('POST /api/v1/{product}/user/addcart', () => {
  it('adds a product priced by the server, ignoring a price the client sends, and sums repeated adds', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10, sized: false })
    const first = await me.post('addcart', { user_id: me.id, sign: 'sco', goods_id: product.id, quantity: 2, price: 1 })
    expect(first.code).toBe(200)
    expect(first.data.lines).toEqual([
      expect.objectContaining({
        goods_id: product.id,
        quantity: 2,
        price: product.price_cents,
        total: 2 * product.price_cents,
        available: true,
      }),
    ])
    const second = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: '3' })
    expect(second.data.lines[0].quantity).toBe(5)
    expect(second.data.count).toBe(5)
    expect(second.data.subtotal).toBe(5 * product.price_cents)
    expect(second.data.lines[0].thumb).toMatch(/^\/media\/goods\/sco\/.+-thumb\.webp$/)
  })

  it.each([0, -1, 1.5, 'abc', 1000, '1e2', '', '2.0', ' '])('refuses quantity %j with 422, changing nothing', async (quantity) => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 })
    const body = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity })
    expect(body.code).toBe(422)
    expect(body.msg).toBe('Please enter a whole number from 1 to 999.')
    expect(quantities((await me.get()).data)).toEqual([[product.id, '', 1]])
  })

  it('refuses a missing or non-numeric quantity type with 422', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    expect((await me.post('addcart', { sign: 'sco', goods_id: product.id })).code).toBe(422)
    expect((await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: { n: 1 } })).code).toBe(422)
    expect((await me.get()).data.lines).toEqual([])
  })

  it('says so in Chinese for a zh-cn shopper', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    const body = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 0 }, { 'accept-language': 'zh-CN' })
    expect(body.msg).toBe('请输入 1 到 999 之间的整数。')
  })

  it('refuses more than the stock with 409 and answers the cart as it is', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10, maxStock: 998 })
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 })
    const body = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: product.stock })
    expect(body.code).toBe(409)
    expect(body.msg).toBe(`Only ${product.stock} of ${product.name_en} left in stock.`)
    expect(quantities(body.data)).toEqual([[product.id, '', 1]])
  })

  it('refuses a sold-out product with 409', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', maxStock: 0 })
    const body = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 })
    expect(body).toMatchObject({ code: 409, msg: `${product.name_en} is sold out.` })
    expect(body.data.lines).toEqual([])
  })

  it('refuses a product of another line, and one that does not exist', async () => {
    const me = await shopper()
    const energy = await goods({ line: 'ene', minStock: 1 })
    const other = await me.post('addcart', { sign: 'sco', goods_id: energy.id, quantity: 1 })
    expect(other).toMatchObject({ code: 422, msg: 'This product belongs to another shop and cannot be added to this cart.' })
    const missing = await me.post('addcart', { sign: 'sco', goods_id: 999_999, quantity: 1 })
    expect(missing.code).toBe(404)
    expect((await me.get()).data.lines).toEqual([])
  })

  it('needs a size the Bootski boot has, and keeps sizes apart', async () => {
    const me = await shopper()
    const boot = await goods({ line: 'boot', minStock: 5, sized: true })
    const none = await me.post('addcart', { sign: 'boot', goods_id: boot.id, quantity: 1 }, {}, 'boot')
    expect(none).toMatchObject({ code: 422, msg: 'Please choose a size before adding to cart.' })
    const wrong = await me.post('addcart', { sign: 'boot', goods_id: boot.id, quantity: 1, size: 'XXL' }, {}, 'boot')
    expect(wrong).toMatchObject({ code: 422, msg: 'Size XXL is not available for this product.' })
    await me.post('addcart', { sign: 'boot', goods_id: boot.id, quantity: 1, size: boot.sizes[0] }, {}, 'boot')
    const two = await me.post('addcart', { sign: 'boot', goods_id: boot.id, quantity: 1, size: boot.sizes[1] }, {}, 'boot')
    expect(quantities(two.data)).toEqual([
      [boot.id, boot.sizes[0], 1],
      [boot.id, boot.sizes[1], 1],
    ])
  })

  it('refuses a size for goods without sizes', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 5, sized: false })
    expect((await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1, size: '42' })).code).toBe(422)
  })

  it('keeps the vape cart apart, under sign cig', async () => {
    const me = await shopper()
    const vape = await goods({ line: 'cig', minStock: 5 })
    const body = await me.post('addcart', { sign: 'cig', goods_id: vape.id, quantity: 2 })
    expect(body.data.sign).toBe('cig')
    expect((await me.get('cig')).data.count).toBe(2)
    expect((await me.get('sco')).data.count).toBe(0)
  })

  it('applies an add with the same Idempotency-Key once', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    const key = { 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000001' }
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 }, key)
    const again = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 }, key)
    expect(again.code).toBe(200)
    expect(quantities(again.data)).toEqual([[product.id, '', 1]])
    expect((await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 }, { 'idempotency-key': 'x' })).code).toBe(422)
    // The same key for another add is refused, changing nothing.
    const reused = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 2 }, key)
    expect(reused).toMatchObject({
      code: 409,
      msg: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    })
    expect(quantities((await me.get('sco')).data)).toEqual([[product.id, '', 1]])
  })

  it('answers a replayed add with the cart as it is now, later changes included', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    const key = { 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000002' }
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 }, key)
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 2 })
    const replay = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 }, key)
    expect(replay.code).toBe(200)
    expect(quantities(replay.data)).toEqual([[product.id, '', 3]])
  })

  it('lets a refused add be sent again with its key', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 2, maxStock: 50 })
    const key = { 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000003' }
    expect((await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: product.stock + 1 }, key)).code).toBe(409)
    const retried = await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: product.stock + 1 }, key)
    expect(retried.code).toBe(409)
    expect(retried.msg).not.toMatch(/Idempotency-Key/)
  })

  it('refuses a user_id that is not the token’s with 403, changing nothing', async () => {
    const me = await shopper()
    const other = await shopper()
    const product = await goods({ line: 'sco', minStock: 10 })
    const body = await me.post('addcart', { user_id: other.id, sign: 'sco', goods_id: product.id, quantity: 1 })
    expect(body.code).toBe(403)
    expect(body.data).toBeUndefined()
    expect((await other.get()).data.lines).toEqual([])
    expect((await me.get()).data.lines).toEqual([])
  })

  it('never lets concurrent adds pass the stock', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 3, maxStock: 60 })
    const results = await Promise.all(
      Array.from({ length: product.stock + 5 }, () => me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 1 })),
    )
    expect(results.filter((body) => body.code === 200)).toHaveLength(product.stock)
    expect(results.filter((body) => body.code === 409)).toHaveLength(5)
    expect((await me.get()).data.lines[0].quantity).toBe(product.stock)
  })
})

describe('POST /api/v1/{product}/user/updatecart', () => {
  async function cartWithTwo() {
    const me = await shopper()
    const [a, b] = await shop.app.db
      .selectFrom('goods')
      .selectAll()
      .where('line', '=', 'sco')
      .where('stock', '>=', 20)
      .where('stock', '<=', 998)
      .orderBy('id')
      .limit(2)
      .execute()
    await me.post('addcart', { sign: 'sco', goods_id: a.id, quantity: 1 })
    await me.post('addcart', { sign: 'sco', goods_id: b.id, quantity: 1 })
    return { me, a, b }
  }

  it('sets the quantities of several lines at once', async () => {
    const { me, a, b } = await cartWithTwo()
    const body = await me.post('updatecart', {
      sign: 'sco',
      items: [
        { goods_id: a.id, quantity: 4 },
        { goods_id: b.id, quantity: '2' },
      ],
    })
    expect(quantities(body.data)).toEqual([
      [a.id, '', 4],
      [b.id, '', 2],
    ])
    expect(body.data.subtotal).toBe(4 * a.price_cents + 2 * b.price_cents)
  })

  it.each([0, -3, 2.5, 'ten', 1000])('refuses quantity %j and changes no line at all', async (quantity) => {
    const { me, a, b } = await cartWithTwo()
    const body = await me.post('updatecart', {
      sign: 'sco',
      items: [
        { goods_id: a.id, quantity: 3 },
        { goods_id: b.id, quantity },
      ],
    })
    expect(body.code).toBe(422)
    expect(quantities((await me.get()).data)).toEqual([
      [a.id, '', 1],
      [b.id, '', 1],
    ])
  })

  it('refuses more than the stock with 409, changing nothing', async () => {
    const { me, a, b } = await cartWithTwo()
    const body = await me.post('updatecart', {
      sign: 'sco',
      items: [
        { goods_id: a.id, quantity: 3 },
        { goods_id: b.id, quantity: b.stock + 1 },
      ],
    })
    expect(body.code).toBe(409)
    expect(quantities(body.data)).toEqual([
      [a.id, '', 1],
      [b.id, '', 1],
    ])
  })

  it('refuses a line that is not in the cart with 409', async () => {
    const { me } = await cartWithTwo()
    const other = await goods({ line: 'cig', minStock: 1 })
    const body = await me.post('updatecart', { sign: 'sco', items: [{ goods_id: other.id, quantity: 1 }] })
    expect(body).toMatchObject({ code: 409, msg: 'This item is no longer in your cart.' })
  })

  it('refuses an empty list and another user', async () => {
    const { me, a } = await cartWithTwo()
    expect((await me.post('updatecart', { sign: 'sco', items: [] })).code).toBe(422)
    expect((await me.post('updatecart', { user_id: me.id + 1000, sign: 'sco', items: [{ goods_id: a.id, quantity: 2 }] })).code).toBe(403)
  })
})

describe('POST /api/v1/{product}/user/delcart', () => {
  it('removes a line, and removing it again is harmless', async () => {
    const me = await shopper()
    const product = await goods({ line: 'sco', minStock: 5 })
    await me.post('addcart', { sign: 'sco', goods_id: product.id, quantity: 2 })
    const body = await me.post('delcart', { sign: 'sco', goods_id: product.id })
    expect(body.data).toMatchObject({ lines: [], count: 0, subtotal: 0 })
    expect((await me.post('delcart', { sign: 'sco', goods_id: product.id })).code).toBe(200)
  })

  it('refuses a malformed goods_id and a guest', async () => {
    const me = await shopper()
    expect((await me.post('delcart', { sign: 'sco', goods_id: 'abc' })).code).toBe(422)
    const guest = await shop.app.inject({ method: 'POST', url: '/api/v1/sco/user/delcart', payload: { sign: 'sco', goods_id: 1 } })
    expect(guest.json().code).toBe(405)
  })
})

describe('POST /api/v1/{product}/user/cartnote', () => {
  it('keeps a note with each cart', async () => {
    const me = await shopper()
    const body = await me.post('cartnote', { sign: 'ene', note: 'Please call before delivery.' }, {}, 'ene')
    expect(body.data.note).toBe('Please call before delivery.')
    expect((await me.get('ene')).data.note).toBe('Please call before delivery.')
    expect((await me.get('sco')).data.note).toBe('')
  })

  it('refuses a note over 500 characters', async () => {
    const me = await shopper()
    const body = await me.post('cartnote', { sign: 'sco', note: 'x'.repeat(501) })
    expect(body).toMatchObject({ code: 422, msg: 'The order note can be at most 500 characters.' })
    expect((await me.get()).data.note).toBe('')
  })
})

describe('POST /api/v1/{product}/user/mergecart', () => {
  it('adds a guest’s lines to the account’s, capped at stock, once per merge id', async () => {
    const me = await shopper()
    const a = await goods({ line: 'sco', minStock: 10, maxStock: 200, sized: false })
    const soldOut = await goods({ line: 'sco', maxStock: 0 })
    const boot = await goods({ line: 'boot', minStock: 2, sized: true })
    await me.post('addcart', { sign: 'sco', goods_id: a.id, quantity: 2 })
    const payload = {
      merge_id: 'merge-0001-abcdef',
      lines: [
        { sign: 'sco', goods_id: a.id, size: '', quantity: a.stock },
        { sign: 'sco', goods_id: soldOut.id, size: '', quantity: 1 },
        { sign: 'boot', goods_id: boot.id, size: boot.sizes[0], quantity: 1 },
        { sign: 'boot', goods_id: boot.id, size: '', quantity: 1 },
      ],
      notes: [{ sign: 'boot', note: 'Gift wrap, please' }],
    }
    const body = await me.post('mergecart', payload)
    expect(body.code).toBe(200)
    expect(body.data.adjusted).toBe(3)
    const carts = Object.fromEntries(body.data.carts.map((cart: { sign: string }) => [cart.sign, cart]))
    expect(quantities(carts.sco)).toEqual([[a.id, '', a.stock]])
    expect(quantities(carts.boot)).toEqual([[boot.id, boot.sizes[0], 1]])
    expect(carts.boot.note).toBe('Gift wrap, please')
    const again = await me.post('mergecart', payload)
    expect(quantities(again.data.carts.find((cart: { sign: string }) => cart.sign === 'boot'))).toEqual([[boot.id, boot.sizes[0], 1]])
    // A replay answers what the merge answered: the same adjusted count and message.
    expect(again).toMatchObject({ code: 200, msg: body.msg, data: { adjusted: 3 } })
  })

  it('refuses bad lines as a whole and a guest', async () => {
    const me = await shopper()
    expect((await me.post('mergecart', { merge_id: 'merge-0002-abcdef', lines: [{ sign: 'sco', goods_id: 1, quantity: 0 }] })).code).toBe(
      422,
    )
    expect((await me.post('mergecart', { merge_id: 'short', lines: [] })).code).toBe(422)
    const guest = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/mergecart',
      payload: { merge_id: 'merge-0003-abcdef', lines: [] },
    })
    expect(guest.json().code).toBe(405)
  })
})

describe('a product taken off sale', () => {
  it('stays in the cart with no stock, out of the subtotal', async () => {
    const me = await shopper()
    const product = await goods({ line: 'ene', minStock: 5 })
    await me.post('addcart', { sign: 'ene', goods_id: product.id, quantity: 1 }, {}, 'ene')
    await shop.app.db.updateTable('goods').set({ active: false }).where('id', '=', product.id).execute()
    const body = await me.get('ene')
    expect(body.data.lines[0]).toMatchObject({ stock: 0, available: false })
    expect(body.data.subtotal).toBe(0)
    const update = await me.post('updatecart', { sign: 'ene', items: [{ goods_id: product.id, quantity: 2 }] }, {}, 'ene')
    expect(update.code).toBe(404)
    await shop.app.db.updateTable('goods').set({ active: true }).where('id', '=', product.id).execute()
  })
})
