import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

/**
 * Sign-in throttling with exponential backoff, in the database so every API instance agrees.
 *
 * Failures count per (account, IP) and per IP, never per account alone: whoever hammers a
 * customer's address from their own network slows only themselves, and the customer signing in
 * from elsewhere is never locked out. After `free` failures each further one doubles the wait,
 * from `firstDelayMs` up to `maxDelayMs`; a day without failures forgets them.
 */
export interface Backoff {
  name: string
  free: number
  firstDelayMs: number
  maxDelayMs: number
}

const second = 1000
const minute = 60 * second

export const loginBackoff = {
  /** A shopper mistyping their own password: five tries free, then 2 s, 4 s… up to 15 min. */
  accountAndIp: { name: 'account-ip', free: 5, firstDelayMs: 2 * second, maxDelayMs: 15 * minute },
  /** One network trying many accounts (credential stuffing): more room for shared addresses, up to 1 h. */
  ip: { name: 'ip', free: 30, firstDelayMs: 2 * second, maxDelayMs: 60 * minute },
} satisfies Record<string, Backoff>

/** Failures older than this are forgotten. */
const forgetAfterMs = 24 * 60 * minute

export function backoffDelayMs(backoff: Backoff, failures: number): number {
  if (failures <= backoff.free) return 0
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(30, failures - backoff.free - 1))
}

export interface ThrottleSubject {
  email: string
  ip: string
}

const keysOf = ({ email, ip }: ThrottleSubject) => [
  { backoff: loginBackoff.accountAndIp, key: `account-ip:${email}|${ip}` },
  { backoff: loginBackoff.ip, key: `ip:${ip}` },
]

/** How long the caller must still wait before trying this account from this address (0: go ahead). */
export async function loginWaitMs(db: Db, subject: ThrottleSubject, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('login_throttles')
    .select('blocked_until')
    .where(
      'key',
      'in',
      keysOf(subject).map(({ key }) => key),
    )
    .execute()
  return Math.max(0, ...rows.map((row) => (row.blocked_until ? row.blocked_until.getTime() - now.getTime() : 0)))
}

/** Counts a failed sign-in on both keys and answers how long the caller must now wait. */
export async function recordLoginFailure(db: Db, subject: ThrottleSubject, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - forgetAfterMs)
  let waitMs = 0
  for (const { backoff, key } of keysOf(subject)) {
    // One atomic upsert per key: concurrent failures each count.
    const { failures } = await db
      .insertInto('login_throttles')
      .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when login_throttles.last_failure_at < ${forgetBefore}::timestamptz then 1 else login_throttles.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow()
    const delayMs = backoffDelayMs(backoff, failures)
    if (delayMs > 0) {
      await db
        .updateTable('login_throttles')
        .set({ blocked_until: new Date(now.getTime() + delayMs) })
        .where('key', '=', key)
        .execute()
    }
    waitMs = Math.max(waitMs, delayMs)
  }
  return waitMs
}

/** A successful sign-in forgets that account's failures from that address (not the address's own). */
export async function clearLoginFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', keysOf(subject)[0].key).execute()
}

export async function pruneLoginThrottles(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('last_failure_at', '<', new Date(now.getTime() - forgetAfterMs))
    .execute()
}
