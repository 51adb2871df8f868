import type { MessageDescriptor } from '@lingui/core'

/** Lingui's `i18n._` / `useLingui()._`: schemas take it so their messages follow the locale. */
export type Translate = (descriptor: MessageDescriptor) => string
