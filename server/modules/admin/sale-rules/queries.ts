import { sql } from 'kysely'
import type { SaleRuleFields } from '#contract/admin-data.ts'
import type { SaleLine } from '#contract/sale-rules.ts'
import type { Db, Trx } from '../../../db/database.ts'

// The back office's SQL on the sale rules (the sale-rules module's table); `db` first.

const columns = ['id', 'line', 'country', 'allowed', 'reason_en', 'reason_zh', 'min_age as minimum_age', 'source', 'updated_at'] as const

/** Every rule, by line then country ('*' after the countries: it is what the others fall back to). */
export async function listRules(db: Db) {
  const rows = await db
    .selectFrom('sale_rules')
    .select(columns)
    .orderBy('line')
    .orderBy(sql`country = '*'`)
    .orderBy('country')
    .execute()
  return rows.map((row) => ({ ...row, line: row.line as SaleLine }))
}

export async function lockRule(trx: Trx, line: SaleLine, country: string) {
  const row = await trx
    .selectFrom('sale_rules')
    .select(columns)
    .where('line', '=', line)
    .where('country', '=', country)
    .forUpdate()
    .executeTakeFirst()
  return row ? { ...row, line: row.line as SaleLine } : undefined
}

/** Writes the line's rule for the country, whether or not there was one (line and country are unique). */
export async function writeRule(trx: Db, rule: SaleRuleFields, now: Date) {
  const values = {
    allowed: rule.allowed,
    reason_en: rule.reason_en,
    reason_zh: rule.reason_zh,
    min_age: rule.minimum_age,
    source: rule.source,
    updated_at: now,
  }
  const row = await trx
    .insertInto('sale_rules')
    .values({ line: rule.line, country: rule.country, ...values })
    .onConflict((conflict) => conflict.columns(['line', 'country']).doUpdateSet(values))
    .returning(columns)
    .executeTakeFirstOrThrow()
  return { ...row, line: row.line as SaleLine }
}

export async function deleteRule(trx: Db, line: SaleLine, country: string) {
  await trx.deleteFrom('sale_rules').where('line', '=', line).where('country', '=', country).execute()
}
