import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Line } from '#contract/common.ts'
import type { FulfillmentStatus, OrderStatus, StoredPaymentMethod } from '#contract/orders.ts'

// The shop's own words for the values operators filter and read by.

export const lineLabels: Record<Line, MessageDescriptor> = {
  sco: msg`Electric scooters`,
  boot: msg`Ski boots`,
  ene: msg`Energy storage`,
  box: msg`Blind boxes`,
  cig: msg`Vapes`,
}

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  pending: msg`Pending`,
  reviewed: msg`Reviewed`,
  canceled: msg`Canceled`,
  paid: msg`Paid`,
  refund: msg`Refunded`,
  payment_failed: msg`Payment failed`,
  split: msg`Partly refunded`,
}

export const fulfillmentLabels: Record<FulfillmentStatus, MessageDescriptor> = {
  unshipped: msg`Not shipped`,
  partial_shipment: msg`Partly shipped`,
  all_shipped: msg`Shipped`,
  completed: msg`Completed`,
  no_deduction: msg`No deduction`,
}

export const paymentMethodLabels: Record<StoredPaymentMethod, MessageDescriptor> = {
  alipay: msg`Alipay`,
  wechat: msg`WeChat Pay`,
  card: msg`Card`,
  cod: msg`Cash on delivery`,
  box_wallet: msg`Blind-box wallet`,
}
