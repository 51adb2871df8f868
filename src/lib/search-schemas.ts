// Search-param parsers of the routes. They run before any page code loads, so they sit in the
// first bundle of every page: plain functions cost a few hundred bytes where a schema library
// costs 20 KB. Bad values fall back instead of failing, so a mangled link still opens a page.

type Search = Record<string, unknown>

/** A positive integer from a number or numeric text; anything else is undefined. */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/** One of `allowed`, else `fallback`. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/** Order numbers are all digits: unquoted in a link from outside, the router reads a number. */
export function parseOrderNo(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined
  return text && /^\d{8,24}$/.test(text) ? text : undefined
}

const slug = (value: unknown) => (typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined)

/** A product page's `?productId=`: anything but a positive integer reads as 0, "no product". */
export const productSearch = (search: Search): { productId: number } => ({ productId: positiveInt(search.productId) ?? 0 })

/** A list's `?page=`. */
export const pageSearch = (search: Search): { page?: number } => ({ page: positiveInt(search.page) })

/** A goods list's `?page=&category=`. */
export const goodsPageSearch = (search: Search): GoodsPageSearch => ({ page: positiveInt(search.page), category: slug(search.category) })
export interface GoodsPageSearch {
  page?: number
  category?: string
}

/** The search results page: `?q=&line=&category=&min=&max=&in_stock=&sort=&page=` (prices in whole US dollars). */
export interface SearchPageSearch {
  q?: string
  line?: 'sco' | 'boot' | 'ene' | 'cig'
  category?: string
  min?: number
  max?: number
  in_stock?: boolean
  sort?: 'price_asc' | 'price_desc' | 'newest'
  page?: number
}

const textOf = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined)
const dollars = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= 0 && number <= 1_000_000 ? number : undefined
}

export const searchPageSearch = (search: Search): SearchPageSearch => {
  const line = oneOf(['sco', 'boot', 'ene', 'cig', ''] as const, search.line, '')
  const sort = oneOf(['price_asc', 'price_desc', 'newest', ''] as const, search.sort, '')
  const page = positiveInt(search.page)
  return {
    q: textOf(search.q)?.slice(0, 200) || undefined,
    line: line || undefined,
    category: slug(search.category),
    min: dollars(search.min),
    max: dollars(search.max),
    in_stock: search.in_stock === true || search.in_stock === '1' || search.in_stock === 1 ? true : undefined,
    sort: sort || undefined,
    page: page && page <= 500 ? page : undefined,
  }
}

/**
 * How a search value is read from the URL: JSON like the router's default (numbers, booleans,
 * quoted text), except long runs of digits, which are identifiers (order numbers) and stay text.
 * Given to the router as the parser of both directions, an order number is written plainly,
 * `?order_no=2611231234567890`, never JSON-quoted (`%22…%22`), and never rounded as a number.
 */
export function parseSearchValue(text: string): unknown {
  if (/^\d{8,}$/.test(text)) throw new TypeError('an identifier, kept as text')
  return JSON.parse(text)
}
