import type { Locale } from '#contract/common.ts'
import type { Category, ExchangeRates, GoodsDetail, GoodsList, SearchHit } from '#contract/catalogue.ts'
import { Code } from '#contract/envelope.ts'
import type { Db } from '../../db/database.ts'
import type { CategoryRow } from '../../db/tables/catalogue.ts'
import { thumbUrl } from '../../http/media-url.ts'
import { summaryOf } from '../../db/goods-summary.ts'
import { searchLine } from '../search/index.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'
import type { ProductLine } from '#contract/lines.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

type GoodsRow = NonNullable<Awaited<ReturnType<typeof queries.findGoods>>>

export interface CatalogueContext extends Pick<RequestContext, 'db' | 'locale'> {
  /** Where media URLs point: MEDIA_ORIGIN or /media. */
  mediaBase: string
}

function detailOf(row: GoodsRow, context: CatalogueContext): GoodsDetail {
  const zh = context.locale === 'zh-cn'
  return {
    ...summaryOf(row, context),
    description: zh ? row.description_zh : row.description_en,
    images: row.images.map((path) => ({
      src: `${context.mediaBase}/${path}`,
      thumb: thumbUrl(context.mediaBase, path),
      responsive: !row.pending_images.includes(path),
    })),
    sizes: row.sizes,
    specs: row.specs.map((spec) => ({ label: zh ? spec.labelZh : spec.labelEn, value: zh ? spec.valueZh : spec.valueEn })),
  }
}

function categoryOf(row: CategoryRow, locale: Locale): Category {
  return { id: row.id, slug: row.slug, brand: row.brand, name: locale === 'zh-cn' ? row.name_zh : row.name_en }
}

export interface GoodsPageRequest {
  line: ProductLine
  page: number
  pageSize: number
  category?: string
  brand?: string
  featuredOnly?: boolean
}

export async function getGoodsPage(context: CatalogueContext, request: GoodsPageRequest): Promise<GoodsList> {
  const filter = { line: request.line, categorySlug: request.category, brand: request.brand, featuredOnly: request.featuredOnly }
  const rows = await queries.listGoods(context.db, { ...filter, limit: request.pageSize, offset: (request.page - 1) * request.pageSize })
  // Past the last page the window count is absent, so count separately only then.
  const total = rows.length > 0 ? Number(rows[0].total) : await queries.countGoods(context.db, filter)
  return { list: rows.map((row) => summaryOf(row, context)), total, page: request.page, page_size: request.pageSize }
}

export async function getGoodsDetail(context: CatalogueContext, line: ProductLine, id: number): Promise<GoodsDetail> {
  const row = await queries.findGoods(context.db, line, id)
  if (!row) throw new ShopError(Code.notFound, messages.productNotFound)
  return detailOf(row, context)
}

/** The line's own search (spec §7): the shop's search, within this line. */
export async function searchGoods(context: CatalogueContext, line: ProductLine, term: string): Promise<SearchHit[]> {
  if (!term) return []
  const rows = await searchLine(context, line, term, 20)
  return rows.map((row) => {
    const { id, thumb, goods_name, price } = summaryOf(row, context)
    return { id, thumb, goods_name, price }
  })
}

export async function getCategories(context: CatalogueContext, line: ProductLine, brand?: string): Promise<Category[]> {
  const rows = await queries.listCategories(context.db, line, brand)
  return rows.map((row) => categoryOf(row, context.locale))
}

export async function getExchangeRates(db: Db): Promise<ExchangeRates> {
  const rows = await queries.listExchangeRates(db)
  return {
    base: 'USD',
    rates: rows.map((row) => ({
      currency: row.currency,
      rate: normaliseDecimal(row.per_usd),
      round_to: row.round_to,
      price_ending: row.price_ending,
    })),
  }
}

/** numeric(18,6) comes back as '7.120000'; shoppers and clients want '7.12'. */
function normaliseDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}
