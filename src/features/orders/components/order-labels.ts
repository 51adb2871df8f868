import { msg } from '@lingui/core/macro'
import type { FulfillmentStatus, OrderStatus, StoredPaymentMethod } from '#contract/orders.ts'

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
