import { sql, type Kysely } from 'kysely'

// A catalogue import from the back office is applied by a durable job (modules/admin/catalogue,
// catalogue-csv.ts), not inside the request: the request checks the file and keeps its checked
// rows here, the job writes them batch by batch and counts what it did. `rows` is emptied once the
// import has ended (done or failed): nothing keeps the file's contents longer than it is needed.
// One import runs at a time (the partial unique index): a second is refused while one is queued or
// applying. An import still 'running' from before this migration was cut off by a stop (the
// request that ran it is gone), so it is marked failed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue_imports drop constraint catalogue_imports_state_check`.execute(db)
  await sql`update catalogue_imports set state = 'failed', finished_at = coalesce(finished_at, now()) where state = 'running'`.execute(db)
  await sql`alter table catalogue_imports
    alter column state set default 'queued',
    add constraint catalogue_imports_state_check check (state in ('queued', 'applying', 'done', 'failed')),
    add column rows jsonb,
    add column created integer not null default 0,
    add column updated integer not null default 0,
    add column failure text,
    add column touched_at timestamptz`.execute(db)
  await sql`update catalogue_imports set touched_at = coalesce(finished_at, started_at)`.execute(db)
  await sql`alter table catalogue_imports alter column touched_at set not null`.execute(db)
  await sql`create unique index catalogue_imports_one_at_a_time on catalogue_imports ((true)) where state in ('queued', 'applying')`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index catalogue_imports_one_at_a_time`.execute(db)
  await sql`alter table catalogue_imports drop constraint catalogue_imports_state_check`.execute(db)
  await sql`update catalogue_imports set state = case when state = 'done' then 'done' else 'failed' end`.execute(db)
  await sql`alter table catalogue_imports
    drop column rows, drop column created, drop column updated, drop column failure, drop column touched_at,
    alter column state set default 'running',
    add constraint catalogue_imports_state_check check (state in ('running', 'done', 'failed'))`.execute(db)
}
