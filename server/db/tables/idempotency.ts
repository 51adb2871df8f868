import type { ColumnType, Generated, Selectable } from 'kysely'

/** What an idempotent write answered: enough to answer the same again, in the caller's language. */
export interface StoredResponse {
  code: number
  /** The key of the message in the answering module's messages. */
  message: string
  data: unknown
  redirect_url?: string
}

/**
 * Every write a retry could repeat (cart add, login merge, create order, pay, draw), answered
 * once: same key → same answer (DESIGN §3). `request_hash` is '' for keys carried over from the
 * cart's old table (migration 0014), whose bodies were never recorded.
 */
export interface IdempotencyKeyTable {
  id: Generated<number>
  user_id: number
  scope: string
  key: string
  request_hash: string
  /** The answer; null while the first request is still running. */
  response: ColumnType<StoredResponse | null, string | null, string | null>
  created_at: Date
}

/** A key's claim as a later request with the same key finds it: what it asked, answered, and when. */
export type KeyClaim = Pick<Selectable<IdempotencyKeyTable>, 'request_hash' | 'response' | 'created_at'>
