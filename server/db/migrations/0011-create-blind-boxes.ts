import { sql, type Kysely } from 'kysely'

/*
 * The blind-box shop: series with versioned odds (a change makes a new version; past draws keep
 * theirs), a wallet whose every ledger entry keeps balance_after, top-ups, and draws that keep
 * everything needed to check them (seeds, nonce, roll, odds version).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('box_series')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('summary_zh', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .addColumn('guarantee_every', 'integer', (col) => col.notNull().check(sql`guarantee_every > 0`))
    .addColumn('resale_rate_pct', 'integer', (col) => col.notNull().check(sql`resale_rate_pct between 0 and 100`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('box_odds_versions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('series_id', 'integer', (col) => col.notNull().references('box_series.id'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('box_odds_versions_series_version', ['series_id', 'version'])
    .execute()
  await db.schema
    .createTable('box_prizes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('odds_version_id', 'integer', (col) => col.notNull().references('box_odds_versions.id'))
    .addColumn('tier', 'text', (col) => col.notNull().check(sql`tier in ('top', 'rare', 'regular')`))
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('odds_ppm', 'integer', (col) => col.notNull().check(sql`odds_ppm > 0`))
    .addColumn('sort', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('box_prizes_version_idx').on('box_prizes').columns(['odds_version_id', 'sort']).execute()

  // One row per shopper: the wallet's lock, the date of birth, and the seed state of the next draw.
  await db.schema
    .createTable('box_accounts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    // Text 'YYYY-MM-DD': a calendar date, no time zone to shift it.
    .addColumn('date_of_birth', 'text', (col) => col.check(sql`date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('balance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('server_seed', 'text', (col) => col.notNull())
    .addColumn('client_seed', 'text', (col) => col.notNull())
    .addColumn('nonce', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('box_ledger')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('recharge', 'draw', 'resale')`))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // One credit per top-up, one per resale, one debit per draw, whatever the retries.
    .addUniqueConstraint('box_ledger_once', ['kind', 'reference'])
    .execute()
  await db.schema.createIndex('box_ledger_user_idx').on('box_ledger').columns(['user_id', 'id']).execute()
  await db.schema
    .createTable('box_recharges')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('recharge_no', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('pending', 'succeeded', 'failed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('box_draws')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('draw_no', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('series_id', 'integer', (col) => col.notNull().references('box_series.id'))
    .addColumn('odds_version_id', 'integer', (col) => col.notNull().references('box_odds_versions.id'))
    .addColumn('prize_id', 'integer', (col) => col.notNull().references('box_prizes.id'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('server_seed', 'text', (col) => col.notNull())
    .addColumn('server_seed_hash', 'text', (col) => col.notNull())
    .addColumn('client_seed', 'text', (col) => col.notNull())
    .addColumn('nonce', 'integer', (col) => col.notNull())
    .addColumn('roll', 'integer', (col) => col.notNull())
    .addColumn('guaranteed', 'boolean', (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('kept')
        .check(sql`status in ('kept', 'resold', 'shipping')`),
    )
    .addColumn('resale_amount', 'integer')
    .addColumn('shipping_address', 'jsonb')
    .addColumn('shipping_requested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('box_draws_idempotency', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('box_draws_user_idx').on('box_draws').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['box_draws', 'box_recharges', 'box_ledger', 'box_accounts', 'box_prizes', 'box_odds_versions', 'box_series']) {
    await db.schema.dropTable(table).execute()
  }
}
