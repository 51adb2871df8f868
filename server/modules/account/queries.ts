import type { Db } from '../../db/database.ts'
import type { CodePurpose, NewEmailCode } from '../../db/tables/account-security.ts'
import type { NewUser, UserUpdate } from '../../db/tables/users.ts'

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function lockUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export async function updateUser(db: Db, id: number, update: UserUpdate) {
  return db.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function insertSession(db: Db, session: { user_id: number; token_hash: string; created_at: Date; expires_at: Date }) {
  await db.insertInto('sessions').values(session).execute()
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
}

/** Every live login of the user, but the one named by `keepTokenHash` (the caller's own). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepTokenHash?: string) {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash)
  await query.execute()
}

export async function insertEmailCode(db: Db, code: NewEmailCode) {
  await db.insertInto('email_codes').values(code).execute()
}

/** Only the newest code of an e-mail and purpose counts; a resend retires the earlier ones. */
export async function lockLatestEmailCode(db: Db, email: string, purpose: CodePurpose) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst()
}

export async function countCodeAttempt(db: Db, id: number) {
  await db.updateTable('email_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute()
}

export async function markCodeUsed(db: Db, id: number, now: Date) {
  await db.updateTable('email_codes').set({ used_at: now }).where('id', '=', id).execute()
}

export async function pruneEmailCodes(db: Db, expiredBefore: Date) {
  await db.deleteFrom('email_codes').where('expires_at', '<', expiredBefore).execute()
}

export async function insertPasswordReset(db: Db, reset: { user_id: number; token_hash: string; created_at: Date; expires_at: Date }) {
  await db.insertInto('password_resets').values(reset).execute()
}

export async function lockPasswordReset(db: Db, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst()
}

export async function markPasswordResetUsed(db: Db, id: number, now: Date) {
  await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).execute()
}

/** Gives the user one of each published coupon kind that has not expired (the back office publishes them). */
export async function grantCoupons(db: Db, userId: number, now: Date) {
  const kinds = await db.selectFrom('coupons').select('id').where('published', '=', true).where('expires_at', '>', now).execute()
  if (kinds.length === 0) return
  await db.insertInto('user_coupons').values(kinds.map((kind) => ({ user_id: userId, coupon_id: kind.id, used_at: null, order_id: null }))).execute()
}

/** The scheduled clean-up: codes, resets and sessions past their time (kept a day for the log's sake). */
export async function pruneExpiredAccountRows(db: Db, expiredBefore: Date) {
  await Promise.all([
    db.deleteFrom('email_codes').where('expires_at', '<', expiredBefore).execute(),
    db.deleteFrom('password_resets').where('expires_at', '<', expiredBefore).execute(),
    db.deleteFrom('sessions').where('expires_at', '<', expiredBefore).execute(),
  ])
}
