import type { OnlinePaymentMethod } from '#contract/payments.ts'
import type { PaymentNextAction } from '../../db/tables/orders.ts'

/** Where the shopper pays from: Alipay's page or wap pay, WeChat's Native QR, H5 or JSAPI. */
export type PayingDevice = 'desktop' | 'phone' | 'wechat'

/** What the shop asks a payment provider to collect. Amounts are minor units of `currency`. */
export interface PaymentRequest {
  /** The order number: every gateway's merchant order id. */
  orderNo: string
  amount: number
  currency: string
  /** Our reference for this attempt. */
  reference: string
  /** The shop line the order was placed in (the sandbox wallet notifies /api/v1/{product}/…). */
  product: string
  /** What the gateway shows the shopper as the purchase. */
  description: string
  /** When the order is released unpaid: the gateway stops taking payment then too. */
  payBefore?: Date
  /** The order page: where a gateway sends the shopper back (never trusted as proof of payment). */
  returnUrl: string
  device: PayingDevice
  /** The shopper's IP address (WeChat H5 asks for it). */
  clientIp: string
  /** WeChat JSAPI: the shopper's openid for our app id, when known. */
  openid?: string
  /** Card only: the provider's token for the card the shopper typed into the provider's form. */
  cardToken?: string
}

export type PaymentOutcome =
  | { kind: 'succeeded'; card?: { brand: string; last4: string } }
  | { kind: 'failed'; failure: 'declined' | 'processing_error' | 'invalid_token' }
  /** The shopper confirms on the provider's page; the result arrives as a signed notification. */
  | { kind: 'redirect'; url: string }
  /** The order page finishes the payment (a QR code to scan, a card element with a client secret). */
  | { kind: 'action'; action: PaymentNextAction; tradeNo?: string }

/**
 * How a payment stands according to the gateway, from an answer whose signature was checked
 * (a notification or a query). Only this ever marks an order paid.
 */
export interface VerifiedPayment {
  orderNo: string
  state: 'succeeded' | 'failed' | 'pending'
  /** What the gateway says was paid, minor units of `currency` (absent while pending). */
  amount?: number
  currency?: string
  /** The gateway's own trade id. */
  tradeNo?: string
  /** A card charged at once (the sandbox card): what the attempt keeps of it. */
  card?: { brand: string; last4: string }
  /** Why it failed, as the attempt keeps it (default `gateway_failed`); `declined` marks the attempt declined. */
  failure?: string
}

export interface RefundRequest {
  orderNo: string
  /** Our id of this refund: the gateway's out_refund_no; retrying with it never refunds twice. */
  refundNo: string
  /** What to give back and what the charge took, minor units of `currency`. */
  amount: number
  total: number
  currency: string
  tradeNo?: string | null
}

/**
 * One way to pay, as a gateway module (gateways/<name>/) builds it: start a payment, query it,
 * refund it. Its notification is the same module's `NotificationEndpoint` (gateway.ts).
 */
export interface PaymentProvider {
  readonly method: OnlinePaymentMethod
  /** Stored on every attempt and refund row: which provider to ask later. */
  readonly name: string
  /** A sandbox provider: never in a live shop (PAYMENT_SANDBOX=off). */
  readonly sandbox: boolean
  /** pay() answers the final result itself (the sandbox card); otherwise the attempt waits for a verified notification. */
  readonly settlesAtOnce?: boolean
  /** The currency the gateway charges in (CNY for the Chinese wallets); absent = the order's own. */
  readonly chargeCurrency?: string
  pay(request: PaymentRequest): Promise<PaymentOutcome>
  /** Asks the gateway how an attempt stands (shopper back before the notification, reconcile). */
  query?(attempt: { orderNo: string; reference: string; tradeNo?: string | null }): Promise<VerifiedPayment>
  /** Gives money back; resolves when the gateway accepted the refund, throws when it refused. */
  refund(request: RefundRequest): Promise<{ gatewayRefundNo?: string }>
}

/** The provider serving each online method; a method without one is not offered. */
export type PaymentProviders = Partial<Record<OnlinePaymentMethod, PaymentProvider>>
