import type { Generated, Selectable } from 'kysely'

/**
 * What may be sold where, and to whom: one row per product line and destination country
 * ('*' = every country without its own row). Legal data the operator edits; seeded from the
 * public sources cited in server/db/seed/sale-rules.ts.
 */
export interface SaleRuleTable {
  id: Generated<number>
  /** A cart line ('sco', 'boot', 'ene', 'cig') or 'box' (blind boxes). */
  line: string
  /** ISO 3166-1 alpha-2, or '*'. */
  country: string
  allowed: boolean
  /** Shown to the shopper when not allowed. */
  reason_en: string
  reason_zh: string
  /** The buyer's minimum age in years; 0 = no age rule. */
  min_age: number
  /** Where the rule comes from (law, regulator page). */
  source: string
  updated_at: Generated<Date>
}

export type SaleRuleRow = Selectable<SaleRuleTable>
