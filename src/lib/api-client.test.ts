import { describe, expect, it, vi } from 'vitest'
import type { AdminEndpoints, ShopEndpoints } from '#contract/endpoints.ts'
import { ApiError, createApiClient, requestTimeoutMs, type ApiEvents } from './api-client.ts'
import { contractCheck } from './api.ts'

function setup(
  respond: (url: URL, init: RequestInit) => Promise<Response> | Response,
  { guest = false, timeoutMs }: { guest?: boolean; timeoutMs?: number } = {},
) {
  const token = guest ? undefined : 'tok'
  const events = {
    loginExpired: vi.fn<ApiEvents['loginExpired']>(),
    redirect: vi.fn<ApiEvents['redirect']>(),
    goHome: vi.fn<ApiEvents['goHome']>(),
    error: vi.fn<ApiEvents['error']>(),
  }
  const fetchSpy = vi.fn<typeof fetch>((input, init) => Promise.resolve(respond(new URL(String(input)), init ?? {})))
  const client = createApiClient<ShopEndpoints>({
    base: 'http://shop.test/api/v1/sco',
    getToken: () => token,
    getLocale: () => 'zh-cn',
    events,
    timeoutMs,
    fetch: fetchSpy,
  })
  return { client, events, fetchSpy }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the API client of spec §7–§8', () => {
  it('sends the bearer token, the language and the query on every request, and returns data on code 200', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: { list: [1] } }))
    await expect(client.request('GET /getscogoodslists', { query: { page: 2, category: undefined } })).resolves.toEqual({ list: [1] })
    const [url, init] = fetchSpy.mock.calls[0]
    const headers = (init?.headers ?? {}) as Record<string, string>
    expect(String(url)).toBe('http://shop.test/api/v1/sco/getscogoodslists?page=2')
    expect(headers.Authorization).toBe('Bearer tok')
    expect(headers['Accept-Language']).toBe('zh-cn')
  })

  it('still sends an Authorization header for a guest', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: null }), { guest: true })
    await client.request('GET /exchangerate')
    const headers = (fetchSpy.mock.calls[0][1]?.headers ?? {}) as Record<string, string>
    expect(headers.Authorization).toBe('Bearer ')
  })

  it('posts JSON bodies', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: 1 }))
    await client.request('POST /user/addcart', { body: { sign: 'sco', goods_id: 3, quantity: 1 } })
    const init = fetchSpy.mock.calls[0][1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"sign":"sco","goods_id":3,"quantity":1}')
  })

  it('logs out on code 405 with the login-expired message and no error toast', async () => {
    const { client, events } = setup(() => json({ code: 405, msg: 'whatever' }))
    const error = (await client.request('GET /user/cartlists', { query: { sign: 'sco' } }).catch((caught: unknown) => caught)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('loginExpired')
    expect(events.loginExpired).toHaveBeenCalledWith('Login expired')
    expect(events.error).not.toHaveBeenCalled()
  })

  it('redirects the browser on code 401 to redirect_url', async () => {
    const { client, events } = setup(() => json({ code: 401, msg: 'pay', redirect_url: 'http://shop.test/sandbox/wallet?order_no=1' }))
    await expect(
      client.request('POST /user/payorder', { body: { order_no: '20261123000001', payment_method: 'alipay' } }),
    ).rejects.toMatchObject({ kind: 'redirect' })
    expect(events.redirect).toHaveBeenCalledWith('http://shop.test/sandbox/wallet?order_no=1')
  })

  it('shows msg and goes home on code 406', async () => {
    const { client, events } = setup(() => json({ code: 406, msg: 'Shop closed' }))
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ kind: 'goHome', message: 'Shop closed' })
    expect(events.goHome).toHaveBeenCalledWith('Shop closed')
  })

  it('shows msg as an error for any other code, unless the caller shows it', async () => {
    const { client, events } = setup(() => json({ code: 422, msg: 'Please check page.' }))
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ kind: 'business', code: 422, message: 'Please check page.' })
    expect(events.error).toHaveBeenCalledWith('Please check page.')
    await expect(client.request('GET /exchangerate', { silent: true })).rejects.toMatchObject({ code: 422 })
    expect(events.error).toHaveBeenCalledTimes(1)
  })

  it('maps HTTP 400 to the login-failed message', async () => {
    const { client, events } = setup(() => json({}, 400))
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({
      kind: 'loginFailed',
      message: 'Login failed, please log in again',
    })
    expect(events.error).toHaveBeenCalledWith('Login failed, please log in again')
  })

  it.each([404, 500, 502])('maps HTTP %i to request failed', async (status) => {
    const { client } = setup(() => json({ code: status, msg: 'x' }, status))
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ kind: 'requestFailed', message: 'Request failed' })
  })

  it('maps a network failure to network connection failed', async () => {
    const { client, events } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ kind: 'offline', message: 'network connection failed' })
    expect(events.error).toHaveBeenCalledWith('network connection failed')
  })

  it('gives up after 20000 ms by default', async () => {
    expect(requestTimeoutMs).toBe(20_000)
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { client } = setup(() => json({ code: 200, msg: 'ok', data: 1 }))
    await client.request('GET /exchangerate')
    expect(timeout).toHaveBeenCalledWith(20_000)
    timeout.mockRestore()
  })

  it('shows network connection failed when a request times out, and the page stays usable', async () => {
    const hang = (_url: URL, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')))
      })
    const { client, events } = setup(hang, { timeoutMs: 30 })
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ kind: 'offline', message: 'network connection failed' })
    expect(events.error).toHaveBeenCalledWith('network connection failed')
  })

  it('checks, in development and tests, that a success answers what the contract says its route does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answers = [
      { code: 200, msg: 'ok', data: { list: 'not a list' } },
      { code: 200, msg: 'ok', data: { list: [{ id: 1, thumb: '/t.webp', goods_name: 'Scooter', price: 19900 }] } },
    ]
    const client = createApiClient<ShopEndpoints>({
      base: 'http://shop.test/api/v1/sco',
      getToken: () => undefined,
      getLocale: () => 'en',
      events: { loginExpired() {}, redirect() {}, goHome() {}, error() {} },
      fetch: async () => json(answers.shift()),
      checkResponse: contractCheck('shop'),
    })
    await expect(client.request('GET /searchgoods', { query: { goods_name: 'scooter' } })).rejects.toMatchObject({ kind: 'requestFailed' })
    expect(errors).toHaveBeenCalledWith('GET /searchgoods answered outside the contract', expect.anything())
    await expect(client.request('GET /searchgoods', { query: { goods_name: 'scooter' } })).resolves.toEqual({
      list: [expect.objectContaining({ goods_name: 'Scooter' })],
    })
    errors.mockRestore()
  })
})

