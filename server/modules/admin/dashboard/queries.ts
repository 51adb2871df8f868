import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'

/** Orders that took money, or will on delivery once confirmed: what counts as a sale. */
const selling = ['paid', 'split', 'reviewed'] as const

/** Net sales (total less refunds) per UTC day, line and currency, since `since`. */
export const salesPerDay = (db: Db, since: Date) =>
  db
    .selectFrom('orders')
    .select([
      'line',
      'currency',
      sql<string>`to_char(placed_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<string>`sum(total - refunded)`.as('net'),
    ])
    .where('status', 'in', selling)
    .where('placed_at', '>=', since)
    .groupBy(['line', 'currency', sql`3`])
    .execute()

/** Paid orders, and cash-on-delivery ones not refused, that still have something to send. */
function toShip(db: Db) {
  return db
    .selectFrom('orders')
    .where('fulfillment_status', 'in', ['unshipped', 'partial_shipment'])
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['paid', 'split']),
        eb.and([eb('payment_method', '=', 'cod'), eb('status', 'in', ['unpaid', 'reviewed'])]),
      ]),
    )
}

export async function ordersToShip(db: Db, limit: number) {
  const [count, oldest] = await Promise.all([
    toShip(db)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    toShip(db).select(['order_no', 'line', 'payment_method', 'placed_at']).orderBy('placed_at').orderBy('id').limit(limit).execute(),
  ])
  return { count: Number(count.n), oldest }
}

/** Flagged orders and top-ups (their `payment_review`), newest first: money a person must look at. */
export const moneyToReview = (db: Db, limit: number) =>
  db
    .selectFrom('orders')
    .select([
      sql<'order' | 'top_up'>`'order'`.as('kind'),
      'order_no as reference',
      'total as amount',
      'currency',
      'payment_review as reason',
      'updated_at as at',
    ])
    .where('payment_review', 'is not', null)
    .unionAll(
      db
        .selectFrom('box_recharges')
        .select([
          sql<'order' | 'top_up'>`'top_up'`.as('kind'),
          'recharge_no as reference',
          'charge_amount as amount',
          'charge_currency as currency',
          'payment_review as reason',
          sql<Date>`coalesce(settled_at, created_at)`.as('at'),
        ])
        .where('payment_review', 'is not', null),
    )
    .orderBy('at', 'desc')
    .limit(limit)
    .execute()

export const lowStock = (db: Db, atMost: number, limit: number) =>
  db
    .selectFrom('goods')
    .select(['id', 'line', 'name_en', 'name_zh', 'stock'])
    .where('active', '=', true)
    .where('stock', '<=', atMost)
    .orderBy('stock')
    .orderBy('id')
    .limit(limit)
    .execute()
