import { z } from 'zod'

/** What WeixinJSBridge.invoke('getBrandWCPayRequest', …) is given, exactly as the server signed it. */
export const wechatJsapiParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
})
export type WechatJsapiParams = z.infer<typeof wechatJsapiParams>
