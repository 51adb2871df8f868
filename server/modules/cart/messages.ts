import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  quantityInvalid: { en: 'Please enter a whole number from 1 to 999.', 'zh-cn': '请输入 1 到 999 之间的整数。' },
  quantityOverLimit: { en: 'A cart can hold at most 999 of one product.', 'zh-cn': '同一商品在购物车中最多 999 件。' },
  productNotFound: common.productNotFound,
  otherLine: { en: 'This product belongs to another shop and cannot be added to this cart.', 'zh-cn': '该商品属于其他商店，不能加入此购物车。' },
  sizeRequired: { en: 'Please choose a size before adding to cart.', 'zh-cn': '加入购物车前请选择尺码。' },
  sizeUnknown: { en: 'Size {size} is not available for this product.', 'zh-cn': '该商品没有 {size} 这个尺码。' },
  soldOut: { en: '{name} is sold out.', 'zh-cn': '{name} 已售罄。' },
  notEnoughStock: common.notEnoughStock,
  notInCart: { en: 'This item is no longer in your cart.', 'zh-cn': '该商品已不在您的购物车中。' },
  noteTooLong: { en: 'The order note can be at most {max} characters.', 'zh-cn': '订单备注最多 {max} 个字符。' },
  badRequestKey: { en: 'The Idempotency-Key header is not valid.', 'zh-cn': 'Idempotency-Key 请求头无效。' },
  mergeAdjusted: { en: 'Your carts were merged; some items were sold out or limited to the stock left.', 'zh-cn': '购物车已合并；部分商品已售罄或已按剩余库存调整数量。' },
} satisfies Record<string, Message>
