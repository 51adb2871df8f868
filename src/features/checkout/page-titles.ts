import { msg } from '@lingui/core/macro'

/** The checkout pages' titles: in the checkout catalog, which loads before a page's head is read. */
export const checkoutTitles = {
  checkout: msg`Checkout`,
  orderConfirmed: msg`Order confirmed`,
  wechatPay: msg`WeChat Pay`,
  yourOrder: msg`Your order`,
}
