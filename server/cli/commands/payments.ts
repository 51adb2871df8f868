import { createPaymentProviders } from '../../modules/payments/index.ts'
import { findOrdersForReview, reconcilePayments } from '../../modules/orders/index.ts'
import { findRechargesForReview, reconcileTopUps } from '../../modules/blindbox/index.ts'
import type { Command } from './command.ts'

/**
 * `npm run shop -- payments reconcile`: asks the gateways about every attempt (and blind-box top-up) still waiting after
 * 15 minutes and settles what they verifiably answer (a lost notification, a shopper who closed
 * the tab). `payments review`: the orders whose money did not add up, and top-ups paid after their account
 * was deleted, for a person to refund.
 */
export const payments: Command = {
  summary: 'Settle payments the gateways never notified (reconcile), or list orders and top-ups flagged for review (review)',
  usage: 'payments reconcile | payments review',
  async run({ db, config, now, positionals, mail, payments: gateways }) {
    const [action] = positionals
    if (action === 'reconcile') {
      const providers = gateways ?? createPaymentProviders({ db, now, config })
      const results = [
        ...(await reconcilePayments({ db, now, payments: providers, mail, publicUrl: config.PUBLIC_URL })).map(
          (row) => `${row.orderNo}  ${row.result}`,
        ),
        ...(await reconcileTopUps({ db, now, payments: providers })).map((row) => `${row.rechargeNo}  top-up ${row.result}`),
      ]
      if (results.length === 0) return 'No payment or top-up has been waiting longer than 15 minutes.'
      return [...results, '', `${results.length} asked about`].join('\n')
    }
    if (action === 'review') {
      const [orders, topUps] = await Promise.all([findOrdersForReview(db), findRechargesForReview(db)])
      if (orders.length + topUps.length === 0) return 'No order or top-up is flagged for review.'
      return [
        ...orders.map((row) => `${row.order_no}  ${row.status}  ${row.total} ${row.currency}  ${row.payment_review}`),
        ...topUps.map((row) => `${row.recharge_no}  top-up  ${row.charge_amount} ${row.charge_currency}  ${row.payment_review}`),
      ].join('\n')
    }
    throw new Error(`Say what to do: ${this.usage}`)
  },
}
