import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { OperatorRole, StockSource } from '#contract/admin.ts'
import type { FulfillmentStatus, OrderStatus, StoredPaymentMethod } from '#contract/orders.ts'
import { deletedCustomer } from '#contract/account.ts'
import type { NonReturnableRule, ReturnKind, ReturnReason, ReturnState } from '#contract/returns.ts'
import type { ProductLine } from '#contract/lines.ts'

const deletedCustomerLabel = msg`deleted customer`

/** A customer's name, e-mail or phone as operators read it: a deleted account's placeholder in their language. */
export const customerText = (i18n: I18n, value: string) => (value === deletedCustomer ? i18n._(deletedCustomerLabel) : value)

/** An order's contact as one line: e-mail and phone, a deleted customer's placeholder once. */
export const contactText = (i18n: I18n, ...values: string[]) =>
  [...new Set(values.filter(Boolean).map((value) => customerText(i18n, value)))].join(' · ')

// The shop's own words for the values operators filter and read by.

export const lineLabels: Record<ProductLine, MessageDescriptor> = {
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

export const roleLabels: Record<OperatorRole, MessageDescriptor> = {
  owner: msg`Owner`,
  staff: msg`Staff`,
  support: msg`Support`,
}

/** Who or what changed stock, and the shop's own reasons (an operator types theirs). */
export const stockSourceLabels: Record<StockSource, MessageDescriptor> = {
  operator: msg`Operator`,
  order: msg`Order`,
  command: msg`Command line`,
  import: msg`Import`,
}
export const stockReasonLabels: Record<string, MessageDescriptor> = {
  placed: msg`Order placed`,
  canceled: msg`Order canceled`,
  expired: msg`Unpaid order released`,
  refunded: msg`Refunded before shipping`,
}

export const returnStateLabels: Record<ReturnState, MessageDescriptor> = {
  requested: msg`Requested`,
  approved: msg`Approved`,
  received: msg`Received`,
  refunded: msg`Refunded`,
  replacement_shipped: msg`Replacement shipped`,
  repaired: msg`Repaired`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
}

export const returnKindLabels: Record<ReturnKind, MessageDescriptor> = {
  refund: msg`Return for refund`,
  exchange: msg`Size exchange`,
  warranty: msg`Warranty claim`,
}

export const returnReasonLabels: Record<ReturnReason, MessageDescriptor> = {
  does_not_fit: msg`Does not fit`,
  damaged_in_transit: msg`Damaged in transit`,
  not_as_described: msg`Not as described`,
  changed_my_mind: msg`Changed their mind`,
  defective: msg`Defective`,
}

export const nonReturnableLabels: Record<NonReturnableRule, MessageDescriptor> = {
  opened_e_liquid: msg`Opened e-liquids`,
  used_pod: msg`Used vape pods`,
  drawn_blind_box_prize: msg`Drawn blind-box prizes`,
  destination_forbids_reimport: msg`Goods the destination forbids to re-import`,
}
