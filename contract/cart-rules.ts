// The cart's rules as plain values, free of zod: the client needs them at start-up (offline
// replay, guest carts) and every byte there delays the first paint. contract/cart.ts builds
// its schemas from these.

/**
 * Which cart (`sign` of the legacy paths): one per product line and user. The vape brands are
 * sold through the main client's cart with sign `cig`; blind boxes have their own wallet flow.
 */
export const cartSigns = ['sco', 'boot', 'ene', 'cig'] as const
export type CartSign = (typeof cartSigns)[number]

export const isCartSign = (value: unknown): value is CartSign => cartSigns.includes(value as CartSign)

export const maxCartQuantity = 999
export const maxCartNoteLength = 500

/** The `{product}` a cart is reached under: vape carts live under the main client's paths. */
export const cartProduct = (sign: CartSign): 'sco' | 'boot' | 'ene' => (sign === 'cig' ? 'sco' : sign)
