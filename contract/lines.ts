// The shop's product lines and which API address serves each: the one table the client's calls
// and the server's `{product}` check read. Free of zod: the client needs it at start-up.

/**
 * Each product line: the `{product}` of /api/v1/{product} its cart, orders and account answer
 * under, the endpoint table its catalogue is read from, whether it sells through a cart (and so
 * a checkout), and whether the whole-shop search covers it.
 */
const lineTable = {
  /** Electric scooters. */
  sco: { product: 'sco', catalogue: 'shop', cart: true, search: true },
  /** Ski boots. */
  boot: { product: 'boot', catalogue: 'shop', cart: true, search: true },
  /** Energy storage. */
  ene: { product: 'ene', catalogue: 'shop', cart: true, search: true },
  /** The vape brands: their own catalogue client (/api/v1/cigarette), the main client's cart and orders. */
  cig: { product: 'sco', catalogue: 'vape', cart: true, search: true },
  /** Blind boxes: their own region-checked shop and wallet (/api/v1/box), no cart, not in the whole-shop search. */
  box: { product: 'box', catalogue: 'shop', cart: false, search: false },
} as const

type LineTable = typeof lineTable
type LineTrait = 'cart' | 'search'

/** A product line; `ProductLine<'cart'>` is one sold through a cart and checkout. */
export type ProductLine<Has extends LineTrait = never> = {
  [L in keyof LineTable]: LineTable[L] extends Record<Has, true> ? L : never
}[keyof LineTable]

/** The `{product}` values the shop's routes answer under (/api/v1/{product}). */
export const apiProducts = ['sco', 'boot', 'ene', 'box'] as const satisfies readonly LineTable[ProductLine]['product'][]

/** The lines sold through a cart, in the carts' (legacy `sign`) order. */
export const cartLines = ['sco', 'boot', 'ene', 'cig'] as const satisfies readonly ProductLine<'cart'>[]

export const hasCart = (value: unknown): value is ProductLine<'cart'> => cartLines.includes(value as ProductLine<'cart'>)

/** The `{product}` a line's cart, orders and account are reached under. */
export const apiProductOf = (line: ProductLine) => lineTable[line].product

/** The endpoint table a line's catalogue is read from. */
export const catalogueOf = (line: ProductLine) => lineTable[line].catalogue

// Where each other endpoint table of contract/endpoints.ts is mounted on the API's origin.
const mounts = {
  vape: '/api/v1/cigarette',
  box: '/api/v1/box',
  payments: '/api/v1/payments',
  search: '/api/v1/search',
  delivery: '/api/v1/delivery',
  reports: '/api/v1/reports',
  admin: '/api/admin',
  sandboxCard: '/api/sandbox/card',
} as const

/** The path an endpoint table is served under; the shop's own depends on the line. */
export const apiPathOf = (table: 'shop' | keyof typeof mounts, line: ProductLine = 'sco'): string =>
  table === 'shop' ? `/api/v1/${apiProductOf(line)}` : mounts[table]
