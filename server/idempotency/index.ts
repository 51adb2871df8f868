import { createHash } from 'node:crypto'
import { Code } from '#contract/envelope.ts'
import type { Db, Trx } from '../db/database.ts'
import type { KeyClaim, StoredResponse } from '../db/tables/idempotency.ts'
import { ShopError } from '../http/shop-error.ts'
import { common } from '../i18n/common-messages.ts'
import * as queries from './queries.ts'

/*
 * The one idempotency mechanism (DESIGN §3): every write a retry could repeat (cart add, login
 * merge, create order, pay, draw) claims its key in `idempotency_keys` before it runs and stores
 * what it answered. The same key with the same body answers the same again without running; the
 * same key with another body is refused. Keys are per user and per scope (the write's name).
 */

export type { StoredResponse }

/** A claimed write: who, which write, the key, and the hash of what was asked. */
export interface IdempotentRequest {
  user_id: number
  scope: string
  key: string
  request_hash: string
}

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/
/** An earlier request still running after this is taken over by its retry. */
const staleAfterMs = 2 * 60_000
/** Keys only need to outlive a retry or an offline spell; a week is plenty. */
const keptForMs = 7 * 24 * 60 * 60_000

/** The Idempotency-Key header, checked: undefined when absent or empty, 422 when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined || header === '') return undefined
  if (typeof header !== 'string' || !keyPattern.test(header)) throw new ShopError(Code.invalid, common.idempotencyKeyInvalid)
  return header
}

/** The request to claim: `scope` names the write (its keys are its own), `body` is what was asked. */
export function idempotentRequest(userId: number, scope: string, key: string, body: unknown): IdempotentRequest {
  return { user_id: userId, scope, key, request_hash: createHash('sha256').update(JSON.stringify(body)).digest('hex') }
}

/** The stored answer of an earlier identical request, null when this one must run; refuses a reused key. */
export function earlierAnswer(existing: KeyClaim, request: IdempotentRequest, now: Date): StoredResponse | null {
  // '' marks a key carried over from the cart's old table, whose body was never recorded.
  if (existing.request_hash !== '' && existing.request_hash !== request.request_hash)
    throw new ShopError(Code.conflict, common.idempotencyMismatch)
  if (existing.response) return existing.response
  if (now.getTime() - existing.created_at.getTime() < staleAfterMs) throw new ShopError(Code.conflict, common.idempotencyInProgress)
  return null
}

/** Before any work, without a lock: the answer of an earlier identical request, or null. */
export async function storedAnswer(db: Db, request: IdempotentRequest, now: Date): Promise<StoredResponse | null> {
  const existing = await queries.findIdempotencyKey(db, request)
  return existing ? earlierAnswer(existing, request, now) : null
}

/**
 * Claims the key for this request, in the caller's transaction. Returns the answer stored for
 * an earlier identical request, or null when this request is the first and must run (and then
 * `answer` it, in the same transaction when it has one, or `release` it when it fails).
 *
 * `knownAnswer`: what this request will answer if its transaction commits, when known before it runs
 * (an order's number is drawn before its transaction). The claim then stores it: one statement
 * fewer inside the caller's locks, and a rollback takes the claim and the answer away together.
 * Only for a claim inside a transaction that does all of the request's work.
 */
export async function claim(db: Trx, request: IdempotentRequest, now: Date, knownAnswer?: StoredResponse): Promise<StoredResponse | null> {
  const existing = await queries.claimIdempotencyKey(db, { ...request, created_at: now }, knownAnswer ?? null)
  return existing ? earlierAnswer(existing, request, now) : null
}

/** Stores what the claimed request answered: its retries answer the same. */
async function answer(db: Db, request: IdempotentRequest, response: StoredResponse): Promise<void> {
  await queries.saveIdempotentResponse(db, request, response)
}

/** Frees the key of a request that failed without a transaction to roll its claim back. */
async function release(db: Db, request: IdempotentRequest): Promise<void> {
  await queries.dropIdempotencyKey(db, request)
}

/** Forgets keys older than a week (the clean-up scheduled job calls it). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await queries.pruneIdempotencyKeys(db, new Date(now.getTime() - keptForMs))
}

/** How a write runs once per key (withIdempotency). */
export interface Once<T> {
  /** What an earlier identical request's stored answer gives now. */
  replay: (stored: StoredResponse) => T | Promise<T>
  /** What is stored for the work's result; left out when the work claims the key itself (an order placed in one call). */
  answerOf?: (result: T) => StoredResponse
  /** Looks for an earlier answer before any lock is taken: a replay costs one read and no wait. */
  peek?: boolean
}

/**
 * The one door of every idempotent write: `run` once per key, an earlier identical request's
 * answer replayed instead, the same key with another body (or still running) refused; no key
 * runs it plainly. Where the key is claimed follows `ctx.db`:
 * - the caller's transaction (its locks held): claim, work and answer commit or roll back together;
 * - the database, with `answerOf`: the key is claimed in a transaction of its own, the answer stored
 *   after the work, the key freed when the work fails (a payment asks its gateway outside any transaction);
 * - the database, without `answerOf`: `run` claims the key in its own write (the order's one call),
 *   and only `peek` happens here.
 */
export async function withIdempotency<T>(
  ctx: { db: Db; now: () => Date },
  request: IdempotentRequest | undefined,
  run: () => Promise<T>,
  once: Once<T>,
): Promise<T> {
  if (!request) return run()
  const { db } = ctx
  if (once.peek) {
    const stored = await storedAnswer(db, request, ctx.now())
    if (stored) return once.replay(stored)
  }
  const { answerOf } = once
  if (!answerOf) return run()
  if (db.isTransaction) {
    const stored = await claim(db as Trx, request, ctx.now())
    if (stored) return once.replay(stored)
    const result = await run()
    await answer(db, request, answerOf(result))
    return result
  }
  const stored = await db.transaction().execute((trx) => claim(trx, request, ctx.now()))
  if (stored) return once.replay(stored)
  try {
    const result = await run()
    await answer(db, request, answerOf(result))
    return result
  } catch (error) {
    await release(db, request)
    throw error
  }
}
