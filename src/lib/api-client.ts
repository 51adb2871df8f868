import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Envelope } from '#contract/envelope.ts'
import { env } from './env.ts'

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
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Don't show the error to the shopper here: the caller shows it in place (forms). */
  silent?: boolean
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  /** The whole envelope, for calls whose msg matters on success. */
  call<T>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<Envelope<T>>
}

const transportMessages = {
  loginFailed: msg`Login failed, please log in again`,
  requestFailed: msg`Request failed`,
  offline: msg`network connection failed`,
  loginExpired: msg`Login expired`,
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs

  async function call<T>(method: 'GET' | 'POST', path: string, request: CallOptions = {}): Promise<Envelope<T>> {
    const fail = (error: ApiError): never => {
      if (!request.silent && error.kind !== 'loginExpired' && error.kind !== 'redirect' && error.kind !== 'goHome') {
        options.events.error(error.message)
      }
      throw error
    }
    const url = new URL(`${options.base}${path}`, globalThis.location?.origin ?? 'http://localhost')
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const token = options.getToken()
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
      // Spec §7: the bearer token rides on every request, even a guest's empty one.
      Authorization: `Bearer ${token ?? ''}`,
      ...request.headers,
    }
    if (request.body !== undefined) headers['Content-Type'] = 'application/json'

    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url, { method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body), signal })
    } catch (error) {
      if (request.signal?.aborted) throw error
      return fail(new ApiError('offline', i18n._(transportMessages.offline)))
    }
    if (response.status === 400) return fail(new ApiError('loginFailed', i18n._(transportMessages.loginFailed), 400))
    if (!response.ok) return fail(new ApiError('requestFailed', i18n._(transportMessages.requestFailed), response.status))

    let body: Envelope<T>
    try {
      body = (await response.json()) as Envelope<T>
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

  return {
    call,
    async get<T>(path: string, callOptions?: CallOptions) {
      return (await call<T>('GET', path, callOptions)).data as T
    },
    async post<T>(path: string, body?: unknown, callOptions?: CallOptions) {
      return (await call<T>('POST', path, { ...callOptions, body })).data as T
    },
  }
}

export const apiBase = (product: string) => `${env.apiOrigin}/api/v1/${product}`
