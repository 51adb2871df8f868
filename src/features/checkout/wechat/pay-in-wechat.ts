import type { WechatAuthoriseBody } from '#contract/wechat.ts'
import type { WechatJsapiParams } from '#contract/wechat-jsapi.ts'
import { ApiError } from '@/lib/api-client.ts'
import { browserApi } from '@/lib/api.ts'
import { payOrder } from '../api/pay-order.ts'
import type { ProductLine } from '#contract/lines.ts'

/*
 * WeChat Pay inside WeChat's browser, loaded only when a shopper there pays with WeChat: WeChat's
 * silent web authorisation first (once per shopper: the server keeps the openid, never this page),
 * then WeixinJSBridge's getBrandWCPayRequest with the parameters the server signed. Its answer
 * only tells the page what to show: the order is paid when WeChat Pay's signed notification says so.
 */

/** `leaving`: the browser is on its way to WeChat's authorise page, and comes back to /wechat/authorised. */
export type WechatPayResult = 'leaving' | 'ok' | 'cancel' | 'fail'

interface Bridge {
  invoke(name: 'getBrandWCPayRequest', params: WechatJsapiParams, done: (answer: { err_msg?: string }) => void): void
}
declare global {
  interface Window {
    WeixinJSBridge?: Bridge
  }
}

/** What the callback page continues with: kept in this tab only, never the openid. */
const returnKey = 'wechat-pay-return'
export type WechatPayReturn = { target: 'order'; no: string; line: ProductLine } | { target: 'topup'; amount: number }

export function wechatPayReturn(): WechatPayReturn | undefined {
  try {
    const kept = sessionStorage.getItem(returnKey)
    return kept ? (JSON.parse(kept) as WechatPayReturn) : undefined
  } catch {
    return undefined
  }
}

/** Ready to pay (the shop knows this shopper inside WeChat), or off to WeChat's authorise page first. */
async function authorise(target: WechatAuthoriseBody): Promise<boolean> {
  const answer = await browserApi().payments().request('POST /wechat/authorise', { body: target, silent: true })
  if (answer.ready || !answer.url) return true
  sessionStorage.setItem(returnKey, JSON.stringify(target))
  window.location.assign(answer.url)
  return false
}

/** The bridge WeChat's browser injects, once it is there (WeixinJSBridgeReady); a page without it after 10 s fails. */
function bridge(): Promise<Bridge | undefined> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(window.WeixinJSBridge), 10_000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        window.clearTimeout(timer)
        resolve(window.WeixinJSBridge)
      },
      { once: true },
    )
  })
}

/** WeChat's in-page payment with the server-signed parameters: ok, cancel (the shopper closed it) or fail. */
export async function invokeWechatPay(params: WechatJsapiParams): Promise<Exclude<WechatPayResult, 'leaving'>> {
  const found = await bridge()
  if (!found) return 'fail'
  return new Promise((resolve) => {
    found.invoke('getBrandWCPayRequest', params, (answer) => {
      const said = answer?.err_msg ?? ''
      resolve(said === 'get_brand_wcpay_request:ok' ? 'ok' : said === 'get_brand_wcpay_request:cancel' ? 'cancel' : 'fail')
    })
  })
}

const jsapiOf = (data: unknown) => (data as { jsapi?: WechatJsapiParams } | undefined)?.jsapi

/** Pays an order of a shop line inside WeChat. `fail` also when the server refused (Pay failed!). */
export async function payOrderInWechat(order: { order_no: string; line: ProductLine }): Promise<WechatPayResult> {
  if (order.line === 'box') return 'fail'
  if (!(await authorise({ target: 'order', no: order.order_no, line: order.line }))) return 'leaving'
  sessionStorage.removeItem(returnKey)
  try {
    await payOrder({
      line: order.line,
      body: { order_no: order.order_no, payment_method: 'wechat' },
      idempotencyKey: crypto.randomUUID(),
    })
    return 'fail'
  } catch (error) {
    const params = error instanceof ApiError && error.kind === 'redirect' ? jsapiOf(error.data) : undefined
    if (!params) throw error
    return invokeWechatPay(params)
  }
}

/**
 * Tops up the blind-box wallet inside WeChat: `recharge` is the blind-box page's own call (its
 * answer carries the server-signed parameters); the top-up's number when WeChat Pay was asked.
 */
export async function topUpInWechat(
  amount: number,
  recharge: () => Promise<{ recharge_no: string; jsapi?: WechatJsapiParams }>,
): Promise<{ result: WechatPayResult; rechargeNo?: string }> {
  if (!(await authorise({ target: 'topup', amount }))) return { result: 'leaving' }
  sessionStorage.removeItem(returnKey)
  const answer = await recharge()
  return { result: answer.jsapi ? await invokeWechatPay(answer.jsapi) : 'fail', rechargeNo: answer.recharge_no }
}

/** The callback page: hands WeChat's code and our state to the server (which keeps the openid), then pays. */
export async function completeWechatAuthorisation(search: { code?: string; state?: string }) {
  return browserApi().payments().request('POST /wechat/authorised', { body: search, silent: true })
}
