import { sql, type Kysely } from 'kysely'

// Search reads a product's stock only as in stock or not (goods_search.stock > 0, search/queries.ts):
// the trigger now copies a stock change only when it crosses zero. It ran on every order, and
// each run rewrote the search row and its eight indexes (two of them GIN over its words): a fifth
// of the database's time in placing an order. goods_search.stock is exact on that side of zero,
// not as a count: results read their stock from goods.
const follows = 'line, category_id, price_cents, stock, active, created_at'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger goods_search_follow on goods`.execute(db)
  await sql`create trigger goods_search_follow after update of ${sql.raw(follows)} on goods for each row
    when (old.line is distinct from new.line or old.category_id is distinct from new.category_id
      or old.price_cents is distinct from new.price_cents or old.active is distinct from new.active
      or old.created_at is distinct from new.created_at or (old.stock > 0) is distinct from (new.stock > 0))
    execute function goods_search_follow()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger goods_search_follow on goods`.execute(db)
  await sql`create trigger goods_search_follow after update of ${sql.raw(follows)} on goods
    for each row execute function goods_search_follow()`.execute(db)
  await sql`update goods_search set stock = goods.stock from goods where goods.id = goods_search.goods_id`.execute(db)
}
