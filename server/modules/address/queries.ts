import type { Db, Trx } from '../../db/database.ts'
import type { AddressUpdate, NewAddress } from '../../db/tables/accounts.ts'

/** The default address first, then in the order they were added. */
export async function listAddresses(db: Db, userId: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute()
}

export async function findAddress(db: Db, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
}

/** Serialises one user's address-book changes (the default flag moves between rows). */
export async function lockAddressBook(db: Trx, userId: number) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function clearDefault(db: Db, userId: number) {
  await db.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute()
}

export async function insertAddress(db: Db, address: NewAddress) {
  return db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow()
}

/** Updates only the user's own address; undefined when the id is not theirs. */
export async function updateAddress(db: Db, userId: number, id: number, update: AddressUpdate) {
  return db.updateTable('addresses').set(update).where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  return db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).returning(['id', 'is_default']).executeTakeFirst()
}

/** After the default is deleted, the oldest remaining address takes its place. */
export async function promoteOldestAddress(db: Db, userId: number) {
  const oldest = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst()
  if (oldest) await db.updateTable('addresses').set({ is_default: true }).where('id', '=', oldest.id).execute()
}
