import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import { payFailedCode } from '#contract/payment-rules.ts'
import type { WechatAuthoriseBody, WechatAuthorisedBody, WechatJssdkConfig } from '#contract/wechat.ts'
import type { Db } from '../../db/database.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import type { OfficialAccount } from './official-account.ts'
import * as queries from './queries.ts'
import type { ProductLine } from '#contract/lines.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

/*
 * Knowing the shopper inside WeChat: WeChat's silent web authorisation (snsapi_base) gives the
 * openid of this shopper for our official account, kept on the account per app id and used by the
 * server alone when it asks WeChat Pay for a JSAPI payment. The `state` sent to WeChat is signed
 * (HMAC with PAYMENT_SECRET over the shopper, the app id and what is paid), kept as its SHA-256,
 * used once and only for a few minutes. Never logged: the openid, the code, the state, the secret.
 */

export interface WechatContext extends Pick<RequestContext, 'db' | 'now'>, Partial<Pick<RequestContext, 'log'>> {
  /** The official account (WECHAT_OA_*); undefined when it is not configured. */
  account: OfficialAccount | undefined
  /** PAYMENT_SECRET: signs the states. */
  secret: string
  publicUrl: string
}

/** An authorisation not finished within this is refused. */
export const stateLifetimeMs = 10 * 60_000
/** The page WeChat sends the shopper back to: a page of ours that hands code and state to the server. */
export const callbackPath = '/wechat/authorised'

const hash = (state: string) => createHash('sha256').update(state).digest('hex')
const signatureOf = (secret: string, nonce: string, bound: string) =>
  createHmac('sha256', secret).update(`wechat-state\n${nonce}\n${bound}`).digest('hex').slice(0, 32)
const boundText = (row: { user_id: number; app_id: string; target: string; target_no: string; line: string | null }) =>
  [row.user_id, row.app_id, row.target, row.target_no, row.line ?? ''].join('\n')

/** The openid of this shopper for the configured official account, when the shop knows it. */
export async function openidOf(ctx: Pick<WechatContext, 'db' | 'account'>, userId: number): Promise<string | undefined> {
  if (!ctx.account) return undefined
  return queries.findOpenid(ctx.db, userId, ctx.account.appId)
}

/**
 * Before paying with WeChat inside WeChat: ready when the openid is known (a returning shopper is
 * not sent through the authorisation again), else WeChat's authorise page with a fresh state.
 */
export async function startAuthorisation(ctx: WechatContext, userId: number, body: WechatAuthoriseBody) {
  const account = ctx.account
  if (!account) throw new ShopError(Code.conflict, messages.notConfigured)
  if (await queries.findOpenid(ctx.db, userId, account.appId)) return { ready: true, url: null }
  const nonce = randomBytes(16).toString('hex')
  const row = {
    user_id: userId,
    app_id: account.appId,
    target: body.target,
    target_no: body.target === 'order' ? body.no : String(body.amount),
    line: body.target === 'order' ? body.line : null,
  }
  const state = `${nonce}${signatureOf(ctx.secret, nonce, boundText(row))}`
  await queries.insertAuthState(ctx.db, { ...row, state_hash: hash(state), expires_at: new Date(ctx.now().getTime() + stateLifetimeMs) })
  return { ready: false, url: account.authoriseUrl(`${ctx.publicUrl.replace(/\/$/, '')}${callbackPath}`, state) }
}

/** Every refusal looks the same to the shopper: 'Pay failed!', back to the payment step, nothing stored. */
function refuse(ctx: Pick<WechatContext, 'log'>, reason: string): never {
  ctx.log?.warn({ reason }, 'WeChat web authorisation refused')
  throw new ShopError(payFailedCode, messages.payFailed)
}

/**
 * WeChat sent the shopper back with `code` and our `state`: the state must be ours (signed), this
 * shopper's, for the configured app id, unused and fresh; it is used up at once. Then the code is
 * exchanged for the openid, which is kept on the account for this app id.
 */
