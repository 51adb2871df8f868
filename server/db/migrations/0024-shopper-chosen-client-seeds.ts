import { sql, type Kysely } from 'kysely'

// Seed pairs: a server seed is kept for many draws (nonce 0, 1, 2…) and revealed when the shopper
// changes the client seed. The client seed is the shopper's alone: every seed on file was chosen by
// the server, so it is dropped and each shopper chooses one before the next draw. No account's
// current server seed has been used yet (each draw used to replace it), so every pair starts at nonce 0.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('box_accounts')
    .alterColumn('client_seed', (col) => col.dropNotNull())
    .execute()
  await sql`update box_accounts set client_seed = null, nonce = 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update box_accounts set client_seed = substr(md5(random()::text), 1, 16) where client_seed is null`.execute(db)
  await db.schema
    .alterTable('box_accounts')
    .alterColumn('client_seed', (col) => col.setNotNull())
    .execute()
}
