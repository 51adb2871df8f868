import { z } from 'zod'
import { envelope } from './envelope.ts'
import { id, minorUnits } from './common.ts'
import { postalAddress, legacyUserId } from './orders.ts'
import { registerBody } from './account.ts'
import { clientSeedMaxLength, clientSeedPattern, prizeTiers } from './blindbox-draw.ts'
import { cappedString } from './text.ts'
import { wechatJsapiParams } from './wechat-jsapi.ts'

/*
 * The blind-box shop under /api/v1/box. Money is USD cents (the shop's base currency); odds are
 * parts per million so the published table, the draw and the browser's check use the same integers.
 */

export { oddsScale, prizeFor, rollOf, type PrizeTier } from './blindbox-draw.ts'
export const prizeTier = z.enum(prizeTiers)

export const boxPrize = z.object({
  id: z.number().int(),
  tier: prizeTier,
  name: z.string(),
  image: z.string(),
  /** Retail value, USD cents. */
  value: minorUnits,
  /** Parts per million; a series' prizes sum to oddsScale. */
  odds_ppm: z.number().int(),
})
export type BoxPrize = z.infer<typeof boxPrize>

export const boxSeries = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  image: z.string(),
  price: minorUnits,
  currency: z.string(),
  /** A top-tier prize at the latest on this draw since the last one. */
  guarantee_every: z.number().int(),
  /** Percent of the box price a resold prize credits. */
  resale_rate_pct: z.number().int(),
  odds_version: z.number().int(),
  prizes: z.array(boxPrize),
})
export type BoxSeries = z.infer<typeof boxSeries>

export const productDetailQuery = z.object({ id: id.optional(), user_id: legacyUserId })
/** Without `id`: every series (the list page); with it, that one. */
export const productDetailResponse = envelope(z.object({ list: z.array(boxSeries), daily_cap: z.number().int() }))

export const userIpQuery = z.object({ user_id: legacyUserId })
export const userIpResponse = envelope(z.object({ country: z.string(), allowed: z.boolean() }))

const dateOfBirth = cappedString(10, { tooLong: 'dateOfBirth' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth')
export const boxRegisterBody = registerBody.extend({ date_of_birth: dateOfBirth })
export const dateOfBirthBody = z.object({ date_of_birth: dateOfBirth, user_id: legacyUserId })

export const walletQuery = z.object({ user_id: legacyUserId })
/** With `recharge_no`: the top-up page is waiting for that top-up (the server may ask its gateway). */
export const rechargeRecordQuery = walletQuery.extend({
  recharge_no: cappedString(15, { tooLong: 'rechargeNo' })
    .regex(/^\d{15}$/, 'rechargeNo')
    .optional(),
})
export const walletResponse = envelope(
  z.object({
    balance: minorUnits,
    currency: z.string(),
    date_of_birth: z.string().nullable(),
    /** SHA-256 of the server seed of the current seed pair (revealed when the shopper changes the client seed). */
    next_seed_hash: z.string(),
    /** The shopper's own seed of the current pair; null until they choose one (the server never does). */
    client_seed: z.string().nullable(),
    /** The next draw's nonce: draws made with the current pair so far. */
    nonce: z.number().int(),
    draws_today: z.number().int(),
    daily_cap: z.number().int(),
  }),
)

/** `forfeit`: the balance a shopper gave up to delete the account. */
export const ledgerKind = z.enum(['recharge', 'draw', 'resale', 'forfeit'])

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: ledgerKind,
  amount: minorUnits,
  balance_after: minorUnits,
  reference: z.string(),
  created_at: z.string(),
})
export type LedgerEntry = z.infer<typeof ledgerEntry>
export const rechargeRecordResponse = envelope(
  z.object({
    ledger: z.array(ledgerEntry),
    recharges: z.array(
      z.object({
        recharge_no: z.string(),
        amount: minorUnits,
        method: z.string(),
        state: z.enum(['pending', 'succeeded', 'failed']),
        created_at: z.string(),
      }),
    ),
  }),
)

/** One top-up: $1 to $500. */
export const rechargeLimits = { min: 100, max: 50_000 } as const
export const rechargeBody = z.object({
  user_id: legacyUserId,
  amount: z.number().int('amount').min(rechargeLimits.min, 'amount').max(rechargeLimits.max, 'amount'),
  payment_method: z.enum(['card', 'alipay', 'wechat']),
  card_token: cappedString(200).optional(),
})
export const rechargeResponse = envelope(
  z.object({
    recharge_no: z.string(),
    state: z.enum(['pending', 'succeeded', 'failed']),
    balance: minorUnits,
    /** Pending on this page: Stripe's Payment Element finishes a card top-up (the webhook credits it)… */
    client_secret: z.string().optional(),
    publishable_key: z.string().optional(),
    /** …or WeChat Pay's Native QR code, scanned with the phone (and drawn, as SVG). */
    code_url: z.string().optional(),
    qr_svg: z.string().optional(),
    /** …or, inside WeChat, WeixinJSBridge's getBrandWCPayRequest with these server-signed parameters. */
    jsapi: wechatJsapiParams.optional(),
  }),
)

const clientSeed = cappedString(clientSeedMaxLength, { error: 'clientSeed', tooLong: 'clientSeed' }).regex(clientSeedPattern, 'clientSeed')

export const createDrawBody = z.object({
  user_id: legacyUserId,
  series_id: id,
  /**
   * The client seed the shopper sees on the page: it must be the current pair's (a page left open
   * while the seed changed elsewhere draws nothing), or becomes it when the pair has none yet.
   */
  client_seed: clientSeed.optional(),
})

/** A new seed pair: the shopper's client seed with a fresh server seed; the old server seed is revealed. */
export const clientSeedBody = z.object({ user_id: legacyUserId, client_seed: clientSeed })
export const clientSeedResponse = envelope(
  z.object({
    /** The ended pair's server seed, now revealed (its draws can be verified), and its hash shown before. */
    revealed_server_seed: z.string(),
    revealed_server_seed_hash: z.string(),
    next_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
  }),
)

export const drawRecord = z.object({
  draw_no: z.string(),
  series_id: z.number().int(),
  series_name: z.string(),
  odds_version: z.number().int(),
  price: minorUnits,
  prize: boxPrize,
  /** Null while the draw's seed pair is in use: changing the client seed reveals it. */
  server_seed: z.string().nullable(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** The roll 0 … oddsScale-1 the HMAC gave. */
  roll: z.number().int(),
  guaranteed: z.boolean(),
  /** The odds table of that version, for checking in the browser. */
  odds: z.array(boxPrize),
  status: z.enum(['kept', 'resold', 'shipping']),
  resale_amount: minorUnits.nullable(),
  /** As stored (already checked on the way in). */
  shipping_address: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      address: z.string(),
      postal_code: z.string(),
      phone: z.string(),
    })
    .nullable(),
  created_at: z.string(),
})
export type DrawRecord = z.infer<typeof drawRecord>
export const drawResponse = envelope(drawRecord)
export const userOrdersResponse = envelope(z.object({ list: z.array(drawRecord) }))
/** A draw's number as the shop writes it. */
const drawNo = cappedString(25, { tooLong: 'drawNo' }).regex(/^B\d{8,24}$/, 'drawNo')
export const orderDetailsQuery = z.object({ id: drawNo, user_id: legacyUserId })
export const resaleResponse = envelope(z.object({ amount: z.number().int(), balance: z.number().int() }))
export const resaleBody = z.object({ id: drawNo, user_id: legacyUserId })
export const addAddressBody = z.object({ id: drawNo, user_id: legacyUserId, address: postalAddress })
