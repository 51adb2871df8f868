import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { currencyDigits } from '#contract/money.ts'

/** Product lines as operators read them, in both languages. */
export const lineLabels: Record<string, MessageDescriptor> = {
  sco: msg`Electric scooters`,
  boot: msg`Ski boots`,
  ene: msg`Energy storage`,
  box: msg`Blind boxes`,
  cig: msg`Vapes`,
}

/** USD cents as dollars, for forms that take whole cents. */
export const dollars = (cents: number) => (cents / 100).toFixed(2)

/** Minor units of a currency, formatted in the operator's language. */
export const money = (i18n: I18n, minor: number, currency: string) =>
  i18n.number(minor / 10 ** currencyDigits(currency), { style: 'currency', currency })

/** Order states as the back office shows them (its own catalog: the shop's order screens are another feature). */
export const orderStateLabels: Record<string, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  pending: msg`Pending`,
  reviewed: msg`Reviewed`,
  canceled: msg`Canceled`,
  paid: msg`Paid`,
  refund: msg`Refunded`,
  payment_failed: msg`Payment failed`,
  split: msg`Partly refunded`,
  unshipped: msg`Not shipped`,
  partial_shipment: msg`Partly shipped`,
  all_shipped: msg`Shipped`,
  completed: msg`Completed`,
  no_deduction: msg`Nothing shipped`,
}

/** Blind-box wallet entries and prize tiers. */
export const boxLabels: Record<string, MessageDescriptor> = {
  recharge: msg`Top-up`,
  draw: msg`Draw`,
  resale: msg`Resale`,
  forfeit: msg`Forfeited`,
  top: msg`Top`,
  rare: msg`Rare`,
  regular: msg`Regular`,
}

/** A code's label in the operator's language, or the code itself when it has none. */
export const label = (i18n: I18n, labels: Record<string, MessageDescriptor>, code: string) => (labels[code] ? i18n._(labels[code]) : code)
