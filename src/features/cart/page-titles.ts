import { msg } from '@lingui/core/macro'

/** Each shop's cart page title. */
export const cartTitles = {
  scooter: msg`Cart · E-Scooters`,
  energy: msg`Cart · Smart Power`,
  ski: msg`Cart · Bootski`,
}
