import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { OnlinePaymentMethod } from '#contract/payments.ts'
import type { Db } from '../../db/database.ts'
import type { Config } from '../../env.ts'
import type { PaymentProvider, VerifiedPayment } from './provider.ts'

/*
 * What every gateway module (gateways/<name>/index.ts) implements, once, for orders and
 * blind-box top-ups alike: start a payment, query it, refund it (its `PaymentProvider`s) and
 * verify its notification (its `NotificationEndpoint`). The registry (gateways/index.ts) lists them.
 */

/**
 * A gateway's judgement of a notification: verified with what it says about a payment,
 * verified but about something else (`event`, e.g. a refund's progress: kept, acknowledged,
 * nothing settled), or why it was refused (`unauthenticated`: the signature itself failed).
 */
export type Verdict =
  | { verified: true; payment: VerifiedPayment }
  | { verified: true; event: string; orderNo?: string }
  | { verified: false; reason: string; orderNo?: string; unauthenticated?: boolean }

/** What a gateway is built from: config read once, the database, the shop's clock. */
export interface GatewayDeps {
  db: Db
  now: () => Date
  config: Config
  log?: FastifyBaseLogger
}

/** A notification as it arrived: the exact bytes (signatures cover them) and the request's headers. */
export interface ArrivedNotification {
  rawBody: string
  headers: Record<string, string | string[] | undefined>
}

/** Where a gateway tells the shop how a payment went, and how it wants to hear back. */
export interface NotificationEndpoint {
  path: string
  /** Checks the signature before anything is believed; `signedHeaders` are the headers kept with the notification. */
  verify(notification: ArrivedNotification): { verdict: Verdict; signedHeaders: Record<string, string> }
  /** The gateway's own way of saying "accepted" or "send it again". */
  answer(reply: FastifyReply, result: { accepted: boolean; outcome: string; verdict: Verdict }): FastifyReply
}

/** One gateway, built once: the methods it serves and the endpoint it notifies. */
export interface GatewayUnit {
  providers: PaymentProvider[]
  notification?: NotificationEndpoint
}

export interface PaymentGateway {
  /** Its folder under gateways/. */
  name: string
  /** The methods it can serve; a method already served by an earlier entry is not taken again. */
  methods: OnlinePaymentMethod[]
  /** On exactly when its settings are complete (a sandbox: PAYMENT_SANDBOX=on). */
  enabled(config: Config): boolean
  create(deps: GatewayDeps): GatewayUnit
}
