import pg from 'pg'

/** One statement on its own connection, outside any shop's pool. */
export async function runOnPostgres(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(statement, values)
  } finally {
    await client.end()
  }
}

/**
 * Drops this run's schemas, one transaction each: a shop's schema holds a few hundred objects,
 * and all of them in one transaction could run out of the server's lock slots.
 */
export async function dropSchemas(url: string, prefix: string): Promise<void> {
  const { rows } = await runOnPostgres(url, 'select nspname from pg_namespace where starts_with(nspname, $1)', [prefix])
  for (const { nspname } of rows as { nspname: string }[]) await runOnPostgres(url, `drop schema if exists "${nspname}" cascade`)
}
