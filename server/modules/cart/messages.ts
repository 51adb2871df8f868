import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  quantityInvalid: /*i18n*/ { id: 'Please enter a whole number from 1 to 999.' },
  quantityOverLimit: /*i18n*/ { id: 'A cart can hold at most 999 of one product.' },
  productNotFound: common.productNotFound,
  otherLine: /*i18n*/ { id: 'This product belongs to another shop and cannot be added to this cart.' },
  sizeRequired: /*i18n*/ { id: 'Please choose a size before adding to cart.' },
  sizeUnknown: /*i18n*/ { id: 'Size {size} is not available for this product.' },
  soldOut: /*i18n*/ { id: '{name} is sold out.' },
  notEnoughStock: common.notEnoughStock,
  notInCart: /*i18n*/ { id: 'This item is no longer in your cart.' },
  noteTooLong: /*i18n*/ { id: 'The order note can be at most {max} characters.' },
  mergeAdjusted: /*i18n*/ { id: 'Your carts were merged; some items were sold out or limited to the stock left.' },
} satisfies Record<string, Message>
