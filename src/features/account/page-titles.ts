import { msg } from '@lingui/core/macro'

/** The account pages' titles: in the account catalog, which loads before a page's head is read. */
export const accountTitles = {
  login: msg`Login`,
  register: msg`Create account`,
  resetPassword: msg`Reset password`,
  account: msg`My account`,
  addresses: msg`Addresses`,
  orders: msg`Orders`,
}
