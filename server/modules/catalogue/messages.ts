import type { Message } from '../../i18n/index.ts'

export const messages = {
  productNotFound: { en: 'This product does not exist or is no longer sold.', 'zh-cn': '该商品不存在或已下架。' },
} satisfies Record<string, Message>
