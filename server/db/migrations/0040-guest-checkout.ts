import type { Kysely } from 'kysely'

// Guest checkout (issue 48): a guest who checks out gets a users row of its own, marked `guest`,
// with no password and a placeholder e-mail (`guest-…@guest.invalid`, unique, never a login), so
// carts, orders (orders.user_id stays NOT NULL), payments and the order page work as for an
// account. `guest_email` is the contact e-mail the guest gave (null for a mobile number); the row
// becomes an ordinary account when the guest registers with the e-mailed code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('guest', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('guest_email', 'text')
    .execute()
}
