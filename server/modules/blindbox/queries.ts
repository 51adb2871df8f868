import { sql } from 'kysely'
import type { Db, Trx } from '../../db/database.ts'
import type { NewBoxDraw } from '../../db/tables/blindbox.ts'
import type { NewOrder } from '../../db/tables/orders.ts'

// Lock order, always: box account (the user) → draw. Money moves only under the account's lock.

export async function findActiveSeries(db: Db, seriesId?: number) {
  let query = db.selectFrom('box_series').selectAll().where('active', '=', true).orderBy('sort').orderBy('id')
  if (seriesId !== undefined) query = query.where('id', '=', seriesId)
  return query.execute()
}

/** Each series' newest odds version: what is published and what the next draw uses. */
export async function findCurrentOdds(db: Db, seriesIds: number[]) {
  if (seriesIds.length === 0) return []
  return db
    .selectFrom('box_odds_versions as v')
    .innerJoin('box_prizes as p', 'p.odds_version_id', 'v.id')
    .select([
      'v.series_id',
      'v.id as version_id',
      'v.version',
      'p.id',
      'p.tier',
      'p.name_en',
      'p.name_zh',
      'p.image',
      'p.value',
      'p.odds_ppm',
    ])
    .where('v.series_id', 'in', seriesIds)
    .where('v.version', '=', (eb) =>
      eb
        .selectFrom('box_odds_versions as latest')
        .select(({ fn }) => fn.max('latest.version').as('max'))
        .whereRef('latest.series_id', '=', 'v.series_id'),
    )
    .orderBy('p.sort')
    .execute()
}

export async function findPrizesOfVersions(db: Db, versionIds: number[]) {
  if (versionIds.length === 0) return []
  return db.selectFrom('box_prizes').selectAll().where('odds_version_id', 'in', versionIds).orderBy('sort').execute()
}

