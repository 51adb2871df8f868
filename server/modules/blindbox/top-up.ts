import { randomBytes } from 'node:crypto'
import { newRechargeNo } from '../../db/document-numbers.ts'
import { Code } from '#contract/envelope.ts'
import type { WalletNotification } from '#contract/payments.ts'
import type { WechatJsapiParams } from '#contract/wechat-jsapi.ts'
import { ShopError } from '../../http/shop-error.ts'
import type { PaymentNextAction } from '../../db/tables/orders.ts'
import {
  startPayment,
  type Attempt,
  type Payable,
  providerOf,
  type PayingDevice,
  type PaymentProvider,
  type PaymentProviders,
  type PayableKind,
  type VerifiedPayment,
  receiveWalletNotification,
  settlePayment,
} from '../payments/index.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'
import { credit, type BoxContext } from './service.ts'

/*
 * The one place where top-ups meet the shop's payment providers (modules/payments). The wallet
 * balance moves only on a verified payment: the provider's own answer (the card that settles at
 * once), a signed wallet notification, or `settleRecharge` called with a verified gateway answer.
 */

export interface TopUpContext extends BoxContext {
  payments: PaymentProviders
  publicUrl: string
  paymentSecret: string
  /** Inside WeChat: the shopper's openid for the official account, kept by the server (JSAPI pay). */
  payerOpenid?: (userId: number) => Promise<string | undefined>
}

/** What the top-up page needs to finish a payment it did not finish at once. */
export interface TopUpAction {
  /** Stripe's Payment Element. */
  client_secret?: string
  publishable_key?: string
  /** WeChat Pay's Native QR code (a desktop browser). */
  code_url?: string
  /** WeChat Pay inside WeChat: what WeixinJSBridge's getBrandWCPayRequest is given. */
  jsapi?: WechatJsapiParams
}

export type TopUpAnswer =
  | { state: 'succeeded' | 'pending'; rechargeNo: string; balance: number; action?: TopUpAction }
  | { state: 'redirect'; rechargeNo: string; url: string }

const actionOf = (action: PaymentNextAction): TopUpAction | undefined =>
  action.kind === 'client_secret'
    ? { client_secret: action.client_secret, publishable_key: action.publishable_key }
    : action.kind === 'qr'
      ? { code_url: action.code_url }
      : action.kind === 'jsapi'
        ? { jsapi: action.params }
        : undefined

/**
 * A credit of `amount` USD cents as the payments door pays it: the gateway collects the same in
 * USD, or converted to its own currency (CNY fen for Alipay and WeChat Pay) at the shop's rate.
 */
function topUpToPay(ctx: TopUpContext, userId: number, amount: number): Payable<TopUpAttempt, TopUpSettled> {
  return {
    kind: topUpPayable,
    methodUnavailable: () => new ShopError(Code.invalid, messages.methodUnavailable),
    async open(provider, chargeIn) {
      const now = ctx.now()
      const rechargeNo = newRechargeNo(now)
      const reference = `box_${randomBytes(12).toString('hex')}`
      const charge = await chargeIn(ctx.db, amount, { currency: 'USD', perUsd: '1' })
      if (charge.amount === undefined) throw new ShopError(Code.invalid, messages.methodUnavailable)
      await queries.insertRecharge(ctx.db, {
        recharge_no: rechargeNo,
        user_id: userId,
        amount,
        currency: 'USD',
        charge_amount: charge.amount,
        charge_currency: charge.currency,
        method: provider.method,
        provider: provider.name,
        reference,
        state: 'pending',
        created_at: now,
      })
      return {
        number: rechargeNo,
        amount: charge.amount,
        currency: charge.currency,
        reference,
        product: 'box',
        description: 'Blind-box wallet top-up',
        returnUrl: `${ctx.publicUrl.replace(/\/$/, '')}/blindBoxes/recharge?no=${rechargeNo}`,
      }
    },
    // A QR code or card element to finish on the page: the gateway's verified notification settles it later.
    async waiting(attempt, _action, tradeNo) {
      if (tradeNo) await queries.setRechargeTradeNo(ctx.db, attempt.number, tradeNo)
    },
  }
}

