import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../env.ts'
import { createTestShop, type TestShop } from '../test/test-app.ts'

// Finding 2 of issue 21: TRUST_PROXY=true believed the first X-Forwarded-For address, which the
// client writes, and X-Forwarded-Host rewrote canonical, sitemap and robots URLs (finding 6: so
// did a Host header, unescaped).

describe('TRUST_PROXY', () => {
  it('refuses "true" at start, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe every address a client writes.*number of proxies.*e\.g\. 1.*10\.0\.0\.0\/8/,
    )
  })

  it('takes a hop count or proxy addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ])
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not a proxy hop count or address\/CIDR: 10\.0\.0\.0\/33/)
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let shop: TestShop
    beforeAll(async () => {
      shop = await createTestShop({ TRUST_PROXY: '1', BLINDBOX_BLOCKED_COUNTRIES: 'US' })
    })
    afterAll(() => shop.close())

    const fromProxy = (forwardedFor: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } })

    it('takes the address the proxy saw, not the one the client wrote first', async () => {
      // The client wrote 8.8.8.8 (US, blocked); the proxy appended the address it saw (1.2.4.8, CN).
      const spoofed = await shop.app.inject({ method: 'GET', url: '/api/v1/box/user/getUserIp', ...fromProxy('8.8.8.8, 1.2.4.8') })
      expect(spoofed.json()).toMatchObject({ code: 200, data: { country: 'CN', allowed: true } })
      // A visitor really in the blocked country is still refused.
      const blocked = await shop.app.inject({ method: 'GET', url: '/api/v1/box/user/getUserIp', ...fromProxy('1.2.4.8, 8.8.8.8') })
      expect(blocked.json().code).toBe(406)
    })

    it('keeps throttling sign-ins whatever first address the client rotates through', async () => {
      const codes: number[] = []
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/v1/sco/user/login',
          payload: { email: 'rotating@example.com', password: `wrong guess ${attempt}` },
          ...fromProxy(`203.0.113.${attempt + 1}, 198.51.100.7`),
        })
        codes.push(response.json().code)
      }
      expect(codes.slice(-1)).toEqual([429])
    })
  })
})

describe('the shop’s public URLs', () => {
  describe('without PUBLIC_URL', () => {
    let shop: TestShop
    beforeAll(async () => {
      shop = await createTestShop({ TRUST_PROXY: '1' })
    })
    afterAll(() => shop.close())

    const robots = async (headers: Record<string, string>) => (await shop.app.inject({ method: 'GET', url: '/robots.txt', headers })).body

    it('come from the Host the client connected to, never from X-Forwarded-Host', async () => {
      const text = await robots({ host: 'shop.test:8080', 'x-forwarded-host': 'evil.example' })
      expect(text).toContain('Sitemap: http://shop.test:8080/sitemap.xml')
      expect(text).not.toContain('evil')
      const sitemap = (
        await shop.app.inject({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { host: 'shop.test:8080', 'x-forwarded-host': 'evil.example' },
        })
      ).body
      expect(sitemap).toContain('<loc>http://shop.test:8080/</loc>')
      expect(sitemap).not.toContain('evil')
    })

    it('read a Host that is not a plain host name as localhost, so nothing unescaped reaches the sitemap', async () => {
      const sitemap = (await shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'a"><script>x</script>' } })).body
      expect(sitemap).toContain('<loc>http://localhost/</loc>')
      expect(sitemap).not.toContain('script')
      expect(await robots({ host: 'x.example\r\nDisallow: /' })).toContain('Sitemap: http://localhost/sitemap.xml')
    })
  })

  describe('with PUBLIC_URL', () => {
    let shop: TestShop
    beforeAll(async () => {
      shop = await createTestShop({ PUBLIC_URL: 'https://shop.example.com/', TRUST_PROXY: '1' })
    })
    afterAll(() => shop.close())

    it('come from PUBLIC_URL whatever Host or forwarded headers say', async () => {
      const headers = { host: 'other.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }
      const robots = (await shop.app.inject({ method: 'GET', url: '/robots.txt', headers })).body
      expect(robots).toContain('Sitemap: https://shop.example.com/sitemap.xml')
      const sitemap = (await shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers })).body
      expect(sitemap).toContain('<loc>https://shop.example.com/</loc>')
      expect(sitemap).not.toMatch(/other\.example|evil/)
    })

    it('is refused at start unless it is an http(s) address, and written escaped', () => {
      expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
      expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.com/?a=1' })).toThrow(/PUBLIC_URL/)
      expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/a"b<c>' }).PUBLIC_URL).toBe('https://shop.example.com/a%22b%3Cc%3E')
    })
  })
})
