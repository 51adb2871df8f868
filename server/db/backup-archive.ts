import { readdir, readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { create, Parser } from 'tar'

/** Files every PostgreSQL data folder has: a tar without them is not a database's copy. */
const databaseFiles = ['PG_VERSION', 'global/pg_control']

/**
 * Reads a backup file whole and checks it before anything is restored from it: a complete gzip
 * (its length and checksum, so a cut-off copy is refused here and not half-way through a restore),
 * a complete tar (node-tar, strict: every header's checksum, every file's bytes) holding a
 * PostgreSQL data folder. Answers the tar, as PGlite loads it; throws a message for the operator.
 */
export async function readBackupArchive(file: string): Promise<Blob> {
  const packed = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file} (${error.code ?? error.message}).`, { cause: error })
  })
  const tarball = await promisify(gunzip)(packed).catch((error: NodeJS.ErrnoException) => {
    const cut = error.code === 'Z_BUF_ERROR'
    throw new Error(
      cut
        ? `${file} is cut off (the compressed file ends early): it is not a whole backup. Nothing was restored.`
        : `${file} is not a backup of the shop's database (not a gzip file). Nothing was restored.`,
      { cause: error },
    )
  })
  const names = await tarNames(tarball)
  if (!names)
    throw new Error(`${file} is not a backup of the shop's database (its archive is incomplete or damaged). Nothing was restored.`)
  const missing = databaseFiles.filter((name) => !names.has(name))
  if (missing.length)
    throw new Error(`${file} is not a backup of the shop's database (it has no ${missing.join(', ')}). Nothing was restored.`)
  return new Blob([tarball])
}

/** The paths in a whole tar, or undefined when a header is damaged, the archive ends early or holds nothing. */
function tarNames(tarball: Buffer): Promise<Set<string> | undefined> {
  const names = new Set<string>()
  return new Promise((resolve) => {
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        names.add(entry.path.replace(/^(\.?\/)+/, '').replace(/\/$/, ''))
        entry.resume()
      },
    })
    parser.on('error', () => resolve(undefined))
    parser.on('end', () => resolve(names.size > 0 ? names : undefined))
    parser.end(tarball)
  })
}

/**
 * A tar of every file under `folder`, streamed, so a data folder of any size never sits in
 * memory. The folder must not change while it is read (a copy, or a folder no process holds).
 */
export async function tarOf(folder: string): Promise<Readable> {
  const entries = (await readdir(folder)).sort()
  return Readable.from(create({ cwd: folder, portable: true, strict: true }, entries))
}
