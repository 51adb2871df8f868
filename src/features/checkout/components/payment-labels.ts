import { msg } from '@lingui/core/macro'
import type { PaymentMethod } from '#contract/orders.ts'

/** Spec §4 payment methods. */
export const paymentMethodLabels = {
  card: msg`Credit card`,
  alipay: msg`Alipay`,
  wechat: msg`WeChat Pay`,
  cod: msg`Cash on delivery`,
} satisfies Record<PaymentMethod, unknown>

export const couponProblemLabels = {
  notFound: msg`This coupon cannot be used`,
  used: msg`This coupon has already been used`,
  expired: msg`This coupon has expired`,
  minSpend: msg`Your order does not reach this coupon's minimum spend`,
}
