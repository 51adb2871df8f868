import * as z from 'zod/mini'

// Search-param schemas of the routes. They run before any page code loads, so they sit in the
// first bundle of every page: zod/mini keeps them small. Bad values fall back instead of failing.

const positiveInt = z.coerce.number().check(z.int(), z.positive())

/** A product page's `?productId=`: anything but a positive integer reads as 0, "no product". */
export const productSearch = z.object({
  productId: z.catch(positiveInt, 0),
})

/** A list's `?page=`. */
export const pageSearch = z.object({
  page: z.catch(z.optional(positiveInt), undefined),
})

/** A goods list's `?page=&category=`. */
export const goodsPageSearch = z.object({
  page: z.catch(z.optional(positiveInt), undefined),
  category: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))), undefined),
})
export type GoodsPageSearch = z.infer<typeof goodsPageSearch>

/** Order numbers are all digits: unquoted in a link from outside, the router reads a number. */
export const orderNo = z.coerce.string().check(z.regex(/^\d{8,24}$/))
