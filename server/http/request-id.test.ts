import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request ids', () => {
  const lines: Record<string, unknown>[] = []
  let shop: TestShop
  beforeAll(async () => {
    // The test shop trusts a proxy on loopback (TRUST_PROXY=loopback), where inject's requests come from.
    shop = await createTestShop({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line)) } })
  })
  afterAll(async () => {
    await shop.close()
  })

  it('puts the id in every log line of the request and answers it as X-Request-Id', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/sco/getscogoodslists?page=1' })
    const id = response.headers['x-request-id']
    expect(id).toMatch(uuid)
    const own = lines.filter((line) => line.reqId === id)
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    // Every line that speaks of a request names one.
    expect(lines.filter((line) => 'req' in line || 'res' in line).every((line) => typeof line.reqId === 'string')).toBe(true)
  })

  it('gives each request its own id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await shop.app.inject({ method: 'GET', url: '/health/live' })).headers['x-request-id']),
    )
    expect(new Set(ids).size).toBe(3)
  })

  it('keeps a plain id the trusted proxy sent', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-7f3a9c21.0001' } })
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21.0001')
    expect(lines.some((line) => line.reqId === 'lb-7f3a9c21.0001' && line.msg === 'request completed')).toBe(true)
  })

  it.each([
    ['spaces and a forged log field', 'abc def","level":60'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['non-ASCII', 'идентификатор-123'],
  ])('makes a fresh id instead of one with %s', async (_case, sent) => {
    const response = await shop.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': sent } })
    expect(response.headers['x-request-id']).toMatch(uuid)
  })
})

describe.each([
  ['no proxy is trusted', 'false'],
  ['the trusted proxy is another address', '10.0.0.0/8'],
])('request ids when %s', (_case, trustProxy) => {
  let direct: TestShop
  beforeAll(async () => {
    direct = await createTestShop({ TRUST_PROXY: trustProxy })
  })
  afterAll(async () => {
    await direct.close()
  })

  it('ignores the header: clients do not choose what the log says', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'client-chosen-id-123' } })
    expect(response.headers['x-request-id']).toMatch(uuid)
  })
})

describe('request ids behind one proxy (TRUST_PROXY=1)', () => {
  let proxied: TestShop
  beforeAll(async () => {
    proxied = await createTestShop({ TRUST_PROXY: '1' })
  })
  afterAll(async () => {
    await proxied.close()
  })

  it('keeps the id the proxy in front sent', async () => {
    const response = await proxied.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-request-000042' } })
    expect(response.headers['x-request-id']).toBe('lb-request-000042')
  })
})
