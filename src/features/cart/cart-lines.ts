import type { Locale } from '#contract/common.ts'
import type { Cart, CartLine } from '#contract/cart.ts'
import { maxCartQuantity } from '#contract/cart-rules.ts'
import type { ProductLine } from '#contract/lines.ts'

/**
 * The cart arithmetic the screen needs before the server answers: a guest's cart, and the
 * optimistic state of a logged-in shopper's queued changes. The server repeats every rule and
 * prices every line itself; these only keep the screen honest in the meantime.
 */

/** What the client knows of a product when it adds it (from the catalogue's goods detail). */
export interface GoodsSnapshot {
  id: number
  goods_name: string
  thumb: string
  price: number
  stock: number
}

export interface LineKey {
  goods_id: number
  size: string
}

export interface QuantityChange extends LineKey {
  quantity: number
}

export const emptyCart = (sign: ProductLine<'cart'>, locale: Locale = 'en'): Cart => ({
  sign,
  lines: [],
  note: '',
  count: 0,
  subtotal: 0,
  currency: 'USD',
  locale,
})

const sameLine = (line: LineKey, key: LineKey) => line.goods_id === key.goods_id && line.size === key.size

/** Recomputes line totals, availability, the count and the subtotal. */
export function withTotals(cart: Cart): Cart {
  const lines = cart.lines.map((line) => ({ ...line, total: line.price * line.quantity, available: line.stock >= line.quantity }))
  return {
    ...cart,
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + (line.available ? line.total : 0), 0),
  }
}

export function findLine(cart: Cart, key: LineKey): CartLine | undefined {
  return cart.lines.find((line) => sameLine(line, key))
}

export function addLine(cart: Cart, goods: GoodsSnapshot, size: string, quantity: number): Cart {
  const existing = findLine(cart, { goods_id: goods.id, size })
  const fresh = { goods_name: goods.goods_name, thumb: goods.thumb, price: goods.price, stock: goods.stock }
  const lines = existing
    ? cart.lines.map((line) => (line === existing ? { ...line, ...fresh, quantity: line.quantity + quantity } : line))
    : [...cart.lines, { goods_id: goods.id, line: cart.sign, size, quantity, total: 0, available: true, ...fresh }]
  return withTotals({ ...cart, lines })
}

export function setQuantities(cart: Cart, changes: QuantityChange[]): Cart {
  const lines = cart.lines.map((line) => {
    const change = changes.find((item) => sameLine(line, item))
    return change ? { ...line, quantity: change.quantity } : line
  })
  return withTotals({ ...cart, lines })
}

export function removeLine(cart: Cart, key: LineKey): Cart {
  return withTotals({ ...cart, lines: cart.lines.filter((line) => !sameLine(line, key)) })
}

export function setNote(cart: Cart, note: string): Cart {
  return { ...cart, note }
}

export type QuantityProblem = { kind: 'invalid' } | { kind: 'soldOut' } | { kind: 'stock'; available: number }

/**
 * Checks a wanted line quantity (what is already in the cart plus what is added) against the
 * shop's rules: a whole number 1–999 and no more than the stock the client knows of.
 */
export function quantityProblem(quantity: number, stock: number): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxCartQuantity) return { kind: 'invalid' }
  if (stock <= 0) return { kind: 'soldOut' }
  if (quantity > stock) return { kind: 'stock', available: stock }
  return null
}
