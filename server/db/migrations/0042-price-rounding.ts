import { sql, type Kysely } from 'kysely'

// How converted shelf prices are rounded, per currency (issue 48; contract/money.ts
// `PriceRounding`): up to a multiple of `round_to` minor units, less `price_ending`. 0 and 0, the
// default, is "as converted", so every price stays what it was until the operator sets a rule.
// The check refuses an ending as large as the step: it could make a price 0 or less.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exchange_rates
    add column round_to integer not null default 0,
    add column price_ending integer not null default 0,
    add constraint exchange_rates_rounding_check check (
      round_to >= 0 and round_to <= 1000000 and price_ending >= 0
      and (price_ending < round_to or (round_to = 0 and price_ending = 0))
    )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table exchange_rates drop constraint exchange_rates_rounding_check, drop column round_to, drop column price_ending`.execute(
    db,
  )
}
