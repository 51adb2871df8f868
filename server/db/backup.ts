import { createWriteStream } from 'node:fs'
import { chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { basename, dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PGlite } from '@electric-sql/pglite'

/*
 * Backups of the embedded database. PGlite is one process's: a second process must never open a
 * data folder a running shop holds. So the running shop serves its own copy on a Unix socket in
 * a socket beside DATA_DIR (only its owner can connect), and `npm run shop -- backup` asks it there.
 * `dumpDataDir` runs under PGlite's query lock: no statement runs while the files are read, and
 * an open transaction's uncommitted work is undone on restore as after a crash (WAL included).
 */

/** Beside the data folder, not in it: PGlite's copy takes every file of the folder. */
export const backupSocketPath = (dataDir: string) => {
  const folder = resolve(dataDir)
  return join(dirname(folder), `.${basename(folder)}.backup.sock`)
}

/** The shop's side: answers `GET /backup` with a gzip'd tar of the data folder. */
export async function serveBackups(pglite: PGlite, dataDir: string, onError: (error: unknown) => void): Promise<Server> {
  const path = backupSocketPath(dataDir)
  // A socket file left by a shop that was killed: nobody listens on it any more.
  await rm(path, { force: true })
  const server = createServer((incoming, response) => {
    if (incoming.method !== 'GET' || incoming.url !== '/backup') {
      response.writeHead(404).end()
      return
    }
    pglite.dumpDataDir('gzip').then(
      async (archive) => response.writeHead(200, { 'content-type': 'application/gzip' }).end(Buffer.from(await archive.arrayBuffer())),
      (error: unknown) => {
        onError(error)
        response.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(path, () => done())
  })
  await chmod(path, 0o600)
  return server
}

/** Asks the running shop for its copy; undefined when no shop listens on this data folder. */
async function fetchFromRunningShop(dataDir: string): Promise<Readable | undefined> {
  return new Promise((done, fail) => {
    const asking = request({ socketPath: backupSocketPath(dataDir), path: '/backup', agent: false }, (response) => {
      if (response.statusCode === 200) done(response)
      else fail(new Error(`The running shop could not make the backup (HTTP ${response.statusCode}); see its log.`))
    })
    asking.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined)
      else fail(error)
    })
    asking.end()
  })
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (gzip'd tar): from the running
 * shop when one holds the folder, else from the folder itself. Written beside and renamed, so a
 * half-written file never looks like a backup.
 */
export async function writeBackup(dataDir: string, file: string): Promise<'running shop' | 'data folder'> {
  const partial = `${file}.partial`
  const fromShop = await fetchFromRunningShop(dataDir)
  if (fromShop) {
    await pipeline(fromShop, createWriteStream(partial))
  } else {
    if (!(await folderHolds(dataDir))) throw new Error(`There is no database in ${dataDir} (DATA_DIR) to back up.`)
    // PGlite keeps this file while it has the folder open: never open it a second time.
    if (
      await stat(join(dataDir, 'postmaster.pid')).then(
        () => true,
        () => false,
      )
    ) {
      throw new Error(
        `The database in ${dataDir} (DATA_DIR) is open, but no shop answers on ${backupSocketPath(dataDir)}: a shop holds it without its backup socket (see its log), or one was killed. Back up through a running shop, or start and stop the shop once first.`,
      )
    }
    const pglite = await PGlite.create(dataDir)
    try {
      const archive = await pglite.dumpDataDir('gzip')
      await pipeline(Readable.from(Buffer.from(await archive.arrayBuffer())), createWriteStream(partial))
    } finally {
      await pglite.close()
    }
  }
  await rename(partial, file)
  return fromShop ? 'running shop' : 'data folder'
}

/** Makes `dataDir` (absent or empty: never over a database) the database saved in `file`. */
export async function restoreBackup(dataDir: string, file: string): Promise<void> {
  if (await folderHolds(dataDir)) {
    throw new Error(
      `${dataDir} (DATA_DIR) is not empty. Restore into a new folder (set DATA_DIR), or stop the shop and move this one aside first.`,
    )
  }
  const archive = new Blob([
    await readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new Error(`Cannot read ${file} (${error.code ?? error.message}).`, { cause: error })
    }),
  ])
  await mkdir(dataDir, { recursive: true })
  try {
    const pglite = await PGlite.create(dataDir, { loadDataDir: archive })
    await pglite.query('select 1')
    await pglite.close()
  } catch (error) {
    // Leave no half-restored folder behind to be taken for a database.
    await rm(dataDir, { recursive: true, force: true })
    throw new Error(`${file} is not a backup of the shop's database (${error instanceof Error ? error.message : String(error)}).`, {
      cause: error,
    })
  }
}

async function folderHolds(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [])
  return entries.length > 0
}
