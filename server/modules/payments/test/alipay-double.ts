import { createSign, createVerify } from 'node:crypto'
import { rsaKeys, startDouble, type DoubleRequest } from './gateway-double.ts'

/** Alipay's way of signing a parameter set: sorted k=v joined by &, without `skip`, SHA256withRSA, base64. */
function alipaySignature(params: Record<string, string>, privateKey: string, skip: string[]): string {
  const content = Object.keys(params)
    .filter((key) => !skip.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64')
}

/** The parameters of a call to the gateway (URL and form body together) and whether the app signed them. */
export function readAlipayCall(request: { url: URL; body?: string }, appPublicKey: string) {
  const params: Record<string, string> = {
    ...Object.fromEntries(request.url.searchParams),
    ...Object.fromEntries(new URLSearchParams(request.body ?? '')),
  }
  const { sign, ...rest } = params
  const content = Object.keys(rest)
    .sort()
    .map((key) => `${key}=${rest[key]}`)
    .join('&')
  const signed = Boolean(sign) && createVerify('RSA-SHA256').update(content, 'utf8').verify(appPublicKey, sign, 'base64')
  return { params, signed, biz: JSON.parse(params.biz_content ?? '{}') as Record<string, string> }
}

export type AlipayAnswer = (method: string, biz: Record<string, string>) => Record<string, unknown> | 'http-error'

/**
 * Alipay's gateway, locally: checks the app's RSA2 signature on every call and answers
 * {"<method>_response": {...}, "sign": "..."}, the sign over the response object's exact text.
 */
export async function startAlipayDouble(answer: AlipayAnswer) {
  const app = rsaKeys('pkcs1')
  const alipay = rsaKeys('pkcs8')
  let answerKey = alipay.privateKey
  const double = await startDouble((request: DoubleRequest, response) => {
    const call = readAlipayCall(request, app.publicKey)
    const method = call.params.method ?? ''
    const key = `${method.replaceAll('.', '_')}_response`
    const body = call.signed ? answer(method, call.biz) : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' }
    if (body === 'http-error') {
      response.statusCode = 502
      return void response.end('bad gateway')
    }
    const text = JSON.stringify(body)
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(answerKey, 'base64')
    response.setHeader('content-type', 'application/json;charset=utf-8')
    response.end(`{"${key}":${text},"sign":"${sign}"}`)
  })
  return {
    ...double,
    appKeys: app,
    alipayKeys: alipay,
    /** Answers signed with another key from now on (a forged answer). */
    forgeAnswers(forged: boolean) {
      answerKey = forged ? rsaKeys().privateKey : alipay.privateKey
    },
    settings: {
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
      ALIPAY_GATEWAY: `${double.origin}/gateway.do`,
    },
    /** A notification as Alipay posts it, signed with Alipay's key. */
    notification(fields: Record<string, string>, signWith = alipay.privateKey): string {
      const params: Record<string, string> = {
        gmt_create: '2026-11-23 16:00:00',
        charset: 'utf-8',
        notify_time: '2026-11-23 16:00:05',
        notify_type: 'trade_status_sync',
        notify_id: `nid${Math.random().toString(36).slice(2)}`,
        version: '1.0',
        auth_app_id: '2021000000000001',
        app_id: '2021000000000001',
        trade_no: '2026112322001400000000000001',
        seller_id: '2088000000000001',
        buyer_logon_id: 'ada***@example.test',
        subject: 'Cross-Border Shop',
        ...fields,
      }
      params.sign = alipaySignature(params, signWith, ['sign', 'sign_type'])
      params.sign_type = 'RSA2'
      return new URLSearchParams(params).toString()
    },
  }
}
