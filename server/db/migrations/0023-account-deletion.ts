import { sql, type Kysely } from 'kysely'

// A deleted account keeps its row (orders, payments and draws point at it) with every personal
// field replaced; `deleted_at` says so. Deletion is confirmed with an e-mailed code of its own
// purpose, and a blind-box balance the shopper gives up is booked as a `forfeit`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute()
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db)
  await sql`alter table email_codes add constraint email_codes_purpose_check check (purpose in ('register', 'reset', 'delete'))`.execute(db)
  await sql`alter table box_ledger drop constraint box_ledger_kind_check`.execute(db)
  await sql`alter table box_ledger add constraint box_ledger_kind_check check (kind in ('recharge', 'draw', 'resale', 'forfeit'))`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table box_ledger drop constraint box_ledger_kind_check`.execute(db)
  await sql`alter table box_ledger add constraint box_ledger_kind_check check (kind in ('recharge', 'draw', 'resale'))`.execute(db)
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db)
  await sql`alter table email_codes add constraint email_codes_purpose_check check (purpose in ('register', 'reset'))`.execute(db)
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
}
