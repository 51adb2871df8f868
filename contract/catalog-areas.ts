// Which of the client's message catalogs a page needs beyond the ones every page loads
// (src/locales/{locale}/{area}.po). Shared because both sides act on it: the browser loads these
// catalogs before it shows the page (src/lib/i18n.ts), and the server preloads them with the
// page's own scripts (server/plugins/route-assets.ts). Only these areas' features use them; a
// page outside these paths that came to use one would show message ids, so a feature that
// spreads to another area is added here.

export const catalogAreas = ['account', 'admin', 'blindbox', 'checkout', 'orders', 'partnership', 'returns'] as const
export type CatalogArea = (typeof catalogAreas)[number]

const byPath: [RegExp, CatalogArea[]][] = [
  // Each page's areas are those of the features its route reaches: a catalog a page does not
  // use costs every visit to it 1-3 KB of the 150 KB budget (issue 46).
  // An order's detail and its Pay now (checkout's messages) load with their code (routes/account/orders.tsx).
  // An opened order offers its return with the line's policy in short (features/returns).
  [/^\/account\/orders\/?$/i, ['account', 'orders', 'returns']],
  [/^\/account(\/|$)/i, ['account']],
  // The thank-you page offers a guest the account's sign-up (issue 48).
  [/^\/checkout\/thanks\/?$/i, ['account', 'checkout', 'orders']],
  // A guest's order link: the look-up shows the order as the order page does.
  [/^\/checkout\/order\/?$/i, ['checkout', 'orders']],
  [/^\/checkout(\/|$)/i, ['checkout']],
  // WeChat's authorisation comes back to a page of the checkout's payment, for a signed-in shopper
  // (the sign-in prompt is shared UI, in the common catalog).
  [/^\/wechat(\/|$)/, ['checkout']],
  // Topping up pays by card; the sign-up shows the account's form.
  [/^\/blindBoxes\/recharge\/?$/i, ['blindbox', 'checkout']],
  [/^\/blindBoxes\/register\/?$/i, ['account', 'blindbox']],
  // A series' page shows the blind boxes' returns policy in short.
  [/^\/blindBoxes\/details\/?$/i, ['blindbox', 'returns']],
  [/^\/blindBoxes(\/|$)/i, ['blindbox']],
  [/^\/(ES|VAPE\/pages)\/partnership-opportunity\/?$/i, ['partnership']],
  // The returns policy, whole or in short on each product page (features/returns): its words are
  // no other page's, so they stay out of the catalog every page loads.
  [/^\/(returns|ELST\/product|ski-board\/product|ES\/(battery|energy)-storage\/product|VAPE\/pages\/product)\/?$/i, ['returns']],
  // The back office's strings: never a shopper's (the service worker leaves them out, back-office-files.ts).
  [/^\/admin(\/|$)/, ['admin']],
]

/** The area catalogs of the page at `pathname` (a path or a route id), none for most pages. */
export function catalogAreasOf(pathname: string): CatalogArea[] {
  return byPath.find(([pattern]) => pattern.test(pathname))?.[1] ?? []
}
