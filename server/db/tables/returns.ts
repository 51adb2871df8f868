import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { NonReturnableRule, ReturnKind, ReturnReason, ReturnState } from '#contract/returns.ts'

/** jsonb: objects come back parsed, and go in as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>

/** A product line's (or vape brand's) return terms (issue 51), edited by operators. */
export interface ReturnPolicyTable {
  key: string
  line: string
  name_en: string
  name_zh: string
  window_days: number
  warranty_months: number
  exchange: Generated<boolean>
  non_returnable: Json<NonReturnableRule[]>
  no_reimport_countries: Json<string[]>
  terms_en: string
  terms_zh: string
  version: Generated<number>
  updated_at: Generated<Date>
}

/** A return, size exchange or warranty claim of one order; its state follows the order's state table. */
export interface ReturnTable {
  id: Generated<number>
  return_no: string
  order_id: number
  user_id: number
  kind: ReturnKind
  state: ReturnState
  reason: ReturnReason
  note: Generated<string>
  /** Media paths of the shopper's photos. */
  photos: Json<string[]>
  serial_number: string | null
  address: ColumnType<string | null, string | null | undefined, string | null>
  parcel_reference: ColumnType<string | null, string | null | undefined, string | null>
  label_path: ColumnType<string | null, string | null | undefined, string | null>
  send_before: ColumnType<Date | null, Date | null | undefined, Date | null>
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>
  without_return: Generated<boolean>
  without_return_reason: ColumnType<string | null, string | null | undefined, string | null>
  refund_goods: ColumnType<number | null, number | null | undefined, number | null>
  refund_delivery: ColumnType<number | null, number | null | undefined, number | null>
  refund_duties_taxes: ColumnType<number | null, number | null | undefined, number | null>
  refund_total: ColumnType<number | null, number | null | undefined, number | null>
  replacement_carrier: ColumnType<string | null, string | null | undefined, string | null>
  replacement_tracking_no: ColumnType<string | null, string | null | undefined, string | null>
  replacement_shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  warranty_outcome: ColumnType<'repaired' | 'replacement' | 'refund' | null, 'repaired' | 'replacement' | 'refund' | null | undefined>
  created_at: Date
  updated_at: Date
}

export interface ReturnLineTable {
  id: Generated<number>
  return_id: number
  order_line_id: number
  goods_id: number
  quantity: number
  /** Exchange: the size wanted instead. */
  replacement_size: string | null
  /** Units of the replacement held from stock now (set at approval, 0 once released or shipped). */
  held: Generated<number>
  /** Inspection: back to stock (true) or written off (false); null until received. */
  resellable: ColumnType<boolean | null, boolean | null | undefined, boolean | null>
}

/** The timeline: every change of state, with who (an operator, or null: the shopper or the shop itself). */
export interface ReturnEventTable {
  id: Generated<number>
  return_id: number
  state: ReturnState
  note: string | null
  operator_id: number | null
  action: string
  created_at: Date
}

/** A photo uploaded for a return, before (return_id null) and after it is named in one. */
export interface ReturnPhotoTable {
  id: string
  user_id: number
  path: string
  return_id: ColumnType<number | null, number | null | undefined, number | null>
  created_at: Date
}

export type ReturnPolicyRow = Selectable<ReturnPolicyTable>
export type ReturnRow = Selectable<ReturnTable>
export type NewReturn = Insertable<ReturnTable>
export type ReturnLineRow = Selectable<ReturnLineTable>
export type ReturnEventRow = Selectable<ReturnEventTable>
