import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** The rule for a line in a country, else the line's '*' rule; the country's own row first. */
export async function findRule(db: Db, line: string, country: string | null) {
  return db
    .selectFrom('sale_rules')
    .select(['line', 'country', 'allowed', 'reason_en', 'reason_zh', 'min_age'])
    .where('line', '=', line)
    .where('country', 'in', country ? [country, '*'] : ['*'])
    .orderBy(sql`country = '*'`)
    .limit(1)
    .executeTakeFirst()
}

/** Every rule of every line: the quotes' book (service.ts caches it). */
export async function loadSaleRules(db: Db) {
  return db.selectFrom('sale_rules').select(['line', 'country', 'allowed', 'reason_en', 'reason_zh', 'min_age']).execute()
}

/**
 * In one read: the rule (as findRule; null when the line has none) and the buyer's date of
 * birth on file (the account's, else the blind-box one). Placing an order asks once.
 */
export async function findRuleAndDateOfBirth(db: Db, line: string, country: string | null, userId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('box_accounts', 'box_accounts.user_id', 'users.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('sale_rules')
          .select(['allowed', 'reason_en', 'reason_zh', 'min_age'])
          .where('line', '=', line)
          .where('country', 'in', country ? [country, '*'] : ['*'])
          .orderBy(sql`country = '*'`)
          .limit(1)
          .as('rule'),
      (join) => join.onTrue(),
    )
    .select([
      'users.date_of_birth as own',
      'box_accounts.date_of_birth as box',
      'rule.allowed',
      'rule.reason_en',
      'rule.reason_zh',
      'rule.min_age',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  const rule =
    row && row.allowed !== null
      ? { allowed: row.allowed, reason_en: row.reason_en ?? '', reason_zh: row.reason_zh ?? '', min_age: row.min_age ?? 0 }
      : undefined
  return { rule, dateOfBirth: row?.own ?? row?.box ?? null }
}

/** Keeps the date of birth on the account where none is on file (given once, never changed). */
export async function keepDateOfBirth(db: Db, userId: number, dateOfBirth: string): Promise<void> {
  await db.updateTable('users').set({ date_of_birth: dateOfBirth }).where('id', '=', userId).where('date_of_birth', 'is', null).execute()
}
