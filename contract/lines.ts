// The shop's product lines and which API address serves each: the one table the client's calls
// and the server's `{product}` check read. Free of zod: the client needs it at start-up.

/**
 * Each product line: the `{product}` of /api/v1/{product} its cart, orders and account answer
 * under, and the endpoint table its catalogue is read from.
 */
const lineTable = {
  /** Electric scooters. */
  sco: { product: 'sco', catalogue: 'shop' },
  /** Ski boots. */
  boot: { product: 'boot', catalogue: 'shop' },
  /** Energy storage. */
  ene: { product: 'ene', catalogue: 'shop' },
  /** The vape brands: their own catalogue client (/api/v1/cigarette), the main client's cart and orders. */
  cig: { product: 'sco', catalogue: 'vape' },
  /** Blind boxes: their own region-checked shop and wallet (/api/v1/box). */
  box: { product: 'box', catalogue: 'shop' },
} as const

/** The lines sold through a cart (and so a checkout), in the carts' (legacy `sign`) order. */
export const cartLines = ['sco', 'boot', 'ene', 'cig'] as const

/** What some lines have: a cart, a place in the whole-shop search (blind boxes have neither). */
interface LinesWith {
  cart: (typeof cartLines)[number]
  search: Exclude<keyof typeof lineTable, 'box'>
}

/** A product line; `ProductLine<'cart'>` is one sold through a cart and checkout. */
export type ProductLine<With extends keyof LinesWith = never> = [With] extends [never] ? keyof typeof lineTable : LinesWith[With]

/** A `{product}` the shop's routes answer under (/api/v1/{product}): the address, not the line. */
export type ApiProduct = (typeof lineTable)[ProductLine]['product']

export const hasCart = (value: unknown): value is ProductLine<'cart'> => cartLines.includes(value as ProductLine<'cart'>)

/** The `{product}` a line's cart, orders and account are reached under. */
export const apiProductOf = (line: ProductLine) => lineTable[line].product

/** The endpoint table a line's catalogue is read from. */
export const catalogueOf = (line: ProductLine) => lineTable[line].catalogue

// Where each other endpoint table of contract/endpoints.ts is mounted, under /api/.
const mounts = {
  vape: 'v1/cigarette',
  box: 'v1/box',
  payments: 'v1/payments',
  search: 'v1/search',
  delivery: 'v1/delivery',
  reports: 'v1/reports',
  admin: 'admin',
  sandboxCard: 'sandbox/card',
} as const

/** The path an endpoint table is served under; the shop's own depends on the line. */
export const apiPathOf = (table: 'shop' | keyof typeof mounts, line: ProductLine = 'sco'): string =>
  `/api/${table === 'shop' ? `v1/${apiProductOf(line)}` : mounts[table]}`
