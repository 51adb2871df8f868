import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { DangerousGoodsClass } from '#contract/delivery.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface CategoryTable {
  id: Generated<number>
  line: ProductLine
  slug: string
  brand: string | null
  name_en: string
  name_zh: string
  sort: number
  /** Unpublished: gone from the shop's category menus and filters; its products stay on sale. */
  published: Generated<boolean>
  /** Raised by every back-office edit, like goods.version. */
  version: Generated<number>
}

export interface GoodsSpec {
  labelEn: string
  labelZh: string
  valueEn: string
  valueZh: string
}

export interface GoodsTable {
  id: Generated<number>
  line: ProductLine
  category_id: number
  slug: string
  name_en: string
  name_zh: string
  summary_en: string
  summary_zh: string
  description_en: string
  description_zh: string
  /** USD minor units; every other currency is derived with the exchange rates. */
  price_cents: number
  compare_at_cents: number | null
  stock: number
  images: ColumnType<string[], string, string>
  /** Pictures of `images` whose responsive copies the job has not written yet: the shop serves their master. */
  pending_images: ColumnType<string[], string | undefined, string>
  sizes: ColumnType<string[], string, string>
  specs: ColumnType<GoodsSpec[], string, string>
  featured: boolean
  is_new: boolean
  active: Generated<boolean>
  created_at: Generated<Date>
  /** Raised by every back-office edit: an editor holding an older one is refused. */
  version: Generated<number>
  /** Shipping weight in grams, packed; null until the operator weighs it ("Not available for delivery yet"). */
  weight_g: ColumnType<number | null, number | null | undefined, number | null>
  /** Packed size in whole centimetres. */
  length_cm: ColumnType<number | null, number | null | undefined, number | null>
  width_cm: ColumnType<number | null, number | null | undefined, number | null>
  height_cm: ColumnType<number | null, number | null | undefined, number | null>
  /** Dangerous-goods class where one applies (lithium battery, nicotine e-liquid). */
  dg_class: ColumnType<DangerousGoodsClass | null, DangerousGoodsClass | null | undefined, DangerousGoodsClass | null>
  /** A lithium battery's energy in watt-hours. */
  dg_wh: ColumnType<number | null, number | null | undefined, number | null>
  /** Customs heading, 6 digits; null until the operator classifies it (issue 50). */
  hs_code: ColumnType<string | null, string | null | undefined, string | null>
  /** Country of origin, ISO alpha-2. */
  origin_country: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ExchangeRateTable {
  currency: string
  /** How many units of `currency` one US dollar buys, as exact decimal text. */
  per_usd: string
  /** How shelf prices round in this currency (contract/money.ts `PriceRounding`); 0 and 0: as converted. */
  round_to: Generated<number>
  price_ending: Generated<number>
  updated_at: Generated<Date>
}

export type CategoryRow = Selectable<CategoryTable>
export type NewCategory = Insertable<CategoryTable>
export type CategoryUpdate = Updateable<CategoryTable>
export type GoodsRow = Selectable<GoodsTable>
export type NewGoods = Insertable<GoodsTable>
export type GoodsUpdate = Updateable<GoodsTable>
export type ExchangeRateRow = Selectable<ExchangeRateTable>
