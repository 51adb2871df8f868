import type { Migration } from 'kysely/migration'
import * as createCatalogue from './0001-create-catalogue.ts'
import * as createUsersAndCarts from './0002-create-users-and-carts.ts'
import * as createAddressesCouponsOutbox from './0003-create-addresses-coupons-outbox.ts'
import * as createCartNotes from './0005-create-cart-notes.ts'
import * as createAccountSecurity from './0004-create-account-security.ts'
import * as createOrders from './0006-create-orders.ts'
import * as createPartnershipEnquiries from './0007-create-partnership-enquiries.ts'

// Append new migrations at the end; a shipped migration is never edited.
export const migrations: Record<string, Migration> = {
  '0001-create-catalogue': createCatalogue,
  '0002-create-users-and-carts': createUsersAndCarts,
  '0003-create-addresses-coupons-outbox': createAddressesCouponsOutbox,
  '0005-create-cart-notes': createCartNotes,
  '0004-create-account-security': createAccountSecurity,
  '0006-create-orders': createOrders,
  '0007-create-partnership-enquiries': createPartnershipEnquiries,
}
