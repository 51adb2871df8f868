import { sql, type Kysely } from 'kysely'

// The search index is written by the server (Chinese words and pinyin, migration 0022), so a
// writer that changed a product's texts without calling the indexer (the CSV import did, from the
// back office and the command line) left its old words searchable, even across restarts: the
// start-up catch-up only looked for rows of an older word-rules version. Now the database marks
// an index row stale (version 0) whenever what it was built from changes, whoever changes it:
// the writers index in the same transaction (which writes the current version again), and any
// write that did not (a migration, a hand-run statement) is caught up at the next start
// (search/indexer.ts `refreshSearchIndex`). Every row indexed before this migration is marked
// once, as nobody can tell which of them an import left behind.
//
// catalogue_imports: a large import writes in batches, each its own short transaction, so the
// shop keeps answering meanwhile; this row is how far it has got, for the back office to show.
const productSources = 'line, category_id, name_en, name_zh, summary_en, summary_zh, description_en, description_zh'
const categorySources = 'line, name_en, name_zh, brand'
const changed = (columns: string) =>
  sql.raw(
    columns
      .split(', ')
      .map((column) => `old.${column} is distinct from new.${column}`)
      .join(' or '),
  )

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function goods_search_stale() returns trigger language plpgsql as $$
    begin
      update goods_search set version = 0 where goods_id = new.id;
      return null;
    end $$`.execute(db)
  await sql`create trigger goods_search_stale after update of ${sql.raw(productSources)} on goods for each row
    when (${changed(productSources)}) execute function goods_search_stale()`.execute(db)
  await sql`create function category_search_stale() returns trigger language plpgsql as $$
    begin
      new.search_version := 0;
      return new;
    end $$`.execute(db)
  await sql`create trigger category_search_stale before update of ${sql.raw(categorySources)} on categories for each row
    when (${changed(categorySources)}) execute function category_search_stale()`.execute(db)
  await sql`update goods_search set version = 0`.execute(db)

  await sql`create table catalogue_imports (
    id serial primary key,
    operator_id integer references operators (id),
    state text not null default 'running' check (state in ('running', 'done', 'failed')),
    total integer not null,
    done integer not null default 0,
    started_at timestamptz not null,
    finished_at timestamptz
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute()
  await sql`drop trigger category_search_stale on categories`.execute(db)
  await sql`drop function category_search_stale()`.execute(db)
  await sql`drop trigger goods_search_stale on goods`.execute(db)
  await sql`drop function goods_search_stale()`.execute(db)
}
