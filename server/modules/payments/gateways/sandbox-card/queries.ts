import type { Db } from '../../../../db/database.ts'
import type { NewSandboxCardToken } from '../../../../db/tables/orders.ts'

// The sandbox card's own SQL: its single-use tokens.

export async function insertCardToken(db: Db, token: NewSandboxCardToken): Promise<void> {
  await db.insertInto('sandbox_card_tokens').values(token).execute()
}

/** Single use: the update only matches a fresh token nobody charged yet. */
export async function spendCardToken(db: Db, tokenHash: string, at: Date, issuedAfter: Date) {
  return db
    .updateTable('sandbox_card_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('created_at', '>', issuedAfter)
    .returning(['last4', 'brand', 'outcome'])
    .executeTakeFirst()
}
