import type { OnlinePaymentMethod } from '#contract/payments.ts'
import type { Db } from '../../db/database.ts'
import type { PaymentNextAction } from '../../db/tables/orders.ts'
import { convertMinor } from './amounts.ts'
import type { PayableKind, PaymentContext } from './payable.ts'
import type { PayingDevice, PaymentOutcome, PaymentProvider, VerifiedPayment } from './provider.ts'
import * as queries from './queries.ts'

/*
 * The one door a payment starts through, for an order and a blind-box top-up alike: the payable
 * locks itself and records the attempt, the gateway is asked outside any transaction, and a
 * gateway's own final answer (the sandbox card) is settled by the payable's kind at once.
 */

/** Where the shopper pays from. */
export interface PayingClient {
  device: PayingDevice
  ip: string
  /** Inside WeChat: the shopper's openid for the official account, kept by the server (JSAPI pay). */
  openid?: () => Promise<string | undefined>
}

/** The method chosen, and for the sandbox card the provider's token of the card typed into its form. */
export interface PaymentChoice {
  method: OnlinePaymentMethod
  cardToken?: string
}

/** The attempt a payable recorded: what the gateway is asked for. */
export interface Attempt {
  /** The order or recharge number: every gateway's merchant order id. */
  number: string
  amount: number
  currency: string
  reference: string
  /** The shop line (the sandbox wallet notifies /api/v1/{product}/…). */
  product: string
  description: string
  returnUrl: string
  payBefore?: Date
}

/** What a gateway is asked to collect (`amount` absent: the shop has no rate for the gateway's currency). */
export type Charge = { currency: string; amount: number } | { currency: string; amount?: undefined }

/** Converts `amount` of `from` into what `provider` charges in (the payable refuses an unknown rate in its own words). */
export type ChargeIn = (
  db: Db,
  amount: number,
  from: { currency: string; perUsd: string },
  /** What an earlier attempt asked in the gateway's currency: asked again, even if the rate moved. */
  earlier?: () => Promise<{ amount: number; currency: string } | undefined>,
) => Promise<Charge>

/** One order or top-up about to be paid. */
export interface Payable<A extends Attempt, Settled> {
  kind: PayableKind<Settled>
  /** The method has no provider: refused in the payable's own words. */
  methodUnavailable(): Error
  /** Under the payable's lock: may it be paid, then the attempt recorded. */
  open(provider: PaymentProvider, chargeIn: ChargeIn): Promise<A>
  /** The page finishes the payment (a QR code, a card element): kept with the attempt. */
  waiting(attempt: A, action: PaymentNextAction, tradeNo: string | undefined): Promise<void>
}

export type Started<A extends Attempt, Settled> =
  | { kind: 'redirect'; attempt: A; url: string }
  | { kind: 'action'; attempt: A; action: PaymentNextAction }
  | { kind: 'settled'; attempt: A; outcome: Extract<PaymentOutcome, { kind: 'succeeded' | 'failed' }>; settled: Settled }

/**
 * The gateway's currency when it has one, else the payable's own; converted at the shop's rate in
 * integers, rounding half up. The one conversion for orders and top-ups.
 */
export const chargeInFor =
  (provider: Pick<PaymentProvider, 'chargeCurrency'>): ChargeIn =>
  async (db, amount, from, earlier) => {
    const currency = provider.chargeCurrency ?? from.currency
    if (currency === from.currency) return { amount, currency }
    const asked = await earlier?.()
    if (asked?.currency === currency) return asked
    const rate = await queries.findExchangeRate(db, currency)
    if (!rate) return { currency }
    return { amount: convertMinor(amount, from, { currency, perUsd: String(rate.per_usd) }), currency }
  }

/** Starts paying `payable` with `choice`: one attempt, the gateway asked outside any transaction. */
export async function startPayment<A extends Attempt, Settled>(
  ctx: PaymentContext,
  payable: Payable<A, Settled>,
  choice: PaymentChoice,
  client: PayingClient,
): Promise<Started<A, Settled>> {
  const provider = ctx.payments[choice.method]
  if (!provider) throw payable.methodUnavailable()
  const attempt = await payable.open(provider, chargeInFor(provider))
  const outcome = await provider.pay({
    orderNo: attempt.number,
    amount: attempt.amount,
    currency: attempt.currency,
    reference: attempt.reference,
    product: attempt.product,
    description: attempt.description,
    payBefore: attempt.payBefore,
    returnUrl: attempt.returnUrl,
    device: client.device,
    clientIp: client.ip,
    openid: choice.method === 'wechat' && client.device === 'wechat' ? await client.openid?.() : undefined,
    cardToken: choice.method === 'card' ? choice.cardToken : undefined,
  })
  if (outcome.kind === 'redirect') return { kind: 'redirect', attempt, url: outcome.url }
  if (outcome.kind === 'action') {
    await payable.waiting(attempt, outcome.action, outcome.tradeNo)
    return { kind: 'action', attempt, action: outcome.action }
  }
  // The provider's own final answer (the sandbox card) settles through the payable's kind, like a notification.
  const verified: VerifiedPayment =
    outcome.kind === 'succeeded'
      ? { orderNo: attempt.number, state: 'succeeded', amount: attempt.amount, currency: attempt.currency, card: outcome.card }
      : { orderNo: attempt.number, state: 'failed', failure: outcome.failure }
  return { kind: 'settled', attempt, outcome, settled: await payable.kind.settle(ctx, provider, verified) }
}
