import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { PostalAddress } from '#contract/orders.ts'
import type { PrizeTier } from '#contract/blindbox.ts'

type Json<T> = ColumnType<T, string | Extract<T, null>, string | Extract<T, null>>

export interface BoxSeriesTable {
  id: Generated<number>
  slug: string
  name_en: string
  name_zh: string
  summary_en: string
  summary_zh: string
  image: string
  /** One box, USD cents (≤ ¥200 at the seeded rate: Shanghai's 2022 rule). */
  price: number
  currency: Generated<string>
  guarantee_every: number
  resale_rate_pct: number
  active: Generated<boolean>
  sort: Generated<number>
}

export interface BoxOddsVersionTable {
  id: Generated<number>
  series_id: number
  version: number
  created_at: Generated<Date>
}

export interface BoxPrizeTable {
  id: Generated<number>
  odds_version_id: number
  tier: PrizeTier
  name_en: string
  name_zh: string
  image: string
  value: number
  odds_ppm: number
  sort: number
}

export interface BoxAccountTable {
  user_id: number
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null
  balance: Generated<number>
  /** The current seed pair: the server seed is secret (its SHA-256 is shown) until the shopper changes the client seed. */
  server_seed: string
  /** The shopper's own; null until they choose one (the server never does). */
  client_seed: ColumnType<string | null, string | null | undefined, string | null>
  /** The next draw's nonce within the pair. */
  nonce: Generated<number>
}

export interface BoxLedgerTable {
  id: Generated<number>
  user_id: number
  kind: 'recharge' | 'draw' | 'resale' | 'forfeit'
  amount: number
  balance_after: number
  reference: string
  created_at: Date
}

export interface BoxRechargeTable {
  id: Generated<number>
  recharge_no: string
  user_id: number
  amount: number
  currency: string
  method: string
  provider: string
  reference: string
  state: 'pending' | 'succeeded' | 'failed'
  created_at: Date
  settled_at: Date | null
  /** What the gateway was asked to collect: CNY fen for the Chinese wallets, else `amount` in `currency`. */
  charge_amount: number
  charge_currency: string
  /** The gateway's own trade id, once it told us. */
  gateway_trade_no: ColumnType<string | null, string | null | undefined, string | null>
  /** When the top-up page last asked the gateway about it. */
  last_queried_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** Why a person must give this money back (paid after the account was deleted); null when nothing is due. */
  payment_review: ColumnType<string | null, string | null | undefined, string | null>
}

export interface BoxDrawTable {
  id: Generated<number>
  draw_no: string
  user_id: number
  series_id: number
  odds_version_id: number
  prize_id: number
  price: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  nonce: number
  roll: number
  guaranteed: boolean
  status: Generated<'kept' | 'resold' | 'shipping'>
  resale_amount: number | null
  shipping_address: Json<PostalAddress | null>
  shipping_requested_at: Date | null
  created_at: Date
  /** The fulfilment order of a shipped prize. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>
}

export type BoxSeriesRow = Selectable<BoxSeriesTable>
export type BoxPrizeRow = Selectable<BoxPrizeTable>
export type BoxAccountRow = Selectable<BoxAccountTable>
export type BoxDrawRow = Selectable<BoxDrawTable>
export type NewBoxDraw = Insertable<BoxDrawTable>
export type BoxRechargeRow = Selectable<BoxRechargeTable>
