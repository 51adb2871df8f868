import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/database.ts'
import type { OperatorRole } from '../../../db/tables/back-office.ts'

export const findOperatorByEmail = (db: Db, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst()
export const lockOperatorByEmail = (db: Trx, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).forUpdate().executeTakeFirst()
export const lockOperator = (db: Trx, id: number) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()

/** Every active owner, locked in id order: two owners disabling each other cannot both pass the last-owner check. */
export const lockActiveOwners = (db: Trx) =>
  db.selectFrom('operators').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).orderBy('id').forUpdate().execute()

export function insertOperator(db: Db, email: string, role: OperatorRole) {
  return db
    .insertInto('operators')
    .values({ email, role, password_hash: null, totp_secret: null, disabled_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst()
}

const operatorColumns = (db: Db) =>
  db.selectFrom('operators').select((eb) => [
    'operators.id',
    'operators.email',
    'operators.role',
    'operators.totp_enabled',
    'operators.disabled_at',
    'operators.created_at',
    eb
      .selectFrom('operator_recovery_codes')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .whereRef('operator_recovery_codes.operator_id', '=', 'operators.id')
      .where('operator_recovery_codes.used_at', 'is', null)
      .as('recovery_codes_left'),
  ])

export const listOperators = (db: Db) => operatorColumns(db).orderBy('operators.id').execute()
export const findOperatorSummary = (db: Db, id: number) => operatorColumns(db).where('operators.id', '=', id).executeTakeFirst()

export const insertInvite = (db: Db, operatorId: number, tokenHash: string, expiresAt: Date) =>
  db
    .insertInto('operator_invites')
    .values({ operator_id: operatorId, token_hash: tokenHash, expires_at: expiresAt, used_at: null })
    .execute()

/** A new invitation voids the earlier ones: marked used, so only the newest link works. */
export const voidInvites = (db: Db, operatorId: number, now: Date) =>
  db.updateTable('operator_invites').set({ used_at: now }).where('operator_id', '=', operatorId).where('used_at', 'is', null).execute()

/** Takes an unused, unexpired invitation, marking it used in the same statement. */
export const useInvite = (db: Db, tokenHash: string, now: Date) =>
  db
    .updateTable('operator_invites')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('operator_id')
    .executeTakeFirst()

/** The invitation's operator, read before the password is hashed (its e-mail may not be in the password). */
export const findInvitedOperator = (db: Db, tokenHash: string, now: Date) =>
  db
    .selectFrom('operator_invites')
    .innerJoin('operators', 'operators.id', 'operator_invites.operator_id')
    .select(['operators.id', 'operators.email'])
    .where('operator_invites.token_hash', '=', tokenHash)
    .where('operator_invites.used_at', 'is', null)
    .where('operator_invites.expires_at', '>', now)
    .executeTakeFirst()

export const setPassword = (db: Db, id: number, passwordHash: string) =>
  db
    .updateTable('operators')
    .set({ password_hash: passwordHash, totp_enabled: false, totp_secret: null, totp_last_step: 0 })
    .where('id', '=', id)
    .execute()

/** A reset's new password: the authenticator stays enrolled. */
export const replacePassword = (db: Db, id: number, passwordHash: string) =>
  db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', id).execute()

export const setTotpSecret = (db: Db, id: number, secret: string) =>
  db.updateTable('operators').set({ totp_secret: secret }).where('id', '=', id).execute()
export const acceptTotp = (db: Db, id: number, step: number) =>
  db.updateTable('operators').set({ totp_enabled: true, totp_last_step: step }).where('id', '=', id).execute()

/** Forgets the authenticator: the next sign-in enrols a new one. */
export const forgetAuthenticator = (db: Db, id: number) =>
  db.updateTable('operators').set({ totp_enabled: false, totp_secret: null, totp_last_step: 0 }).where('id', '=', id).execute()

export const setRole = (db: Db, id: number, role: OperatorRole) => db.updateTable('operators').set({ role }).where('id', '=', id).execute()
export const setDisabled = (db: Db, id: number, disabledAt: Date | null) =>
  db.updateTable('operators').set({ disabled_at: disabledAt }).where('id', '=', id).execute()

export const replaceRecoveryCodes = async (db: Db, operatorId: number, codeHashes: string[]) => {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute()
  if (codeHashes.length > 0)
    await db
      .insertInto('operator_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null })))
      .execute()
}

/** Uses an unused recovery code of this operator in one statement; answers how many are left, or nothing. */
export async function useRecoveryCode(db: Db, operatorId: number, codeHash: string, now: Date) {
  const used = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (!used) return undefined
  const left = await db
    .selectFrom('operator_recovery_codes')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(left.n)
}

export const insertSession = (db: Db, operatorId: number, tokenHash: string, stage: 'totp' | 'full', expiresAt: Date) =>
  db
    .insertInto('operator_sessions')
    .values({ operator_id: operatorId, token_hash: tokenHash, stage, expires_at: expiresAt, revoked_at: null })
    .execute()

/** A live session of an operator who is not disabled; the guard and the second step read it. */
export function findSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.id as session_id', 'operator_sessions.stage', 'operators.id', 'operators.email', 'operators.role'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.disabled_at', 'is', null)
    .executeTakeFirst()
}

export const promoteSession = (db: Db, sessionId: number) =>
  db.updateTable('operator_sessions').set({ stage: 'full' }).where('id', '=', sessionId).execute()
export const revokeSession = (db: Db, sessionId: number, now: Date) =>
  db.updateTable('operator_sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute()
export const revokeSessionsOf = (db: Db, operatorId: number, now: Date) =>
  db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute()

/**
 * Counts a wrong code on a half-signed-in session, in one statement; the `limit`th ends it.
 * Answers the count, or nothing when the session was already over.
 */
export async function countWrongCode(db: Db, sessionId: number, limit: number, now: Date) {
  const row = await db
    .updateTable('operator_sessions')
    .set({
      failed_codes: sql<number>`failed_codes + 1`,
      revoked_at: sql<Date | null>`case when failed_codes + 1 >= ${limit}::integer then ${now}::timestamptz else null end`,
    })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('failed_codes')
    .executeTakeFirst()
  return row?.failed_codes
}

/** The session row under lock, while a code is checked against it. */
export const lockLiveSession = (db: Trx, sessionId: number, now: Date) =>
  db
    .selectFrom('operator_sessions')
    .select(['stage', 'failed_codes'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst()

export const insertPasswordReset = (db: Db, operatorId: number, tokenHash: string, expiresAt: Date) =>
  db
    .insertInto('operator_password_resets')
    .values({ operator_id: operatorId, token_hash: tokenHash, expires_at: expiresAt, used_at: null })
    .execute()

/** Every link of the operator still open is spent: a newer link, or the password was just reset. */
export const voidPasswordResets = (db: Db, operatorId: number, now: Date) =>
  db
    .updateTable('operator_password_resets')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .execute()

const liveResets = (db: Db, tokenHash: string, now: Date, maxWrongCodes: number) =>
  db
    .selectFrom('operator_password_resets')
    .where('operator_password_resets.token_hash', '=', tokenHash)
    .where('operator_password_resets.used_at', 'is', null)
    .where('operator_password_resets.expires_at', '>', now)
    .where('operator_password_resets.failed_codes', '<', maxWrongCodes)

/** The link's operator, read before the password is hashed (its e-mail may not be in the password). */
export const findPasswordReset = (db: Db, tokenHash: string, now: Date, maxWrongCodes: number) =>
  liveResets(db, tokenHash, now, maxWrongCodes)
    .innerJoin('operators', 'operators.id', 'operator_password_resets.operator_id')
    .select(['operators.id as operator_id', 'operators.email'])
    .executeTakeFirst()

/** The link under lock while its code is checked: parallel guesses are counted one after another. */
export const lockPasswordReset = (db: Trx, tokenHash: string, now: Date, maxWrongCodes: number) =>
  liveResets(db, tokenHash, now, maxWrongCodes).select('operator_password_resets.operator_id').forUpdate().executeTakeFirst()

/** Counts a wrong code typed with a reset link, in one statement; the `limit`th voids it. Answers the count. */
export async function countWrongResetCode(db: Db, tokenHash: string, limit: number, now: Date) {
  const row = await db
    .updateTable('operator_password_resets')
    .set({
      failed_codes: sql<number>`failed_codes + 1`,
      used_at: sql<Date | null>`case when failed_codes + 1 >= ${limit}::integer then ${now}::timestamptz else null end`,
    })
    .where('token_hash', '=', tokenHash)
    .returning('failed_codes')
    .executeTakeFirstOrThrow()
  return row.failed_codes
}

/** The scheduled clean-up: back-office sessions, invitations and reset links past their time. */
export async function pruneExpiredOperatorRows(db: Db, expiredBefore: Date) {
  await db.deleteFrom('operator_sessions').where('expires_at', '<', expiredBefore).execute()
  await db.deleteFrom('operator_invites').where('expires_at', '<', expiredBefore).execute()
  await db.deleteFrom('operator_password_resets').where('expires_at', '<', expiredBefore).execute()
}
