import type { Generated, Insertable, Selectable } from 'kysely'

/** `delete`: confirms an account deletion, sent to the logged-in shopper's own address. */
export type CodePurpose = 'register' | 'reset' | 'delete'

/**
 * A 6-digit code sent by e-mail, stored only as a hash bound to purpose and e-mail. Only the
 * newest code of an (email, purpose) counts; a code dies when used, expired or tried 5 times wrong.
 */
export interface EmailCodeTable {
  id: Generated<number>
  email: string
  purpose: CodePurpose
  code_hash: string
  attempts: Generated<number>
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

/** The single-use ticket a verified reset code is exchanged for; only its SHA-256 is kept. */
export interface PasswordResetTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

/** Fixed-window counters shared by every API instance (sends, logins, code checks). */
export interface RateLimitTable {
  key: string
  window_start: Date
  hits: number
}

/** Failed sign-ins of one key (`account-ip:…` or `ip:…`) and until when it waits (exponential backoff). */
export interface LoginThrottleTable {
  key: string
  failures: number
  last_failure_at: Date
  blocked_until: Date | null
}

export type EmailCodeRow = Selectable<EmailCodeTable>
export type NewEmailCode = Insertable<EmailCodeTable>
export type PasswordResetRow = Selectable<PasswordResetTable>
export type RateLimitRow = Selectable<RateLimitTable>
