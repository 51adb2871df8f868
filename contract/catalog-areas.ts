// Which of the client's message catalogs a page needs beyond the ones every page loads
// (src/locales/{locale}/{area}.po). Shared because both sides act on it: the browser loads these
// catalogs before it shows the page (src/lib/i18n.ts), and the server preloads them with the
// page's own scripts (server/plugins/route-assets.ts). Only these areas' features use them; a
// page outside these paths that came to use one would show message ids, so a feature that
// spreads to another area is added here.

export const catalogAreas = [
  'account',
  'admin',
  'blindbox',
  'checkout',
  'marketing',
  'orders',
  'partnership',
  'returns',
  'search',
  'vape',
] as const
export type CatalogArea = (typeof catalogAreas)[number]

const byPath: [RegExp, CatalogArea[]][] = [
  // Each page's areas are those of the features its route reaches: a catalog a page does not
  // use costs every visit to it 1-3 KB of the 150 KB budget (issue 46).
  // An order's detail and its Pay now (checkout's messages) load with their code (routes/account/orders.tsx);
  // so does an opened order's returns policy in short, with its words (features/returns/lazy-policy-summary.tsx).
  [/^\/account\/orders\/?$/i, ['account', 'orders']],
  [/^\/account(\/|$)/i, ['account']],
  // The thank-you page offers a guest the account's sign-up (issue 48): its words load with its code.
  [/^\/checkout\/thanks\/?$/i, ['checkout', 'orders']],
  // A guest's order link: the look-up shows the order as the order page does.
  [/^\/checkout\/order\/?$/i, ['checkout', 'orders']],
  [/^\/checkout(\/|$)/i, ['checkout']],
  // WeChat's authorisation comes back to a page of the checkout's payment, for a signed-in shopper
  // (the sign-in prompt is shared UI, in the common catalog).
  [/^\/wechat(\/|$)/, ['checkout']],
  // Topping up pays by card; the sign-up shows the account's form.
  [/^\/blindBoxes\/recharge\/?$/i, ['blindbox', 'checkout']],
  [/^\/blindBoxes\/register\/?$/i, ['account', 'blindbox']],
  [/^\/blindBoxes(\/|$)/i, ['blindbox']],
  [/^\/ES\/partnership-opportunity\/?$/i, ['partnership']],
  // The vape shops' age gate, header and footer (features/vape): no other page's.
  [/^\/VAPE\/pages\/partnership-opportunity\/?$/i, ['partnership', 'vape']],
  [/^\/VAPE(\/|$)/i, ['vape']],
  // The search's results (its dialog, on every page, loads its words when opened: search-button.tsx).
  [/^\/search\/?$/i, ['search']],
  // The whole returns policy. Its summary on product, series and order pages loads its words with
  // its code, once the page is idle (features/returns/lazy-policy-summary.tsx).
  [/^\/returns\/?$/i, ['returns']],
  // The back office's strings: never a shopper's (the service worker leaves them out, back-office-files.ts).
  [/^\/admin(\/|$)/, ['admin']],
]

// The official site's frame and words (features/marketing) are on every page outside the shops'
// paths, an unknown path's included, and on the vape brands' own pages. A new shop page outside
// these paths loads them for nothing (1.3 KB), never goes without them.
const shopPaths = /^\/(ELST|ES|VAPE|account|admin|blindBoxes|checkout|electric-scooter|sazi-vape|search|ski-board|wechat)(\/|$)/i
const vapeBrandPages = /^\/VAPE\/pages\/(?!product\/?$)/i

/** The area catalogs of the page at `pathname` (a path or a route id), none for most shop pages. */
export function catalogAreasOf(pathname: string): CatalogArea[] {
  const areas = byPath.find(([pattern]) => pattern.test(pathname))?.[1] ?? []
  return shopPaths.test(pathname) && !vapeBrandPages.test(pathname) ? areas : [...areas, 'marketing']
}
