import { i18n as appI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BodyOf, DataOf, EndpointTable, ParamsOf, QueryOf } from '#contract/endpoints.ts'
import type { Envelope } from '#contract/envelope.ts'

/** Spec §7: every call gives up after 20 seconds. */
export const requestTimeoutMs = 20_000

export type ApiErrorKind = 'business' | 'loginExpired' | 'redirect' | 'goHome' | 'loginFailed' | 'requestFailed' | 'offline'

/** A call that did not succeed; `message` is already in the shopper's language. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly code: number | undefined
  readonly data: unknown
  constructor(kind: ApiErrorKind, message: string, code?: number, data?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = code
    this.data = data
  }
}

/** What the app does for the outcomes of spec §8; wired once at start-up. */
export interface ApiEvents {
  /** 405: log out, keep the path, go to the login page. */
  loginExpired(message: string): void
  /** 401: send the browser to redirect_url (wallet payments). */
  redirect(url: string): void
  /** 406: show msg and go home. */
  goHome(message: string): void
  /** Any other failure: show msg as an error. */
  error(message: string): void
}

export interface ApiClientOptions {
  base: string
  getToken(): string | undefined
  getLocale(): string
  events: ApiEvents
  timeoutMs?: number
  fetch?: typeof fetch
  /** Headers every call of this client carries (a session of its own, like the back office's). */
  headers?(): Record<string, string>
  /** Development and tests: checks an answer against the contract's schema of its route. */
  checkResponse?(route: string, body: unknown): Promise<void> | void
  /** Where its own messages are translated: the server render's, per request; else the app's. */
  i18n?: I18n
}

export interface CallOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Don't show the error to the shopper here: the caller shows it in place (forms). */
  silent?: boolean
}

/** What a route takes: its path params, query and body exactly as the contract's schemas type them. */
export type RequestOptions<E> = CallOptions &
  (E extends { params: unknown } ? { params: ParamsOf<E> } : { params?: never }) &
  (E extends { query: unknown } ? { query: QueryOf<E> } : { query?: never }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: never })

/** Options are required when the route takes a query or a body. */
type RequestArgs<E> = E extends { params: unknown } | { query: unknown } | { body: unknown }
  ? [options: RequestOptions<E>]
  : [options?: RequestOptions<E>]

/** A client of one endpoint table of `contract/endpoints.ts`: routes are its `METHOD /path` keys. */
export interface ApiClient<T extends EndpointTable> {
  /** The envelope's data. */
  request<K extends keyof T & string>(route: K, ...args: RequestArgs<T[K]>): Promise<DataOf<T[K]>>
  /** The whole envelope, for calls whose msg matters on success. */
  envelope<K extends keyof T & string>(route: K, ...args: RequestArgs<T[K]>): Promise<Envelope<DataOf<T[K]>>>
  /** A route that answers a file (a CSV export): its bytes; a refusal still comes as an envelope. */
  download<K extends keyof T & string>(route: K, ...args: RequestArgs<T[K]>): Promise<Blob>
}

interface Transport {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

const transportMessages = {
  loginFailed: msg`Login failed, please log in again`,
  requestFailed: msg`Request failed`,
  offline: msg`network connection failed`,
  loginExpired: msg`Login expired`,
}

export function createApiClient<T extends EndpointTable>(options: ApiClientOptions): ApiClient<T> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs
  const i18n = options.i18n ?? appI18n

  async function call(route: string, request: CallOptions & Transport = {}, file = false): Promise<Envelope<unknown> | Blob> {
    const [method, template] = route.split(' ', 2)
    const path = template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(request.params?.[name] ?? '')))
    const fail = (error: ApiError): never => {
      if (!request.silent && error.kind !== 'loginExpired' && error.kind !== 'redirect' && error.kind !== 'goHome') {
        options.events.error(error.message)
      }
      throw error
    }
    const url = new URL(`${options.base}${path}`, globalThis.location?.origin ?? 'http://localhost')
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, value instanceof Date ? value.toISOString() : String(value))
    }
    const token = options.getToken()
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
      // Spec §7: the bearer token rides on every request, even a guest's empty one.
      Authorization: `Bearer ${token ?? ''}`,
      ...options.headers?.(),
      ...request.headers,
    }
    // A file (an image upload) goes as itself; anything else as JSON.
    const raw = request.body instanceof Blob ? request.body : undefined
    if (request.body !== undefined) headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json'

    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        signal,
      })
    } catch (error) {
      if (request.signal?.aborted) throw error
      return fail(new ApiError('offline', i18n._(transportMessages.offline)))
    }
    if (response.status === 400) return fail(new ApiError('loginFailed', i18n._(transportMessages.loginFailed), 400))
    // 503 carries the shop's own "try again in a moment" (its database was away): shown as it says.
    if (!response.ok && response.status !== 503)
      return fail(new ApiError('requestFailed', i18n._(transportMessages.requestFailed), response.status))
    // A file comes with its own type, or as an attachment (a JSON file); a refusal is the envelope.
    const type = response.headers.get('content-type') ?? ''
    const attachment = /^attachment\b/i.test(response.headers.get('content-disposition') ?? '')
    if (file && (attachment || (type !== '' && !type.includes('json')))) return response.blob()

    let body: Envelope<unknown>
    try {
      body = await response.json()
      // Only a success's data has a schema per route; refusals carry their own details.
      if (body.code === 200) await options.checkResponse?.(route, body)
    } catch {
      return fail(new ApiError('requestFailed', i18n._(transportMessages.requestFailed), response.status))
    }
    switch (body.code) {
      case 200:
        return body
      case 405: {
        const message = i18n._(transportMessages.loginExpired)
        options.events.loginExpired(message)
        return fail(new ApiError('loginExpired', message, 405))
      }
      case 401:
        if (body.redirect_url) options.events.redirect(body.redirect_url)
        return fail(new ApiError('redirect', body.msg, 401, body.data))
      case 406:
        options.events.goHome(body.msg)
        return fail(new ApiError('goHome', body.msg, 406))
      default:
        return fail(new ApiError('business', body.msg, body.code, body.data))
    }
  }

  // The route's types are checked at the call; the transport underneath is untyped JSON.
  const typed = call as ApiClient<T>['envelope']
  return {
    envelope: typed,
    request: async (route, ...args) => (await typed(route, ...args)).data as DataOf<T[typeof route]>,
    download: async (route, ...args) => {
      const answer = await call(route, args[0], true)
      if (answer instanceof Blob) return answer
      throw new ApiError('requestFailed', i18n._(transportMessages.requestFailed))
    },
  }
}
