import { sql, type Kysely } from 'kysely'

// The shop's search (server/modules/search). Chinese needs word segmentation (jieba) and pinyin,
// which run in the server, so the index is written by the server, in the transaction that changes
// a product or a category, not by a trigger:
// - goods.search_name: the names' words (both languages, pinyin, initials), for suggestions and
//   ranking name matches first;
// - goods.search_own: every word of the product's own texts, weighted name A, summary C,
//   description D; kept so a category edit can rebuild the document without the product's texts;
// - goods.search_document: search_own || the category's words (weight B), what results match;
// - categories.search_terms: the category's names and brand;
// - search_words: every Latin word and pinyin of the index, for typo tolerance (pg_trgm) and
//   "did you mean" spellings.
// search_version says which version of the word rules wrote a row: rows written by an older one
// (or before this migration) are rewritten when the server starts.
export async function up(db: Kysely<any>): Promise<void> {
  await createTrigramExtension(db)

  for (const column of ['search_name', 'search_own', 'search_document']) {
    await db.schema.alterTable('goods').addColumn(column, sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`)).execute()
  }
  await db.schema.alterTable('goods').addColumn('search_version', 'integer', (col) => col.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('categories').addColumn('search_terms', sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`)).execute()
  await db.schema.alterTable('categories').addColumn('search_version', 'integer', (col) => col.notNull().defaultTo(0)).execute()
  // Searches read these two row by row: kept in the row (MAIN), so the descriptions and search_own
  // are the ones moved out when a row grows past PostgreSQL's 2 kB.
  await sql`alter table goods alter column search_name set storage main, alter column search_document set storage main`.execute(db)
  await sql`create index goods_search_document_idx on goods using gin (search_document)`.execute(db)
  await sql`create index goods_search_name_idx on goods using gin (search_name)`.execute(db)

  // Byte order ("C"): a prefix is a range of the primary key, whatever the database's locale.
  await sql`create table search_words (word text collate "C" primary key)`.execute(db)
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db)

  // Listings and filtered results: by price and newest within a line; a listing's deep pages are
  // found by key in (line, category sort, id) order, see catalogue/queries.ts.
  await db.schema.alterTable('goods').addColumn('category_sort', 'integer', (col) => col.notNull().defaultTo(0)).execute()
  await sql`update goods set category_sort = categories.sort from categories where categories.id = goods.category_id`.execute(db)
  await sql`create index goods_listing_idx on goods (line, category_sort, id) where active`.execute(db)
  await sql`create index goods_category_listing_idx on goods (category_id, id) where active`.execute(db)
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
  await db.schema.dropIndex('goods_category_listing_idx').execute()
  await db.schema.dropIndex('goods_listing_idx').execute()
  await db.schema.alterTable('goods').dropColumn('category_sort').execute()
  await db.schema.dropTable('search_words').execute()
  for (const column of ['search_name', 'search_own', 'search_document', 'search_version']) await db.schema.alterTable('goods').dropColumn(column).execute()
  await db.schema.alterTable('categories').dropColumn('search_terms').execute()
  await db.schema.alterTable('categories').dropColumn('search_version').execute()
}
