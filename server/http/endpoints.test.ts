import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { endpointTables, type EndpointTableName } from '#contract/endpoints.ts'

// Route patterns as the server registers them; `:product` is one of sco, boot, ene, box.
const mountedAt: Record<EndpointTableName, string> = {
  shop: '/api/v1/:product',
  vape: '/api/v1/cigarette',
  payments: '/api/v1/payments',
  search: '/api/v1/search',
  box: '/api/v1/box',
  admin: '/api/admin',
  sandboxCard: '/api/sandbox/card',
}

describe('the contract’s endpoint tables', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop()
  })
  afterAll(() => shop.close())

  const tables = Object.keys(mountedAt).filter((name): name is EndpointTableName => name in endpointTables)
  const cases = tables.flatMap((table) => Object.keys(endpointTables[table]).map((route) => ({ route, base: mountedAt[table] })))

  it.each(cases)('$route is served under $base', ({ route, base }) => {
    const [method, path] = route.split(' ')
    expect(shop.app.hasRoute({ method, url: `${base}${path}` })).toBe(true)
  })
})
