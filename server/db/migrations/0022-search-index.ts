import { sql, type Kysely } from 'kysely'

// The shop's search (server/modules/search). Chinese needs word segmentation (jieba) and pinyin,
// which run in the server, so the index is written by the server, in the transaction that changes
// a product or a category, not by a trigger.
// - goods_search: one narrow row per product, what a search reads row by row. A broad word
//   matches a third of the shop: read from the wide goods rows (descriptions, images, specs) that
//   was most of a search's time. Line, category, price, stock, publishing and date are copies kept
//   by a trigger on goods (stock changes with every order); the words by the server:
//   search_name (names, both languages, pinyin, initials: suggestions, and name matches first),
//   search_own (every word of the product's own texts, weighted name A, summary C, description D;
//   kept so that a category edit can rebuild the document), search_document (search_own || the
//   category's words, weight B: what results match);
// - categories.search_terms: the category's names and brand;
// - search_words: every Latin word and pinyin of the index, for typo tolerance (pg_trgm) and
//   spelling suggestions.
// `version` says which version of the word rules wrote a row: older rows, and products without
// one, are indexed when the server starts.
export async function up(db: Kysely<any>): Promise<void> {
  await createTrigramExtension(db)

  await sql`create table goods_search (
    goods_id integer primary key references goods (id) on delete cascade,
    line text not null,
    category_id integer not null,
    price_cents integer not null,
    stock integer not null,
    active boolean not null,
    created_at timestamptz not null,
    search_name tsvector not null,
    search_own tsvector not null,
    search_document tsvector not null,
    version integer not null
  )`.execute(db)
  // Searches read these two row by row: kept in the row (MAIN); search_own, read only when a
  // category changes, goes out of it (EXTERNAL), so the row stays narrow.
  await sql`alter table goods_search alter column search_name set storage main, alter column search_document set storage main, alter column search_own set storage external`.execute(
    db,
  )
  await sql`create index goods_search_document_idx on goods_search using gin (search_document)`.execute(db)
  await sql`create index goods_search_name_idx on goods_search using gin (search_name)`.execute(db)
  // The orders results are read in, each stopping once the page is full (search/queries.ts).
  await sql`create index goods_search_relevance_idx on goods_search ((stock > 0) desc, goods_id desc) where active`.execute(db)
  await sql`create index goods_search_price_idx on goods_search (price_cents, goods_id) where active`.execute(db)
  await sql`create index goods_search_newest_idx on goods_search (created_at desc, goods_id desc) where active`.execute(db)
  await sql`create index goods_search_category_idx on goods_search (category_id) where active`.execute(db)
  await sql`create function goods_search_follow() returns trigger language plpgsql as $$
    begin
      update goods_search set line = new.line, category_id = new.category_id, price_cents = new.price_cents,
        stock = new.stock, active = new.active, created_at = new.created_at
      where goods_id = new.id;
      return null;
    end $$`.execute(db)
  await sql`create trigger goods_search_follow after update of line, category_id, price_cents, stock, active, created_at on goods
    for each row execute function goods_search_follow()`.execute(db)

  await db.schema
    .alterTable('categories')
    .addColumn('search_terms', sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`))
    .execute()
  await db.schema
    .alterTable('categories')
    .addColumn('search_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  // Byte order ("C"): a prefix is a range of the primary key, whatever the database's locale.
  await sql`create table search_words (word text collate "C" primary key)`.execute(db)
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db)

  // Listings: a deep page's keys are found in (line, category sort, id) order, see catalogue/queries.ts.
  await db.schema
    .alterTable('goods')
    .addColumn('category_sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await sql`update goods set category_sort = categories.sort from categories where categories.id = goods.category_id`.execute(db)
  await sql`create index goods_listing_idx on goods (line, category_sort, id) where active`.execute(db)
}

/**
 * One pg_trgm per database, in `public`: the test suites give each file a schema of its own
 * (search_path `<schema>, public`), and a schema dropped after its file must not take the
 * extension with it. Two files may create it at once: the loser finds it there (a savepoint, as
 * the migration runs in a transaction that the failed statement would otherwise spoil).
 */
async function createTrigramExtension(db: Kysely<any>): Promise<void> {
  await sql`savepoint create_pg_trgm`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code !== '23505' && code !== '42710') throw error
    await sql`rollback to savepoint create_pg_trgm`.execute(db)
  }
  await sql`release savepoint create_pg_trgm`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_listing_idx').execute()
  await db.schema.alterTable('goods').dropColumn('category_sort').execute()
  await db.schema.dropTable('search_words').execute()
  await db.schema.alterTable('categories').dropColumn('search_terms').execute()
  await db.schema.alterTable('categories').dropColumn('search_version').execute()
  await sql`drop trigger goods_search_follow on goods`.execute(db)
  await sql`drop function goods_search_follow()`.execute(db)
  await db.schema.dropTable('goods_search').execute()
}
