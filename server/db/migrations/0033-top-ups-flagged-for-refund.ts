import type { Kysely } from 'kysely'

// A top-up paid after its account was deleted is kept as money the shop holds, never credited to
// a wallet nobody can use: the reason a person must refund it is written here, as orders do.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('box_recharges').addColumn('payment_review', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('box_recharges').dropColumn('payment_review').execute()
}
