import { inWechatBrowser } from '#contract/wechat-browser.ts'
import { usePaymentConfig } from '@/lib/payment-config.ts'

/**
 * Where the shopper is: WeChat's own browser on a phone (`inWechat`: Alipay's page is blocked
 * there), and whether WeChat Pay runs in the page (`inPage`: the shop has the official account).
 */
export function useWechatInPage() {
  const config = usePaymentConfig().data
  const inWechat = typeof navigator !== 'undefined' && inWechatBrowser(navigator.userAgent)
  return { inWechat, inPage: inWechat && config?.wechat_in_page === true }
}
