import { sql, type Kysely } from 'kysely'

// Search pages within one line or one category (server/modules/search/queries.ts) walk their
// products in relevance order (in stock, newest) and stop once the page is full. Through the
// shop-wide index that walk skipped the other lines' rows; through the category index it read a
// whole category and sorted it (70 ms for one of 6,600 products). These keep each in that order.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index goods_search_line_relevance_idx on goods_search (line, (stock > 0) desc, goods_id desc) where active`.execute(db)
  await sql`create index goods_search_category_relevance_idx on goods_search (category_id, (stock > 0) desc, goods_id desc) where active`.execute(
    db,
  )
  await sql`drop index goods_search_category_idx`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index goods_search_category_idx on goods_search (category_id) where active`.execute(db)
  await sql`drop index goods_search_category_relevance_idx`.execute(db)
  await sql`drop index goods_search_line_relevance_idx`.execute(db)
}
