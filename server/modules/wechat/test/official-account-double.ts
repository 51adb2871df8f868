import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { startDouble } from '../../payments/test/gateway-double.ts'

export const officialAccountIds = { appId: 'wx1234567890abcdef', secret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }

/**
 * WeChat's official-account side, locally: the authorise page (silent scope: straight back to
 * redirect_uri with a code for that app id and the state), code → openid (a code works once, for
 * the app id and secret it was issued to), access_token and jsapi_ticket (each fetch counted).
 */
export async function startOfficialAccountDouble(now: () => Date) {
  const codes = new Map<string, { appId: string; openid: string; used: boolean }>()
  const openids = new Map<string, string>()
  let tickets = 0
  const json = (response: ServerResponse, body: unknown) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  }
  /** A code WeChat gives `who` (a WeChat user) for `appId`. */
  const issue = (who: string, appId = officialAccountIds.appId) => {
    const code = randomBytes(12).toString('hex')
    const key = `${appId}:${who}`
    const openid = openids.get(key) ?? `o${randomBytes(14).toString('base64url')}`
    openids.set(key, openid)
    codes.set(code, { appId, openid, used: false })
    return code
  }
  const double = await startDouble(({ method, url }, response) => {
    const q = url.searchParams
    if (method === 'GET' && url.pathname === '/connect/oauth2/authorize') {
      if (q.get('scope') !== 'snsapi_base' || q.get('response_type') !== 'code') return json(response, { errcode: 10003 })
      const back = new URL(q.get('redirect_uri') ?? '')
      back.searchParams.set('code', issue(q.get('who') ?? 'wechat-user', q.get('appid') ?? ''))
      back.searchParams.set('state', q.get('state') ?? '')
      response.statusCode = 302
      response.setHeader('location', back.href)
      response.end()
      return
    }
    const credentials = q.get('appid') === officialAccountIds.appId && q.get('secret') === officialAccountIds.secret
    if (method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      if (!credentials) return json(response, { errcode: 40125, errmsg: 'invalid appsecret' })
      const issued = codes.get(q.get('code') ?? '')
      if (!issued || issued.appId !== q.get('appid')) return json(response, { errcode: 40029, errmsg: 'invalid code' })
      if (issued.used) return json(response, { errcode: 40163, errmsg: 'code been used' })
      issued.used = true
      return json(response, {
        access_token: 'web-token',
        expires_in: 7200,
        refresh_token: 'r',
        openid: issued.openid,
        scope: 'snsapi_base',
      })
    }
    if (method === 'GET' && url.pathname === '/cgi-bin/token') {
      if (!credentials || q.get('grant_type') !== 'client_credential')
        return json(response, { errcode: 40125, errmsg: 'invalid appsecret' })
      return json(response, { access_token: `token-${now().getTime()}`, expires_in: 7200 })
    }
    if (method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      if (!q.get('access_token')?.startsWith('token-') || q.get('type') !== 'jsapi') return json(response, { errcode: 40001 })
      tickets += 1
      return json(response, { errcode: 0, errmsg: 'ok', ticket: `ticket-${tickets}`, expires_in: 7200 })
    }
    response.statusCode = 404
    response.end()
  })
  return {
    ...double,
    issue,
    /** The openid WeChat gives `who` for `appId` (what the shop should keep). */
    openidOf: (who: string, appId = officialAccountIds.appId) => openids.get(`${appId}:${who}`),
    ticketsFetched: () => tickets,
    settings: {
      WECHAT_OA_APP_ID: officialAccountIds.appId,
      WECHAT_OA_APP_SECRET: officialAccountIds.secret,
      WECHAT_OAUTH_BASE: double.origin,
      WECHAT_API_BASE: double.origin,
    },
  }
}
