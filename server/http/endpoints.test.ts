import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { endpointTables, type EndpointTableName } from '#contract/endpoints.ts'

// Route patterns as the server registers them; `:product` is one of sco, boot, ene, box.
const mountedAt: Record<EndpointTableName, string> = {
  shop: '/api/v1/:product',
  vape: '/api/v1/cigarette',
  payments: '/api/v1/payments',
  search: '/api/v1/search',
  delivery: '/api/v1/delivery',
  reports: '/api/v1/reports',
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

  it('is all the API there is, but for other parties’ doors (probes, payment notifications)', () => {
    const contract = new Set(cases.map(({ route, base }) => route.replace(' ', ` ${base}`)))
    const otherParties = [
      'GET /api/health',
      'POST /api/v1/:product/event/chinaBank/onePay',
      'POST /api/v1/box/event/blindbox/rechargeNotify',
    ]
    const api = registeredRoutes(shop.app.printRoutes({ commonPrefix: false })).filter((route) => / \/api\/(?!docs)/.test(route))
    expect(api.filter((route) => !contract.has(route) && !otherParties.includes(route))).toEqual([])
  })
})

/** `METHOD /path` of every route in Fastify's printed route tree (HEAD aside: Fastify adds it to each GET). */
function registeredRoutes(tree: string): string[] {
  const paths: string[] = []
  return tree.split('\n').flatMap((line) => {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!node) return []
    const depth = node[1].length / 4
    paths.length = depth
    paths[depth] = (paths[depth - 1] ?? '') + node[2]
    return (node[3]?.split(', ') ?? []).filter((method) => method !== 'HEAD').map((method) => `${method} ${paths[depth]}`)
  })
}
