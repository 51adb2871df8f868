import type { OnlinePaymentMethod } from '#contract/payments.ts'

/** What the shop asks a payment provider to collect. Amounts are minor units of `currency`. */
export interface PaymentRequest {
  orderNo: string
  amount: number
  currency: string
  /** Our reference for this attempt; the wallet echoes it back on its page. */
  reference: string
  /** The shop line the order was placed in (the wallet notifies /api/v1/{product}/…). */
  product: string
  /** Card only: the provider's token for the card the shopper typed into the provider's form. */
  cardToken?: string
}

export type PaymentOutcome =
  | { kind: 'succeeded'; card?: { brand: string; last4: string } }
  | { kind: 'failed'; failure: 'declined' | 'processing_error' | 'invalid_token' }
  /** The shopper confirms on the provider's page; the result arrives as a signed notification. */
  | { kind: 'redirect'; url: string }

/**
 * One way to pay. The sandbox providers implement it today; a real gateway (a card acquirer,
 * Alipay, WeChat Pay) replaces one by implementing the same interface.
 */
export interface PaymentProvider {
  readonly method: OnlinePaymentMethod
  pay(request: PaymentRequest): Promise<PaymentOutcome>
  /** Gives money back; resolves when the provider accepted the refund. */
  refund(request: { orderNo: string; amount: number; currency: string }): Promise<void>
}

export type PaymentProviders = Record<OnlinePaymentMethod, PaymentProvider>
