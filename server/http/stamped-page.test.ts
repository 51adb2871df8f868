import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { stampedPage } from './stamped-page.ts'

describe('a page stamped per response', () => {
  const html = `<html><head><script nonce="STAND-IN">1</script></head><body>${'商品 Urban Glide S1 '.repeat(400)}<style nonce="STAND-IN">a{}</style></body></html>`

  it('writes each response’s own value in place of the stand-in, plain and gzip', () => {
    const page = stampedPage(html, 'STAND-IN')
    for (const nonce of ['bWz9tTL7F7KXdLwBuL9+FQ==', 'q1w2e3r4t5y6u7i8o9p0AA==']) {
      const expected = html.replaceAll('STAND-IN', nonce)
      expect(page.html(nonce).toString()).toBe(expected)
      expect(gunzipSync(page.gzip(nonce)).toString()).toBe(expected)
    }
    expect(page.gzip('x').length).toBeLessThan(Buffer.byteLength(html) / 5)
  })

  it('handles a page without any stand-in', () => {
    const page = stampedPage('<p>plain</p>', 'STAND-IN')
    expect(gunzipSync(page.gzip('n')).toString()).toBe('<p>plain</p>')
  })
})