type TopUpAttempt = Attempt
type TopUpSettled = { outcome: RechargeOutcome; balance: number }

export async function startTopUp(
  ctx: TopUpContext,
  userId: number,
  input: { amount: number; method: 'card' | 'alipay' | 'wechat'; cardToken?: string; device: PayingDevice; ip: string },
): Promise<TopUpAnswer> {
  const started = await startPayment(
    ctx,
    topUpToPay(ctx, userId, input.amount),
    { method: input.method, cardToken: input.cardToken },
    { device: input.device, ip: input.ip, openid: () => ctx.payerOpenid?.(userId) ?? Promise.resolve(undefined) },
  )
  const rechargeNo = started.attempt.number
  if (started.kind === 'settled') {
    if (started.outcome.kind === 'succeeded') return { state: 'succeeded', rechargeNo, balance: started.settled.balance }
    throw new ShopError(Code.conflict, messages.payFailed, { data: { recharge_no: rechargeNo, failure: started.outcome.failure } })
  }
  if (started.kind === 'redirect') return { state: 'redirect', rechargeNo, url: started.url }
  return {
    state: 'pending',
    rechargeNo,
    balance: (await queries.findAccount(ctx.db, userId))?.balance ?? 0,
    action: actionOf(started.action),
  }
}

/** 'flagged': paid after its account was deleted, kept for a person to refund, never credited. */
export type RechargeOutcome = 'credited' | 'flagged' | 'failed' | 'duplicate' | 'pending'

/**
 * Applies a verified payment answer to its top-up, under the top-up's lock: credited once, a
 * replay changes nothing, another amount or currency than the gateway was asked for, or another
 * provider than the one asked, is refused and credits nothing.
 */
async function settleRecharge(
  ctx: Pick<BoxContext, 'db' | 'now' | 'log'>,
  verified: VerifiedPayment,
  provider?: Pick<PaymentProvider, 'name'>,
): Promise<{ outcome: RechargeOutcome; balance: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const recharge = await queries.lockRecharge(trx, verified.orderNo)
    if (!recharge) throw new ShopError(Code.notFound, messages.rechargeNotFound)
    const balance = async () => (await queries.findAccount(trx, recharge.user_id))?.balance ?? 0
    if (provider && provider.name !== recharge.provider) {
      ctx.log?.warn({ rechargeNo: recharge.recharge_no, provider: provider.name }, 'top-up payment from another provider: not credited')
      throw new ShopError(Code.conflict, messages.amountMismatch)
    }
    if (recharge.state !== 'pending') return { outcome: 'duplicate', balance: await balance() }
    if (verified.state === 'pending') return { outcome: 'pending', balance: await balance() }
    // A failure of an earlier trade (a Stripe PaymentIntent left behind) says nothing about this one.
    if (verified.state === 'failed') {
      if (verified.tradeNo && recharge.gateway_trade_no && verified.tradeNo !== recharge.gateway_trade_no)
        return { outcome: 'duplicate', balance: await balance() }
      await queries.settleRecharge(trx, recharge.id, 'failed', ctx.now(), verified.tradeNo)
      return { outcome: 'failed', balance: await balance() }
    }
    if (verified.amount !== recharge.charge_amount || verified.currency !== recharge.charge_currency) {
      ctx.log?.warn({ rechargeNo: recharge.recharge_no }, 'top-up payment for another amount: not credited')
      throw new ShopError(Code.conflict, messages.amountMismatch)
    }
    const owner = await queries.lockRechargeOwner(trx, recharge.user_id)
    if (!owner || owner.deleted_at) {
      const review = `paid after the account was deleted: refund ${recharge.charge_amount} ${recharge.charge_currency} through ${recharge.provider}`
      await queries.settleRecharge(trx, recharge.id, 'succeeded', ctx.now(), verified.tradeNo, review)
      ctx.log?.warn({ rechargeNo: recharge.recharge_no }, 'top-up paid after its account was deleted: flagged for refund, not credited')
      return { outcome: 'flagged', balance: 0 }
    }
    await queries.settleRecharge(trx, recharge.id, 'succeeded', ctx.now(), verified.tradeNo)
    return {
      outcome: 'credited',
      balance: await credit(trx, recharge.user_id, {
        kind: 'recharge',
        amount: recharge.amount,
        reference: recharge.recharge_no,
        at: ctx.now(),
      }),
    }
  })
}

