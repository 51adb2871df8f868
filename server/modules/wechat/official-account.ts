import type { Config } from '../../env.ts'

/*
 * WeChat's official-account API, as far as the shop needs it: the silent web authorisation's
 * code → openid, and the access_token → jsapi_ticket for the JS-SDK. Every base URL is a setting
 * (tests point them at a local double). The app secret travels only in these requests' query,
 * which is never logged: an error names the endpoint and WeChat's errcode, nothing else.
 */

export class WechatApiError extends Error {
  readonly errcode: number
  constructor(endpoint: string, errcode: number) {
    super(`WeChat ${endpoint} refused: errcode ${errcode}`)
    this.name = 'WechatApiError'
    this.errcode = errcode
  }
}

export interface OfficialAccount {
  appId: string
  /** WeChat's authorise page (snsapi_base: silent), coming back to `redirectUri` with `code` and `state`. */
  authoriseUrl(redirectUri: string, state: string): string
  /** The openid of the WeChat user who was given `code` for our app id. */
  openidFor(code: string): Promise<string>
  /** A fresh jsapi_ticket and how many seconds it lives. */
  fetchJsapiTicket(): Promise<{ ticket: string; expiresIn: number }>
}

export function officialAccount(config: Config): OfficialAccount | undefined {
  const appId = config.WECHAT_OA_APP_ID
  const secret = config.WECHAT_OA_APP_SECRET
  if (!appId || !secret) return undefined
  const oauth = config.WECHAT_OAUTH_BASE.replace(/\/$/, '')
  const api = config.WECHAT_API_BASE.replace(/\/$/, '')

  async function get<T>(endpoint: string, query: Record<string, string>): Promise<T> {
    const response = await fetch(`${api}${endpoint}?${new URLSearchParams(query)}`, { signal: AbortSignal.timeout(10_000) })
    const answer = (await response.json().catch(() => ({ errcode: -1 }))) as T & { errcode?: number }
    if (!response.ok || (answer.errcode !== undefined && answer.errcode !== 0)) throw new WechatApiError(endpoint, answer.errcode ?? -1)
    return answer
  }

  return {
    appId,
    authoriseUrl: (redirectUri, state) =>
      `${oauth}/connect/oauth2/authorize?${new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      })}#wechat_redirect`,
    async openidFor(code) {
      const answer = await get<{ openid?: string }>('/sns/oauth2/access_token', {
        appid: appId,
        secret,
        code,
        grant_type: 'authorization_code',
      })
      if (!answer.openid || !/^[\w-]{6,128}$/.test(answer.openid)) throw new WechatApiError('/sns/oauth2/access_token', -2)
      return answer.openid
    },
    async fetchJsapiTicket() {
      const token = await get<{ access_token?: string }>('/cgi-bin/token', { grant_type: 'client_credential', appid: appId, secret })
      if (!token.access_token) throw new WechatApiError('/cgi-bin/token', -2)
      const answer = await get<{ ticket?: string; expires_in?: number }>('/cgi-bin/ticket/getticket', {
        access_token: token.access_token,
        type: 'jsapi',
      })
      if (!answer.ticket) throw new WechatApiError('/cgi-bin/ticket/getticket', -2)
      return { ticket: answer.ticket, expiresIn: answer.expires_in ?? 7200 }
    },
  }
}
