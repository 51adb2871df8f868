import { link, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { hostname } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'

/*
 * One writer per data folder. PGlite is one process's: two processes on one folder each keep
 * their own copy in memory and overwrite each other's files. So whoever opens the folder (the
 * shop, or the command line when no shop runs) first takes its lock, a file beside the folder
 * naming the holder; the shop keeps it while it runs, and the command line then asks the shop.
 */

/** Beside the folder, not in it: a backup takes every file of the folder, and a restore wants it empty. */
const besideFolder = (dataDir: string, suffix: string) => {
  const folder = resolve(dataDir)
  return join(dirname(folder), `.${basename(folder)}.${suffix}`)
}

/** The running shop's local door: backups and the command line's commands (owner only). */
export const shopSocketPath = (dataDir: string) => besideFolder(dataDir, 'shop.sock')

export const dataFolderLockPath = (dataDir: string) => besideFolder(dataDir, 'lock')

/** Who holds the folder: the shop, or one command line command. */
export interface FolderHolder {
  pid: number
  host: string
  /** 'shop', or the command being run ('set-stock'). */
  what: string
  since: string
}

/** The folder is held by a live process; `holder` says which. */
export class DataFolderBusy extends Error {
  readonly holder: FolderHolder
  constructor(dataDir: string, holder: FolderHolder) {
    const who = holder.what === 'shop' ? 'a shop' : `the command \`npm run shop -- ${holder.what}\``
    super(`${dataDir} (DATA_DIR) is in use by ${who} (process ${holder.pid} on ${holder.host}, since ${holder.since}).`)
    this.holder = holder
  }
}

/**
 * A holder on this machine whose process has ended holds nothing: PGlite lives and dies with it.
 * One with this process's own id is a restarted container's earlier life (pid 1 again).
 */
function ended(holder: FolderHolder): boolean {
  if (holder.host !== hostname()) return false
  if (holder.pid === process.pid) return true
  try {
    process.kill(holder.pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

async function readHolder(path: string): Promise<FolderHolder | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as FolderHolder
  } catch {
    // Written with one call: a half-written lock is one whose writer died in it.
    return { pid: 0, host: hostname(), what: 'unknown', since: '' }
  }
}

/**
 * Takes the folder's lock for this process (`what`: 'shop' or the command's name), or throws
 * DataFolderBusy naming the live holder. A lock left by a process that has ended is taken over.
 * Release it once the database is closed.
 */
export async function holdDataFolder(dataDir: string, what: string): Promise<{ release: () => Promise<void> }> {
  const path = dataFolderLockPath(dataDir)
  const mine: FolderHolder = { pid: process.pid, host: hostname(), what, since: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(path, 'wx', 0o600)
      await file.writeFile(JSON.stringify(mine))
      await file.close()
      return { release: () => rm(path, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = await readHolder(path)
    if (!holder) continue
    if (!ended(holder)) throw new DataFolderBusy(dataDir, holder)
    await takeAway(path, holder)
  }
  throw new Error(`Could not take the lock ${path}: other processes keep taking it. Try again.`)
}

/**
 * Moves an ended holder's lock aside. Two processes may both find it ended: the one that moved
 * a lock that turns out to be the other's fresh one puts it back.
 */
async function takeAway(path: string, gone: FolderHolder) {
  const aside = `${path}.${process.pid}.ended`
  const moved = await rename(path, aside).then(
    () => true,
    () => false,
  )
  if (!moved) return
  const holder = await readHolder(aside)
  if (holder && (holder.pid !== gone.pid || holder.since !== gone.since)) await link(aside, path).catch(() => undefined)
  await rm(aside, { force: true })
}

/** PGlite keeps this file while it has the folder open, and leaves it when its process is killed. */
export const folderLeftOpen = (dataDir: string) =>
  stat(join(dataDir, 'postmaster.pid')).then(
    () => true,
    () => false,
  )

/**
 * The command line's way in when no shop answered on the socket: runs `work` holding the
 * folder's lock, or refuses, saying what holds the folder and how to stop it. Never opens a
 * folder PGlite left open (a shop without its local door, or one that was killed).
 */
export async function withDataFolder<T>(dataDir: string, what: string, work: () => Promise<T>): Promise<T> {
  const hold = await holdDataFolder(dataDir, what).catch((error: unknown) => {
    if (!(error instanceof DataFolderBusy)) throw error
    const { holder } = error
    const how =
      holder.what === 'shop'
        ? `It does not answer on ${shopSocketPath(dataDir)}: it may still be starting (try again in a moment), or it is an older shop or one without its local door (see its log). Stop it with \`kill -TERM ${holder.pid}\` (or your service manager's stop), or run the command while it answers.`
        : 'Wait for it to finish, then run this again.'
    throw new Error(`${error.message} ${how}`, { cause: error })
  })
  try {
    if (await folderLeftOpen(dataDir)) {
      throw new Error(
        `The database in ${dataDir} (DATA_DIR) is open, but no shop answers on ${shopSocketPath(dataDir)}: a shop holds it without its local door (an older version, or see its log), or one was killed. Stop that shop (\`kill -TERM <pid>\`, or your service manager's stop), or if it was killed, start and stop the shop once so it closes the database; then run this again. Nothing was changed.`,
      )
    }
    return await work()
  } finally {
    await hold.release()
  }
}
