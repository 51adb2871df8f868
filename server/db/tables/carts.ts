import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { ProductLine } from '#contract/lines.ts'

/** One line of a user's cart for one product line (`sign`). Prices are never stored here. */
export interface CartLineTable {
  id: Generated<number>
  user_id: number
  line: ProductLine
  goods_id: number
  /** Ski-boot size; empty for goods without sizes. */
  size: Generated<string>
  quantity: number
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type CartLineRow = Selectable<CartLineTable>
export type NewCartLine = Insertable<CartLineTable>
export type CartLineUpdate = Updateable<CartLineTable>

/** The shopper's note to the order, one per cart (user and product line). */
export interface CartNoteTable {
  user_id: number
  line: ProductLine
  note: string
  updated_at: Generated<Date>
}

export type CartNoteRow = Selectable<CartNoteTable>
