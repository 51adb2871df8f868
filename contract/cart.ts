import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { id, locale, minorUnits } from './common.ts'

import { maxCartQuantity } from './cart-rules.ts'
import { cartLines } from './lines.ts'

export { maxCartNoteLength, maxCartQuantity } from './cart-rules.ts'

export const cartSign = z.enum(cartLines)

/**
 * A quantity as a shopper typed it. Numbers and numeric text both arrive; the server checks for a
 * whole number 1–999 within stock itself, so the refusal names the rule instead of the field.
 */
export const quantityInput = z.union([z.number(), cappedString(32)])

/** The rule the server applies, also used by the client before it sends anything. */
export const cartQuantity = z.coerce.number().int().min(1).max(maxCartQuantity)

/** Ski-boot size; empty for goods without sizes. */
export const cartSize = lineText(20).trim().default('')

/** `user_id` of the legacy paths: accepted, and must be the token's own user (else 403). */
const userIdInput = z.union([cappedString(20), z.number()]).optional()

export const cartLine = z.object({
  goods_id: z.number().int(),
  line: cartSign,
  goods_name: z.string(),
  thumb: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price in USD minor units, from the goods table (never from the client). */
  price: minorUnits,
  total: minorUnits,
  stock: z.number().int(),
  /** False when the product is no longer sold or has fewer in stock than the line asks for. */
  available: z.boolean(),
})
export type CartLine = z.infer<typeof cartLine>

export const cart = z.object({
  sign: cartSign,
  lines: z.array(cartLine),
  note: z.string(),
  /** Summed quantities: the header badge count (scoCartNum…). */
  count: z.number().int(),
  /** Sum of the available lines, USD minor units. */
  subtotal: minorUnits,
  currency: z.literal('USD'),
  /** The language of the product names, so a client can refresh them after a switch. */
  locale,
})
export type Cart = z.infer<typeof cart>
export const cartResponse = envelope(cart)

export const cartQuery = z.object({ user_id: userIdInput, sign: cartSign })

export const addCartBody = z.object({
  user_id: userIdInput,
  sign: cartSign,
  goods_id: id,
  quantity: quantityInput,
  size: cartSize,
})
export type AddCartBody = z.input<typeof addCartBody>

export const cartItemChange = z.object({ goods_id: id, size: cartSize, quantity: quantityInput })

/** Sets the quantity of one or more lines at once ("Update cart"): all are applied or none. */
export const updateCartBody = z.object({
  user_id: userIdInput,
  sign: cartSign,
  items: z.array(cartItemChange).min(1).max(100),
})
export type UpdateCartBody = z.input<typeof updateCartBody>

export const delCartBody = z.object({ user_id: userIdInput, sign: cartSign, goods_id: id, size: cartSize })
export type DelCartBody = z.input<typeof delCartBody>

export const cartNoteBody = z.object({ user_id: userIdInput, sign: cartSign, note: multilineText(10_000) })
export type CartNoteBody = z.input<typeof cartNoteBody>

/**
 * A guest's carts (CART__) merged into the account's at login. `merge_id` makes it happen once:
 * the same id again changes nothing and answers the carts as they are.
 */
export const mergeCartBody = z.object({
  user_id: userIdInput,
  merge_id: cappedString(64).regex(/^[A-Za-z0-9-]{8,64}$/),
  lines: z.array(z.object({ sign: cartSign, goods_id: id, size: cartSize, quantity: cartQuantity })).max(400),
  notes: z
    .array(z.object({ sign: cartSign, note: multilineText(10_000) }))
    .max(4)
    .default([]),
})
export type MergeCartBody = z.input<typeof mergeCartBody>
export const mergeCartResult = z.object({
  carts: z.array(cart),
  /** Guest lines that could not be kept whole: sold out, gone, or capped at stock. */
  adjusted: z.number().int(),
})
export type MergeCartResult = z.infer<typeof mergeCartResult>
export const mergeCartResponse = envelope(mergeCartResult)

/** The API `{product}` that serves a cart: the vape cart rides on the main client. */
