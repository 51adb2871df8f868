import type { LandedCostBook } from '../landed-cost/index.ts'
import { unpaidOrderLifetimeMinutes, type PaymentMethod } from '#contract/orders.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import type { PaymentProviders } from '../payments/index.ts'
import type { ShopCounters } from '../../observability/metrics.ts'
import type { DeliveryBook } from '../delivery/index.ts'
import type { SaleRuleBook } from '../sale-rules/index.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

/** What every orders service needs; routes build it per request, the CLI and sweeps once. */
export interface OrdersContext extends Pick<RequestContext, 'db' | 'now'>, Partial<Pick<RequestContext, 'log'>> {
  payments: PaymentProviders
  /** The methods the payment step offers (enabled gateways, sandbox, cash on delivery). */
  offeredMethods: readonly PaymentMethod[]
  /** MEDIA_ORIGIN or /media: where product thumbnails are served. */
  mediaBase: string
  /** PUBLIC_URL: the shop's public address ('' when unset). */
  publicUrl: string
  /**
   * The origin links in e-mails start with: PUBLIC_URL, else the host the request came to (as
   * pages do, server/http/public-origin.ts). A mail is read outside the shop: a bare path opens
   * nothing. Unset: `publicUrl`.
   */
  mailOrigin?: string
  paymentSecret: string
  /**
   * Mail written as a job in the transaction of the change it tells about; a worker sends it.
   * Every server path passes it (routes, scheduled jobs, the CLI); a test without it sends none.
   */
  mail?: MailOutbox
  /** The /metrics counters (orders placed and paid, notifications); the CLI has none. */
  counters?: ShopCounters
  /** COD_HOLD_HOURS: how long a cash-on-delivery order holds stock unconfirmed. */
  codHoldHours: number
  /** COD_MAX_OPEN: open cash-on-delivery orders a customer may have at once. */
  codMaxOpen: number
  /** Inside WeChat: the shopper's openid for the official account, kept by the server (JSAPI pay). */
  payerOpenid?: PayerOpenid
  /** Zones, rates and dangerous-goods rules (cached; emptied by a back-office change): what Standard International costs. */
  deliveryBook: (db: Db) => Promise<DeliveryBook>
  /** What may be sold where and from what age (cached like the delivery book): what the quote judges by. */
  saleRuleBook: (db: Db) => Promise<SaleRuleBook>
  /** Destinations' import taxes and duty rates (cached like the delivery book): what duties are worked out from. */
  landedCostBook: (db: Db) => Promise<LandedCostBook>
}

/** The openid the server keeps for a shopper (modules/wechat), never sent by the browser. */
export type PayerOpenid = (userId: number) => Promise<string | undefined>

export const unpaidLifetimeMs = unpaidOrderLifetimeMinutes * 60_000
/** A card charge that never came back is abandoned after this; the order can be paid again. */
export const cardChargeTimeoutMs = 2 * 60_000

/** "7.120000" → "7.12": the rate as people write it. */
export const plainRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate)

/** A cash-on-delivery order the shop has not confirmed (reviewed or shipped) yet. */
export const awaitsConfirmation = (order: OrderRow) =>
  order.payment_method === 'cod' && order.status === 'unpaid' && order.fulfillment_status === 'unshipped'
