import { msg } from '@lingui/core/macro'
import type { FulfillmentStatus, OrderStatus, OrderSummary, StoredPaymentMethod } from '#contract/orders.ts'

/** Spec §4 order and payment statuses. */
export const orderStatusLabels = {
  unpaid: msg`Unpaid`,
  pending: msg`Pending`,
  reviewed: msg`Reviewed`,
  canceled: msg`Canceled`,
  paid: msg`Paid`,
  refund: msg`Refund`,
  payment_failed: msg`Payment failed`,
  split: msg`Split`,
} satisfies Record<OrderStatus, unknown>

/** Spec §4 fulfilment statuses, plus the state of an order not shipped yet. */
export const fulfillmentStatusLabels = {
  unshipped: msg`Unfulfilled`,
  partial_shipment: msg`Partial shipment`,
  all_shipped: msg`All shipped`,
  completed: msg`Completed`,
  no_deduction: msg`No deduction`,
} satisfies Record<FulfillmentStatus, unknown>

export const paymentTypeLabels = {
  alipay: msg`Alipay`,
  wechat: msg`WeChat Pay`,
  card: msg`Credit card`,
  cod: msg`Cash on delivery`,
  box_wallet: msg`Blind-box prize`,
} satisfies Record<StoredPaymentMethod, unknown>

/**
 * The order's state in one phrase a shopper reads at a glance (the history), from its payment and
 * fulfilment statuses: "Paid, preparing to ship" rather than "Paid" beside "Unfulfilled".
 */
export function orderStateInWords(order: Pick<OrderSummary, 'status' | 'fulfillment_status' | 'payment_method' | 'confirm_before'>) {
  if (order.status === 'canceled' || order.fulfillment_status === 'no_deduction') return msg`Canceled`
  if (order.status === 'refund') return msg`Refunded`
  if (order.status === 'split') return msg`Partly refunded`
  if (order.status === 'payment_failed') return msg`Payment failed`
  const settled = order.status === 'paid' || order.status === 'reviewed'
  if (!settled && order.payment_method === 'cod' && order.confirm_before) return msg`Awaiting the shop’s confirmation`
  if (!settled && order.payment_method !== 'cod') return msg`Awaiting payment`
  switch (order.fulfillment_status) {
    case 'partial_shipment':
      return msg`Partly shipped`
    case 'all_shipped':
      return msg`Shipped`
    case 'completed':
      return msg`Delivered`
    default:
      return settled ? msg`Paid, preparing to ship` : msg`Confirmed, preparing to ship`
  }
}
