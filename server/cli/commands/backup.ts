import { resolve } from 'node:path'
import type { Config } from '../../env.ts'
import { restoreBackup, writeBackup } from '../../db/backup.ts'
import type { FileCommand } from './command.ts'

/** On PostgreSQL the database's own tools do it, consistently and while the shop runs. */
function embeddedOnly(config: Config, what: 'backup' | 'restore') {
  if (!config.DATABASE_URL) return
  const tool =
    what === 'backup'
      ? 'pg_dump --format=custom --file=shop.dump "$DATABASE_URL"'
      : 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shop.dump'
  throw new Error(`DATABASE_URL is set: ${what} PostgreSQL with its own tools, e.g. ${tool} (see the README, Backups).`)
}

/** `backup <file>` and `restore <file>`: the embedded database only, one file named. */
function fileCommand(what: 'backup' | 'restore', summary: string, act: (config: Config, file: string) => Promise<string>): FileCommand {
  const usage = `${what} <file>`
  return {
    summary,
    usage,
    async run({ config, positionals }) {
      embeddedOnly(config, what)
      const [file, ...extra] = positionals
      if (!file || extra.length > 0) throw new Error(`Usage: npm run shop -- ${usage}`)
      return act(config, resolve(file))
    },
  }
}

export const backupCommands: Record<string, FileCommand> = {
  backup: fileCommand('backup', 'Copy the embedded database (DATA_DIR) to a file, also while the shop runs', async (config, file) => {
    const source = await writeBackup(config.DATA_DIR, file)
    return `Backup of ${config.DATA_DIR} written to ${file} (taken by the ${source}).`
  }),
  restore: fileCommand('restore', 'Make a new, empty DATA_DIR the database saved in a backup file', async (config, file) => {
    await restoreBackup(config.DATA_DIR, file)
    return `${file} restored into ${config.DATA_DIR}. Start the shop with DATA_DIR=${config.DATA_DIR}.`
  }),
}
