import type { Db, Trx } from '../../db/database.ts'
import type { WechatAuthStateTable } from '../../db/tables/wechat.ts'

// The openids, the authorisations under way and the jsapi_ticket: SQL of the wechat module only.

export async function findOpenid(db: Db, userId: number, appId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('wechat_openids')
    .select('openid')
    .where('user_id', '=', userId)
    .where('app_id', '=', appId)
    .executeTakeFirst()
  return row?.openid
}

export async function keepOpenid(db: Db, row: { user_id: number; app_id: string; openid: string; created_at: Date }) {
  await db
    .insertInto('wechat_openids')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'app_id']).doUpdateSet({ openid: row.openid, created_at: row.created_at }))
    .execute()
}

export async function insertAuthState(db: Db, row: Omit<WechatAuthStateTable, 'used_at'>) {
  await db.insertInto('wechat_auth_states').values(row).execute()
}

export async function lockAuthState(trx: Trx, stateHash: string) {
  return trx.selectFrom('wechat_auth_states').selectAll().where('state_hash', '=', stateHash).forUpdate().executeTakeFirst()
}

export async function useAuthState(trx: Trx, stateHash: string, at: Date) {
  await trx.updateTable('wechat_auth_states').set({ used_at: at }).where('state_hash', '=', stateHash).execute()
}

/** States expired for a day are of no use to anyone. */
export async function deleteOldAuthStates(db: Db, before: Date) {
  await db.deleteFrom('wechat_auth_states').where('expires_at', '<', before).execute()
}

export async function findTicket(db: Db, appId: string) {
  return db.selectFrom('wechat_jsapi_tickets').selectAll().where('app_id', '=', appId).executeTakeFirst()
}

export async function keepTicket(db: Db, row: { app_id: string; ticket: string; expires_at: Date; fetched_at: Date }) {
  await db
    .insertInto('wechat_jsapi_tickets')
    .values(row)
    .onConflict((oc) => oc.column('app_id').doUpdateSet({ ticket: row.ticket, expires_at: row.expires_at, fetched_at: row.fetched_at }))
    .execute()
}
