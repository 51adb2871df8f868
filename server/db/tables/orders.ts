import type { DutiesTaxes } from '#contract/landed-cost.ts'
import type { WechatJsapiParams } from '#contract/wechat-jsapi.ts'
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type {
  DeliveryMethod,
  FulfillmentStatus,
  OrderStatus,
  PostalAddress,
  ShippingMethod,
  StoredPaymentMethod,
} from '#contract/orders.ts'
import type { ProductLine } from '#contract/lines.ts'

/** jsonb: objects come back parsed, and go in as JSON text (or null). */
type Json<T> = ColumnType<T, string | Extract<T, null>, string | Extract<T, null>>

/**
 * An order, priced by the server in `currency` minor units at `exchange_rate` (units per USD) of
 * the moment it was placed; it keeps both for good.
 */
export interface OrderTable {
  id: Generated<number>
  order_no: string
  user_id: number
  line: ProductLine
  status: OrderStatus
  fulfillment_status: FulfillmentStatus
  payment_method: StoredPaymentMethod
  contact_email: string
  contact_phone: string
  news_opt_in: boolean
  delivery_method: DeliveryMethod
  shipping_method: ShippingMethod
  shipping_address: Json<PostalAddress | null>
  billing_address: Json<PostalAddress | null>
  note: string
  currency: string
  exchange_rate: string
  subtotal: number
  shipping: number
  discount: number
  total: number
  refunded: Generated<number>
  /** The subtotal in USD cents: minimum spends are in USD. */
  subtotal_usd: number
  user_coupon_id: number | null
  /** The shopper's language when ordering: the e-mails speak it. */
  locale: string
  /** When an unpaid order is released; null for cash on delivery. */
  pay_before: Date | null
  /** Why a person must look at this order's money (an amount or currency that did not match, a second payment). */
  payment_review: ColumnType<string | null, string | null | undefined, string | null>
  placed_at: Date
  paid_at: Date | null
  canceled_at: Date | null
  updated_at: Date
  /** Cash on delivery: when the order is canceled and its stock released unless the shop confirmed it. */
  confirm_before: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** Duties and import taxes included in `total` (issue 50), frozen at placement. */
  duties_taxes: ColumnType<number, number | undefined, number>
  /** Their breakdown and the rules that produced them; null when none were worked out. */
  landed_cost: Json<DutiesTaxes | null>
  /** When the order was delivered (fulfilment `completed`, issue 51): return windows and warranties count from it. */
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** Of `refunded`: the goods' part (subtotal less discount) and the duties' part given back so far. */
  goods_refunded: Generated<number>
  duties_taxes_refunded: Generated<number>
}

export interface OrderLineTable {
  id: Generated<number>
  order_id: number
  goods_id: number
  size: string
  name_en: string
  name_zh: string
  /** First image path of the product when ordered. */
  image: string
  price_usd: number
  price: number
  quantity: number
  total: number
  shipped_quantity: Generated<number>
}

export type PaymentKind = 'charge' | 'refund'
export type PaymentState = 'processing' | 'pending' | 'succeeded' | 'declined' | 'failed' | 'canceled'

/** One attempt to take (or give back) money; only the provider's token reference and last four digits. */
export interface PaymentTable {
  id: Generated<number>
  order_id: number
  kind: PaymentKind
  method: StoredPaymentMethod
  amount: number
  currency: string
  state: PaymentState
  /** The provider's reference for this attempt. */
  reference: string
  card_brand: string | null
  card_last4: string | null
  failure: string | null
  created_at: Date
  updated_at: Date
  /** Which provider handled it ('sandbox', 'alipay', 'wechatpay', 'stripe'). */
  provider: Generated<string>
  /** The gateway's own id of the trade or refund, once it told us. */
  gateway_trade_no: ColumnType<string | null, string | null | undefined, string | null>
  /** What the shopper's page needs to finish this attempt (a WeChat QR code's URL, a client secret). */
  next_action: ColumnType<PaymentNextAction | null, string | null | undefined, string | null>
  /** When we last asked the gateway about it (return before notify, reconcile). */
  last_queried_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** A refund of a return (issue 51): which one, and the goods and duties it gives back. */
  return_id: ColumnType<number | null, number | null | undefined, number | null>
  goods_amount: ColumnType<number | null, number | null | undefined, number | null>
  duties_taxes_amount: Generated<number>
}

export type PaymentNextAction =
  | { kind: 'qr'; code_url: string }
  | { kind: 'client_secret'; client_secret: string; publishable_key: string }
  | { kind: 'jsapi'; params: WechatJsapiParams }

/** Every accepted wallet notification, by nonce: a replay finds its nonce and changes nothing. */
export interface WalletNotificationTable {
  id: Generated<number>
  nonce: string
  order_no: string
  amount: number
  currency: string
  status: string
  sent_at: Date
  outcome: string
  received_at: Date
}

/** A gateway's notification as received: raw body, the signed headers, verified or not and why. */
export interface PaymentNotificationTable {
  id: Generated<number>
  provider: string
  order_no: string | null
  raw_body: string
  headers: Json<Record<string, string>>
  verified: boolean
  outcome: string
  received_at: Date
}

/**
 * The sandbox card provider's own records (it stands in for the provider's server): a token
 * (stored as its SHA-256) with the last four digits and the outcome the test number asks for.
 * Neither the card number nor the CVV is kept.
 */
export interface SandboxCardTokenTable {
  token_hash: string
  last4: string
  brand: string
  outcome: 'succeed' | 'decline' | 'processing_error'
  created_at: Date
  used_at: Date | null
}

export type OrderRow = Selectable<OrderTable>
export type NewOrder = Insertable<OrderTable>
export type OrderUpdate = Updateable<OrderTable>
export type OrderLineRow = Selectable<OrderLineTable>
export type NewOrderLine = Insertable<OrderLineTable>
export type PaymentRow = Selectable<PaymentTable>
export type NewPayment = Insertable<PaymentTable>
export type PaymentUpdate = Updateable<PaymentTable>
export type NewPaymentNotification = Insertable<PaymentNotificationTable>
export type NewSandboxCardToken = Insertable<SandboxCardTokenTable>
