import type { Messages } from '@lingui/core'

// Every en catalog (one per feature plus common) in one chunk: one request per language.
const catalogs = import.meta.glob<Messages>('../../locales/en/*.po', { eager: true, import: 'messages' })

export const messages: Messages = Object.assign({}, ...Object.values(catalogs))
