import type { PaymentMethod } from '#contract/orders.ts'
import type { Db, Trx } from '../../../db/database.ts'
import type { NewPayment, PaymentState, PaymentUpdate } from '../../../db/tables/orders.ts'

// Payment attempts, refunds and gateway notifications: the payments ledger.

export async function insertPayment(db: Db, payment: NewPayment) {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow()
}

export async function updatePayment(db: Db, paymentId: number, update: PaymentUpdate & { state: PaymentState; updated_at: Date }) {
  await db.updateTable('payments').set(update).where('id', '=', paymentId).execute()
}

/** Card charges in flight, begun after `since` (older ones count as abandoned). */
export async function findProcessingPayment(db: Db, orderId: number, since: Date) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'processing')
    .where('created_at', '>', since)
    .executeTakeFirst()
}

export async function findPendingWalletPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('state', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Ends the order's still-open charges (a newer wallet attempt, or the order was canceled). */
export async function cancelOpenPayments(db: Db, orderId: number, now: Date) {
  await db
    .updateTable('payments')
    .set({ state: 'canceled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('state', 'in', ['pending', 'processing'])
    .execute()
}

export async function findLatestCardPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['card_brand', 'card_last4'])
    .where('order_id', '=', orderId)
    .where('method', '=', 'card')
    .where('state', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

// ─── The payments ledger ─────────────────────────────────────────────────────────────────────

/** The order's latest charge attempt through one provider and method (every attempt shares the gateway's trade: the order number). */
export async function findLatestCharge(db: Db, orderId: number, provider: { name: string; method: PaymentMethod }) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('provider', '=', provider.name)
    .where('method', '=', provider.method)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function findSucceededCharge(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('state', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A refund begun but not yet confirmed by the gateway: a retry finishes it with the same refund number. */
export async function findPendingRefund(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('state', '=', 'pending')
    .orderBy('id')
    .executeTakeFirst()
}

export async function lockPayment(db: Trx, paymentId: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst()
}

/**
 * Attempts still waiting for the gateway on orders still unpaid: begun before `startedBefore`
 * (reconcile), or of orders whose deadline has passed by `expiredBy` (the sweep asks first).
 */
export async function findWaitingCharges(db: Db, filter: { startedBefore: Date } | { expiredBy: Date }) {
  let query = db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.method', 'payments.provider', 'payments.reference', 'payments.gateway_trade_no', 'orders.order_no'])
    .where('payments.kind', '=', 'charge')
    .where('payments.state', '=', 'pending')
    .where('orders.status', 'in', ['unpaid', 'pending', 'payment_failed'])
  query =
    'startedBefore' in filter
      ? query.where('payments.created_at', '<', filter.startedBefore)
      : query.where('orders.pay_before', '<=', filter.expiredBy)
  return query.orderBy('payments.id').execute()
}

export async function markQueried(db: Db, paymentId: number, at: Date) {
  await db.updateTable('payments').set({ last_queried_at: at }).where('id', '=', paymentId).execute()
}

export async function findOrdersForReview(db: Db) {
  return db
    .selectFrom('orders')
    .select(['order_no', 'status', 'total', 'currency', 'payment_review'])
    .where('payment_review', 'is not', null)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

/** A return's refund that already went through (issue 51): a second one is refused. */
export async function findSucceededReturnRefund(db: Db, returnId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('return_id', '=', returnId)
    .where('kind', '=', 'refund')
    .where('state', '=', 'succeeded')
    .executeTakeFirst()
}
