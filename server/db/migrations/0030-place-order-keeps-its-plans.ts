import { sql, type Kysely } from 'kysely'

// Two statements of place_order (0028) change; the function is edited where it stands, so the
// rest of it reads as it was written there. Its arguments are the same: instances still running
// in a rolling deploy call it unchanged.
//
// - The confirmation's job insert ran through EXECUTE, so it was parsed and planned at every
//   order: 56 µs, 31 µs once prepared, in a loop here (a few per cent of an order). It is now prepared
//   once per connection, named by its text (a new text is a new statement), and only executed.
//   A PREPARE outlives a rolled-back order; the connection's own list says whether it is there
//   (a DEALLOCATE or DISCARD by anyone else only costs one more PREPARE).
// - The stock update's plan, kept from the sixth order on, joined every product by a scan of
//   goods (the lines' row count is unknown to the planner): the ids it takes now reach goods'
//   index, as the shop's catalogue grows.
const edits: [string, string][] = [
  [
    `      v_coupon_used boolean;
    begin`,
    `      v_coupon_used boolean;
      v_mail_statement text;
    begin`,
  ],
  [
    `        execute p_mail_insert using p_mail_queue, p_mail_data;`,
    `        v_mail_statement := 'place_order_mail_' || md5(p_mail_insert);
        if not exists (select from pg_prepared_statements where name = v_mail_statement) then
          execute format('prepare %I (text, jsonb) as %s', v_mail_statement, p_mail_insert);
        end if;
        execute format('execute %I (%L, %L)', v_mail_statement, p_mail_queue, p_mail_data);`,
  ],
  [
    `        where goods.id = taken.goods_id
        returning`,
    `        where goods.id = taken.goods_id and goods.id = any(array(select goods_id from given_lines))
        returning`,
  ],
]

const signature = 'place_order(jsonb, jsonb, jsonb, integer, integer, jsonb, jsonb, text, text, jsonb)'

/** Rewrites place_order with each edit made once, from its text as it stands. */
async function edit(db: Kysely<any>, replace: (text: string, from: string, to: string) => string): Promise<void> {
  const { rows } = await sql<{ definition: string }>`select pg_get_functiondef(${signature}::regprocedure) as definition`.execute(db)
  let definition = rows[0].definition
  for (const [from, to] of edits) definition = replace(definition, from, to)
  await sql.raw(definition).execute(db)
}

function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from)
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`place_order: expected once: ${from.trim().split('\n')[0]}`)
  return text.slice(0, at) + to + text.slice(at + from.length)
}

export async function up(db: Kysely<any>): Promise<void> {
  await edit(db, once)
}

export async function down(db: Kysely<any>): Promise<void> {
  await edit(db, (text, from, to) => once(text, to, from))
}
