import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  productNotFound: common.productNotFound,
} satisfies Record<string, Message>
