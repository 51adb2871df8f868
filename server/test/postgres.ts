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

/** One database per Vitest worker, `<prefix>1` to `<prefix><workers>`; what drops them all again. */
export async function createWorkerDatabases(url: string, prefix: string, workers: number): Promise<() => Promise<void>> {
  const names = Array.from({ length: workers }, (_, index) => `${prefix}${index + 1}`)
  for (const name of names) {
    await runOnPostgres(url, `create database "${name}"`)
    // A test's commit need not wait for the disk: no test outlives a crash of the database server.
    await runOnPostgres(url, `alter database "${name}" set synchronous_commit = off`)
  }
  return async () => {
    for (const name of names) await runOnPostgres(url, `drop database if exists "${name}" with (force)`)
  }
}
