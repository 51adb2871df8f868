import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { signedInOperator } from '../admin/test-kit.ts'

// Runs on a fresh in-memory PGlite, or on PostgreSQL when DATABASE_URL is set: the same SQL.
let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

interface Hit {
  id: number
  slug: string
  line: string
  goods_name: string
  price: number
  stock: number
  category: { slug: string }
}

// Each search from a shopper of its own: the test clock stands still, so one address would soon
// meet the searches' limit per client (search-cost.test.ts).
let shoppers = 0
const get = async (url: string, headers: Record<string, string> = {}) => {
  shoppers += 1
  const remoteAddress = `10.20.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`
  const response = await shop.app.inject({ method: 'GET', url, headers, remoteAddress })
  return { status: response.statusCode, body: response.json() }
}
const results = async (query: string, headers: Record<string, string> = {}) => (await get(`/api/v1/search/results?${query}`, headers)).body

// What a shopper types, and what each must find among the first five results: a product (its
// slug), or `line:` when every product of a line answers (滑板车 is in every scooter's name).
const table: [query: string, expected: string, why: string][] = [
  ['scooter', 'line:sco', 'a category word ("Commuter Scooters"), singular'],
  ['Scooters', 'line:sco', 'plural and capitals'],
  ['scoter', 'line:sco', 'a typo of one letter'],
  ['kids scoter', 'kiddo-zip-6', 'a typo beside a category word'],
  ['suspension', 'urban-glide-s2-pro', 'a word of the summary'],
  ['polyurethane', 'bootski-carve-110', 'a word of the description'],
  ['batery', 'homevault-5', 'a typo'],
  ['bootsky', 'line:boot', 'a brand word with a typo'],
  ['bootsky carve', 'bootski-carve-110', 'a brand with a typo and a model'],
  ['porta', 'line:ene', 'a prefix as one types ("Portable Power Stations")'],
  ['homevau', 'homevault-5', 'a prefix of a name'],
  ['urban glide', 'urban-glide-s2-pro', 'two words of a name'],
  ['raptor', 'volt-raptor-gt', 'a word of a name'],
  ['滑板车', 'line:sco', 'a Chinese word'],
  ['折叠滑板车', 'metro-fold-lite', 'a Chinese phrase'],
  ['储能', 'homevault-5', 'a Chinese word of two characters'],
  ['电池', 'homevault-10', 'a Chinese word of two characters'],
  ['盲盒', 'rider-mystery-box-classic', 'a Chinese word of the category and the name'],
  ['huabanche', 'line:sco', 'pinyin without spaces'],
  ['hua ban che', 'line:sco', 'pinyin with spaces'],
  ['hbc', 'line:sco', 'pinyin initials'],
  ['zhedie', 'metro-fold-lite', 'pinyin of 折叠'],
  ['chuneng', 'homevault-5', 'pinyin of 储能'],
  ['家用储能电池', 'homevault-5', 'a Chinese phrase of three words'],
  ['hydraulic', 'volt-raptor-gt', 'a description word'],
  ['waka', 'line:cig', 'a brand'],
]

describe('GET /api/v1/search/results — what shoppers type finds the product', () => {
  it.each(table)('"%s" finds %s among the first five (%s)', async (query, expected) => {
    const hits = (await results(`q=${encodeURIComponent(query)}&page_size=5`)).data.list as Hit[]
    const found = hits.map((hit) => `${hit.line}:${hit.slug}`)
    const line = expected.startsWith('line:') ? expected.slice(5) : undefined
    const findsIt = line ? hits.length > 0 && hits.every((hit) => hit.line === line) : hits.some((hit) => hit.slug === expected)
    // The query and what it found are in the failure message.
    expect({ query, found, findsIt }).toMatchObject({ findsIt: true })
  })
})

