import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { rsaKeys, startDouble, type DoubleRequest } from './gateway-double.ts'

export const wechatIds = {
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  publicKeyId: 'PUB_KEY_ID_0119000001092025000000000001',
}
const apiV3Key = 'a3f1c9e27b4d8065f1e2d3c4b5a69788'

export type WechatAnswer = (request: DoubleRequest & { payload: Record<string, unknown> }) => { status: number; body: unknown }

/**
 * WeChat Pay API v3, locally: refuses a request whose WECHATPAY2-SHA256-RSA2048 signature does not
 * verify with the merchant's public key, and signs every answer (timestamp\nnonce\nbody\n) with
 * the platform key, as WeChat Pay does.
 */
export async function startWechatDouble(answer: WechatAnswer, now: () => Date) {
  const merchant = rsaKeys('pkcs8')
  const platform = rsaKeys('pkcs8')
  let answerKey = platform.privateKey

  function signedHeaders(body: string, { key = platform.privateKey, serial = wechatIds.publicKeyId, at = now() } = {}) {
    const timestamp = String(Math.floor(at.getTime() / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').sign(key, 'base64')
    return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': serial }
  }

  function requestSigned(request: DoubleRequest): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(String(request.headers.authorization ?? ''))
    if (!match) return false
    const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]))
    if (fields.mchid !== wechatIds.mchId || fields.serial_no !== wechatIds.serial) return false
    const message = `${request.method}\n${request.url.pathname}${request.url.search}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(merchant.publicKey, fields.signature, 'base64')
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body)
    for (const [name, value] of Object.entries(signedHeaders(text, { key: answerKey }))) response.setHeader(name, value)
    response.setHeader('content-type', 'application/json')
    response.statusCode = status
    response.end(text)
  }

  const double = await startDouble((request, response) => {
    if (!requestSigned(request)) return send(response, 401, { code: 'SIGN_ERROR', message: 'signature not verified' })
    const { status, body } = answer({ ...request, payload: request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {} })
    send(response, status, body)
  })

  return {
    ...double,
    merchant,
    platform,
    /** Answers signed with another key from now on (a forged answer). */
    forgeAnswers(forged: boolean) {
      answerKey = forged ? rsaKeys().privateKey : platform.privateKey
    },
    settings: {
      WECHATPAY_MCH_ID: wechatIds.mchId,
      WECHATPAY_APP_ID: wechatIds.appId,
      WECHATPAY_SERIAL: wechatIds.serial,
      WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_API_V3_KEY: apiV3Key,
      WECHATPAY_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_PUBLIC_KEY_ID: wechatIds.publicKeyId,
      WECHATPAY_BASE: double.origin,
    },
    /** A TRANSACTION.SUCCESS notification as WeChat Pay posts it: resource encrypted, headers signed. */
    notification(
      transaction: Record<string, unknown>,
      options: { key?: string; serial?: string; at?: Date; aesKey?: string; eventType?: string } = {},
    ) {
      const nonce = randomBytes(6).toString('hex')
      const associatedData = 'transaction'
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.aesKey ?? apiV3Key), Buffer.from(nonce))
      cipher.setAAD(Buffer.from(associatedData))
      const plain = JSON.stringify({
        appid: wechatIds.appId,
        mchid: wechatIds.mchId,
        trade_state: 'SUCCESS',
        transaction_id: `4200${randomBytes(8).toString('hex')}`,
        ...transaction,
      })
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
      const body = JSON.stringify({
        id: randomBytes(8).toString('hex'),
        create_time: '2026-11-23T16:00:00+08:00',
        resource_type: 'encrypt-resource',
        event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
      })
      return { body, headers: signedHeaders(body, options) }
    },
  }
}
