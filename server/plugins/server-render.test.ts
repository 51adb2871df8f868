// The server render on bad input, against the real client and server-render build (`npm run
// build`, which `npm test` runs before this suite; built here when ./dist is missing).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../test/test-app.ts'

const appDir = resolve('dist')

beforeAll(() => {
  if (!existsSync(join(appDir, '.vite/manifest.json')) || !existsSync(`${appDir}-ssr/entry-server.js`)) {
    execFileSync(process.execPath, ['scripts/build/build.ts'], { stdio: 'ignore' })
  }
}, 240_000)

const page = (shop: TestShop, url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

describe('server render', () => {
  let shop: TestShop
  const lines: string[] = []
  beforeAll(async () => {
    shop = await createTestShop({ LOG_LEVEL: 'warn' }, { appDir, logStream: { write: (line) => lines.push(line) } })
  })
  afterAll(() => shop.close())

  it('renders a known product with status 200', async () => {
    const response = await page(shop, '/ELST/product?productId=1')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('$_TSR')
    expect(response.body).toContain('class="product-gallery__main"')
  })

  it('inlines every stylesheet and keeps its link beside it, disabled, so nothing fetches it again', async () => {
    const response = await page(shop, '/ELST/goods')
    const links = [
      ...response.body.matchAll(
        /<style nonce="[^"]+">[^<]*<\/style><link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"[^>]* disabled\/>/g,
      ),
    ]
    expect(links.length).toBeGreaterThan(0)
    // The entry's stylesheet too: no stylesheet link holds the first paint.
    expect(response.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/)
  })

  it('answers an unknown product id with the not-found page and status 404', async () => {
    const response = await page(shop, '/ELST/product?productId=999999')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Product not found')
    expect(response.body).toContain('<meta name="robots" content="noindex"')
  })

  it.each(['/no/such/page', '/ELST/no-such-page', '//other.example/ELST/goods'])(
    'answers the unknown path %s with the rendered not-found page, styled, and status 404',
    async (url) => {
      const response = await page(shop, url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('We couldn’t find that page')
      expect(response.body).toContain('<title>Page not found · Cross-Border Shop</title>')
      expect(response.body).toContain('<meta name="robots" content="noindex"')
      // The page's own stylesheets are inlined under the nonce: no unstyled flash before /404.
      expect(response.body).toMatch(/<style nonce="[^"]+">[^<]*\.not-found/)
    },
  )

  it('never fails on a malformed query string, and logs nothing for it', async () => {
    lines.length = 0
    const urls = [
      '/ELST/goods?page=%E0%A4%A',
      '/ELST/goods?page=-1&category=%00',
      '/ELST/goods?page={"a":',
      '/ELST/goods?%%%%',
      '/ELST/product?productId=abc',
      '/ELST/product?productId=[1,2]',
      '/ELST/product?productId=1e400',
      '/study?lang=xx&%%',
      '/profile?lang=%ZZ',
      '/ELST/goods?page=99999999999999999999',
    ]
    const answers = await Promise.all(urls.map(async (url) => ({ url, status: (await page(shop, url)).statusCode })))
    expect(answers.filter(({ status }) => ![200, 307, 404].includes(status))).toEqual([])
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([])
  })
})

describe('server render failure', () => {
  // The same client build beside a server render that always throws.
  // Inside node_modules, so the render resolves its packages; .cache need not exist after npm ci.
  mkdirSync(resolve('node_modules/.cache'), { recursive: true })
  const fixture = mkdtempSync(join(resolve('node_modules/.cache'), 'render-failure-'))
  let shop: TestShop
  const lines: string[] = []
  beforeAll(async () => {
    symlinkSync(appDir, join(fixture, 'app'))
    mkdirSync(join(fixture, 'app-ssr'))
    writeFileSync(join(fixture, 'app-ssr/entry-server.js'), 'export async function render() { throw new URIError("URI malformed") }\n')
    shop = await createTestShop({ LOG_LEVEL: 'warn' }, { appDir: join(fixture, 'app'), logStream: { write: (line) => lines.push(line) } })
  })
  afterAll(async () => {
    await shop.close()
    rmSync(fixture, { recursive: true, force: true })
  })

  it('sends the client-rendered shell and logs once, without the query string', async () => {
    lines.length = 0
    const response = await page(shop, '/ELST/goods?page=%E0%A4%A&secret=hunter2')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="app">')
    expect(response.body).not.toContain('$_TSR')
    const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50)
    expect(errors).toHaveLength(1)
    expect(errors[0].msg).toBe('server render failed; sent the client-rendered shell')
    expect(errors[0].path).toBe('/ELST/goods')
    expect(JSON.stringify(errors[0])).not.toContain('hunter2')
  })
})
