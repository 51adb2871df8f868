import { newOrderNo, newStampedNo } from '../../db/document-numbers.ts'
import type { BoxPrize, BoxSeries, DrawRecord } from '#contract/blindbox.ts'
import type { Locale } from '#contract/common.ts'
import { ageOn } from '#contract/sale-rules.ts'
import { Code } from '#contract/envelope.ts'
import type { PostalAddress } from '#contract/orders.ts'
import type { Db, Trx } from '../../db/database.ts'
import type { BoxPrizeRow } from '../../db/tables/blindbox.ts'
import { ShopError } from '../../http/shop-error.ts'
import * as idempotency from '../../idempotency/index.ts'
import { messages } from './messages.ts'
import { draw, newServerSeed, seedHash } from './fairness.ts'
import * as queries from './queries.ts'
import * as saleRules from '../sale-rules/index.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

export interface BoxContext extends Pick<RequestContext, 'db' | 'now' | 'locale'>, Partial<Pick<RequestContext, 'log'>> {
  dailyCap: number
}

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`
const adultAge = 18

/** Refuses a date that is not one, and anyone under 18, before anything is stored. */
export function checkAdult(dateOfBirth: string, today: Date): void {
  const age = ageOn(dateOfBirth, today)
  if (age === null) throw new ShopError(Code.invalid, messages.dateOfBirthInvalid)
  if (age < adultAge) throw new ShopError(Code.invalid, messages.underage)
}

const prizeOf = (
  row: Pick<BoxPrizeRow, 'id' | 'tier' | 'name_en' | 'name_zh' | 'image' | 'value' | 'odds_ppm'>,
  locale: Locale,
  mediaBase: string,
): BoxPrize => ({
  id: row.id,
  tier: row.tier,
  name: locale === 'zh-cn' ? row.name_zh : row.name_en,
  image: `${mediaBase}/${row.image}`,
  value: row.value,
  odds_ppm: row.odds_ppm,
})

/** Every active series (or one) with the odds table the next draw uses. */
export async function listSeries(ctx: BoxContext, mediaBase: string, seriesId?: number): Promise<BoxSeries[]> {
  const series = await queries.findActiveSeries(ctx.db, seriesId)
  if (seriesId !== undefined && series.length === 0) throw new ShopError(Code.notFound, messages.seriesNotFound)
  const odds = await queries.findCurrentOdds(
    ctx.db,
    series.map((row) => row.id),
  )
  return series.map((row) => {
    const prizes = odds.filter((prize) => prize.series_id === row.id)
    return {
      id: row.id,
      slug: row.slug,
      name: ctx.locale === 'zh-cn' ? row.name_zh : row.name_en,
      summary: ctx.locale === 'zh-cn' ? row.summary_zh : row.summary_en,
      image: `${mediaBase}/${row.image}`,
      price: row.price,
      currency: row.currency,
      guarantee_every: row.guarantee_every,
      resale_rate_pct: row.resale_rate_pct,
      odds_version: prizes[0]?.version ?? 0,
      prizes: prizes.map((prize) => prizeOf(prize, ctx.locale, mediaBase)),
    }
  })
}

/** A new account's seed pair has its server seed (the hash is shown) and waits for the shopper's client seed. */
async function ensureAccount(db: Db, userId: number) {
  await queries.ensureAccount(db, { user_id: userId, server_seed: newServerSeed() })
}

/** Existing shop accounts add their date of birth once, before their first draw. */
export async function addDateOfBirth(ctx: BoxContext, userId: number, dateOfBirth: string): Promise<void> {
  checkAdult(dateOfBirth, ctx.now())
  await ensureAccount(ctx.db, userId)
  if (!(await queries.setDateOfBirth(ctx.db, userId, dateOfBirth))) throw new ShopError(Code.conflict, messages.dateOfBirthSet)
}

const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

export async function getWallet(ctx: BoxContext, userId: number) {
  await ensureAccount(ctx.db, userId)
  const account = (await queries.findAccount(ctx.db, userId))!
  return {
    balance: account.balance,
    currency: 'USD',
    date_of_birth: account.date_of_birth,
    next_seed_hash: seedHash(account.server_seed),
    client_seed: account.client_seed,
    nonce: account.nonce,
    draws_today: await queries.countDrawsSince(ctx.db, userId, startOfDay(ctx.now())),
    daily_cap: ctx.dailyCap,
  }
}

export async function getLedger(ctx: BoxContext, userId: number) {
  const [ledger, recharges] = await Promise.all([queries.findLedger(ctx.db, userId), queries.findRecharges(ctx.db, userId)])
  return {
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balance_after,
      reference: entry.reference,
      created_at: entry.created_at.toISOString(),
    })),
    recharges: recharges.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  }
}

/** Credits the wallet under the account's lock; the ledger's (kind, reference) key makes it once only. */
export async function credit(
  trx: Trx,
  userId: number,
  entry: { kind: 'recharge' | 'resale'; amount: number; reference: string; at: Date },
): Promise<number> {
  await ensureAccount(trx, userId)
  const account = (await queries.lockAccount(trx, userId))!
  const balance = account.balance + entry.amount
  await queries.updateAccount(trx, userId, { balance })
  await queries.insertLedgerEntry(trx, {
    user_id: userId,
    kind: entry.kind,
    amount: entry.amount,
    balance_after: balance,
    reference: entry.reference,
    created_at: entry.at,
  })
  return balance
}

type DrawRow = NonNullable<Awaited<ReturnType<typeof queries.findDraw>>>

async function drawRecords(ctx: BoxContext, mediaBase: string, userId: number, rows: DrawRow[]): Promise<DrawRecord[]> {
  const [prizes, account] = await Promise.all([
    queries.findPrizesOfVersions(ctx.db, [...new Set(rows.map((row) => row.odds_version_id))]),
    queries.findAccount(ctx.db, userId),
  ])
  return rows.map((row) => {
    const odds = prizes
      .filter((prize) => prize.odds_version_id === row.odds_version_id)
      .map((prize) => prizeOf(prize, ctx.locale, mediaBase))
    return {
      draw_no: row.draw_no,
      series_id: row.series_id,
      series_name: ctx.locale === 'zh-cn' ? row.series_zh : row.series_en,
      odds_version: row.odds_version,
      // The pair still in use keeps its server seed secret: knowing it would tell the next prizes.
      price: row.price,
      prize: odds.find((prize) => prize.id === row.prize_id)!,
      server_seed: row.server_seed === account?.server_seed ? null : row.server_seed,
      server_seed_hash: row.server_seed_hash,
      client_seed: row.client_seed,
      nonce: row.nonce,
      roll: row.roll,
      guaranteed: row.guaranteed,
      odds,
      status: row.status,
      resale_amount: row.resale_amount,
      shipping_address: row.shipping_address,
      created_at: row.created_at.toISOString(),
    }
  })
}

export async function listDraws(ctx: BoxContext, mediaBase: string, userId: number) {
  return drawRecords(ctx, mediaBase, userId, await queries.findDraws(ctx.db, userId))
}

export async function getDraw(ctx: BoxContext, mediaBase: string, userId: number, drawNo: string) {
  const row = await queries.findDraw(ctx.db, userId, drawNo)
  if (!row) throw new ShopError(Code.notFound, messages.prizeNotFound)
  return (await drawRecords(ctx, mediaBase, userId, [row]))[0]!
}

/**
 * The shopper's new client seed starts a new seed pair: the old server seed is revealed (every
 * draw made with it can now be checked) and a fresh one is committed, its hash shown, nonce 0.
 */
export async function changeClientSeed(ctx: BoxContext, userId: number, clientSeed: string) {
  await ensureAccount(ctx.db, userId)
  return ctx.db.transaction().execute(async (trx) => {
    const account = (await queries.lockAccount(trx, userId))!
    const serverSeed = newServerSeed()
    await queries.updateAccount(trx, userId, { server_seed: serverSeed, client_seed: clientSeed, nonce: 0 })
    return {
      revealed_server_seed: account.server_seed,
      revealed_server_seed_hash: seedHash(account.server_seed),
      next_seed_hash: seedHash(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
    }
  })
}

/**
 * The client seed a draw uses: the pair's own. A pair without one takes the seed the draw brings
 * (chosen after its server seed's hash was shown); a seed other than the pair's means the page is
 * out of date, and nothing is drawn.
 */
function clientSeedOfDraw(pairSeed: string | null, asked: string | undefined): string {
  if (pairSeed === null) {
    if (asked === undefined) throw new ShopError(Code.conflict, messages.clientSeedRequired)
    return asked
  }
  if (asked !== undefined && asked !== pairSeed) throw new ShopError(Code.conflict, messages.clientSeedChanged)
  return pairSeed
}

const drawNoOf = (stored: idempotency.StoredResponse) => (stored.data as { draw_no: string }).draw_no

/**
 * One draw: debit and prize in one transaction under the account's lock, so parallel draws on a
 * balance for one give one prize. The same Idempotency-Key answers the same draw.
 */
export async function drawBox(
  ctx: BoxContext,
  mediaBase: string,
  userId: number,
  input: { seriesId: number; clientSeed?: string; idempotencyKey: string | null },
): Promise<DrawRecord> {
  const key = input.idempotencyKey
    ? idempotency.idempotentRequest(userId, 'draw', input.idempotencyKey, [input.seriesId, input.clientSeed ?? null])
    : undefined
  // A retry finds its draw before any lock; one racing it, under the account's lock.
  const drawNo = await idempotency.withIdempotency(ctx, key, () => drawUnderLock(ctx, userId, input, key), {
    peek: true,
    replay: drawNoOf,
  })
  return getDraw(ctx, mediaBase, userId, drawNo)
}

async function drawUnderLock(
  ctx: BoxContext,
  userId: number,
  input: { seriesId: number; clientSeed?: string },
  key: idempotency.IdempotentRequest | undefined,
): Promise<string> {
  await ensureAccount(ctx.db, userId)
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const account = (await queries.lockAccount(trx, userId))!
    return idempotency.withIdempotency({ db: trx, now: () => now }, key, () => drawOnce(trx, ctx, userId, input, account, now), {
      replay: drawNoOf,
      answerOf: (draw_no) => ({ code: Code.ok, message: 'drawn', data: { draw_no } }),
    })
  })
}

/** The draw itself, under the account's lock: checks, roll, debit, prize and ledger entry. */
async function drawOnce(
  trx: Trx,
  ctx: BoxContext,
  userId: number,
  input: { seriesId: number; clientSeed?: string },
  account: NonNullable<Awaited<ReturnType<typeof queries.lockAccount>>>,
  now: Date,
): Promise<string> {
  if (!account.date_of_birth) throw new ShopError(Code.invalid, messages.dateOfBirthRequired)
  // The shop's one rule of who may buy what (blind boxes: 18, sale_rules).
  await saleRules.checkSale(trx, { line: 'box', country: null, dateOfBirth: account.date_of_birth, today: now })
  const [series] = await queries.findActiveSeries(trx, input.seriesId)
  if (!series) throw new ShopError(Code.notFound, messages.seriesNotFound)
  if ((await queries.countDrawsSince(trx, userId, startOfDay(now))) >= ctx.dailyCap)
    throw new ShopError(Code.tooMany, messages.dailyCap, { params: { cap: ctx.dailyCap } })
  if (account.balance < series.price) throw new ShopError(Code.conflict, messages.balanceLow)
  const odds = await queries.findCurrentOdds(trx, [series.id])
  const owedTop = (await queries.countDrawsSinceTop(trx, userId, series.id)) + 1 >= series.guarantee_every
  const clientSeed = clientSeedOfDraw(account.client_seed, input.clientSeed)
  const result = draw(odds, { serverSeed: account.server_seed, clientSeed, nonce: account.nonce }, owedTop)
  const balance = account.balance - series.price
  const { draw_no } = await queries.insertDraw(trx, {
    draw_no: newStampedNo('B', now),
    user_id: userId,
    series_id: series.id,
    odds_version_id: odds[0]!.version_id,
    prize_id: result.prize.id,
    price: series.price,
    server_seed: account.server_seed,
    server_seed_hash: seedHash(account.server_seed),
    client_seed: clientSeed,
    nonce: account.nonce,
    roll: result.roll,
    guaranteed: result.guaranteed,
    resale_amount: null,
    shipping_address: null,
    shipping_requested_at: null,
    created_at: now,
  })
  // The pair stays (its server seed secret) until the shopper changes the client seed; the nonce moves on.
  await queries.updateAccount(trx, userId, { balance, client_seed: clientSeed, nonce: account.nonce + 1 })
  await queries.insertLedgerEntry(trx, {
    user_id: userId,
    kind: 'draw',
    amount: -series.price,
    balance_after: balance,
    reference: draw_no,
    created_at: now,
  })
  return draw_no
}

/** Resells a kept prize once at the series' published rate of the box price. */
export async function resell(ctx: BoxContext, userId: number, drawNo: string): Promise<{ amount: number; balance: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    await ensureAccount(trx, userId)
    await queries.lockAccount(trx, userId)
    const prize = await queries.lockDraw(trx, userId, drawNo)
    if (!prize) throw new ShopError(Code.notFound, messages.prizeNotFound)
    if (prize.status === 'resold') throw new ShopError(Code.conflict, messages.alreadyResold)
    if (prize.status === 'shipping') throw new ShopError(Code.conflict, messages.shippingCannotResell)
    const amount = Math.floor((prize.price * (await queries.findResaleRate(trx, prize.series_id))) / 100)
    await queries.updateDraw(trx, prize.id, { status: 'resold', resale_amount: amount })
    const balance = await credit(trx, userId, { kind: 'resale', amount, reference: prize.draw_no, at: ctx.now() })
    return { amount, balance }
  })
}

/**
 * Ships a kept prize once, to the address given: in the same transaction the prize becomes an
 * order in fulfilment (line `box`, paid from the blind-box balance, status paid / unshipped), so
 * operators see and ship it with the shop's order commands. Its total is zero: the box was paid
 * for when it was drawn, and nothing is left to collect or refund through a gateway; the prize's
 * value is in the note as its declared value.
 */
export async function ship(ctx: BoxContext, userId: number, drawNo: string, address: PostalAddress): Promise<{ orderNo: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const prize = await queries.lockDraw(trx, userId, drawNo)
    if (!prize) throw new ShopError(Code.notFound, messages.prizeNotFound)
    if (prize.status === 'resold') throw new ShopError(Code.conflict, messages.resoldCannotShip)
    if (prize.status === 'shipping') throw new ShopError(Code.conflict, messages.alreadyShipping)
    const now = ctx.now()
    const { prize: won, contact } = await queries.findPrizeToShip(trx, prize.prize_id, userId)
    const order = await queries.insertPrizeOrder(trx, {
      order_no: newOrderNo(now),
      user_id: userId,
      line: 'box',
      status: 'paid',
      fulfillment_status: 'unshipped',
      payment_method: 'box_wallet',
      contact_email: contact.email,
      contact_phone: contact.phone,
      news_opt_in: false,
      delivery_method: 'ship',
      shipping_method: 'standard_international',
      shipping_address: JSON.stringify(address),
      billing_address: null,
      note: `Blind-box prize of draw ${prize.draw_no}: ${won.name_en} (${won.name_zh}), declared value ${usd(won.value)}`,
      currency: 'USD',
      exchange_rate: '1',
      subtotal: 0,
      shipping: 0,
      discount: 0,
      total: 0,
      subtotal_usd: 0,
      user_coupon_id: null,
      locale: ctx.locale,
      pay_before: null,
      placed_at: now,
      paid_at: now,
      canceled_at: null,
      updated_at: now,
      confirm_before: null,
    })
    await queries.updateDraw(trx, prize.id, {
      status: 'shipping',
      shipping_address: JSON.stringify(address),
      shipping_requested_at: now,
      order_id: order.id,
    })
    return { orderNo: order.order_no }
  })
}
