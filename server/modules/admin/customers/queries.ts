import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/database.ts'

export interface CustomerFilter {
  q?: string
  status?: 'active' | 'disabled'
  sort: 'created_at' | 'email' | 'order_count'
  desc: boolean
  limit: number
  offset: number
}

// Never the password hash: only these columns leave the database for the back office.
const columns = [
  'users.id',
  'users.username',
  'users.email',
  'users.phone',
  'users.locale',
  'users.created_at',
  'users.disabled_at',
] as const

function customers(db: Db) {
  return db
    .selectFrom('users')
    .select(columns)
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .as('order_count'),
    )
}

export async function listCustomers(db: Db, filter: CustomerFilter) {
  let query = db.selectFrom('users')
  if (filter.status === 'active') query = query.where('users.disabled_at', 'is', null)
  if (filter.status === 'disabled') query = query.where('users.disabled_at', 'is not', null)
  if (filter.q) {
    const like = `%${filter.q}%`
    query = query.where((eb) =>
      eb.or([eb('users.email', 'ilike', like), eb('users.username', 'ilike', like), eb('users.phone', 'like', like)]),
    )
  }
  const direction = filter.desc ? 'desc' : 'asc'
  const [rows, count] = await Promise.all([
    query
      .select(columns)
      .select((eb) =>
        eb
          .selectFrom('orders')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .whereRef('orders.user_id', '=', 'users.id')
          .as('order_count'),
      )
      .orderBy(filter.sort === 'order_count' ? sql.ref('order_count') : `users.${filter.sort}`, direction)
      .orderBy('users.id', direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findCustomer = (db: Db, id: number) => customers(db).select('users.wechat').where('users.id', '=', id).executeTakeFirst()
export const lockCustomer = (db: Trx, id: number) =>
  db.selectFrom('users').select(['id', 'disabled_at']).where('id', '=', id).forUpdate().executeTakeFirst()

export async function customerExtras(db: Db, userId: number) {
  const [orders, addresses, coupons, wallet, ledger, notes] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['order_no', 'line', 'status', 'fulfillment_status', 'payment_method', 'currency', 'total', 'placed_at'])
      .where('user_id', '=', userId)
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('addresses')
      .select(['id', 'first_name', 'last_name', 'country', 'state', 'city', 'address', 'postal_code', 'phone', 'is_default'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // The coupon's name and terms, never its code.
    db
      .selectFrom('user_coupons')
      .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
      .select([
        'user_coupons.id',
        'coupons.name_en',
        'coupons.name_zh',
        'coupons.amount_cents',
        'coupons.min_spend_cents',
        'coupons.expires_at',
        'user_coupons.used_at',
      ])
      .where('user_coupons.user_id', '=', userId)
      .orderBy('user_coupons.id')
      .execute(),
    // The balance only: the seeds of the next draw stay secret.
    db.selectFrom('box_accounts').select('balance').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('box_ledger')
      .select(['id', 'kind', 'amount', 'balance_after', 'reference', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('customer_notes')
      .innerJoin('operators', 'operators.id', 'customer_notes.operator_id')
      .select(['customer_notes.id', 'customer_notes.text', 'operators.email as operator', 'customer_notes.created_at'])
      .where('customer_notes.user_id', '=', userId)
      .orderBy('customer_notes.id')
      .execute(),
  ])
  return { orders, addresses, coupons, wallet: { balance: wallet?.balance ?? 0, ledger }, notes }
}

/** Disabling ends every live session: enabling again never brings an old login back. */
export async function setDisabled(db: Db, userId: number, disabledAt: Date | null, now: Date) {
  await db.updateTable('users').set({ disabled_at: disabledAt, updated_at: now }).where('id', '=', userId).execute()
  if (disabledAt)
    await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
}

export const insertCustomerNote = (db: Db, note: { user_id: number; operator_id: number; text: string; created_at: Date }) =>
  db.insertInto('customer_notes').values(note).returning('id').executeTakeFirstOrThrow()
