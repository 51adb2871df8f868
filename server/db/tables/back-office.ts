import type { ColumnType, Generated, Selectable } from 'kysely'

export type OperatorRole = 'owner' | 'staff' | 'support'

/** Someone who runs the shop from /admin; never a shopper account. */
export interface OperatorTable {
  id: Generated<number>
  /** Stored lower-case. */
  email: string
  role: OperatorRole
  /** Null until the operator sets it through the invitation link. */
  password_hash: string | null
  /** Base32 TOTP secret; set at the first sign-in, enabled once a code from it was accepted. */
  totp_secret: string | null
  totp_enabled: Generated<boolean>
  totp_last_step: ColumnType<string, number | undefined, number>
  disabled_at: Date | null
  created_at: Generated<Date>
}

/** A one-time link to set the password; only its SHA-256 is kept. */
export interface OperatorInviteTable {
  token_hash: string
  operator_id: number
  expires_at: Date
  used_at: Date | null
}

/** An e-mailed link to choose a new password, asked for on the sign-in page; only its SHA-256 is kept. */
export interface OperatorPasswordResetTable {
  token_hash: string
  operator_id: number
  expires_at: Date
  used_at: Date | null
  /** Wrong authenticator codes typed with this link; the fifth voids it. */
  failed_codes: Generated<number>
}

export interface OperatorSessionTable {
  id: Generated<number>
  operator_id: number
  token_hash: string
  stage: 'totp' | 'full'
  created_at: Generated<Date>
  expires_at: Date
  revoked_at: Date | null
  /** Wrong authenticator or recovery codes on this half-signed-in session; the fifth ends it. */
  failed_codes: Generated<number>
}

/** A one-time recovery code, given at enrolment; only its SHA-256 is kept. */
export interface OperatorRecoveryCodeTable {
  id: Generated<number>
  operator_id: number
  code_hash: string
  used_at: Date | null
}

type Json = ColumnType<unknown, string | null, string | null>

/** Who did what, the subject's state before and after, and when. */
export interface AuditLogTable {
  id: Generated<number>
  /** Null for a failed sign-in whose e-mail names no operator. */
  operator_id: number | null
  action: string
  subject: string
  before: Json
  after: Json
  /** The caller's address (null from the command line). */
  ip: string | null
  created_at: Generated<Date>
}

/** Who or what changed a product's stock. */
export type StockSource = 'operator' | 'order' | 'command' | 'import'

export interface StockChangeTable {
  id: Generated<number>
  goods_id: number
  operator_id: number | null
  before: number
  after: number
  reason: string
  source: Generated<StockSource>
  /** The order that reserved or released the stock. */
  order_id: number | null
  created_at: Generated<Date>
}

export interface OrderShipmentTable {
  id: Generated<number>
  order_id: number
  carrier: string
  tracking_no: string
  operator_id: number
  created_at: Generated<Date>
}

export interface OrderNoteTable {
  id: Generated<number>
  order_id: number
  operator_id: number
  text: string
  created_at: Generated<Date>
}

/** An operator's note on a customer account (support may add them). */
export interface CustomerNoteTable {
  id: Generated<number>
  user_id: number
  operator_id: number
  text: string
  created_at: Generated<Date>
}

/** Every exchange rate ever set, newest last; `exchange_rates` holds the one in force. */
export interface ExchangeRateHistoryTable {
  id: Generated<number>
  currency: string
  per_usd: string
  operator_id: number | null
  created_at: Generated<Date>
}

export type OperatorRow = Selectable<OperatorTable>

/** A catalogue import as it runs, batch by batch (admin/catalogue/catalogue-csv.ts): how far it has got. */
export interface CatalogueImportTable {
  id: Generated<number>
  /** Null from the command line. */
  operator_id: number | null
  /** queued (its job not started), applying, done, or failed (`failure` says why, for the log). */
  state: Generated<'queued' | 'applying' | 'done' | 'failed'>
  /** The file's checked rows, for the job to write; emptied once the import has ended. */
  rows: Json
  /** The file's rows, and how many of them are written. */
  total: number
  done: Generated<number>
  /** Of the rows written, the products created and updated (the rest were unchanged). */
  created: Generated<number>
  updated: Generated<number>
  failure: string | null
  started_at: Date
  /** Last moved on (queued, a batch written, ended): an import that has not moved for minutes is not running. */
  touched_at: Date
  finished_at: Date | null
}
