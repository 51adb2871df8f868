import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

export interface UserTable {
  id: Generated<number>
  username: string
  /** Stored lower-case; unique. */
  email: string
  phone: string
  wechat: string
  password_hash: string
  locale: Generated<string>
  /** 'YYYY-MM-DD', given once (vape checkout; copied from the blind-box account by migration 0035). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>
  /** Set by an operator: the account can no longer sign in nor use its sessions. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** The shopper deleted the account: every personal field is a placeholder now (migration 0023). */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** A guest's checkout identity (migration 0040): no password, a placeholder e-mail; false once registered. */
  guest: Generated<boolean>
  /** The contact e-mail a guest gave at checkout (null for accounts and for a mobile number). */
  guest_email: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A login. Only the SHA-256 of the bearer token is kept, so a database leak logs no one in. */
export interface SessionTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Generated<Date>
  expires_at: Date
  revoked_at: Date | null
}

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
export type SessionRow = Selectable<SessionTable>
export type NewSession = Insertable<SessionTable>
