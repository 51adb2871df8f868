import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Cart } from '#contract/cart.ts'
import { ApiError } from '@/lib/api-client.ts'
import { quantityProblem, type QuantityProblem } from './cart-lines.ts'
import { readGuestCart, writeGuestCart } from './guest-cart.ts'
import type { ProductLine } from '#contract/lines.ts'

/** Every cart change names its cart and whether it is a guest's (applied to CART__ at once). */
export interface CartChange {
  sign: ProductLine<'cart'>
  guest: boolean
}

/**
 * One kind of cart change: how the server (or CART__ for a guest) applies it, how the screen
 * shows it before the answer, and what the shopper is told. Registered as mutation defaults,
 * so a change queued offline replays the same way after a reload.
 */
export interface CartAction<V extends CartChange> {
  key: readonly ['cart', string]
  run(variables: V): Promise<Cart>
  apply(cart: Cart, variables: V): Cart
  success: MessageDescriptor
  failure: MessageDescriptor
}

const problemMessages = {
  invalid: msg`Please enter a whole number from 1 to 999.`,
  soldOut: msg`This product is sold out.`,
}

export function quantityProblemMessage(problem: QuantityProblem): string {
  return problem.kind === 'stock' ? i18n._(msg`Only ${problem.available} left in stock.`) : i18n._(problemMessages[problem.kind])
}

/** A guest change the shop's rules refuse, shaped like the server's own refusal. */
export function refuseQuantity(quantity: number, stock: number): void {
  const problem = quantityProblem(quantity, stock)
  if (problem) throw new ApiError('business', quantityProblemMessage(problem), problem.kind === 'invalid' ? 422 : 409)
}

/** Applies a guest's change to CART__ and answers the new cart, as the server would. */
export async function changeGuestCart<V extends CartChange>(variables: V, change: (cart: Cart) => Cart): Promise<Cart> {
  const next = change(readGuestCart(variables.sign))
  writeGuestCart(next)
  return next
}

/** A key the server keeps for a while, so an add replayed after a lost answer counts once. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
