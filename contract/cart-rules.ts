// The cart's rules as plain values, free of zod: the client needs them at start-up (offline
// replay, guest carts) and every byte there delays the first paint. contract/cart.ts builds
// its schemas from these.

export const maxCartQuantity = 999
export const maxCartNoteLength = 500
