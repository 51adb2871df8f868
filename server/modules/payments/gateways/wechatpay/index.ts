import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto'
import { configuredGateways, type Config } from '../../../../env.ts'
import { beijingTime } from '../../amounts.ts'
import type { PaymentGateway, Verdict } from '../../gateway.ts'
import { pemFromSetting } from '../../pem.ts'
import type { PaymentProvider, PaymentRequest, VerifiedPayment } from '../../provider.ts'

/*
 * WeChat Pay API v3 with node:crypto. Every request is signed with the merchant key
 * (Authorization: WECHATPAY2-SHA256-RSA2048 …); every answer and notification is believed only
 * after its Wechatpay-Signature verifies with the platform public key whose id is
 * WECHATPAY_PUBLIC_KEY_ID, within 5 minutes of its timestamp. Native (a QR code) on a desktop,
 * H5 on a phone, JSAPI inside WeChat when the shopper's openid is known.
 */

export const wechatNotifyPath = '/api/v1/payments/wechat/notify'
const maxSkewSeconds = 5 * 60

/** The headers WeChat Pay signs its answers and notifications with. */
export interface WechatSignedHeaders {
  timestamp: string
  nonce: string
  signature: string
  serial: string
}

export const signedHeadersOf = (headers: Record<string, string | string[] | undefined>): WechatSignedHeaders => {
  const one = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()]
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  }
  return {
    timestamp: one('wechatpay-timestamp'),
    nonce: one('wechatpay-nonce'),
    signature: one('wechatpay-signature'),
    serial: one('wechatpay-serial'),
  }
}

const states: Record<string, VerifiedPayment['state']> = {
  SUCCESS: 'succeeded',
  REFUND: 'succeeded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'failed',
  REVOKED: 'failed',
  PAYERROR: 'failed',
}

interface Transaction {
  appid?: string
  mchid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  amount?: { total?: number; currency?: string }
}

class WechatPayError extends Error {
  readonly status: number
  readonly code: string
  constructor(message: string, status: number, code: string) {
    super(message)
    this.name = 'WechatPayError'
    this.status = status
    this.code = code
  }
}