describe('the back office’s calls', () => {
  function admin(respond: (url: URL, init: RequestInit) => Response) {
    const events = {
      loginExpired: vi.fn<ApiEvents['loginExpired']>(),
      redirect: vi.fn<ApiEvents['redirect']>(),
      goHome: vi.fn<ApiEvents['goHome']>(),
      error: vi.fn<ApiEvents['error']>(),
    }
    const fetchSpy = vi.fn<typeof fetch>((input, init) => Promise.resolve(respond(new URL(String(input)), init ?? {})))
    return {
      fetchSpy,
      client: createApiClient<AdminEndpoints>({
        base: 'http://shop.test/api/admin',
        getToken: () => undefined,
        getLocale: () => 'en',
        events,
        fetch: fetchSpy,
      }),
    }
  }

  it('fills the path params and sends dates in the query as ISO 8601', async () => {
    const { client, fetchSpy } = admin(() => json({ code: 200, msg: 'ok', data: null }))
    await client.request('GET /products/:id', { params: { id: 42 } })
    await client.request('GET /orders', { query: { since: new Date('2026-11-01T00:00:00Z'), sort: 'total', desc: false } })
    expect(String(fetchSpy.mock.calls[0][0])).toBe('http://shop.test/api/admin/products/42')
    expect(String(fetchSpy.mock.calls[1][0])).toBe(
      'http://shop.test/api/admin/orders?since=2026-11-01T00%3A00%3A00.000Z&sort=total&desc=false',
    )
  })

  it('sends a file as itself with its own type, not as JSON', async () => {
    const { client, fetchSpy } = admin(() => json({ code: 200, msg: 'ok', data: null }))
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    await client.request('POST /products/:id/images', { params: { id: 7 }, body: file })
    const init = fetchSpy.mock.calls[0][1]
    expect(init?.body).toBe(file)
    expect(((init?.headers ?? {}) as Record<string, string>)['Content-Type']).toBe('image/png')
  })

  it('downloads a file, and turns a refusal into the error it says', async () => {
    const { client } = admin((url) => {
      if (url.searchParams.get('status') === 'paid') return new Response('order_no\r\n', { headers: { 'content-type': 'text/csv' } })
      // A refusal may come without a Content-Type: still the envelope, never a file.
      return new Response(new TextEncoder().encode(JSON.stringify({ code: 403, msg: 'Your role does not allow this.' })))
    })
    await expect((await client.download('GET /orders.csv', { query: { status: 'paid' } })).text()).resolves.toBe('order_no\r\n')
    await expect(client.download('GET /orders.csv', { query: {} })).rejects.toMatchObject({
      kind: 'business',
      message: 'Your role does not allow this.',
    })
  })

  it('downloads a JSON file sent as an attachment, and still reads a JSON refusal as the envelope', async () => {
    const { client } = admin((url) => {
      if (url.searchParams.get('status') === 'paid') {
        return new Response('{"orders":[]}', {
          headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': 'attachment; filename="my-data.json"' },
        })
      }
      return json({ code: 403, msg: 'Your role does not allow this.' })
    })
    await expect((await client.download('GET /orders.csv', { query: { status: 'paid' } })).text()).resolves.toBe('{"orders":[]}')
    await expect(client.download('GET /orders.csv', { query: {} })).rejects.toMatchObject({
      kind: 'business',
      message: 'Your role does not allow this.',
    })
  })
})
