import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example' })
})
afterAll(async () => {
  await shop.close()
})

describe('GET /sitemap.xml', () => {
  it('lists every public page and every product in both languages, with hreflang alternates', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toContain('https://shop.example/')
    expect(locs).toContain('https://shop.example/?lang=zh-cn')
    expect(locs).toContain('https://shop.example/study?lang=zh-cn')
    const goods = await shop.app.inject({ method: 'GET', url: '/api/v1/sco/getscogoodslists?page_size=100' })
    for (const product of goods.json().data.list as { id: number }[]) {
      expect(locs).toContain(`https://shop.example/ELST/product?productId=${product.id}`)
      expect(locs).toContain(`https://shop.example/ELST/product?productId=${product.id}&amp;lang=zh-cn`)
    }
    expect(locs.some((loc) => loc.includes('/ES/battery-storage/product?productId='))).toBe(true)
    expect(locs).toContain('https://shop.example/blindBoxes')
    expect(locs).toContain('https://shop.example/blindBoxes/rules?lang=zh-cn')
    const series = await shop.app.inject({ method: 'GET', url: '/api/v1/box/user/blindbox/productDetail' })
    for (const { id } of series.json().data.list as { id: number }[])
      expect(locs).toContain(`https://shop.example/blindBoxes/details?id=${id}`)
    expect(locs.some((loc) => /account|checkout|cart|recharge/.test(loc))).toBe(false)
    expect(response.body).toContain('hreflang="zh-cn"')
  })
})

describe('GET /robots.txt', () => {
  it('keeps crawlers out of account, cart and checkout and names the sitemap', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    for (const path of ['/account', '/checkout', '/*/cart', '/blindBoxes/account', '/blindBoxes/recharge'])
      expect(response.body).toContain(`Disallow: ${path}`)
    expect(response.body).not.toMatch(/Disallow: \/blindBoxes(\/rules|\/details)?\n/)
    expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml')
  })
})

describe('security headers', () => {
  it('send a CSP without unsafe-inline, with a fresh nonce per response', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/robots.txt' })
    const second = await shop.app.inject({ method: 'GET', url: '/robots.txt' })
    const csp = String(first.headers['content-security-policy'])
    expect(csp).not.toContain("'unsafe-inline'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
    expect(csp.match(/nonce-[^']+/)?.[0]).not.toBe(String(second.headers['content-security-policy']).match(/nonce-[^']+/)?.[0])
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(first.headers['x-xss-protection']).toBeUndefined()
    expect(first.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(first.headers['access-control-allow-origin']).toBeUndefined()
  })
})
