import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, searchText } from './text.ts'
import { id, line, minorUnits, page, pageQuery } from './common.ts'

export const category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
})
export type Category = z.infer<typeof category>

/** A product as listed: names in the caller's language, prices in USD minor units. */
export const goodsSummary = z.object({
  id: z.number().int(),
  line,
  slug: z.string(),
  goods_name: z.string(),
  summary: z.string(),
  thumb: z.string(),
  /** False while the responsive copies of the thumbnail's master are being made: draw the master itself. */
  responsive: z.boolean(),
  price: minorUnits,
  compare_at_price: minorUnits.nullable(),
  currency: z.literal('USD'),
  stock: z.number().int(),
  is_new: z.boolean(),
  featured: z.boolean(),
  category: category.pick({ slug: true, name: true }),
})
export type GoodsSummary = z.infer<typeof goodsSummary>

export const goodsSpec = z.object({ label: z.string(), value: z.string() })

export const goodsDetail = goodsSummary.extend({
  description: z.string(),
  /** `responsive`: whether the picture's AVIF/WebP copies exist (an upload's are made after it). */
  images: z.array(z.object({ src: z.string(), thumb: z.string(), responsive: z.boolean() })),
  sizes: z.array(z.string()),
  specs: z.array(goodsSpec),
})
export type GoodsDetail = z.infer<typeof goodsDetail>

export const goodsListQuery = pageQuery.extend({
  category: cappedString(60)
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  brand: cappedString(40)
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  featured: z.enum(['1', '0']).optional(),
})
export type GoodsListQuery = z.infer<typeof goodsListQuery>
export const goodsList = page(goodsSummary)
export type GoodsList = z.infer<typeof goodsList>
export const goodsListResponse = envelope(goodsList)

export const goodsDetailQuery = z.object({ id })
export const goodsDetailResponse = envelope(goodsDetail)

export const categoriesQuery = z.object({
  brand: cappedString(40)
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
})
export const categoriesResponse = envelope(z.object({ list: z.array(category) }))

// The line's own search (spec §7): the same search as /api/v1/search, within one line.
export const searchQuery = z.object({
  goods_name: searchText.default(''),
})
export const searchHit = goodsSummary.pick({ id: true, thumb: true, goods_name: true, price: true })
export type SearchHit = z.infer<typeof searchHit>
export const searchResponse = envelope(z.object({ list: z.array(searchHit) }))

export const exchangeRate = z.object({
  currency: z.string().length(3),
  rate: z.string(),
  /** How shelf prices round in this currency (contract/money.ts `PriceRounding`). */
  round_to: z.number().int().nonnegative(),
  price_ending: z.number().int().nonnegative(),
})
export type ExchangeRate = z.infer<typeof exchangeRate>
export const exchangeRates = z.object({ base: z.literal('USD'), rates: z.array(exchangeRate) })
export type ExchangeRates = z.infer<typeof exchangeRates>
export const exchangeRatesResponse = envelope(exchangeRates)
