import { browserApi } from '@/lib/api.ts'

/*
 * WeChat's JS-SDK, inside WeChat's browser: wx.config with the signature the server made from
 * its jsapi_ticket (GET /payments/wechat/jssdk, null without the official account), then the
 * share settings from the page's Open Graph tags, so a shared product or series shows its title,
 * picture and description.
 */

/** WeChat's JS-SDK, as its documentation gives it (the shop's CSP allows it with WECHAT_OA_*). */
const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
}
interface Wx {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void
  ready(run: () => void): void
  updateAppMessageShareData(data: ShareData): void
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void
}
declare global {
  interface Window {
    wx?: Wx
  }
}

let loading: Promise<Wx | undefined> | undefined
function loadSdk(): Promise<Wx | undefined> {
  loading ??= new Promise((resolve) => {
    if (window.wx) return resolve(window.wx)
    const script = document.createElement('script')
    script.src = sdkUrl
    script.onload = () => resolve(window.wx)
    script.onerror = () => resolve(undefined)
    document.head.append(script)
  })
  return loading
}

const meta = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? ''

/** `href`: the router's path and query of the page now shown. */
export async function sharePage(href: string): Promise<void> {
  const link = new URL(href, window.location.origin).href.split('#')[0] ?? ''
  const signed = await browserApi()
    .payments()
    .request('GET /wechat/jssdk', { query: { url: link }, silent: true })
  if (!signed) return
  const wx = await loadSdk()
  if (!wx) return
  wx.config({
    debug: false,
    appId: signed.app_id,
    timestamp: signed.timestamp,
    nonceStr: signed.nonce_str,
    signature: signed.signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
  })
  const title = meta('og:title') || document.title
  const imgUrl = new URL(meta('og:image') || '/icons/icon-512.png', window.location.href).href
  wx.ready(() => {
    wx.updateAppMessageShareData({ title, desc: meta('og:description'), link, imgUrl })
    wx.updateTimelineShareData({ title, link, imgUrl })
  })
}
