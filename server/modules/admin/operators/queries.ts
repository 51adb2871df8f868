import type { Db } from '../../../db/database.ts'
import type { OperatorRole } from '../../../db/tables/back-office.ts'

export const findOperatorByEmail = (db: Db, email: string) => db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst()
export const lockOperator = (db: Db, id: number) => db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()

export function insertOperator(db: Db, email: string, role: OperatorRole) {
  return db.insertInto('operators').values({ email, role, password_hash: null, totp_secret: null, disabled_at: null }).onConflict((oc) => oc.column('email').doNothing()).returningAll().executeTakeFirst()
}

export const listOperators = (db: Db) => db.selectFrom('operators').select(['id', 'email', 'role', 'totp_enabled', 'disabled_at', 'created_at']).orderBy('id').execute()

export const insertInvite = (db: Db, operatorId: number, tokenHash: string, expiresAt: Date) =>
  db.insertInto('operator_invites').values({ operator_id: operatorId, token_hash: tokenHash, expires_at: expiresAt, used_at: null }).execute()

/** Takes an unused, unexpired invitation, marking it used in the same statement. */
export const useInvite = (db: Db, tokenHash: string, now: Date) =>
  db.updateTable('operator_invites').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).returning('operator_id').executeTakeFirst()

export const setPassword = (db: Db, id: number, passwordHash: string) =>
  db.updateTable('operators').set({ password_hash: passwordHash, totp_enabled: false, totp_secret: null, totp_last_step: 0 }).where('id', '=', id).execute()

export const setTotpSecret = (db: Db, id: number, secret: string) => db.updateTable('operators').set({ totp_secret: secret }).where('id', '=', id).execute()
export const acceptTotp = (db: Db, id: number, step: number) => db.updateTable('operators').set({ totp_enabled: true, totp_last_step: step }).where('id', '=', id).execute()

export const insertSession = (db: Db, operatorId: number, tokenHash: string, stage: 'totp' | 'full', expiresAt: Date) =>
  db.insertInto('operator_sessions').values({ operator_id: operatorId, token_hash: tokenHash, stage, expires_at: expiresAt, revoked_at: null }).execute()

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

export const promoteSession = (db: Db, sessionId: number) => db.updateTable('operator_sessions').set({ stage: 'full' }).where('id', '=', sessionId).execute()
export const revokeSession = (db: Db, sessionId: number, now: Date) => db.updateTable('operator_sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute()

/** The scheduled clean-up: back-office sessions and invitations past their time. */
export async function pruneExpiredOperatorRows(db: Db, expiredBefore: Date) {
  await db.deleteFrom('operator_sessions').where('expires_at', '<', expiredBefore).execute()
  await db.deleteFrom('operator_invites').where('expires_at', '<', expiredBefore).execute()
}
