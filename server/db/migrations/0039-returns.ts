import { sql, type Kysely } from 'kysely'
import { seedReturnPolicies } from '../seed/return-policies.ts'

// Issue 51: returns, size exchanges and warranty claims. Policies per product line; the return
// with its lines (the replacement size held for an exchange), its timeline, the shopper's photos;
// orders learn when they were delivered and how much of their goods and duties went back, and a
// refund row which return it paid.
// One statement a call: the driver prepares each query, and a prepared query holds one statement.
async function run(db: Kysely<any>, statements: string): Promise<void> {
  for (const statement of statements
    .split(/;\s*$/m)
    .map((part) => part.trim())
    .filter(Boolean))
    await sql.raw(statement).execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await run(
    db,
    `
    create table return_policies (
      key text primary key check (key ~ '^[a-z][a-z0-9-]{1,39}$'),
      line text not null,
      name_en text not null,
      name_zh text not null,
      window_days integer not null check (window_days between 0 and 365),
      warranty_months integer not null check (warranty_months between 0 and 120),
      exchange boolean not null default false,
      non_returnable jsonb not null default '[]',
      no_reimport_countries jsonb not null default '[]',
      terms_en text not null,
      terms_zh text not null,
      version integer not null default 1,
      updated_at timestamptz not null default now()
    );
    create table returns (
      id serial primary key,
      return_no text not null unique,
      order_id integer not null references orders (id),
      user_id integer not null,
      kind text not null check (kind in ('refund', 'exchange', 'warranty')),
      state text not null check (state in ('requested', 'approved', 'received', 'refunded', 'replacement_shipped', 'repaired', 'rejected', 'expired')),
      reason text not null,
      note text not null default '',
      photos jsonb not null default '[]',
      serial_number text,
      address text,
      parcel_reference text,
      label_path text,
      send_before timestamptz,
      rejection_reason text,
      without_return boolean not null default false,
      without_return_reason text,
      refund_goods integer,
      refund_delivery integer,
      refund_duties_taxes integer,
      refund_total integer,
      replacement_carrier text,
      replacement_tracking_no text,
      replacement_shipped_at timestamptz,
      warranty_outcome text check (warranty_outcome in ('repaired', 'replacement', 'refund')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index returns_order on returns (order_id);
    create index returns_user on returns (user_id);
    create index returns_state on returns (state, created_at);
    create table return_lines (
      id serial primary key,
      return_id integer not null references returns (id) on delete cascade,
      order_line_id integer not null references order_lines (id),
      goods_id integer not null,
      quantity integer not null check (quantity > 0),
      replacement_size text,
      held integer not null default 0 check (held >= 0),
      resellable boolean
    );
    create index return_lines_order_line on return_lines (order_line_id);
    create table return_events (
      id serial primary key,
      return_id integer not null references returns (id) on delete cascade,
      state text not null,
      note text,
      operator_id integer,
      action text not null,
      created_at timestamptz not null
    );
    create index return_events_return on return_events (return_id, id);
    create table return_photos (
      id text primary key,
      user_id integer not null,
      path text not null,
      return_id integer references returns (id),
      created_at timestamptz not null
    );
    create index return_photos_user on return_photos (user_id);
    alter table orders
      add column delivered_at timestamptz,
      add column goods_refunded integer not null default 0 check (goods_refunded >= 0),
      add column duties_taxes_refunded integer not null default 0 check (duties_taxes_refunded >= 0 and duties_taxes_refunded <= duties_taxes);
    alter table payments
      add column return_id integer references returns (id),
      add column goods_amount integer,
      add column duties_taxes_amount integer not null default 0;
    update orders set delivered_at = updated_at where fulfillment_status = 'completed';
  `,
  )
  await db
    .insertInto('return_policies')
    .values(
      seedReturnPolicies.map((policy) => ({
        key: policy.key,
        line: policy.line,
        name_en: policy.nameEn,
        name_zh: policy.nameZh,
        window_days: policy.windowDays,
        warranty_months: policy.warrantyMonths,
        exchange: policy.exchange,
        non_returnable: JSON.stringify(policy.nonReturnable),
        no_reimport_countries: JSON.stringify(policy.noReimport),
        terms_en: policy.termsEn,
        terms_zh: policy.termsZh,
      })),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(
    db,
    `
    alter table payments drop column return_id, drop column goods_amount, drop column duties_taxes_amount;
    alter table orders drop column delivered_at, drop column goods_refunded, drop column duties_taxes_refunded;
    drop table return_photos;
    drop table return_events;
    drop table return_lines;
    drop table returns;
    drop table return_policies;
  `,
  )
}
