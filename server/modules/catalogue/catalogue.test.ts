import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await shop.app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() }
}

describe('GET /api/v1/{product}/getscogoodslists', () => {
  it('lists the scooter line by page with a total', async () => {
    const { status, body } = await get('/api/v1/sco/getscogoodslists?page=1&page_size=4')
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.data.list).toHaveLength(4)
    expect(body.data.total).toBeGreaterThanOrEqual(8)
    expect(body.data.list.every((goods: { line: string }) => goods.line === 'sco')).toBe(true)
    const second = await get('/api/v1/sco/getscogoodslists?page=2&page_size=4')
    expect(second.body.data.list[0].id).not.toBe(body.data.list[0].id)
  })

  it('filters by category', async () => {
    const { body } = await get('/api/v1/sco/getscogoodslists?category=commuter')
    expect(body.data.list.length).toBeGreaterThan(0)
    expect(body.data.list.every((goods: { category: { slug: string } }) => goods.category.slug === 'commuter')).toBe(true)
  })

  it('names goods in Chinese for a zh-cn caller', async () => {
    const { body } = await get('/api/v1/sco/getscogoodslists?page_size=1', { 'accept-language': 'zh-CN,zh;q=0.9' })
    expect(body.data.list[0].goods_name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('answers a page past the end with an empty list and the real total', async () => {
    const { body } = await get('/api/v1/sco/getscogoodslists?page=999')
    expect(body.data.list).toEqual([])
    expect(body.data.total).toBeGreaterThan(0)
  })

  it.each(['page=0', 'page=abc', 'page_size=1000', 'page=1.5', 'category=%3Cscript%3E'])(
    'refuses %s with code 422 and a readable message',
    async (query) => {
      const { status, body } = await get(`/api/v1/sco/getscogoodslists?${query}`)
      expect(status).toBe(200)
      expect(body.code).toBe(422)
      expect(body.msg).toMatch(/Please check/)
    },
  )

  it('translates the bad-input message for a zh-cn caller', async () => {
    const { body } = await get('/api/v1/sco/getscogoodslists?page=0', { 'accept-language': 'zh-cn' })
    expect(body.code).toBe(422)
    expect(body.msg).toMatch(/请检查/)
  })

  it('answers an unknown shop line as not found', async () => {
    const { status, body } = await get('/api/v1/nope/getscogoodslists')
    expect(status).toBe(404)
    expect(body.code).toBe(404)
  })
})

describe('GET /api/v1/{product}/getgooddetail', () => {
  it('returns a product with images, specs and its stock', async () => {
    const { body: list } = await get('/api/v1/sco/getscogoodslists?page_size=1')
    const { body } = await get(`/api/v1/sco/getgooddetail?id=${list.data.list[0].id}`)
    expect(body.code).toBe(200)
    expect(body.data.images.length).toBeGreaterThan(0)
    expect(body.data.images[0].src).toMatch(/^\/media\/goods\/sco\/.+\.webp$/)
    expect(body.data.specs.length).toBeGreaterThan(0)
    expect(Number.isInteger(body.data.price)).toBe(true)
  })

  it('gives Bootski boots their sizes', async () => {
    const { body: list } = await get('/api/v1/boot/getscogoodslists?page_size=1')
    const { body } = await get(`/api/v1/boot/getgooddetail?id=${list.data.list[0].id}`)
    expect(body.data.sizes.length).toBeGreaterThan(0)
  })

  it('answers an unknown id with a not-found code', async () => {
    const { body } = await get('/api/v1/sco/getgooddetail?id=999999')
    expect(body.code).toBe(404)
    expect(body.msg).toMatch(/does not exist/)
  })

  it('does not serve another line’s product', async () => {
    const { body: list } = await get('/api/v1/ene/getscogoodslists?page_size=1')
    const { body } = await get(`/api/v1/sco/getgooddetail?id=${list.data.list[0].id}`)
    expect(body.code).toBe(404)
  })

  it.each(['id=abc', 'id=-1', ''])('refuses a malformed id (%s) with 422', async (query) => {
    const { body } = await get(`/api/v1/sco/getgooddetail?${query}`)
    expect(body.code).toBe(422)
  })
})

describe('GET /api/v1/{product}/searchgoods', () => {
  it('finds goods by part of the English name and returns only id, thumb, goods_name, price', async () => {
    const { body: list } = await get('/api/v1/sco/getscogoodslists?page_size=1')
    const word = list.data.list[0].goods_name.split(' ')[0]
    const { body } = await get(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(word.toLowerCase())}`)
    expect(body.code).toBe(200)
    expect(body.data.list.length).toBeGreaterThan(0)
    expect(Object.keys(body.data.list[0]).sort()).toEqual(['goods_name', 'id', 'price', 'thumb'])
  })

  it('finds goods by their Chinese name', async () => {
    const { body: list } = await get('/api/v1/sco/getscogoodslists?page_size=1', { 'accept-language': 'zh-cn' })
    const zhName: string = list.data.list[0].goods_name
    const { body } = await get(`/api/v1/sco/searchgoods?goods_name=${encodeURIComponent(zhName.slice(0, 2))}`)
    expect(body.data.list.map((hit: { id: number }) => hit.id)).toContain(list.data.list[0].id)
  })

  it('returns nothing for an empty query and for no match, treating % literally', async () => {
    expect((await get('/api/v1/sco/searchgoods?goods_name=')).body.data.list).toEqual([])
    expect((await get('/api/v1/sco/searchgoods?goods_name=zzzzqqq')).body.data.list).toEqual([])
    expect((await get('/api/v1/sco/searchgoods?goods_name=%25')).body.data.list).toEqual([])
  })

  it('cuts a query longer than 100 characters to 100 instead of refusing it (issue 25)', async () => {
    const { body } = await get(`/api/v1/sco/searchgoods?goods_name=${'scooter '.repeat(20)}`)
    expect(body.code).toBe(200)
    expect(body.data.list.length).toBeGreaterThan(0)
  })
})

describe('GET /api/v1/{product}/exchangerate', () => {
  it('gives USD, CNY, EUR and GBP rates from USD', async () => {
    const { body } = await get('/api/v1/sco/exchangerate')
    expect(body.data.base).toBe('USD')
    const currencies = body.data.rates.map((rate: { currency: string }) => rate.currency)
    expect(currencies).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR', 'GBP']))
    expect(body.data.rates.find((rate: { currency: string }) => rate.currency === 'USD').rate).toBe('1')
    // With how each currency's shelf prices round: euros end in .99, dollars as entered.
    expect(body.data.rates.find((rate: { currency: string }) => rate.currency === 'EUR')).toMatchObject({ round_to: 100, price_ending: 1 })
    expect(body.data.rates.find((rate: { currency: string }) => rate.currency === 'USD')).toMatchObject({ round_to: 0, price_ending: 0 })
  })
})

describe('the vape client /api/v1/cigarette', () => {
  it('lists each brand’s categories and goods', async () => {
    for (const brand of ['waka', 'imoment']) {
      const categories = await get(`/api/v1/cigarette/getgoodscategory?brand=${brand}`)
      expect(categories.body.data.list.length).toBeGreaterThan(0)
      const goods = await get(`/api/v1/cigarette/getgoodslists?brand=${brand}`)
      expect(goods.body.data.list.length).toBeGreaterThan(0)
      expect(goods.body.data.list.every((item: { line: string }) => item.line === 'cig')).toBe(true)
    }
  })
})

describe('the server around the API', () => {
  it('reports health with the database up', async () => {
    const { body } = await get('/api/health')
    expect(body.data).toEqual({ status: 'up', database: 'up' })
  })

  it('publishes the OpenAPI document with the catalogue paths', async () => {
    const { body } = await get('/api/docs/json')
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/{product}/getscogoodslists', '/api/v1/cigarette/getgoodslists']),
    )
  })

  it('sends security headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(response.headers['strict-transport-security']).toBeDefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('allows CORS only for configured origins', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers an unknown API path with the not-found envelope', async () => {
    const { status, body } = await get('/api/v1/sco/no-such-call')
    expect(status).toBe(404)
    expect(body.code).toBe(404)
  })
})
