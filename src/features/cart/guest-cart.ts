import type { Cart, MergeCartBody } from '#contract/cart.ts'
import { cartLines } from '#contract/lines.ts'
import { localeStore } from '@/lib/i18n.ts'
import { readStorage, removeStorage, StorageKey, writeStorage } from '@/lib/storage.ts'
import { emptyCart, withTotals } from './cart-lines.ts'
import type { ProductLine } from '#contract/lines.ts'

/**
 * A guest's carts, one per product line, in CART__. `mergeId` is made with the first line and
 * sent with the merge at login, so a retried merge is applied once.
 */
export interface GuestCarts {
  mergeId: string
  carts: Partial<Record<ProductLine<'cart'>, Cart>>
}

function newMergeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function readGuestCarts(): GuestCarts | undefined {
  const stored = readStorage<GuestCarts>(StorageKey.cart)
  if (!stored || typeof stored !== 'object' || typeof stored.mergeId !== 'string' || typeof stored.carts !== 'object') return undefined
  return stored
}

export function readGuestCart(sign: ProductLine<'cart'>): Cart {
  const stored = readGuestCarts()?.carts[sign]
  const empty = emptyCart(sign, localeStore.get())
  return stored && Array.isArray(stored.lines) ? withTotals({ ...empty, ...stored, sign }) : empty
}

export function writeGuestCart(cart: Cart): void {
  const current = readGuestCarts() ?? { mergeId: newMergeId(), carts: {} }
  writeStorage(StorageKey.cart, { ...current, carts: { ...current.carts, [cart.sign]: cart } })
}

export function clearGuestCarts(): void {
  removeStorage(StorageKey.cart)
}

/** What the login merge sends, or null when the guest kept nothing. */
export function guestMergeBody(): MergeCartBody | null {
  const stored = readGuestCarts()
  if (!stored) return null
  const carts = cartLines.map((sign) => readGuestCart(sign))
  const lines = carts.flatMap((cart) =>
    cart.lines.map((line) => ({ sign: cart.sign, goods_id: line.goods_id, size: line.size, quantity: line.quantity })),
  )
  const notes = carts.filter((cart) => cart.note.trim() !== '').map((cart) => ({ sign: cart.sign, note: cart.note }))
  if (lines.length === 0 && notes.length === 0) return null
  return { merge_id: stored.mergeId, lines, notes }
}