export async function completeAuthorisation(ctx: WechatContext, userId: number, { code, state }: WechatAuthorisedBody) {
  const account = ctx.account
  if (!account) throw new ShopError(Code.conflict, messages.notConfigured)
  if (!state || !/^[0-9a-f]{64}$/.test(state)) refuse(ctx, 'no state, or not one of ours')
  const stateHash = hash(state)
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const row = await queries.lockAuthState(trx, stateHash)
    if (!row) return 'unknown state'
    const expected = Buffer.from(signatureOf(ctx.secret, state.slice(0, 32), boundText(row)))
    if (!timingSafeEqual(expected, Buffer.from(state.slice(32)))) return 'state signature does not verify'
    if (row.user_id !== userId) return "another shopper's state"
    if (row.used_at) return 'state already used'
    if (row.expires_at.getTime() <= ctx.now().getTime()) return 'state expired'
    if (row.app_id !== account.appId) return 'state for another app id'
    await queries.useAuthState(trx, stateHash, ctx.now())
    return row
  })
  if (typeof claimed === 'string') refuse(ctx, claimed)
  if (!code) refuse(ctx, 'no code')
  let openid: string
  try {
    openid = await account.openidFor(code)
  } catch (error) {
    refuse(ctx, error instanceof Error ? error.message.slice(0, 120) : 'code exchange failed')
  }
  await queries.keepOpenid(ctx.db, { user_id: userId, app_id: account.appId, openid, created_at: ctx.now() })
  return claimed.target === 'order'
    ? { target: 'order' as const, no: claimed.target_no, line: claimed.line as ProductLine, amount: null }
    : { target: 'topup' as const, no: null, line: null, amount: Number(claimed.target_no) }
}

/** The jsapi_ticket is refreshed when less than this is left of it. */
export const ticketMarginMs = 10 * 60_000

/**
 * The official account's jsapi_ticket: the one the fleet shares, fetched from WeChat only when
 * none is kept or it is about to expire (the job queue's refresh does that ahead of time, once
 * for every instance; a page finding none fetches it itself).
 */
export async function jsapiTicket(ctx: Pick<WechatContext, 'db' | 'now' | 'account'>): Promise<string | undefined> {
  const account = ctx.account
  if (!account) return undefined
  const kept = await queries.findTicket(ctx.db, account.appId)
  if (kept && kept.expires_at.getTime() - ticketMarginMs > ctx.now().getTime()) return kept.ticket
  // Pages asking at the same moment share one fetch (WeChat limits how often a ticket may be asked
  // for); the ticket it brought stays with it until it too is about to expire: a page that read
  // the database before the fetch was kept must not fetch again.
  const now = ctx.now().getTime()
  const shared = fetchedTickets.get(account)
  if (shared && (shared.expiresAt === undefined || shared.expiresAt - ticketMarginMs > now)) return shared.ticket
  const fetching: SharedTicket = {
    ticket: fetchTicket(ctx, account).then(
      ({ ticket, expiresAt }) => {
        fetching.expiresAt = expiresAt
        return ticket
      },
      (error: unknown) => {
        if (fetchedTickets.get(account) === fetching) fetchedTickets.delete(account)
        throw error
      },
    ),
  }
  fetchedTickets.set(account, fetching)
  return fetching.ticket
}

/** A fetch under way (no expiry yet), or the ticket it brought and when that expires. */
interface SharedTicket {
  ticket: Promise<string>
  expiresAt?: number
}

const fetchedTickets = new WeakMap<OfficialAccount, SharedTicket>()

async function fetchTicket(ctx: Pick<WechatContext, 'db' | 'now'>, account: OfficialAccount) {
  const { ticket, expiresIn } = await account.fetchJsapiTicket()
  const now = ctx.now()
  const expiresAt = new Date(now.getTime() + expiresIn * 1000)
  await queries.keepTicket(ctx.db, { app_id: account.appId, ticket, expires_at: expiresAt, fetched_at: now })
  return { ticket, expiresAt: expiresAt.getTime() }
}

/**
 * The scheduled refresh (a pg-boss job, so one instance of the fleet runs it per slot): a new
 * ticket when the kept one is missing or within ticketMarginMs of its expiry; else nothing.
 */
export async function refreshJsapiTicket(ctx: Pick<WechatContext, 'db' | 'now' | 'account'>) {
  await jsapiTicket(ctx)
}

/** The clean-up job: authorisation states a day past their expiry. */
export async function pruneAuthStates(db: Db, before: Date) {
  await queries.deleteOldAuthStates(db, before)
}

/**
 * wx.config for one of the shop's pages: SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the page's URL without its fragment), as WeChat's
 * JS-SDK documents. null for a page that is not the shop's or without the official account.
 */
export async function jssdkConfig(ctx: WechatContext, pageUrl: string): Promise<WechatJssdkConfig | null> {
  if (!ctx.account) return null
  const url = pageUrl.split('#')[0] ?? ''
  const shop = URL.parse(ctx.publicUrl)
  const page = URL.parse(url)
  if (!shop || !page || page.origin !== shop.origin) return null
  const ticket = await jsapiTicket(ctx)
  if (!ticket) return null
  const nonceStr = randomBytes(8).toString('hex')
  const timestamp = Math.floor(ctx.now().getTime() / 1000)
  const signature = createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
  return { app_id: ctx.account.appId, timestamp, nonce_str: nonceStr, signature }
}
