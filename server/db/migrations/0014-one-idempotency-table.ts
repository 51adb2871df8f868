import { sql, type Kysely } from 'kysely'

// One idempotency mechanism: the cart's keys (cart_requests) and the draws' (box_draws columns)
// move into idempotency_keys, which every write that takes a key now uses.
export async function up(db: Kysely<any>): Promise<void> {
  // A cart key carried over has no recorded body (request_hash ''): its replay is answered, not compared.
  await sql`
    insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at)
    select user_id,
           case when request_key like 'merge:%' then 'mergecart' else 'addcart' end,
           substring(request_key from position(':' in request_key) + 1),
           '',
           '{"code": 200, "message": "success", "data": null}'::jsonb,
           created_at
    from cart_requests
    on conflict (user_id, scope, key) do nothing`.execute(db)
  await sql`
    insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at)
    select user_id, 'draw', idempotency_key, request_hash,
           jsonb_build_object('code', 200, 'message', 'drawn', 'data', jsonb_build_object('draw_no', draw_no)),
           created_at
    from box_draws
    where idempotency_key is not null
    on conflict (user_id, scope, key) do nothing`.execute(db)
  await db.schema.dropTable('cart_requests').execute()
  await db.schema.alterTable('box_draws').dropConstraint('box_draws_idempotency').execute()
  await db.schema.alterTable('box_draws').dropColumn('idempotency_key').dropColumn('request_hash').execute()
  // The sweep forgets keys by age.
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_idx').execute()
  await db.schema
    .alterTable('box_draws')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await sql`
    update box_draws set idempotency_key = k.key, request_hash = k.request_hash
    from idempotency_keys k
    where k.scope = 'draw' and k.user_id = box_draws.user_id and k.response -> 'data' ->> 'draw_no' = box_draws.draw_no`.execute(db)
  await db.schema.alterTable('box_draws').addUniqueConstraint('box_draws_idempotency', ['user_id', 'idempotency_key']).execute()
  await db.schema
    .createTable('cart_requests')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_requests_pkey', ['user_id', 'request_key'])
    .execute()
  await db.schema.createIndex('cart_requests_created_idx').on('cart_requests').column('created_at').execute()
  await sql`
    insert into cart_requests (user_id, request_key, created_at)
    select user_id, case scope when 'mergecart' then 'merge:' else 'add:' end || key, created_at
    from idempotency_keys where scope in ('addcart', 'mergecart')`.execute(db)
  await sql`delete from idempotency_keys where scope in ('addcart', 'mergecart', 'draw')`.execute(db)
}
