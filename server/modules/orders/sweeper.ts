import type { OrderRow } from '../../db/tables/orders.ts'
import { awaitsConfirmation, cardChargeTimeoutMs, type OrdersContext } from './context.ts'
import { codCanceledMail, queueOrderMail, type OrderMailContext } from './mail.ts'
import * as queries from './queries/index.ts'
import { releaseReservations } from './reservations.ts'
import { nextState, refusal } from './state-machine.ts'

// The expiry job (scheduled-jobs.ts): unpaid and unconfirmed orders past their time are released.

/**
 * Cancels online orders unpaid past their deadline, and cash-on-delivery orders the shop did not
 * confirm within COD_HOLD_HOURS, releasing stock and coupon. Returns their numbers.
 */
export async function releaseExpiredOrders(ctx: Pick<OrdersContext, 'db' | 'now' | 'log'> & OrderMailContext): Promise<string[]> {
  const now = ctx.now()
  const released: string[] = []
  for (const id of await queries.findExpiredOrderIds(ctx.db, now)) {
    const orderNo = await ctx.db.transaction().execute(async (trx) => {
      const order = await queries.lockOrderById(trx, id)
      // Re-read under the lock: a payment may have settled it, or the shop confirmed it, meanwhile.
      const event = order ? expiryOf(order, now) : null
      if (!order || !event) return null
      if (await queries.findProcessingPayment(trx, order.id, new Date(now.getTime() - cardChargeTimeoutMs))) return null
      await queries.updateOrder(trx, order.id, { ...nextState(order, event), canceled_at: now, updated_at: now })
      await queries.cancelOpenPayments(trx, order.id, now)
      await releaseReservations(trx, order, { reason: 'expired' }, now)
      // An online order left unpaid was the shopper's choice; a cash-on-delivery order the shop
      // did not confirm was ours, so the shopper is told.
      if (event === 'hold_expire') await queueOrderMail(ctx, trx, order, (locale, publicUrl) => codCanceledMail(order, locale, publicUrl))
      return order.order_no
    })
    if (orderNo) released.push(orderNo)
  }
  if (released.length > 0) ctx.log?.info({ released }, 'released unpaid orders')
  return released
}

/** Which expiry applies to the order now, if any. */
function expiryOf(order: OrderRow, now: Date): 'expire' | 'hold_expire' | null {
  if (order.pay_before && order.pay_before <= now && refusal(order, 'expire') === null) return 'expire'
  if (order.confirm_before && order.confirm_before <= now && awaitsConfirmation(order) && refusal(order, 'hold_expire') === null)
    return 'hold_expire'
  return null
}
