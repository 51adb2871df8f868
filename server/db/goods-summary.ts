import type { Locale } from '#contract/common.ts'
import type { GoodsSummary } from '#contract/catalogue.ts'
import type { ProductLine } from '#contract/lines.ts'
import { thumbUrl } from '../http/media-url.ts'

// A product as every list shows it (listings, search results, suggestions): shared with the
// search module, which lists the same goods in its own order.

export const categoryColumns = [
  'categories.slug as category_slug',
  'categories.name_en as category_name_en',
  'categories.name_zh as category_name_zh',
  'categories.brand as brand',
] as const

/** What a listing shows: no descriptions or specs, which are most of a row's bytes. */
export const summaryColumns = [
  'goods.id',
  'goods.line',
  'goods.slug',
  'goods.name_en',
  'goods.name_zh',
  'goods.summary_en',
  'goods.summary_zh',
  'goods.price_cents',
  'goods.compare_at_cents',
  'goods.stock',
  'goods.images',
  'goods.pending_images',
  'goods.featured',
  'goods.is_new',
] as const

export interface GoodsSummaryRow {
  id: number
  line: ProductLine
  slug: string
  name_en: string
  name_zh: string
  summary_en: string
  summary_zh: string
  price_cents: number
  compare_at_cents: number | null
  stock: number
  images: string[]
  /** Pictures whose responsive copies are still being made: the shop draws their master. */
  pending_images: string[]
  featured: boolean
  is_new: boolean
  category_slug: string
  category_name_en: string
  category_name_zh: string
  brand: string | null
}

export interface SummaryContext {
  locale: Locale
  /** Where media URLs point: MEDIA_ORIGIN or /media. */
  mediaBase: string
}

export function summaryOf(row: GoodsSummaryRow, { locale, mediaBase }: SummaryContext): GoodsSummary {
  const zh = locale === 'zh-cn'
  const firstImage = row.images[0]
  return {
    id: row.id,
    line: row.line,
    slug: row.slug,
    goods_name: zh ? row.name_zh : row.name_en,
    summary: zh ? row.summary_zh : row.summary_en,
    thumb: firstImage ? thumbUrl(mediaBase, firstImage) : '',
    responsive: !row.pending_images.includes(firstImage ?? ''),
    price: row.price_cents,
    compare_at_price: row.compare_at_cents,
    currency: 'USD',
    stock: row.stock,
    is_new: row.is_new,
    featured: row.featured,
    category: { slug: row.category_slug, name: zh ? row.category_name_zh : row.category_name_en },
  }
}