export function createWechatPay(config: Config, now: () => Date = () => new Date()) {
  const mchId = config.WECHATPAY_MCH_ID ?? ''
  const appId = config.WECHATPAY_APP_ID ?? ''
  // JSAPI pays as the official account whose web authorisation gave the openid (bound to the
  // merchant in the merchant platform); Native and H5 as WECHATPAY_APP_ID. Often the same id.
  const jsapiAppId = config.WECHAT_OA_APP_ID ?? appId
  const merchantKey: KeyObject = createPrivateKey(pemFromSetting(config.WECHATPAY_PRIVATE_KEY ?? ''))
  const platformKey: KeyObject = createPublicKey(pemFromSetting(config.WECHATPAY_PUBLIC_KEY ?? ''))
  const apiV3Key = Buffer.from(config.WECHATPAY_API_V3_KEY ?? '', 'utf8')
  const base = config.WECHATPAY_BASE.replace(/\/$/, '')
  const notifyUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}${wechatNotifyPath}`

  const sign = (message: string) => createSign('RSA-SHA256').update(message, 'utf8').sign(merchantKey, 'base64')
  const nonce = () => randomBytes(16).toString('hex')
  const seconds = () => String(Math.floor(now().getTime() / 1000))

  /** `timestamp\nnonce\nbody\n` signed by the platform key named WECHATPAY_PUBLIC_KEY_ID, fresh within 5 minutes. */
  function verifySignature(headers: WechatSignedHeaders, body: string): string | null {
    if (!headers.signature || !headers.timestamp || !headers.nonce) return 'unsigned'
    if (headers.serial !== config.WECHATPAY_PUBLIC_KEY_ID) return 'another platform key (Wechatpay-Serial)'
    if (!/^\d+$/.test(headers.timestamp) || Math.abs(Number(seconds()) - Number(headers.timestamp)) > maxSkewSeconds)
      return 'timestamp more than 5 minutes off'
    const valid = createVerify('RSA-SHA256')
      .update(`${headers.timestamp}\n${headers.nonce}\n${body}\n`, 'utf8')
      .verify(platformKey, headers.signature, 'base64')
    return valid ? null : 'bad signature'
  }

  /** A call to the API: signed with the merchant key, its answer verified with the platform key. */
  async function call<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = seconds()
    const nonceStr = nonce()
    const signature = sign(`${method}\n${path}\n${timestamp}\n${nonceStr}\n${body}\n`)
    const response = await fetch(`${base}${path}`, {
      method,
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(10_000),
      headers: {
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.WECHATPAY_SERIAL}"`,
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'cross-border-shop',
      },
    })
    const text = await response.text()
    const problem = verifySignature(signedHeadersOf(Object.fromEntries(response.headers)), text)
    if (problem) throw new WechatPayError(`WeChat Pay answer not verified: ${problem}`, response.status, 'UNVERIFIED')
    const answer = (text ? JSON.parse(text) : {}) as T & { code?: string; message?: string }
    if (!response.ok)
      throw new WechatPayError(
        `WeChat Pay refused ${path.split('?')[0]}: ${answer.code ?? response.status}`,
        response.status,
        answer.code ?? '',
      )
    return answer
  }

  /** What a verified transaction says, checked to be ours (merchant, app, order). */
  function paymentOf(transaction: Transaction, orderNo?: string): Exclude<Verdict, { event: string }> {
    const tradeOrder = transaction.out_trade_no
    if (transaction.mchid !== mchId || (transaction.appid !== appId && transaction.appid !== jsapiAppId))
      return { verified: false, reason: 'another mchid or appid', orderNo: tradeOrder }
    if (!tradeOrder || (orderNo && tradeOrder !== orderNo)) return { verified: false, reason: 'another out_trade_no', orderNo: tradeOrder }
    const state = states[transaction.trade_state ?? ''] ?? 'pending'
    return {
      verified: true,
      payment: {
        orderNo: tradeOrder,
        state,
        amount: transaction.amount?.total,
        currency: transaction.amount?.currency ?? 'CNY',
        tradeNo: transaction.transaction_id,
      },
    }
  }

  /** AEAD_AES_256_GCM with the API v3 key: the last 16 bytes of the ciphertext are the tag. */
  function decrypt(resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
    const data = Buffer.from(resource.ciphertext, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'))
    decipher.setAuthTag(data.subarray(data.length - 16))
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
  }

  function verifyNotification(headers: WechatSignedHeaders, rawBody: string): Verdict {
    const problem = verifySignature(headers, rawBody)
    if (problem) return { verified: false, reason: problem, unauthenticated: true }
    try {
      const event = JSON.parse(rawBody) as {
        event_type?: string
        resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string }
      }
      if (event.resource?.algorithm !== 'AEAD_AES_256_GCM') return { verified: false, reason: 'unknown resource algorithm' }
      const resource = JSON.parse(decrypt(event.resource)) as Transaction & { refund_status?: string }
      // A refund's progress (REFUND.SUCCESS…): the refund was recorded when WeChat Pay accepted it.
      if (event.event_type?.startsWith('REFUND.')) {
        if (resource.mchid !== mchId) return { verified: false, reason: 'another mchid', orderNo: resource.out_trade_no }
        return { verified: true, event: `refund ${resource.refund_status ?? event.event_type}`, orderNo: resource.out_trade_no }
      }
      return paymentOf(resource)
    } catch {
      return { verified: false, reason: 'resource could not be decrypted' }
    }
  }

  const order = ({ orderNo, amount, description, payBefore }: PaymentRequest) => ({
    appid: appId,
    mchid: mchId,
    description: description.slice(0, 127),
    out_trade_no: orderNo,
    notify_url: notifyUrl,
    amount: { total: amount, currency: 'CNY' },
    ...(payBefore ? { time_expire: beijingTime(payBefore, 'rfc3339') } : {}),
  })

  const provider: PaymentProvider = {
    method: 'wechat',
    name: 'wechatpay',
    sandbox: false,
    chargeCurrency: 'CNY',
    async pay(request) {
      const { returnUrl, device, clientIp, openid } = request
      if (device === 'wechat' && openid) {
        const { prepay_id: prepayId } = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
          ...order(request),
          appid: jsapiAppId,
          payer: { openid },
        })
        const params = {
          appId: jsapiAppId,
          timeStamp: seconds(),
          nonceStr: nonce(),
          package: `prepay_id=${prepayId}`,
          signType: 'RSA' as const,
        }
        // WeChat's four lines for getBrandWCPayRequest, signed with the merchant key (SHA256withRSA).
        const paySign = sign(`${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`)
        return { kind: 'action', action: { kind: 'jsapi', params: { ...params, paySign } } }
      }
      if (device === 'phone') {
        const { h5_url: h5Url } = await call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
          ...order(request),
          scene_info: { payer_client_ip: clientIp, h5_info: { type: 'Wap' } },
        })
        return { kind: 'redirect', url: `${h5Url}&redirect_url=${encodeURIComponent(returnUrl)}` }
      }
      // A desktop, or WeChat without an openid: a QR code to scan, on the order page.
      const { code_url: codeUrl } = await call<{ code_url: string }>('POST', '/v3/pay/transactions/native', order(request))
      return { kind: 'action', action: { kind: 'qr', code_url: codeUrl } }
    },
    async query({ orderNo }) {
      try {
        const transaction = await call<Transaction>(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(mchId)}`,
        )
        const verdict = paymentOf(transaction, orderNo)
        if (!verdict.verified) throw new Error(`WeChat Pay answered about ${verdict.reason}`)
        return verdict.payment
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return { orderNo, state: 'pending' }
        throw error
      }
    },
    async refund({ orderNo, refundNo, amount, total }) {
      // out_refund_no makes a retry of the same refund a no-op at WeChat Pay.
      const answer = await call<{ refund_id: string; status: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderNo,
        out_refund_no: refundNo,
        amount: { refund: amount, total, currency: 'CNY' },
      })
      if (answer.status === 'CLOSED' || answer.status === 'ABNORMAL') throw new Error(`WeChat Pay refund ${answer.status}`)
      return { gatewayRefundNo: answer.refund_id }
    },
  }
  return { provider, verifyNotification }
}

export const wechatPayGateway: PaymentGateway = {
  name: 'wechatpay',
  methods: ['wechat'],
  enabled: (config) => configuredGateways(config).wechatpay,
  create: ({ config, now }) => {
    const { provider, verifyNotification } = createWechatPay(config, now)
    return {
      providers: [provider],
      notification: {
        path: wechatNotifyPath,
        verify: ({ rawBody, headers }) => {
          const signed = signedHeadersOf(headers)
          return { verdict: verifyNotification(signed, rawBody), signedHeaders: { ...signed } }
        },
        answer: (reply, { accepted, outcome, verdict }) => {
          if (accepted) return reply.status(204).send()
          // A bad signature is 401; anything else verified but refused is 400. WeChat Pay retries both.
          const unauthenticated = !verdict.verified && verdict.unauthenticated
          return reply
            .status(unauthenticated ? 401 : 400)
            .send({ code: 'FAIL', message: unauthenticated ? 'signature not verified' : outcome })
        },
      },
    }
  },
}
