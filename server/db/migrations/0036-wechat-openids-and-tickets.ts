import type { Kysely } from 'kysely'

// Paying inside WeChat's browser: the shopper's openid for each official-account app id (WeChat's
// silent web authorisation gives it once; a returning shopper is not sent through it again), the
// authorisation's single-use `state` (bound to the shopper, the app id and the order or top-up,
// short-lived: only its SHA-256 is kept), and the official account's jsapi_ticket, fetched once
// for the whole fleet and kept until shortly before it expires.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wechat_openids')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (col) => col.notNull())
    .addColumn('openid', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('wechat_openids_pk', ['user_id', 'app_id'])
    .execute()
  await db.schema
    .createTable('wechat_auth_states')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('target_no', 'text', (col) => col.notNull())
    .addColumn('line', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('wechat_auth_states_expiry_idx').on('wechat_auth_states').column('expires_at').execute()
  await db.schema
    .createTable('wechat_jsapi_tickets')
    .addColumn('app_id', 'text', (col) => col.primaryKey())
    .addColumn('ticket', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_jsapi_tickets').execute()
  await db.schema.dropTable('wechat_auth_states').execute()
  await db.schema.dropTable('wechat_openids').execute()
}
