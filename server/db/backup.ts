import { constants, createWriteStream, type Dirent } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import { request, type ServerResponse } from 'node:http'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { readBackupArchive, tarOf } from './backup-archive.ts'
import { shopSocketPath, withDataFolder } from './data-folder.ts'
import { migrations } from './migrations/index.ts'

/*
 * Backups of the embedded database. PGlite is one process's: a second process must never open a
 * data folder a running shop holds (server/db/data-folder.ts). So the running shop serves its own
 * copy on its local socket beside DATA_DIR (server/cli/local-door.ts; only its owner can connect),
 * and `npm run shop -- backup` asks it there.
 * The shop copies its folder under PGlite's query lock (no statement runs while the files are
 * copied; an open transaction's uncommitted work is undone on restore as after a crash, WAL
 * included), then tars and gzips the copy with the lock released: orders wait only for the copy.
 * PGlite's own `dumpDataDir` read and packed the whole folder under the lock, in memory and on
 * the event loop (about 11 s of a frozen shop for a 300 MB folder).
 */

/** The shop's side of `GET /backup`: a gzip'd tar of the data folder. */
export function sendBackup(pglite: PGlite, dataDir: string, response: ServerResponse, onError: (error: unknown) => void): void {
  sendCopy(pglite, dataDir, response).catch((error: unknown) => {
    onError(error)
    // Once the archive has begun, a cut connection is the refusal: the CLI keeps no partial file.
    if (response.headersSent) response.destroy()
    else response.writeHead(500).end()
  })
}

/** The only pause is the copy (a reflink where the file system has them); the archive is made from the copy. */
async function sendCopy(pglite: PGlite, dataDir: string, response: ServerResponse): Promise<void> {
  const folder = resolve(dataDir)
  const copy = await mkdtemp(join(dirname(folder), `.${basename(folder)}.backup-`))
  try {
    await pglite._runExclusiveQuery(() => copyFolder(folder, copy))
    response.writeHead(200, { 'content-type': 'application/gzip' })
    await pipeline(await tarOf(copy), createGzip(), response)
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

/**
 * Copies every file of `from` into the empty folder `to`, several at once (the kernel copies, a
 * reflink where the file system has them): two to three times quicker than `fs.cp`, which goes
 * one file at a time, and the copy is the time orders wait.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true })
  const inside = (entry: Dirent) => join(relative(from, entry.parentPath), entry.name)
  for (const entry of entries) if (entry.isDirectory()) await mkdir(join(to, inside(entry)), { recursive: true })
  const files = entries.filter((entry) => entry.isFile()).map(inside)
  let next = 0
  const copier = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE)
    }
  }
  await Promise.all(Array.from({ length: 8 }, copier))
}

/** Asks the running shop for its copy; undefined when no shop listens on this data folder. */
async function fetchFromRunningShop(dataDir: string): Promise<Readable | undefined> {
  return new Promise((done, fail) => {
    const asking = request({ socketPath: shopSocketPath(dataDir), path: '/backup', agent: false }, (response) => {
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
    if (!(await exists(join(dataDir, 'PG_VERSION')))) throw new Error(`There is no database in ${dataDir} (DATA_DIR) to back up.`)
    // Held while it is read; a folder PGlite left open is refused (withDataFolder). Nobody else
    // holds it: it is archived as it lies, and PostgreSQL replays its WAL on restore.
    await withDataFolder(dataDir, 'backup', async () => pipeline(await tarOf(dataDir), createGzip(), createWriteStream(partial)))
  }
  await rename(partial, file)
  return fromShop ? 'running shop' : 'data folder'
}

/**
 * Makes `dataDir` (absent or empty: never over a database) the database saved in `file`. The whole
 * backup is checked first (readBackupArchive), then opened in a new folder beside `dataDir`, where
 * its migrations are compared with this code's; only a backup that passes is renamed into place,
 * so a failure at any step leaves `dataDir` as it was.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<void> {
  // Said first, also of a folder a running shop holds; then held throughout: a shop started
  // meanwhile would make an empty database here.
  await refuseOverDatabase(dataDir)
  await withDataFolder(dataDir, 'restore', () => restoreInto(dataDir, file))
}

async function refuseOverDatabase(dataDir: string) {
  if (await folderHolds(dataDir)) {
    throw new Error(
      `${dataDir} (DATA_DIR) is not empty. Restore into a new folder (set DATA_DIR), or stop the shop and move this one aside first.`,
    )
  }
}

async function restoreInto(dataDir: string, file: string): Promise<void> {
  await refuseOverDatabase(dataDir)
  const tarball = await readBackupArchive(file)
  const folder = resolve(dataDir)
  const restoring = await mkdtemp(join(dirname(folder), `.${basename(folder)}.restoring-`))
  try {
    await openAndCheck(restoring, tarball, file)
    // rename(2) takes the place of an empty folder, as of an absent one.
    await rename(restoring, folder)
  } catch (error) {
    await rm(restoring, { recursive: true, force: true })
    throw error
  }
}

/** Opens the restored copy once (PostgreSQL replays its WAL) and refuses one made by newer code. */
async function openAndCheck(folder: string, tarball: Blob, file: string): Promise<void> {
  let pglite: PGlite
  try {
    pglite = await PGlite.create(folder, { loadDataDir: tarball })
  } catch (error) {
    throw new Error(`${file} is not a backup of the shop's database (${error instanceof Error ? error.message : String(error)}).`, {
      cause: error,
    })
  }
  try {
    const done = await pglite.query<{ name: string }>('select name from kysely_migration order by name').catch((error: unknown) => {
      throw new Error(`${file} is not a backup of the shop's database (it has no migrations). Nothing was restored.`, { cause: error })
    })
    const unknown = done.rows.map(({ name }) => name).filter((name) => !(name in migrations))
    if (unknown.length) {
      throw new Error(
        `${file} was made by a newer version of the shop (its schema has migration ${unknown.join(', ')}, which this code does not know). Restore it with that version or a later one. Nothing was restored.`,
      )
    }
  } finally {
    await pglite.close()
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

async function folderHolds(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [])
  return entries.length > 0
}
