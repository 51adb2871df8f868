import { z } from 'zod'
import { envelope } from './envelope.ts'
import { minorUnits } from './common.ts'
import { legacyUserId, orderNo, orderStatus, paymentMethod } from './orders.ts'
import { brandOf, cardBrands, cvcValid, luhnValid, parseExpiry } from './payment-rules.ts'
import { cappedString } from './text.ts'
import { wechatJsapiParams } from './wechat-jsapi.ts'

export { brandOf, cardDigits, payFailedCode, type CardBrand, type OnlinePaymentMethod } from './payment-rules.ts'

/*
 * Paying an order. The card number and the CVV never reach the shop's API: the card form sends
 * them to the card provider's tokenisation endpoint (in the sandbox, POST /api/sandbox/card/tokenize
 * on our server, standing in for the provider's own), and /user/payorder receives only the
 * token, the last four digits and the brand.
 *
 * Sandbox test cards (any future expiry, any 3-digit CVV; 4 digits for American Express):
 *   4242 4242 4242 4242  Visa      succeeds
 *   5555 5555 5555 4444  Mastercard succeeds
 *   6200 0000 0000 0005  UnionPay  succeeds
 *   4000 0000 0000 0002  Visa      declined       → 'Pay failed!', the order stays payable
 *   4000 0000 0000 0119  Visa      processing error → 'Pay failed!', the order stays payable
 * Any other number passing the Luhn check succeeds.
 */

export const cardBrand = z.enum(cardBrands)

export const payOrderBody = z.discriminatedUnion('payment_method', [
  /** The sandbox card sends its token; with Stripe the card is typed into Stripe's Payment Element after this call, so none of the three. */
  z.object({
    user_id: legacyUserId,
    order_no: orderNo,
    payment_method: z.literal('card'),
    card_token: cappedString(200).min(8).optional(),
    last4: cappedString(4)
      .regex(/^\d{4}$/)
      .optional(),
    brand: cardBrand.optional(),
  }),
  z.object({
    user_id: legacyUserId,
    order_no: orderNo,
    payment_method: z.enum(['alipay', 'wechat']),
  }),
])
export type PayOrderBody = z.input<typeof payOrderBody>

/**
 * Answers: code 200 'Pay successful!' (card paid); code 401 with `redirect_url` to the wallet's
 * page (Alipay, WeChat Pay: the client sends the browser there); code 402 'Pay failed!' (declined
 * or processing error, order stays payable); 409 when the order is paid, canceled or otherwise
 * not payable; 404 for an order that is not the caller's.
 */
export const payOrderResult = z.object({
  order_no: z.string(),
  status: orderStatus,
  /** Why a card payment failed: 'declined' or 'processing_error'. */
  failure: z.enum(['declined', 'processing_error']).nullable(),
  /** Card through Stripe (code 401): the PaymentIntent's client secret and the publishable key for Stripe's Payment Element. */
  client_secret: z.string().optional(),
  publishable_key: z.string().optional(),
  /** WeChat Pay inside WeChat (code 401): what WeixinJSBridge's getBrandWCPayRequest is given, signed by the server. */
  jsapi: wechatJsapiParams.optional(),
})
export type PayOrderResult = z.infer<typeof payOrderResult>
export const payOrderResponse = envelope(payOrderResult)

/**
 * The wallet's signed notification to POST /api/v1/{product}/event/chinaBank/onePay.
 * signature = hex HMAC-SHA256 (key PAYMENT_SECRET) of walletSignedText(notification).
 * `timestamp` is Unix seconds; notifications older than 10 minutes are refused; a nonce is
 * accepted once (replays change nothing).
 */
export const walletNotification = z.object({
  order_no: orderNo,
  amount: minorUnits,
  currency: cappedString(3).regex(/^[A-Z]{3}$/),
  status: z.enum(['success', 'failed']),
  timestamp: z.number().int().positive(),
  nonce: cappedString(64).regex(/^[A-Za-z0-9_-]{16,64}$/),
  signature: cappedString(64).regex(/^[0-9a-f]{64}$/),
})
export type WalletNotification = z.infer<typeof walletNotification>

/** The exact text the signature covers, fields in this order, joined by newlines. */
export const walletSignedText = (n: Omit<WalletNotification, 'signature'>) =>
  [n.order_no, String(n.amount), n.currency, n.status, String(n.timestamp), n.nonce].join('\n')

export const walletNotificationResponse = envelope(z.object({ order_no: z.string(), status: orderStatus, duplicate: z.boolean() }))

/** The sandbox card provider's tokenisation call (stands in for the provider's own server). */
export const tokenizeCardBody = z.object({
  /** Digits, spaces allowed. Never stored, never logged. */
  number: cappedString(40),
  /** "MM / YY", "MM/YY" or "MM/YYYY". */
  expiry: cappedString(12),
  /** 3 digits (4 for American Express). Never stored, never logged. */
  cvc: cappedString(8),
})
export type TokenizeCardBody = z.infer<typeof tokenizeCardBody>
export const cardToken = z.object({ token: z.string(), last4: z.string(), brand: cardBrand })
export type CardToken = z.infer<typeof cardToken>
/** code 422 with data.field 'number' | 'expiry' | 'cvc' when a field is wrong. */
export const tokenizeCardResponse = envelope(cardToken)

/** Which card field is wrong; each maps to a spec §5 message. */
export type CardProblem = 'number' | 'expiry' | 'cvc'

export function cardProblem(card: TokenizeCardBody, now: Date = new Date()): CardProblem | null {
  if (!luhnValid(card.number)) return 'number'
  if (!parseExpiry(card.expiry, now)) return 'expiry'
  if (!cvcValid(card.cvc.trim(), brandOf(card.number))) return 'cvc'
  return null
}

/**
 * GET /api/v1/payments/config: what the client needs before paying. `test_mode`: sandbox
 * payments are on (no real money is taken; every page says so). `methods`: exactly the
 * methods the payment step offers.
 */
export const paymentConfig = z.object({
  test_mode: z.boolean(),
  methods: z.array(paymentMethod),
  /** Who takes the card: 'stripe' (Stripe's Payment Element on the order page) or the sandbox card form; null when cards are off. */
  card_gateway: z.enum(['stripe', 'sandbox']).nullable(),
  /**
   * WeChat Pay in WeChat's own browser (JSAPI), after the official account's silent web
   * authorisation: WeChat Pay and the official account (WECHAT_OA_*) are both configured.
   */
  wechat_in_page: z.boolean(),
})
export type PaymentConfig = z.infer<typeof paymentConfig>
export const paymentConfigResponse = envelope(paymentConfig)

/** GET /api/v1/{product}/user/paymentstatus: the order page asks while a wallet payment is waiting. */
export const paymentStatusQuery = z.object({ order_no: orderNo })
export const paymentStatus = z.object({
  order_no: z.string(),
  status: orderStatus,
  /** WeChat Pay Native: the QR code to scan with WeChat, as an SVG image; null when none is waiting. */
  qr_svg: z.string().nullable(),
  /** A Stripe card payment waiting for the card: what Stripe's Payment Element needs; null otherwise. */
  card_payment: z.object({ client_secret: z.string(), publishable_key: z.string() }).nullable().optional(),
})
export type PaymentStatus = z.infer<typeof paymentStatus>
export const paymentStatusResponse = envelope(paymentStatus)
