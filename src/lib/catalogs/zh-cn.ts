import type { Messages } from '@lingui/core'

// Every zh-cn catalog (one per feature plus common) in one chunk: one request per language.
const catalogs = import.meta.glob<Messages>('../../locales/zh-cn/*.po', { eager: true, import: 'messages' })

export const messages: Messages = Object.assign({}, ...Object.values(catalogs))
