import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from '../modules/orders/test/shoppers.ts'
import { logSerializers } from './log-serializers.ts'
import { loadConfig } from '../env.ts'
import { buildApp } from '../app.ts'
import { createDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

let shop: TestShop
let shopper: Shopper
beforeAll(async () => {
  shop = await createTestShop()
  shopper = await createShopper(shop.app.db)
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
async function send(method: 'GET' | 'POST', url: string, payload?: unknown, locale = 'en') {
  const response = await shop.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { ...shopper.headers, 'accept-language': locale },
  })
  return { status: response.statusCode, body: response.json() }
}

// Each kind of text the rule refuses: NUL, a lone surrogate, ESC (terminal escapes), a C1 control.
const badTexts = { nul: 'Ada\u0000Lovelace', surrogate: 'Ada\uD800', escape: 'Ada\u001B[2J', c1: 'Ada\u009B31m' }

describe('text with control characters or broken UTF-16', () => {
  it.each(['nul', 'escape', 'c1'] as const)('refuses %s in the search words with 422 naming the field', async (kind) => {
    const text = badTexts[kind]
    const { status, body } = await send('GET', `/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(text)}`)
    expect(status).toBe(200)
    expect(body.code).toBe(422)
    expect(body.msg).toBe(
      'The search words contains characters that are not allowed (control characters or broken text). Please retype it.',
    )
  })

  it('answers bytes that are not UTF-8 in a query without a server error', async () => {
    const { status, body } = await send('GET', '/api/v1/sco/searchgoods?goods_name=%ED%A0%80%FF')
    expect(status).toBe(200)
    expect([200, 422]).toContain(body.code)
  })

  it.each(Object.entries(badTexts))('refuses %s in /user/updateinfo and keeps the details as they were', async (_kind, text) => {
    const before = await db().selectFrom('users').selectAll().where('id', '=', shopper.userId).executeTakeFirstOrThrow()
    const { body } = await send('POST', '/api/v1/sco/user/updateinfo', { username: text, phone: '+44 20 7946 0000', wechat: '' })
    expect(body.code).toBe(422)
    expect(body.msg).toMatch(/^The username contains characters that are not allowed/)
    expect(await db().selectFrom('users').selectAll().where('id', '=', shopper.userId).executeTakeFirstOrThrow()).toEqual(before)
  })

  it('answers in Chinese, naming the field in Chinese', async () => {
    const { body } = await send(
      'POST',
      '/api/v1/sco/user/updateinfo',
      { username: 'Ada', phone: '+44 20 7946 0000', wechat: badTexts.nul },
      'zh-CN',
    )
    expect(body.code).toBe(422)
    expect(body.msg).toBe('微信号包含不允许的字符（控制字符或无效文本），请重新输入。')
  })

  it('refuses a NUL in a cart note but keeps tabs and newlines of a multi-line note', async () => {
    const kept = await send('POST', '/api/v1/sco/user/cartnote', { sign: 'sco', note: 'Ring twice\n\tthen wait' })
    expect(kept.body.code).toBe(200)
    const refused = await send('POST', '/api/v1/sco/user/cartnote', { sign: 'sco', note: 'Ring\u0000twice' })
    expect(refused.body.code).toBe(422)
    expect(refused.body.msg).toMatch(/^The note contains characters that are not allowed/)
    const cart = await send('GET', '/api/v1/sco/user/cartlists?sign=sco')
    expect(cart.body.data.note).toBe('Ring twice\n\tthen wait')
  })

  it('refuses a newline in a one-line field such as an address', async () => {
    const address = { first_name: 'Ada', country: 'GB', city: 'London', address: '1 Main St\r\nX-Injected: yes', postal_code: 'N1 9GU' }
    const { body } = await send('POST', '/api/v1/sco/user/addaddress', address)
    expect(body.code).toBe(422)
    expect(body.msg).toMatch(/^The address contains characters that are not allowed/)
    expect(await db().selectFrom('addresses').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([])
  })

  it('refuses a lone surrogate in the partnership form, storing nothing', async () => {
    const enquiry = {
      name: 'Maria\uDC00',
      age: 34,
      occupation: 'Shop owner',
      industry: 'Retail',
      company_website: 'https://lopez.example.com',
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      phone: '+1 512 555 0142',
      email: 'maria@lopez.example.com',
      wechat: 'WhatsApp',
      privacy_request: true,
    }
    const { body } = await send('POST', '/api/v1/cigarette/partnership', enquiry)
    expect(body.code).toBe(422)
    expect(body.msg).toMatch(/^The name contains characters that are not allowed/)
    expect(await db().selectFrom('partnership_enquiries').select('id').execute()).toEqual([])
  })

  it('refuses a NUL in the login and registration fields', async () => {
    const login = await send('POST', '/api/v1/sco/user/login', { email: 'ada@example.com', password: 'pass\u0000word1' })
    expect(login.body.code).toBe(422)
    expect(login.body.msg).toMatch(/^The password contains characters that are not allowed/)
    const register = await send('POST', '/api/v1/sco/verifyReguser', {
      username: 'Ada\u0000',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      password: 'a long passphrase',
      code: '123456',
    })
    expect(register.body.code).toBe(422)
    expect(register.body.msg).toMatch(/^The username contains/)
    expect(await db().selectFrom('users').select('id').where('email', '=', 'ada@example.com').execute()).toEqual([])
  })

  it('refuses a control character in a checkout field, placing no order and holding no stock', async () => {
    const [goods] = await goodsOf(db(), 'sco')
    await db().deleteFrom('cart_lines').where('user_id', '=', shopper.userId).execute()
    await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const stock = await db().selectFrom('goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow()
    const body = orderBody('sco', {
      shipping_address: {
        first_name: 'Ada',
        last_name: 'L',
        country: 'GB',
        city: 'London\u0007',
        address: '1 Main St',
        postal_code: 'N1 9GU',
      },
    })
    const { body: answer } = await send('POST', '/api/v1/sco/user/createorder', body)
    expect(answer.code).toBe(422)
    expect(answer.msg).toMatch(/^The city contains characters that are not allowed/)
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([])
    expect(await db().selectFrom('goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow()).toEqual(stock)
  })
})

describe('error logs', () => {
  it('name the route and request id of a failed request, and hold nothing the shopper sent', async () => {
    const lines: string[] = []
    const logDb = createDatabase({ dataDir: 'memory://' })
    await migrateToLatest(logDb)
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
      db: logDb,
      appDir: './no-app-in-server-tests',
      logStream: { write: (line) => lines.push(line) },
    })
    await app.ready()
    const caller = await createShopper(logDb)
    await logDb.destroy() // the database goes away mid-flight: every query now fails
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/updateinfo?email=ada.private@example.com',
      headers: caller.headers,
      payload: { username: 'Ada Lovelace', phone: '+44 20 7946 0000', wechat: 'ada_secret_id' },
    })
    await app.close().catch(() => undefined)
    expect(response.statusCode).toBe(500)
    const failed = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed')
    expect(failed).toMatchObject({
      level: 50,
      route: '/api/v1/:product/user/updateinfo',
      reqId: expect.any(String),
      err: { type: expect.any(String), message: expect.any(String) },
    })
    const all = lines.join('\n')
    for (const secret of ['Ada Lovelace', '7946', 'ada_secret_id', 'ada.private', caller.token]) expect(all).not.toContain(secret)
  })

  it('keep the route, request id and error, but no body, query, SQL parameters or database detail', () => {
    const failure = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      query: 'update users set username = $1',
      params: ['Ada Lovelace', 'ada@example.com'],
      detail: 'Key (email)=(ada@example.com) already exists.',
    })
    const err = logSerializers.err(failure)
    expect(err).toMatchObject({ type: 'Error', message: failure.message, code: '22021' })
    expect(JSON.stringify(err)).not.toMatch(/Ada|ada@example|update users/)

    const request = {
      id: 'req-7',
      method: 'GET',
      url: '/api/v1/sco/searchgoods?goods_name=Ada%20Lovelace',
      routeOptions: { url: '/api/v1/:product/searchgoods' },
      body: { name: 'Ada' },
      ip: '203.0.113.9',
    }
    const req = logSerializers.req(request)
    expect(req).toEqual({ id: 'req-7', method: 'GET', route: '/api/v1/:product/searchgoods', path: '/api/v1/sco/searchgoods' })
  })
})
