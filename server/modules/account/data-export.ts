import type { Db } from '../../db/database.ts'
import { tryAgainLater } from '../../http/retry-after.ts'
import { hit, type Limit } from '../../security/rate-limit.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'

/**
 * An export reads and sends the whole history (tens of MB for a long one): once an hour per
 * account is enough to keep a copy, and bounds what asking again and again can cost the shop.
 */
const exportsPerAccount = { name: 'data-export', max: 1, windowMs: 3_600_000 } satisfies Limit

/** Orders are read and written this many at a time: memory stays flat however long the history. */
const orderPage = 500

const json = (value: unknown) => JSON.stringify(value)

async function* orderChunks(db: Db, userId: number): AsyncGenerator<string> {
  let afterId = 0
  for (;;) {
    const orders = await queries.exportOrdersPage(db, userId, afterId, orderPage)
    if (orders.length === 0) return
    yield `${afterId === 0 ? '' : ','}${orders.map((order) => order.json).join(',')}`
    afterId = orders[orders.length - 1].id
  }
}

/**
 * Counts an export against the account's hour before any of it is read: the counter is one atomic
 * upsert (security/rate-limit.ts), so of several asked at once exactly one goes ahead.
 */
export async function allowExport(db: Db, userId: number, now: Date): Promise<void> {
  const { allowed, retryAfterMs } = await hit(db, exportsPerAccount, String(userId), now)
  if (!allowed) throw tryAgainLater(messages.exportWait, retryAfterMs)
}

/**
 * "Download my data": one JSON document of the account, its addresses, orders (with lines,
 * payments and shipments), returns (issue 51), coupons, blind-box draws and wallet ledger, written piece by piece
 * as it is read, so a long history never sits in memory as one string.
 */
export async function* accountExport(db: Db, userId: number, now: Date): AsyncGenerator<string> {
  const user = await queries.findUserById(db, userId)
  if (!user) return
  const box = await queries.exportBoxAccount(db, userId)
  const account = {
    username: user.username,
    email: user.email,
    phone: user.phone,
    wechat: user.wechat,
    language: user.locale,
    registered_at: user.created_at,
    date_of_birth: user.date_of_birth ?? box?.date_of_birth ?? null,
  }
  yield `{"exported_at":${json(now)},"account":${json(account)},"addresses":${json(await queries.exportAddresses(db, userId))},"orders":[`
  yield* orderChunks(db, userId)
  const [returns, coupons, draws, ledger, topUps] = await Promise.all([
    queries.exportReturns(db, userId),
    queries.exportCoupons(db, userId),
    queries.exportDraws(db, userId),
    queries.exportLedger(db, userId),
    queries.exportTopUps(db, userId),
  ])
  yield `],"returns":${json(returns)},"coupons":${json(coupons)},"blind_box_draws":${json(draws)},"wallet":${json({ balance: box?.balance ?? 0, ledger, top_ups: topUps })}}`
}
