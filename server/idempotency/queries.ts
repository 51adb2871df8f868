import type { Db, Trx } from '../db/database.ts'
import type { StoredResponse } from '../db/tables/idempotency.ts'

// The idempotency_keys table: one row per (user, scope, key), the first request's body hash
// and, once it has answered, what it answered.

type KeyOf = { user_id: number; scope: string; key: string }

const byKey = (db: Db, key: KeyOf) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', key.user_id).where('scope', '=', key.scope).where('key', '=', key.key)

/** The row of a key, if any, read without a lock (a replay is answered before any work). */
export async function findIdempotencyKey(db: Db, key: KeyOf) {
  return byKey(db, key).executeTakeFirst()
}

/** Claims a key (with its answer when known already); null when it was new, else the row already there (locked). */
export async function claimIdempotencyKey(
  db: Trx,
  key: KeyOf & { request_hash: string; created_at: Date },
  response: StoredResponse | null = null,
) {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...key, response: response && JSON.stringify(response) })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return null
  return byKey(db, key).forUpdate().executeTakeFirstOrThrow()
}

export async function saveIdempotentResponse(db: Db, key: KeyOf, response: StoredResponse) {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('user_id', '=', key.user_id)
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .execute()
}

/** Frees a key whose request ended without an answer worth repeating (it may be retried). */
export async function dropIdempotencyKey(db: Db, key: KeyOf) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', key.user_id)
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .where('response', 'is', null)
    .execute()
}

export async function pruneIdempotencyKeys(db: Db, olderThan: Date) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute()
}