export async function findAccount(db: Db, userId: number) {
  return db.selectFrom('box_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function lockAccount(db: Trx, userId: number) {
  return db.selectFrom('box_accounts').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst()
}

/** The shopper's box account, made on first use; the date of birth is set once, never changed. */
export async function ensureAccount(db: Db, account: { user_id: number; server_seed: string }) {
  await db
    .insertInto('box_accounts')
    .values({ ...account, client_seed: null, date_of_birth: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

/** Sets the date of birth only where none is on file: true when this call set it. */
export async function setDateOfBirth(db: Db, userId: number, dateOfBirth: string) {
  const result = await db
    .updateTable('box_accounts')
    .set({ date_of_birth: dateOfBirth })
    .where('user_id', '=', userId)
    .where('date_of_birth', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function updateAccount(
  db: Db,
  userId: number,
  values: { balance?: number; server_seed?: string; client_seed?: string; nonce?: number },
) {
  await db.updateTable('box_accounts').set(values).where('user_id', '=', userId).execute()
}

export async function insertLedgerEntry(
  db: Db,
  entry: {
    user_id: number
    kind: 'recharge' | 'draw' | 'resale'
    amount: number
    balance_after: number
    reference: string
    created_at: Date
  },
) {
  await db.insertInto('box_ledger').values(entry).execute()
}

export async function findLedger(db: Db, userId: number) {
  return db.selectFrom('box_ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute()
}

export async function countDrawsSince(db: Db, userId: number, since: Date) {
  const row = await db
    .selectFrom('box_draws')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Draws of this series since the shopper's last top-tier prize in it (the guarantee's counter). */
export async function countDrawsSinceTop(db: Db, userId: number, seriesId: number) {
  const row = await db
    .selectFrom('box_draws as d')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('d.user_id', '=', userId)
    .where('d.series_id', '=', seriesId)
    .where('d.id', '>', (eb) =>
      eb
        .selectFrom('box_draws as t')
        .innerJoin('box_prizes as p', 'p.id', 't.prize_id')
        .select(sql<number>`coalesce(max(t.id), 0)`.as('last'))
        .where('t.user_id', '=', userId)
        .where('t.series_id', '=', seriesId)
        .where('p.tier', '=', 'top'),
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertDraw(db: Db, draw: NewBoxDraw) {
  return db.insertInto('box_draws').values(draw).returning('draw_no').executeTakeFirstOrThrow()
}

const drawColumns = [
  'd.id',
  'd.draw_no',
  'd.user_id',
  'd.series_id',
  'd.odds_version_id',
  'd.prize_id',
  'd.price',
  'd.server_seed',
  'd.server_seed_hash',
  'd.client_seed',
  'd.nonce',
  'd.roll',
  'd.guaranteed',
  'd.status',
  'd.resale_amount',
  'd.shipping_address',
  'd.created_at',
  's.name_en as series_en',
  's.name_zh as series_zh',
  's.resale_rate_pct',
  'v.version as odds_version',
] as const

function drawsQuery(db: Db) {
  return db
    .selectFrom('box_draws as d')
    .innerJoin('box_series as s', 's.id', 'd.series_id')
    .innerJoin('box_odds_versions as v', 'v.id', 'd.odds_version_id')
    .select(drawColumns)
}

export async function findDraws(db: Db, userId: number) {
  return drawsQuery(db).where('d.user_id', '=', userId).orderBy('d.id', 'desc').limit(100).execute()
}

export async function findDraw(db: Db, userId: number, drawNo: string) {
  return drawsQuery(db).where('d.user_id', '=', userId).where('d.draw_no', '=', drawNo).executeTakeFirst()
}

/** A prize of this user, locked: resale and shipping of the same prize wait on each other. */
export async function lockDraw(db: Trx, userId: number, drawNo: string) {
  return db
    .selectFrom('box_draws')
    .select(['id', 'draw_no', 'status', 'price', 'series_id', 'prize_id'])
    .where('user_id', '=', userId)
    .where('draw_no', '=', drawNo)
    .forUpdate()
    .executeTakeFirst()
}

/** What fulfilment needs of a prize to ship: its names and value, and the shopper's contact. */
export async function findPrizeToShip(db: Db, prizeId: number, userId: number) {
  const [prize, contact] = await Promise.all([
    db.selectFrom('box_prizes').select(['name_en', 'name_zh', 'value']).where('id', '=', prizeId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow(),
  ])
  return { prize, contact }
}

/** A shipped prize's order row, in the shop's orders table (fulfilment ships it like any order). */
export async function insertPrizeOrder(db: Db, order: NewOrder) {
  return db.insertInto('orders').values(order).returning(['id', 'order_no']).executeTakeFirstOrThrow()
}

export async function updateDraw(
  db: Db,
  id: number,
  values: {
    status: 'resold' | 'shipping'
    resale_amount?: number
    shipping_address?: string
    shipping_requested_at?: Date
    order_id?: number
  },
) {
  await db.updateTable('box_draws').set(values).where('id', '=', id).execute()
}

export async function findResaleRate(db: Db, seriesId: number) {
  const row = await db.selectFrom('box_series').select('resale_rate_pct').where('id', '=', seriesId).executeTakeFirstOrThrow()
  return row.resale_rate_pct
}

export async function insertRecharge(
  db: Db,
  recharge: {
    recharge_no: string
    user_id: number
    amount: number
    currency: string
    charge_amount: number
    charge_currency: string
    method: string
    provider: string
    reference: string
    state: 'pending'
    created_at: Date
  },
) {
  await db
    .insertInto('box_recharges')
    .values({ ...recharge, settled_at: null })
    .execute()
}

export async function setRechargeTradeNo(db: Db, rechargeNo: string, tradeNo: string) {
  await db.updateTable('box_recharges').set({ gateway_trade_no: tradeNo }).where('recharge_no', '=', rechargeNo).execute()
}

/** One of the shopper's own top-ups still waiting, with what asking its gateway needs. */
export async function findWaitingRecharge(db: Db, userId: number, rechargeNo: string) {
  return db
    .selectFrom('box_recharges')
    .select(['id', 'recharge_no', 'method', 'provider', 'reference', 'gateway_trade_no', 'last_queried_at'])
    .where('user_id', '=', userId)
    .where('recharge_no', '=', rechargeNo)
    .where('state', '=', 'pending')
    .executeTakeFirst()
}

/** Top-ups started before `startedBefore` and never settled, oldest first (reconcile). */
export async function findWaitingRecharges(db: Db, startedBefore: Date) {
  return db
    .selectFrom('box_recharges')
    .select(['user_id', 'recharge_no'])
    .where('state', '=', 'pending')
    .where('created_at', '<', startedBefore)
    .orderBy('created_at')
    .limit(500)
    .execute()
}

export async function markRechargeQueried(db: Db, id: number, at: Date) {
  await db.updateTable('box_recharges').set({ last_queried_at: at }).where('id', '=', id).execute()
}

export async function findRechargeByNo(db: Db, rechargeNo: string) {
  return db.selectFrom('box_recharges').select(['id', 'state']).where('recharge_no', '=', rechargeNo).executeTakeFirst()
}

export async function lockRecharge(db: Trx, rechargeNo: string) {
  return db.selectFrom('box_recharges').selectAll().where('recharge_no', '=', rechargeNo).forUpdate().executeTakeFirst()
}

export async function settleRecharge(
  db: Db,
  id: number,
  state: 'succeeded' | 'failed',
  at: Date,
  tradeNo?: string,
  paymentReview: string | null = null,
) {
  await db
    .updateTable('box_recharges')
    .set({ state, settled_at: at, payment_review: paymentReview, ...(tradeNo ? { gateway_trade_no: tradeNo } : {}) })
    .where('id', '=', id)
    .execute()
}

/**
 * The top-up's owner, shared-locked: an account deletion (which locks the user row for update)
 * either commits first, and the money is flagged, or waits until the wallet is credited, and
 * then sees the balance it must forfeit.
 */
export async function lockRechargeOwner(db: Trx, userId: number) {
  return db.selectFrom('users').select('deleted_at').where('id', '=', userId).forShare().executeTakeFirst()
}

/** Top-ups whose money a person must give back, newest first (the back office and `payments review`). */
export async function findRechargesForReview(db: Db) {
  return db
    .selectFrom('box_recharges')
    .select(['recharge_no', 'amount', 'currency', 'charge_amount', 'charge_currency', 'provider', 'settled_at', 'payment_review'])
    .where('payment_review', 'is not', null)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

export async function findRecharges(db: Db, userId: number) {
  return db
    .selectFrom('box_recharges')
    .select(['recharge_no', 'amount', 'method', 'state', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}

/** Prizes waiting to be shipped, oldest request first: the operator's fulfilment list. */
export async function findPrizesToShip(db: Db) {
  return (
    db
      .selectFrom('box_draws as d')
      .innerJoin('box_prizes as p', 'p.id', 'd.prize_id')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('orders as o', 'o.id', 'd.order_id')
      .select(['d.draw_no', 'd.shipping_address', 'd.shipping_requested_at', 'p.name_en', 'u.email', 'o.order_no'])
      .where('d.status', '=', 'shipping')
      // Shipped already (its order went out): no longer waiting.
      .where((eb) => eb.or([eb('o.fulfillment_status', 'is', null), eb('o.fulfillment_status', '=', 'unshipped')]))
      .orderBy('d.shipping_requested_at')
      .execute()
  )
}
