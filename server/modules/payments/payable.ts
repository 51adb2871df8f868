import type { ShopError } from '../../http/shop-error.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import type { ShopCounters } from '../../observability/metrics.ts'
import type { PaymentProvider, PaymentProviders, VerifiedPayment } from './provider.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

/*
 * What the shop takes payment for: a shop order, a blind-box wallet top-up. Each kind registers
 * here how its number is known and how a verified gateway answer settles it under its own lock;
 * the payments module is the only door that asks a gateway or hands a verified answer on.
 */

/** What starting and settling a payment need: the database, the clock, the gateways, mail for the "paid" e-mail. */
export interface PaymentContext extends Pick<RequestContext, 'db' | 'now'>, Partial<Pick<RequestContext, 'log'>> {
  payments: PaymentProviders
  counters?: ShopCounters
  mail?: MailOutbox
  publicUrl?: string
  mailOrigin?: string
}

/** How a settlement reads in the notification log, and whether the gateway hears "accepted". */
export interface SettleResult {
  accepted: boolean
  outcome: string
}

/** What the door answers its caller: the log's words, and the kind's own result or refusal. */
export interface SettledBy<S> extends SettleResult {
  /** The kind's own answer, when it settled (a refusal has none). */
  settled?: S
  /** The kind's refusal, when it refused with one (an amount the top-up did not ask…). */
  refusal?: ShopError
}

export interface PayableKind<Settled = unknown> {
  /** 'order', 'top-up': named in the notification log. */
  kind: string
  /** Whether a gateway's merchant order number is one of this kind's. */
  owns(ctx: PaymentContext, number: string): Promise<boolean>
  /**
   * Applies a verified answer of `provider` to the payable, under its lock: settled once, a
   * replay changes nothing. May refuse with a ShopError (the notification is then refused).
   */
  settle(ctx: PaymentContext, provider: Pick<PaymentProvider, 'name' | 'method'>, verified: VerifiedPayment): Promise<Settled>
  /** What a settlement means to the gateway and the notification log. */
  noted(settled: Settled): SettleResult
}
