import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { recordStatements } from '../../test/statements.ts'

// What a misspelt search costs, and how often one client may search. A fresh in-memory PGlite,
// or a schema of its own on PostgreSQL when DATABASE_URL is set.
let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

let shoppers = 0
/** A search from a shopper of its own, unless an address is given. */
const search = async (url: string, { address, language = 'en' }: { address?: string; language?: string } = {}) => {
  shoppers += 1
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language },
    remoteAddress: address ?? `10.30.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`,
  })
  return { body: response.json(), retryAfter: response.headers['retry-after'] }
}
const results = (q: string, options?: { address?: string; language?: string }) =>
  search(`/api/v1/search/results?q=${encodeURIComponent(q)}`, options)

// Words in no product, nor near one: each an unknown word with no spelling close enough.
const typos = (count: number, seed = 1) =>
  Array.from({ length: count }, (_, word) =>
    Array.from({ length: 9 }, (__, letter) => 'bcdfghjkmpqvwxz'[(seed * 7 + word * 13 + letter * 5 + word * letter) % 15]).join(''),
  ).join(' ')

/** Statements the shop's database connection runs for one search. */
async function statementsOf(q: string): Promise<number> {
  const recorder = recordStatements(shop.app.db)
  try {
    expect((await results(q)).body.code).toBe(200)
  } finally {
    recorder.stop()
  }
  return recorder.statements.length
}

describe('search — a misspelt search costs what a plain one does', () => {
  it('runs at most twice the statements of a plain search for ten typos, and for a hundred', async () => {
    // Warm: the word dictionary loaded, the catalogue's pages read once.
    await results('scooter')
    const plain = await statementsOf('scooter')
    const tenTypos = await statementsOf(typos(10))
    // Cut to 100 characters and eight words, as any query; looked up within the same bound.
    const hundredTypos = await statementsOf(typos(100, 2))
    expect({ plain, tenTypos, hundredTypos }).toEqual({
      plain,
      tenTypos: expect.toSatisfy((count: number) => count <= 2 * plain),
      hundredTypos: expect.toSatisfy((count: number) => count <= 2 * plain),
    })
  })

  it('still finds a product by two typos and suggests the spelling that finds one', async () => {
    expect((await results('bootsky carve')).body.data.list.map((hit: { slug: string }) => hit.slug)).toContain('bootski-carve-110')
    const { body } = await results(`scooter ${typos(1)}`)
    expect(body.data).toMatchObject({ total: 0, suggestions: expect.arrayContaining(['scooter']) })
  })
})

describe('search — searches per client', () => {
  it('answers a burst of 30 searches, then 429 with Retry-After until the bucket refills; another shopper searches on', async () => {
    const address = '10.40.0.1'
    for (let index = 0; index < 30; index++) {
      const line = index % 3 === 2
      const { body } = line
        ? await search(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(typos(1, index))}`, { address })
        : await search(`/api/v1/search/${index % 3 ? 'suggestions' : 'results'}?q=${encodeURIComponent(typos(1, index))}`, { address })
      expect({ index, code: body.code }).toEqual({ index, code: 200 })
    }
    const refused = await results('scooter', { address })
    expect(refused.body).toMatchObject({
      code: 429,
      msg: 'Too many searches at once. Please try again in 1 second.',
      data: { retry_after: 1 },
    })
    expect(refused.retryAfter).toBe('1')
    const zh = await search('/api/v1/sco/searchgoods?goods_name=scooter', { address, language: 'zh-cn' })
    expect(zh.body.code).toBe(429)
    expect(zh.body.msg).toMatch(/搜索过于频繁/)
    expect((await results('scooter', { address: '10.40.0.2' })).body.code).toBe(200)
    // Ten a second come back.
    shop.clock.advance(1000)
    for (let index = 0; index < 10; index++) expect((await results('scooter', { address })).body.code).toBe(200)
    expect((await results('scooter', { address })).body.code).toBe(429)
  })
})
