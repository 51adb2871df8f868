import type { Messages } from '@lingui/core'

// Every zh-cn catalog (one per feature plus common) in one chunk: one request per language.
// Left out: the server's (server/i18n reads it) and the catalogs of the areas in
// contract/catalog-areas.ts (account, the back office, blind boxes, checkout, the official site, orders,
// partnership, returns, search, the vape shops), which load with their pages (lib/i18n.ts).
const catalogs = import.meta.glob<Messages>(
  [
    '../../locales/zh-cn/*.po',
    '!../../locales/zh-cn/{admin,server,account,blindbox,checkout,orders,marketing,partnership,returns,search,vape}.po',
  ],
  { eager: true, import: 'messages' },
)

export const messages: Messages = Object.assign({}, ...Object.values(catalogs))
