import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { createShopper, type Shopper } from '../modules/orders/test/shoppers.ts'
import { signedInOperator } from '../modules/admin/test-kit.ts'

// Finding 5 of issue 21: authenticated answers and exports carried no Cache-Control, answers
// varying with Accept-Language said nothing in Vary, there was no Permissions-Policy, and
// Fastify's own 400 for a malformed URL came without the security headers.

let shop: TestShop
let shopper: Shopper
let operator: Record<string, string>
beforeAll(async () => {
  shop = await createTestShop()
  shopper = await createShopper(shop.app.db)
  operator = (await signedInOperator(shop, 'owner')).headers
})
afterAll(() => shop.close())

type Headers = Record<string, string | string[] | number | undefined>

function expectSecurityHeaders(headers: Headers) {
  expect(headers['content-security-policy']).toMatch(/default-src 'none'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/)
  expect(headers['permissions-policy']).toMatch(/payment=\(self\)/)
}

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers })

describe('an authenticated API answer', () => {
  it.each([
    ['the shopper’s details', '/api/v1/sco/user/info'],
    ['the address book', '/api/v1/sco/user/addrlist'],
    ['an order', '/api/v1/sco/user/orderdetail?order_no=2026010100000001'],
  ])('%s is never stored by a cache, says it varies by language and carries the security headers', async (_what, url) => {
    const response = await get(url, shopper.headers)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(String(response.headers.vary)).toMatch(/Accept-Language/)
    expectSecurityHeaders(response.headers)
  })

  it.each(['/api/admin/customers', '/api/admin/orders.csv'])('%s in the back office, exports included, is never stored', async (url) => {
    const response = await get(url, operator)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(String(response.headers.vary)).toMatch(/Accept-Language/)
    expectSecurityHeaders(response.headers)
  })

  it('is not no-store when public: the catalogue stays cacheable, and still varies by language', async () => {
    const response = await get('/api/v1/sco/exchangerate')
    expect(response.headers['cache-control']).toBeUndefined()
    expect(String(response.headers.vary)).toMatch(/Accept-Language/)
    expectSecurityHeaders(response.headers)
  })
})

describe('an error answer', () => {
  it('refused at the door (login expired) carries every header', async () => {
    const response = await get('/api/v1/sco/user/info')
    expect(response.json().code).toBe(405)
    expect(response.headers['cache-control']).toBe('no-store')
    expectSecurityHeaders(response.headers)
  })

  it('for an unknown API path carries every header', async () => {
    const response = await get('/api/v1/sco/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(String(response.headers.vary)).toMatch(/Accept-Language/)
    expectSecurityHeaders(response.headers)
  })

  it.each(['/%E0%A4%A', '/api/v1/sco/%E0%A4%A'])(
    'for a malformed URL (%s) is the shop’s own, with every header, in the caller’s language',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 422, msg: 'This address is not valid.' })
      expectSecurityHeaders(response.headers)
      expect((await get(url, { 'accept-language': 'zh-CN' })).json().msg).not.toBe('This address is not valid.')
    },
  )
})
