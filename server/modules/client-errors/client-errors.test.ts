import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'

// Runs on a fresh in-memory PGlite, or on PostgreSQL when DATABASE_URL is set.
let shop: TestShop
const lines: string[] = []
beforeAll(async () => {
  shop = await createTestShop({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } })
})
afterAll(async () => {
  await shop.close()
})

let clients = 0
const report = async (
  payload: unknown,
  { headers = {}, remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => {
  clients += 1
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/reports/errors',
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: remoteAddress ?? `10.30.0.${clients}`,
  })
  return { status: response.statusCode, body: response.json(), requestId: response.headers['x-request-id'] }
}
const reportLogs = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'a page showed the error view')

describe('POST /api/v1/reports/errors', () => {
  it('logs a valid report at warn with the request id and answers the envelope', async () => {
    const { status, body, requestId } = await report({ kind: 'route', path: '/ELST/goods/urban-glide-s2-pro', message: 'Request failed' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, data: null })
    const logged = reportLogs().at(-1)
    expect(logged).toMatchObject({
      level: 40,
      reqId: requestId,
      report: { kind: 'route', path: '/ELST/goods/urban-glide-s2-pro', message: 'Request failed' },
    })
  })

  it.each([
    ['a path with its query (it may carry an e-mail)', { kind: 'route', path: '/searchorder?email=a@b.c', message: 'x' }],
    ['a path that is not one', { kind: 'route', path: 'https://elsewhere.example/', message: 'x' }],
    ['an unknown kind', { kind: 'user', path: '/', message: 'x' }],
    ['a message over 300 characters', { kind: 'chunk', path: '/', message: 'x'.repeat(301) }],
    ['control characters', { kind: 'chunk', path: '/', message: 'a\u001b[2Jb' }],
    ['a missing field', { kind: 'route', path: '/' }],
  ])('refuses %s with a translated 422 and logs nothing', async (_why, payload) => {
    const before = reportLogs().length
    const en = await report(payload)
    expect(en.body.code).toBe(422)
    const zh = await report(payload, { headers: { 'accept-language': 'zh-cn' } })
    expect(zh.body.code).toBe(422)
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    expect(reportLogs()).toHaveLength(before)
  })

  it('refuses an oversize body unread, with a translated message', async () => {
    const before = reportLogs().length
    const zh = await report(
      { kind: 'route', path: '/', message: 'x', padding: 'y'.repeat(4000) },
      { headers: { 'accept-language': 'zh-cn' } },
    )
    expect(zh.body.code).toBe(422)
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    expect(reportLogs()).toHaveLength(before)
  })

  it('holds a flood from one address to its limit, in the caller language', async () => {
    const answers = []
    for (let i = 0; i < 15; i++) {
      answers.push(
        await report(
          { kind: 'route', path: '/', message: 'flood' },
          { remoteAddress: '10.31.0.1', headers: { 'accept-language': 'zh-cn' } },
        ),
      )
    }
    expect(answers.slice(0, 10).every(({ body }) => body.code === 200)).toBe(true)
    const refused = answers.slice(10)
    expect(refused.every(({ body }) => body.code === 429 && /[\u4e00-\u9fff]/.test(body.msg))).toBe(true)
    // Another shopper is not held by it.
    expect((await report({ kind: 'route', path: '/', message: 'other' })).body.code).toBe(200)
  })
})