/** Top-ups as the payments module settles them: by recharge number, under the top-up's lock. */
export const topUpPayable: PayableKind<TopUpSettled> = {
  kind: 'top-up',
  owns: async (ctx, rechargeNo) => (await queries.findRechargeByNo(ctx.db, rechargeNo)) !== undefined,
  settle: (ctx, provider, verified) => settleRecharge(ctx, verified, provider),
  noted: ({ outcome }) => ({ accepted: true, outcome: `top-up ${outcome}` }),
}

/** The top-up page asks the gateway at most this often per top-up. */
const queryEveryMs = 3000

/**
 * The shopper is back on the top-up page (from Alipay, after scanning a QR code, after Stripe's
 * form) and the notification has not arrived: ask the gateway, at most every few seconds, and
 * settle what its signature-checked answer says. A failed query only means "not yet": the
 * gateway's notification (retried for hours) still settles it.
 */
export async function checkTopUp(
  ctx: Pick<TopUpContext, 'db' | 'now' | 'log' | 'payments'>,
  userId: number,
  rechargeNo: string,
): Promise<void> {
  const recharge = await queries.findWaitingRecharge(ctx.db, userId, rechargeNo)
  if (!recharge) return
  const provider = providerOf(ctx.payments, recharge)
  if (!provider?.query) return
  const now = ctx.now()
  if (recharge.last_queried_at && now.getTime() - recharge.last_queried_at.getTime() < queryEveryMs) return
  await queries.markRechargeQueried(ctx.db, recharge.id, now)
  try {
    const verified = await provider.query({
      orderNo: recharge.recharge_no,
      reference: recharge.reference,
      tradeNo: recharge.gateway_trade_no,
    })
    // Through the one door, like a notification: the top-up settles it under its own lock.
    const { refusal } = await settlePayment(ctx, [topUpPayable], provider, verified)
    if (refusal) throw refusal
  } catch (error) {
    ctx.log?.warn(
      { rechargeNo, reason: (error instanceof Error ? error.message : String(error)).slice(0, 120) },
      'top-up query failed; the notification will settle it',
    )
  }
}

/**
 * The sandbox wallet's signed notification for a top-up at its legacy address: verified, fresh,
 * its nonce used once, settled through the payments door like any gateway's.
 */
export async function receiveTopUpNotification(ctx: TopUpContext, notification: WalletNotification) {
  const receipt = await receiveWalletNotification(ctx, [topUpPayable], notification)
  if (receipt.kind === 'refused')
    throw new ShopError(Code.invalid, receipt.unauthenticated ? messages.invalidSignature : messages.notificationStale)
  if (receipt.kind === 'unknown') throw new ShopError(Code.notFound, messages.rechargeNotFound)
  if (receipt.kind === 'unavailable') throw new ShopError(Code.conflict, messages.amountMismatch)
  if (receipt.kind === 'duplicate') return { outcome: 'duplicate' as const }
  if (receipt.result.refusal) throw receipt.result.refusal
  return { outcome: receipt.result.settled?.outcome ?? ('duplicate' as const) }
}

/** Top-ups are asked about after this, like abandoned order payments (`npm run shop -- payments reconcile`). */
const reconcileAfterMs = 15 * 60_000

/** `payments reconcile`: top-ups still waiting after 15 minutes, asked about and settled like the page does. */
export async function reconcileTopUps(
  ctx: Pick<TopUpContext, 'db' | 'now' | 'log' | 'payments'>,
): Promise<{ rechargeNo: string; result: string }[]> {
  const waiting = await queries.findWaitingRecharges(ctx.db, new Date(ctx.now().getTime() - reconcileAfterMs))
  const results: { rechargeNo: string; result: string }[] = []
  for (const recharge of waiting) {
    await checkTopUp(ctx, recharge.user_id, recharge.recharge_no)
    results.push({
      rechargeNo: recharge.recharge_no,
      result: (await queries.findRechargeByNo(ctx.db, recharge.recharge_no))?.state ?? 'pending',
    })
  }
  return results
}
