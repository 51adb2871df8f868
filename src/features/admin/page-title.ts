import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { adminSections } from './components/admin-sections.ts'

// What a back-office page's tab says: "Orders · Back office". A route's loader names it, so
// these strings ride in the page's own chunk, never in the route tree every shopper's page loads
// (page-head.ts reads them). They are in the back office's catalog, which the root route loads
// for /admin paths before a page's head is read (contract/catalog-areas.ts).

const backOffice = msg`Back office`

/** Titles of the screens that are not a section of their own. */
export const adminTitles = {
  newProduct: msg`New product`,
  product: msg`Product`,
  order: msg`Order`,
  return: msg`Return`,
  importProducts: msg`Import and export products`,
}

type Section = (typeof adminSections)[number]['to']

export interface AdminTitle {
  title: MessageDescriptor[]
}

/** For a route's loader: the page's own title (a section's label, or one of adminTitles), then the back office's. */
export function adminTitle(own?: MessageDescriptor | Section): AdminTitle {
  const label = typeof own === 'string' ? adminSections.find((section) => section.to === own)?.label : own
  return { title: label ? [label, backOffice] : [backOffice] }
}
