import { sql, type Kysely } from 'kysely'
import { saleRules } from '../seed/sale-rules.ts'

// What may be sold where, and to whom (issue 47 item 3): a rule per product line and country,
// seeded from the public sources cited in server/db/seed/sale-rules.ts, and the buyer's date of
// birth kept on the account once given (a vape order asks for it), starting from the one a
// shopper already gave the blind-box shop.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sale_rules')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('allowed', 'boolean', (col) => col.notNull())
    .addColumn('reason_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reason_zh', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('min_age', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`min_age >= 0 and min_age <= 99`),
    )
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sale_rules_line_country', ['line', 'country'])
    .execute()
  await db
    .insertInto('sale_rules')
    .values(
      saleRules.map((rule) => ({
        line: rule.line,
        country: rule.country,
        allowed: rule.allowed,
        reason_en: rule.reasonEn,
        reason_zh: rule.reasonZh,
        min_age: rule.minAge,
        source: rule.source,
      })),
    )
    .execute()
  // 'YYYY-MM-DD' text, as box_accounts keeps it: no time zone can move it a day.
  await db.schema
    .alterTable('users')
    .addColumn('date_of_birth', 'text', (col) => col.check(sql`date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .execute()
  await sql`update users set date_of_birth = b.date_of_birth
            from box_accounts b where b.user_id = users.id and b.date_of_birth is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('date_of_birth').execute()
  await db.schema.dropTable('sale_rules').execute()
}
