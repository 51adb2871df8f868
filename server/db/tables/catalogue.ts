import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/** Product lines: the `{product}` of /api/v1/{product}, plus `cig` for the vape brands. */
export type Line = 'sco' | 'boot' | 'ene' | 'box' | 'cig'

export interface CategoryTable {
  id: Generated<number>
  line: Line
  slug: string
  brand: string | null
  name_en: string
  name_zh: string
  sort: number
}

export interface GoodsSpec {
  labelEn: string
  labelZh: string
  valueEn: string
  valueZh: string
}

export interface GoodsTable {
  id: Generated<number>
  line: Line
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
  sizes: ColumnType<string[], string, string>
  specs: ColumnType<GoodsSpec[], string, string>
  featured: boolean
  is_new: boolean
  active: Generated<boolean>
  created_at: Generated<Date>
}

export interface ExchangeRateTable {
  currency: string
  /** How many units of `currency` one US dollar buys, as exact decimal text. */
  per_usd: string
  updated_at: Generated<Date>
}

export type CategoryRow = Selectable<CategoryTable>
export type NewCategory = Insertable<CategoryTable>
export type GoodsRow = Selectable<GoodsTable>
export type NewGoods = Insertable<GoodsTable>
export type GoodsUpdate = Updateable<GoodsTable>
export type ExchangeRateRow = Selectable<ExchangeRateTable>