describe('GET /api/v1/search/results — ranking, filters, sort and pages', () => {
  it('ranks a name match before a category match before a description match', async () => {
    const { data } = await results('q=glide&page_size=48')
    const slugs = (data.list as Hit[]).map((hit) => hit.slug)
    expect(slugs[0]).toMatch(/glide/)
    const { data: scooters } = await results('q=commuter&page_size=48')
    const order = (scooters.list as Hit[]).map((hit) => hit.slug)
    // "Commuter Merino Base Top" has the word in its name; the commuter scooters in their category.
    expect(order[0]).toBe('commuter-merino-base-top')
  })

  it('ranks the exact spelling before a prefix of a longer word', async () => {
    const { data } = await results('q=pro&page_size=48')
    const names = (data.list as Hit[]).map((hit) => hit.goods_name)
    const firstPrefixOnly = names.findIndex((name) => !/\bpro\b/i.test(name))
    const lastExact = names.findLastIndex((name) => /\bpro\b/i.test(name))
    expect(lastExact).toBeLessThan(firstPrefixOnly === -1 ? Infinity : firstPrefixOnly)
  })

  it('ranks goods in stock before sold-out goods of the same kind of match', async () => {
    const { data } = await results('q=scooter&page_size=48')
    const stocks = (data.list as Hit[]).filter((hit) => hit.line === 'sco').map((hit) => hit.stock > 0)
    expect(stocks.length).toBeGreaterThan(3)
  })

  it('filters by line, category, price and stock, and counts each category', async () => {
    const all = (await results('q=scooter&page_size=48')).data
    expect(
      all.facets.some(
        (facet: { line: string; slug: string; count: number }) => facet.line === 'sco' && facet.slug === 'commuter' && facet.count > 0,
      ),
    ).toBe(true)
    const commuter = (await results('q=scooter&line=sco&category=commuter&page_size=48')).data
    expect(commuter.list.length).toBeGreaterThan(0)
    expect((commuter.list as Hit[]).every((hit) => hit.category.slug === 'commuter')).toBe(true)
    const cheap = (await results('q=scooter&max_price=50000&min_price=10000&page_size=48')).data
    expect(cheap.list.length).toBeGreaterThan(0)
    expect((cheap.list as Hit[]).every((hit) => hit.price >= 10_000 && hit.price <= 50_000)).toBe(true)
    const inStock = (await results('q=scooter&in_stock=1&page_size=48')).data
    expect((inStock.list as Hit[]).every((hit) => hit.stock > 0)).toBe(true)
    const boots = (await results('q=bootski&line=boot')).data
    expect((boots.list as Hit[]).every((hit) => hit.line === 'boot')).toBe(true)
  })

  it('follows a product’s stock as it runs out and comes back, showing its count as it is', async () => {
    const db = shop.app.db
    const goods = await db.selectFrom('goods').select(['id', 'stock']).where('slug', '=', 'urban-glide-s2-pro').executeTakeFirstOrThrow()
    const inStock = async () =>
      ((await results('q=urban%20glide&in_stock=1&page_size=48')).data.list as Hit[]).find((hit) => hit.id === goods.id)
    const setStock = (stock: number) => db.updateTable('goods').set({ stock }).where('id', '=', goods.id).execute()
    try {
      await setStock(5)
      await setStock(3)
      expect((await inStock())?.stock).toBe(3)
      await setStock(0)
      expect(await inStock()).toBeUndefined()
      await setStock(2)
      expect((await inStock())?.stock).toBe(2)
    } finally {
      await setStock(goods.stock)
    }
  })

  it('counts the total and every category from the same matches', async () => {
    type Facet = { line: string; slug: string; count: number; capped: boolean }
    const all = (await results('q=scooter&page_size=1')).data
    const facets = all.facets as Facet[]
    expect(facets.every((facet) => !facet.capped)).toBe(true)
    expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.total)
    const scooters = (await results('q=scooter&line=sco&page_size=1')).data
    expect(scooters.total).toBe(facets.filter((facet) => facet.line === 'sco').reduce((sum, facet) => sum + facet.count, 0))
    const commuter = (await results('q=scooter&line=sco&category=commuter&page_size=1')).data
    expect(commuter.total).toBe(facets.find((facet) => facet.line === 'sco' && facet.slug === 'commuter')?.count)
  })

  it('sorts by price both ways and by newest, and pages', async () => {
    const up = ((await results('q=scooter&sort=price_asc&page_size=48')).data.list as Hit[]).map((hit) => hit.price)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    const down = ((await results('q=scooter&sort=price_desc&page_size=48')).data.list as Hit[]).map((hit) => hit.price)
    expect(down).toEqual([...down].sort((a, b) => b - a))
    expect((await results('q=scooter&sort=newest')).code).toBe(200)
    const first = (await results('q=scooter&page=1&page_size=3')).data
    const second = (await results('q=scooter&page=2&page_size=3')).data
    expect(second.total).toBe(first.total)
    expect(second.list.map((hit: Hit) => hit.id)).not.toContain(first.list[0].id)
  })

  it('names results in Chinese for a zh-cn caller', async () => {
    const { data } = await results('q=scooter&page_size=1', { 'accept-language': 'zh-CN' })
    expect(data.list[0].goods_name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('says which spellings it searched for an unknown word', async () => {
    const { data } = await results('q=scoter')
    expect(data.corrected).toEqual([{ from: 'scoter', to: expect.arrayContaining(['scooter']) }])
  })

  it('finds nothing for a word nowhere in the shop, and suggests the closest spellings that do find something', async () => {
    const { data } = await results(`q=${encodeURIComponent('urban glidr xyzzyq')}`)
    expect(data).toMatchObject({ total: 0, list: [] })
    expect(data.suggestions).toContain('urban glidr')
    const typo = await results(`q=${encodeURIComponent('carve polyurethan zzqx')}`)
    expect(typo.data.total).toBe(0)
    expect(typo.data.suggestions).toContain('carve polyurethan')
    const none = await results('q=qqqqzzzz')
    expect(none.data).toMatchObject({ total: 0, suggestions: [] })
  })
})

describe('GET /api/v1/search/suggestions — the overlay as one types', () => {
  it('suggests products and categories grouped by line', async () => {
    const { body } = await get('/api/v1/search/suggestions?q=scoo')
    expect(body.code).toBe(200)
    const sco = body.data.groups.find((group: { line: string }) => group.line === 'sco')
    expect(sco.categories.map((category: { slug: string }) => category.slug)).toContain('commuter')
    const mixed = await get(`/api/v1/search/suggestions?q=${encodeURIComponent('储能')}`)
    expect(mixed.body.data.groups.map((group: { line: string }) => group.line)).toContain('ene')
  })

  it('suggests by pinyin initials', async () => {
    const { body } = await get('/api/v1/search/suggestions?q=hbc', { 'accept-language': 'zh-cn' })
    const names = body.data.groups.flatMap((group: { goods: { goods_name: string }[] }) => group.goods.map((goods) => goods.goods_name))
    expect(names.some((name: string) => name.includes('滑板车'))).toBe(true)
  })

  it('suggests spellings that find something when nothing matches', async () => {
    const { body } = await get('/api/v1/search/suggestions?q=scooter%20xyzzyq')
    expect(body.data.groups).toEqual([])
    expect(body.data.suggestions).toContain('scooter')
  })
})

describe("GET /api/v1/{product}/searchgoods — the line's own search, from the same index", () => {
  it('finds by category word, typo and pinyin within the line only', async () => {
    for (const word of ['scooter', 'scoter', 'huabanche', '滑板车']) {
      const { body } = await get(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(word)}`)
      expect(body.code).toBe(200)
      expect({ word, found: body.data.list.length > 0 }).toEqual({ word, found: true })
    }
    const { body } = await get('/api/v1/ene/searchgoods?goods_name=scooter')
    expect(body.data.list).toEqual([])
  })
})

describe('search — back-office edits', () => {
  it('finds a renamed product and a renamed category at once, in both languages', async () => {
    const staff = await signedInOperator(shop, 'staff')
    const admin = async (url: string, payload: object) =>
      (await shop.app.inject({ method: 'POST', url, headers: staff.headers, payload })).json()
    const product = await shop.app.db.selectFrom('goods').selectAll().where('slug', '=', 'cityhop-9').executeTakeFirstOrThrow()
    expect((await results('q=zephyrwing')).data.total).toBe(0)
    const fields = {
      line: product.line,
      category_id: product.category_id,
      slug: product.slug,
      name_en: 'CityHop Zephyrwing',
      name_zh: '城市跳跃 微风翼',
      summary_en: product.summary_en,
      summary_zh: product.summary_zh,
      description_en: product.description_en,
      description_zh: product.description_zh,
      price_cents: product.price_cents,
      compare_at_cents: product.compare_at_cents,
    }
    expect((await admin(`/api/admin/products/${product.id}`, { version: product.version, fields })).code).toBe(200)
    for (const q of ['zephyrwing', 'zephyrwng', '微风翼', 'weifengyi']) {
      expect({ q, slugs: ((await results(`q=${encodeURIComponent(q)}`)).data.list as Hit[]).map((hit) => hit.slug) }).toMatchObject({
        q,
        slugs: expect.arrayContaining(['cityhop-9']),
      })
    }

    const category = await shop.app.db
      .selectFrom('categories')
      .selectAll()
      .where('line', '=', 'sco')
      .where('slug', '=', 'kids')
      .executeTakeFirstOrThrow()
    expect(
      (
        await admin(`/api/admin/categories/${category.id}`, {
          version: category.version,
          fields: { name_en: 'Youngster Rides', name_zh: '少年座驾', sort: category.sort },
        })
      ).code,
    ).toBe(200)
    expect(((await results('q=youngster')).data.list as Hit[]).map((hit) => hit.slug)).toContain('kiddo-zip-6')
    expect(((await results(`q=${encodeURIComponent('少年座驾')}`)).data.list as Hit[]).map((hit) => hit.slug)).toContain('kiddo-zip-6')
  })
})

describe('search — bad input', () => {
  it('answers an empty or blank query with no results', async () => {
    for (const q of ['', '%20%20%20']) {
      const { data } = await results(`q=${q}`)
      expect(data).toMatchObject({ list: [], total: 0 })
      expect((await get(`/api/v1/search/suggestions?q=${q}`)).body.data.groups).toEqual([])
    }
  })

  it('cuts a query over 100 characters to 100 instead of refusing it', async () => {
    const { body } = await get(`/api/v1/search/results?q=${'scooter '.repeat(30)}`)
    expect(body.code).toBe(200)
    expect([...body.data.query].length).toBeLessThanOrEqual(100)
    expect(body.data.total).toBeGreaterThan(0)
  })

  it.each(['%', '_', "'", '"', '\\', '%_%', "'; drop table goods; --", '😀', '滑板车😀', '(', ')', '&', '|', '!', ':*', "'scooter':*"])(
    'treats %s as plain text',
    async (q) => {
      const { body } = await get(`/api/v1/search/results?q=${encodeURIComponent(q)}`)
      expect(body.code).toBe(200)
      const suggestions = await get(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`)
      expect(suggestions.body.code).toBe(200)
      const line = await get(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(q)}`)
      expect(line.body.code).toBe(200)
    },
  )

  it('refuses control characters with 422 and a translated message', async () => {
    const { body } = await get('/api/v1/search/results?q=scoo%07ter')
    expect(body.code).toBe(422)
    const zh = await get('/api/v1/search/suggestions?q=a%00b', { 'accept-language': 'zh-cn' })
    expect(zh.body.code).toBe(422)
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it.each(['line=box', 'line=nope', 'sort=cheapest', 'page=0', 'page=501', 'page_size=49', 'min_price=-1', 'category=%3Cb%3E'])(
    'refuses %s with 422',
    async (query) => {
      expect((await results(`q=scooter&${query}`)).code).toBe(422)
    },
  )

  it('answers the worst shapes of query: one letter, 100 letters, 100 different Chinese characters, 20 words', async () => {
    const chinese = Array.from({ length: 100 }, (_, index) => String.fromCodePoint(0x4e00 + index * 37)).join('')
    expect(new Set(chinese).size).toBe(100)
    for (const q of ['s', 'a'.repeat(100), 'abcdefghij'.repeat(10), chinese, 'a b c d e f g h i j k l m n o p q r s t']) {
      // No clock here: a search statement that ran past its statement_timeout (queries.ts) would answer 500.
      const { body } = await get(`/api/v1/search/results?q=${encodeURIComponent(q)}`)
      const suggestions = await get(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`)
      const line = await get(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(q)}`)
      expect({ q, codes: [body.code, suggestions.body.code, line.body.code] }).toEqual({ q, codes: [200, 200, 200] })
    }
  })
})
