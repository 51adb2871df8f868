import { AlipaySdk } from 'alipay-sdk'
import { configuredGateways, type Config } from '../../../../env.ts'
import { beijingTime, decimalAmount, minorFromDecimal } from '../../amounts.ts'
import type { PaymentGateway, Verdict } from '../../gateway.ts'
import { pemFromSetting, privateKeyType } from '../../pem.ts'
import type { PaymentProvider, VerifiedPayment } from '../../provider.ts'

/*
 * Alipay (alipay-sdk, RSA2). page.pay on a desktop, wap.pay on a phone; the order number is
 * out_trade_no and total_amount is CNY with two decimals. The notification and every answer
 * (query, refund) are verified with ALIPAY_PUBLIC_KEY before anything is believed.
 */

export const alipayNotifyPath = '/api/v1/payments/alipay/notify'

const states: Record<string, VerifiedPayment['state']> = {
  TRADE_SUCCESS: 'succeeded',
  TRADE_FINISHED: 'succeeded',
  TRADE_CLOSED: 'failed',
  WAIT_BUYER_PAY: 'pending',
}

export function createAlipay(config: Config) {
  const privateKey = pemFromSetting(config.ALIPAY_PRIVATE_KEY ?? '')
  const appId = config.ALIPAY_APP_ID ?? ''
  const sdk = new AlipaySdk({
    appId,
    privateKey,
    keyType: privateKeyType(privateKey),
    alipayPublicKey: pemFromSetting(config.ALIPAY_PUBLIC_KEY ?? ''),
    gateway: config.ALIPAY_GATEWAY,
    signType: 'RSA2',
    // Alipay's own field names, as its documents spell them.
    camelcase: false,
  })
  const notifyUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}${alipayNotifyPath}`

  /**
   * The way Alipay signs a notification: every parameter but sign and sign_type, empty ones
   * left out, sorted by name, joined as k=v&k=v, RSA2 (SHA256withRSA) with Alipay's key.
   */
  function verifyNotification(params: Record<string, string>): Verdict {
    const orderNo = params.out_trade_no || undefined
    if (!params.sign) return { verified: false, reason: 'no signature', orderNo }
    const content = Object.keys(params)
      .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== '')
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&')
    if (!sdk.rsaCheck(content, params.sign, 'RSA2')) return { verified: false, reason: 'bad signature', orderNo }
    if (params.app_id !== appId) return { verified: false, reason: 'another app_id', orderNo }
    const state = states[params.trade_status ?? '']
    const amount = minorFromDecimal(params.total_amount ?? '', 'CNY')
    if (!orderNo || !state || amount === null)
      return { verified: false, reason: 'missing out_trade_no, trade_status or total_amount', orderNo }
    return { verified: true, payment: { orderNo, state, amount, currency: 'CNY', tradeNo: params.trade_no } }
  }

  const provider: PaymentProvider = {
    method: 'alipay',
    name: 'alipay',
    sandbox: false,
    chargeCurrency: 'CNY',
    async pay({ orderNo, amount, description, returnUrl, device, payBefore }) {
      const onPhone = device !== 'desktop'
      const url = sdk.pageExecute(onPhone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: orderNo,
          total_amount: decimalAmount(amount, 'CNY'),
          subject: description,
          product_code: onPhone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(onPhone ? { quit_url: returnUrl } : {}),
          ...(payBefore ? { time_expire: beijingTime(payBefore, 'alipay') } : {}),
        },
        returnUrl,
        notifyUrl,
      })
      return { kind: 'redirect', url }
    },
    async query({ orderNo }) {
      const answer = await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo } }, { validateSign: true })
      // The shopper has not opened or paid the trade yet.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { orderNo, state: 'pending' }
      if (answer.code !== '10000') throw new Error(`Alipay trade query failed: ${answer.code} ${answer.sub_code ?? ''}`)
      if (answer.out_trade_no !== orderNo) throw new Error('Alipay answered about another trade')
      const amount = minorFromDecimal(String(answer.total_amount ?? ''), 'CNY')
      return {
        orderNo,
        state: states[answer.trade_status] ?? 'pending',
        amount: amount ?? undefined,
        currency: 'CNY',
        tradeNo: answer.trade_no,
      }
    },
    async refund({ orderNo, refundNo, amount }) {
      const answer = await sdk.exec(
        'alipay.trade.refund',
        {
          // out_request_no makes a retry of the same refund a no-op at Alipay.
          bizContent: { out_trade_no: orderNo, refund_amount: decimalAmount(amount, 'CNY'), out_request_no: refundNo },
        },
        { validateSign: true },
      )
      if (answer.code !== '10000')
        throw new Error(`Alipay refused the refund: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`.trim())
      return { gatewayRefundNo: answer.trade_no }
    },
  }
  return { provider, verifyNotification }
}

export const alipayGateway: PaymentGateway = {
  name: 'alipay',
  methods: ['alipay'],
  enabled: (config) => configuredGateways(config).alipay,
  create: ({ config }) => {
    const { provider, verifyNotification } = createAlipay(config)
    return {
      providers: [provider],
      notification: {
        path: alipayNotifyPath,
        verify: ({ rawBody }) => ({ verdict: verifyNotification(Object.fromEntries(new URLSearchParams(rawBody))), signedHeaders: {} }),
        // Alipay retries until it reads the plain text "success".
        answer: (reply, { accepted }) =>
          reply
            .status(accepted ? 200 : 400)
            .type('text/plain')
            .send(accepted ? 'success' : 'fail'),
      },
    }
  },
}
