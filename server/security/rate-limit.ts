import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

/** A fixed window: at most `max` hits per `windowMs` for one key (an IP, an e-mail). */
export interface Limit {
  name: string
  max: number
  windowMs: number
}

/**
 * Counters live in the database, not in memory, so several API instances behind a load
 * balancer share them. One upsert per hit: atomic under concurrency, no read-modify-write.
 */
export async function hit(db: Db, limit: Limit, subject: string, now: Date): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const key = `${limit.name}:${subject}`
  const windowStartsAfter = new Date(now.getTime() - limit.windowMs)
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${windowStartsAfter}::timestamptz then 1 else rate_limits.hits + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start <= ${windowStartsAfter}::timestamptz then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow()
  return { allowed: row.hits <= limit.max, retryAfterMs: retryAfter(limit, row.window_start, now) }
}

/** Drops windows that ended long ago; the table only holds what can still block. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute()
}

function retryAfter(limit: Limit, windowStart: Date, now: Date): number {
  return Math.max(0, windowStart.getTime() + limit.windowMs - now.getTime())
}

/** A burst of `burst` requests, then `perSecond` more each second. */
export interface Burst {
  burst: number
  perSecond: number
}

/**
 * Token buckets in this process's memory, one per key (an IP): for limits that guard the
 * instance's own work (a search), where a database write per request would cost more than the
 * request. At most `mostKeys` are kept; the one idle longest goes first (it would be full again).
 */
export function tokenBuckets(limit: Burst, mostKeys = 10_000) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return (key: string, now: Date): { allowed: boolean; retryAfterMs: number } => {
    const at = now.getTime()
    const bucket = buckets.get(key)
    const tokens = bucket ? Math.min(limit.burst, bucket.tokens + (Math.max(0, at - bucket.at) / 1000) * limit.perSecond) : limit.burst
    // Map keeps insertion order: set again, the key is the most recent.
    buckets.delete(key)
    if (buckets.size >= mostKeys) buckets.delete(buckets.keys().next().value as string)
    const allowed = tokens >= 1
    buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at })
    return { allowed, retryAfterMs: allowed ? 0 : Math.ceil(((1 - tokens) / limit.perSecond) * 1000) }
  }
}
