// Renders run side by side, each with its own language, and pages the same for everyone are
// shared for a moment without sharing a nonce or a visitor's own answers. Against the real
// client and server-render build (`npm run build`; built here when ./dist is missing).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { createTestShop, type TestShop } from '../test/test-app.ts'

const appDir = resolve('dist')

beforeAll(() => {
  if (!existsSync(join(appDir, '.vite/manifest.json')) || !existsSync(`${appDir}-ssr/entry-server.js`)) {
    execFileSync(process.execPath, ['scripts/build/build.ts'], { stdio: 'ignore' })
  }
}, 240_000)

const page = (shop: TestShop, url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

/** The render's in-process API calls (server-render.ts answers them with app.inject), seen and optionally held back. */
function watchApiCalls(shop: TestShop, holdBack: (options: InjectOptions) => number = () => 0) {
  const calls: string[] = []
  const inject = shop.app.inject.bind(shop.app) as (options: InjectOptions) => ReturnType<TestShop['app']['inject']>
  Object.assign(shop.app, {
    inject: async (options: InjectOptions) => {
      if (String(options.url).startsWith('/api/')) calls.push(String(options.url))
      const ms = holdBack(options)
      if (ms > 0) await new Promise((done) => setTimeout(done, ms))
      return inject(options)
    },
  })
  return calls
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

describe('renders side by side', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop({ PAGE_CACHE_MS: '0', RENDERS_IN_FLIGHT: '4' }, { appDir })
  })
  afterAll(() => shop.close())

  it('renders an English and a Chinese page at once, each wholly in its own language', async () => {
    // The summary: the Chinese product name keeps the English model name in it.
    const summary = async (locale: string) =>
      JSON.parse((await shop.app.inject({ url: '/api/v1/sco/getgooddetail?id=1', headers: { 'accept-language': locale } })).body).data
        .summary as string
    const [english, chinese] = [await summary('en'), await summary('zh-cn')]
    expect(english).not.toBe(chinese)
    // The English page's data arrives late: the Chinese render starts after it and ends before it.
    watchApiCalls(shop, (options) => (String(options.headers?.['accept-language']) === 'en' ? 400 : 0))
    const finished: string[] = []
    const [en, zh] = await Promise.all(
      ['en', 'zh-cn'].map(async (lang) => {
        const response = await page(shop, `/ELST/product?productId=1&lang=${lang}`)
        finished.push(lang)
        return response
      }),
    )
    expect(finished).toEqual(['zh-cn', 'en'])
    expect(en.statusCode).toBe(200)
    expect(zh.statusCode).toBe(200)
    expect(en.body).toContain('<html lang="en"')
    expect(en.body).toContain(english)
    expect(en.body).not.toContain(chinese)
    expect(en.headers['content-language']).toBe('en')
    expect(zh.body).toContain('<html lang="zh-CN"')
    expect(zh.body).toContain(chinese)
    expect(zh.body).not.toContain(english)
    expect(zh.body).toMatch(/<link rel="canonical" href="[^"]+\/ELST\/product\?productId=1&amp;lang=zh-cn"/)
    expect(zh.headers['content-language']).toBe('zh-cn')
  })
})

describe('pages shared for a moment', () => {
  let shop: TestShop
  let calls: string[]
  beforeAll(async () => {
    shop = await createTestShop({ PAGE_CACHE_MS: '60000' }, { appDir })
    calls = watchApiCalls(shop)
  })
  afterAll(() => shop.close())

  it('renders a public page once, and stamps each response with its own nonce', async () => {
    const first = await page(shop, '/ELST/product?productId=2')
    const rendered = calls.length
    expect(rendered).toBeGreaterThan(0)
    const second = await page(shop, '/ELST/product?productId=2')
    expect(calls.length).toBe(rendered)
    expect(second.statusCode).toBe(200)
    const nonces = [first, second].map((response) => nonceOf(response.headers['content-security-policy']))
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [index, response] of [first, second].entries()) {
      const inPage = new Set([...response.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))
      expect([...inPage]).toEqual([nonces[index]])
    }
    // The same page in the other language, or for a phone, is a page of its own.
    expect((await page(shop, '/ELST/product?productId=2', { cookie: 'LOCALE__=zh-cn' })).body).toContain('<html lang="zh-CN"')
    expect(calls.length).toBeGreaterThan(rendered)
  })

  it('keeps an unknown path a 404, rendered once', async () => {
    const first = await page(shop, '/no/such/shelf')
    const rendered = calls.length
    const second = await page(shop, '/no/such/shelf')
    expect([first.statusCode, second.statusCode]).toEqual([404, 404])
    expect(second.body).toContain('We couldn’t find that page')
    expect(calls.length).toBe(rendered)
  })

  it('never keeps a page that used a visitor’s own answer (the blind-box region, from their address)', async () => {
    await page(shop, '/blindBoxes/rules')
    const asked = calls.filter((url) => url.includes('/getUserIp')).length
    expect(asked).toBe(1)
    await page(shop, '/blindBoxes/rules', { 'x-forwarded-for': '10.1.2.3' })
    expect(calls.filter((url) => url.includes('/getUserIp')).length).toBe(2)
  })
})
