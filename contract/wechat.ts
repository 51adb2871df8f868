import { z } from 'zod'
import { rechargeLimits } from './blindbox.ts'
import { line } from './common.ts'
import { envelope } from './envelope.ts'
import { cappedString } from './text.ts'

/*
 * Paying inside WeChat's browser (JSAPI) and sharing from it (JS-SDK), under
 * `{API_ORIGIN}/api/v1/payments/wechat`. The shopper's openid never reaches the browser: the
 * server keeps it on the account and uses it when the order or top-up is paid.
 */

/** What a web authorisation pays for: an order of a shop line, or a blind-box wallet top-up. */
export const wechatAuthoriseBody = z.discriminatedUnion('target', [
  z.object({ target: z.literal('order'), no: cappedString(40).regex(/^\d{6,40}$/), line: line }),
  /** A top-up has no number before it is paid: the authorisation is bound to its amount (USD cents). */
  z.object({ target: z.literal('topup'), amount: z.number().int().min(rechargeLimits.min).max(rechargeLimits.max) }),
])
export type WechatAuthoriseBody = z.input<typeof wechatAuthoriseBody>

/**
 * `ready`: the shop already knows this shopper's openid for the official account (pay now);
 * otherwise `url` is WeChat's authorise page (silent scope), which comes back to /wechat/authorised.
 */
export const wechatAuthoriseResponse = envelope(z.object({ ready: z.boolean(), url: z.string().nullable() }))

/** What WeChat appends to our callback page: `code` and our `state` (either may be missing). */
export const wechatAuthorisedBody = z.object({
  code: cappedString(128)
    .regex(/^[\w-]+$/)
    .optional(),
  state: cappedString(128)
    .regex(/^[\w.-]+$/)
    .optional(),
})
export type WechatAuthorisedBody = z.input<typeof wechatAuthorisedBody>
/** Accepted: where the payment continues. Refused: code 402 'Pay failed!' and nothing stored. */
export const wechatAuthorisedResponse = envelope(
  z.object({
    target: z.enum(['order', 'topup']),
    /** The order's number and line, or the top-up's amount. */
    no: z.string().nullable(),
    line: line.nullable(),
    amount: z.number().int().nullable(),
  }),
)

/** The JS-SDK's wx.config for one page (its URL without the fragment), signed with the jsapi_ticket. */
export const wechatJssdkQuery = z.object({ url: cappedString(1000) })
export const wechatJssdkConfig = z.object({
  app_id: z.string(),
  timestamp: z.number().int(),
  nonce_str: z.string(),
  signature: z.string(),
})
export type WechatJssdkConfig = z.infer<typeof wechatJssdkConfig>
/** null when the official account is not configured (or the page is not the shop's). */
export const wechatJssdkResponse = envelope(wechatJssdkConfig.nullable())

export type { WechatJsapiParams } from './wechat-jsapi.ts'
