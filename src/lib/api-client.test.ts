import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient, requestTimeoutMs, type ApiEvents } from './api-client.ts'

function setup(respond: (url: URL, init: RequestInit) => Promise<Response> | Response, { guest = false, timeoutMs }: { guest?: boolean; timeoutMs?: number } = {}) {
  const token = guest ? undefined : 'tok'
  const events = { loginExpired: vi.fn<ApiEvents['loginExpired']>(), redirect: vi.fn<ApiEvents['redirect']>(), goHome: vi.fn<ApiEvents['goHome']>(), error: vi.fn<ApiEvents['error']>() }
  const fetchSpy = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>((input, init) => Promise.resolve(respond(new URL(String(input)), init ?? {})))
  const client = createApiClient({ base: 'http://shop.test/api/v1/sco', getToken: () => token, getLocale: () => 'zh-cn', events, timeoutMs, fetch: fetchSpy as unknown as typeof fetch })
  return { client, events, fetchSpy }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the API client of spec §7–§8', () => {
  it('sends the bearer token, the language and the query on every request, and returns data on code 200', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: { list: [1] } }))
    await expect(client.get('/getscogoodslists', { query: { page: 2, category: undefined } })).resolves.toEqual({ list: [1] })
    const [url, init] = fetchSpy.mock.calls[0]
    const headers = (init?.headers ?? {}) as Record<string, string>
    expect(String(url)).toBe('http://shop.test/api/v1/sco/getscogoodslists?page=2')
    expect(headers.Authorization).toBe('Bearer tok')
    expect(headers['Accept-Language']).toBe('zh-cn')
  })

  it('still sends an Authorization header for a guest', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: null }), { guest: true })
    await client.get('/x')
    const headers = (fetchSpy.mock.calls[0][1]?.headers ?? {}) as Record<string, string>
    expect(headers.Authorization).toBe('Bearer ')
  })

  it('posts JSON bodies', async () => {
    const { client, fetchSpy } = setup(() => json({ code: 200, msg: 'ok', data: 1 }))
    await client.post('/user/addcart', { goods_id: 3 })
    const init = fetchSpy.mock.calls[0][1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"goods_id":3}')
  })

  it('logs out on code 405 with the login-expired message and no error toast', async () => {
    const { client, events } = setup(() => json({ code: 405, msg: 'whatever' }))
    const error = (await client.get('/user/cartlists').catch((caught: unknown) => caught)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('loginExpired')
    expect(events.loginExpired).toHaveBeenCalledWith('Login expired')
    expect(events.error).not.toHaveBeenCalled()
  })

  it('redirects the browser on code 401 to redirect_url', async () => {
    const { client, events } = setup(() => json({ code: 401, msg: 'pay', redirect_url: 'http://shop.test/sandbox/wallet?order_no=1' }))
    await expect(client.post('/user/payorder', {})).rejects.toMatchObject({ kind: 'redirect' })
    expect(events.redirect).toHaveBeenCalledWith('http://shop.test/sandbox/wallet?order_no=1')
  })

  it('shows msg and goes home on code 406', async () => {
    const { client, events } = setup(() => json({ code: 406, msg: 'Shop closed' }))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'goHome', message: 'Shop closed' })
    expect(events.goHome).toHaveBeenCalledWith('Shop closed')
  })

  it('shows msg as an error for any other code, unless the caller shows it', async () => {
    const { client, events } = setup(() => json({ code: 422, msg: 'Please check page.' }))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'business', code: 422, message: 'Please check page.' })
    expect(events.error).toHaveBeenCalledWith('Please check page.')
    await expect(client.get('/x', { silent: true })).rejects.toMatchObject({ code: 422 })
    expect(events.error).toHaveBeenCalledTimes(1)
  })

  it('maps HTTP 400 to the login-failed message', async () => {
    const { client, events } = setup(() => json({}, 400))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'loginFailed', message: 'Login failed, please log in again' })
    expect(events.error).toHaveBeenCalledWith('Login failed, please log in again')
  })

  it.each([404, 500, 502])('maps HTTP %i to request failed', async (status) => {
    const { client } = setup(() => json({ code: status, msg: 'x' }, status))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'requestFailed', message: 'Request failed' })
  })

  it('maps a network failure to network connection failed', async () => {
    const { client, events } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'offline', message: 'network connection failed' })
    expect(events.error).toHaveBeenCalledWith('network connection failed')
  })

  it('gives up after 20000 ms by default', async () => {
    expect(requestTimeoutMs).toBe(20_000)
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { client } = setup(() => json({ code: 200, msg: 'ok', data: 1 }))
    await client.get('/x')
    expect(timeout).toHaveBeenCalledWith(20_000)
    timeout.mockRestore()
  })

  it('shows network connection failed when a request times out, and the page stays usable', async () => {
    const hang = (_url: URL, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')))
    })
    const { client, events } = setup(hang, { timeoutMs: 30 })
    await expect(client.get('/slow')).rejects.toMatchObject({ kind: 'offline', message: 'network connection failed' })
    expect(events.error).toHaveBeenCalledWith('network connection failed')
  })
})
