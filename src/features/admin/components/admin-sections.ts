import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Permission } from '#contract/admin.ts'

/**
 * The back office's navigation, in order: one entry per section. A section shows only to
 * roles with its permission (the server checks it again on every call). Add new sections here.
 */
export const adminSections = [
  { to: '/admin', label: msg`Operators and audit`, permission: null },
  { to: '/admin/lines', label: msg`Product lines`, permission: 'catalogue' },
  { to: '/admin/categories', label: msg`Categories`, permission: 'catalogue' },
  { to: '/admin/products', label: msg`Products`, permission: 'catalogue' },
  { to: '/admin/orders', label: msg`Orders`, permission: 'orders.read' },
  { to: '/admin/returns', label: msg`Returns`, permission: 'orders.read' },
  { to: '/admin/return-policies', label: msg`Return policies`, permission: 'settings' },
  { to: '/admin/dashboard', label: msg`Dashboard`, permission: 'orders.read' },
  { to: '/admin/customers', label: msg`Customers`, permission: 'customers.read' },
  { to: '/admin/coupons', label: msg`Coupons`, permission: 'coupons' },
  { to: '/admin/rates', label: msg`Exchange rates`, permission: 'settings' },
  { to: '/admin/shipping', label: msg`Shipping`, permission: 'settings' },
  { to: '/admin/sale-rules', label: msg`Sale rules`, permission: 'settings' },
  { to: '/admin/landed-cost', label: msg`Duties and taxes`, permission: 'settings' },
  { to: '/admin/enquiries', label: msg`Enquiries`, permission: 'enquiries' },
  { to: '/admin/blind-boxes', label: msg`Blind-box odds`, permission: 'settings' },
  { to: '/admin/mails', label: msg`Mail not sent`, permission: 'orders.write' },
] as const satisfies readonly { to: string; label: MessageDescriptor; permission: Permission | null }[]
