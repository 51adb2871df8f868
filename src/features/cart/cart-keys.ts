import { userQueryKeyRoot } from '@/lib/session.ts'
import type { ProductLine } from '#contract/lines.ts'

// The cart's cache and mutation keys, apart from the code that reads and changes a cart: every
// page registers the cart's mutation defaults by these keys at start-up (mutation-defaults.ts),
// and the changes themselves load with the first change (cart-changes.ts).

/** Starts with 'user' so logging out wipes it; a guest's cart shares the key. */
export const cartQueryKey = (sign: ProductLine<'cart'>) => [userQueryKeyRoot, 'cart', sign] as const

export const cartActionKeys = {
  add: ['cart', 'add'],
  update: ['cart', 'update'],
  remove: ['cart', 'remove'],
  note: ['cart', 'note'],
} as const
