import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createServer, request, type IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { restoreBackup, sendBackup, writeBackup } from './backup.ts'
import { tarOf } from './backup-archive.ts'
import { shopSocketPath } from './data-folder.ts'
import { createDatabase, embeddedDatabase } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { migrations } from './migrations/index.ts'

/*
 * `npm run shop -- restore <file>` as an operator meets it: a file that is cut off, not a backup,
 * or from a newer shop is refused before the data folder changes, and nothing is left behind.
 */

let folder: string
let whole: Buffer
let fromTheFuture: string

async function backupOf(dataDir: string, change?: (db: ReturnType<typeof createDatabase>) => Promise<unknown>) {
  const db = createDatabase({ dataDir })
  await migrateToLatest(db)
  await change?.(db)
  await db.destroy()
  const file = `${dataDir}.tar.gz`
  await writeBackup(dataDir, file)
  return file
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'restore-'))
  whole = await readFile(await backupOf(join(folder, 'shop')))
  fromTheFuture = await backupOf(join(folder, 'newer-shop'), (db) =>
    sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-later-release', now())`.execute(db),
  )
}, 120_000)
afterAll(() => rm(folder, { recursive: true, force: true }))

/** What is in the folder besides the backups, so a leftover half-restored folder shows. */
const leftovers = async () => (await readdir(folder)).filter((name) => !/^(shop|newer-shop)(\.tar\.gz)?$/.test(name)).sort()

async function refused(file: string, dataDir: string) {
  const error = await restoreBackup(dataDir, file).then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(Error)
  return (error as Error).message
}

describe('restoring a backup', () => {
  it('refuses a cut-off backup with a message and no crash, leaving the data folder as it was', async () => {
    const cut = join(folder, 'cut.tar.gz')
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)))
    const dataDir = join(folder, 'data-cut')
    await mkdir(dataDir)
    const { DATABASE_URL: _embedded, ...env } = process.env
    const child = spawn(process.execPath, ['server/cli/shop.ts', 'restore', cut], {
      env: { ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    const [code] = await once(child, 'exit')
    expect({ code, out: out.trim() }).toEqual({
      code: 1,
      out: `${cut} is cut off (the compressed file ends early): it is not a whole backup. Nothing was restored.`,
    })
    expect(await readdir(dataDir)).toEqual([])
    expect(await leftovers()).toEqual(['cut.tar.gz', 'data-cut'])
    await rm(cut)
    await rm(dataDir, { recursive: true })
  }, 60_000)

  it.each([
    ['a text file', Buffer.from('not a backup'), 'not a gzip file'],
    ['a gzip file of text', gzipSync('not a backup either'), 'its archive is incomplete or damaged'],
    ['a whole gzip of a cut-off archive', 'cut tar', 'its archive is incomplete or damaged'],
    ['a whole gzip of a folder that is no database', 'other tar', 'it has no PG_VERSION, global/pg_control'],
  ])('refuses %s before touching the data folder', async (_kind, content, reason) => {
    const tar = gunzipSync(whole)
    const body =
      content === 'cut tar'
        ? gzipSync(tar.subarray(0, tar.length - 4096))
        : content === 'other tar'
          ? gzipSync(await tarOfNoDatabase())
          : (content as Buffer)
    const file = join(folder, 'odd.tar.gz')
    await writeFile(file, body)
    const message = await refused(file, join(folder, 'data-odd'))
    expect(message).toContain(reason)
    expect(message).toContain('Nothing was restored.')
    expect(await leftovers()).toEqual(['odd.tar.gz'])
    await rm(file)
  })

  it('refuses a backup whose schema is newer than this code, naming the migration', async () => {
    const message = await refused(fromTheFuture, join(folder, 'data-newer'))
    expect(message).toContain('was made by a newer version of the shop')
    expect(message).toContain('9999-from-a-later-release')
    expect(await leftovers()).toEqual([])
  })

  it('restores a whole backup into an empty folder, all migrations there', async () => {
    const dataDir = join(folder, 'data-whole')
    await mkdir(dataDir)
    await restoreBackup(dataDir, join(folder, 'shop.tar.gz'))
    const db = createDatabase({ dataDir })
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
      expect(rows.map(({ name }) => name).sort()).toEqual(Object.keys(migrations).sort())
    } finally {
      await db.destroy()
    }
    expect(await leftovers()).toEqual(['data-whole'])
    await rm(dataDir, { recursive: true })
  }, 60_000)
})

/** A whole tar of a folder that is no database: one text file. */
async function tarOfNoDatabase(): Promise<Buffer> {
  const other = await mkdtemp(join(tmpdir(), 'not-a-database-'))
  await writeFile(join(other, 'notes.txt'), 'not a database')
  const chunks: Buffer[] = []
  for await (const chunk of await tarOf(other)) chunks.push(chunk as Buffer)
  await rm(other, { recursive: true })
  return Buffer.concat(chunks)
}

describe('backing up the running shop', () => {
  it('takes statements again once its copy is made, while the archive is still being written, and keeps only what came before', async () => {
    const dataDir = join(folder, 'running')
    const db = createDatabase({ dataDir })
    await migrateToLatest(db)
    await sql`create table backup_marks (name text)`.execute(db)
    await sql`insert into backup_marks values ('before')`.execute(db)
    // The shop's socket answering GET /backup, as server/cli/local-door.ts serves it.
    const server = createServer((_incoming, response) =>
      sendBackup(embeddedDatabase(db)!, dataDir, response, (error) => expect.fail(String(error))),
    ).listen(shopSocketPath(dataDir))
    await once(server, 'listening')
    const file = join(folder, 'running.tar.gz')
    try {
      const response = await new Promise<IncomingMessage>((answered) =>
        request({ socketPath: shopSocketPath(dataDir), path: '/backup' }, answered).end(),
      )
      response.pause()
      // The archive is not whole yet (nobody reads it), and the shop writes meanwhile.
      await sql`insert into backup_marks values ('after')`.execute(db)
      expect(await leftovers()).toEqual([expect.stringMatching(/^\.running\.backup-/), '.running.shop.sock', 'running'])
      await pipeline(response, createWriteStream(file))
      // The shop removes its copy once the archive is sent.
      await vi.waitFor(async () => expect(await leftovers()).toEqual(['.running.shop.sock', 'running', 'running.tar.gz']))
    } finally {
      server.close()
      await db.destroy()
    }
    const restored = join(folder, 'restored-running')
    await restoreBackup(restored, file)
    const copy = createDatabase({ dataDir: restored })
    try {
      expect((await sql<{ name: string }>`select name from backup_marks`.execute(copy)).rows).toEqual([{ name: 'before' }])
    } finally {
      await copy.destroy()
    }
  }, 120_000)
})
