// The operator's command: `npm run shop -- <command> [options]`. Runs against the same
// database as the server (DATA_DIR or DATABASE_URL), through the same services and rules.
import { parseArgs } from 'node:util'
import { loadConfigOrExit } from '../env.ts'
import { createDatabase } from '../db/database.ts'
import { withDataFolder } from '../db/data-folder.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { commandLineMail } from './mail.ts'
import { commands, fileCommands } from './commands/index.ts'
import type { Command, FileCommand } from './commands/command.ts'
import { askRunningShop } from './local-door.ts'
import { runCommand, type CommandAnswer } from './run.ts'
import { terminalSafe } from './terminal-safe.ts'

const [name, ...rest] = process.argv.slice(2)
const fileCommand = name ? fileCommands[name] : undefined
const command = name ? commands[name] : undefined

if (!command && !fileCommand) {
  console.log('Usage: npm run shop -- <command> [options]\n\nCommands:')
  for (const [commandName, { summary, usage }] of Object.entries({ ...commands, ...fileCommands })) {
    console.log(`  ${commandName.padEnd(14)} ${summary}\n  ${''.padEnd(14)} ${usage}`)
  }
  process.exit(name ? 2 : 0)
}

const config = loadConfigOrExit()
print(await answer().catch(failed))

async function answer(): Promise<CommandAnswer> {
  if (fileCommand) return runFileCommand(fileCommand)
  // PostgreSQL is shared: the shop and this process each hold connections, its locks keep the rules.
  if (config.DATABASE_URL) return runHere(command!)
  // One writer per data folder: the running shop runs the command, else this process holding the folder's lock.
  return (await askRunningShop(config.DATA_DIR, name!, rest)) ?? withDataFolder(config.DATA_DIR, name!, () => runHere(command!))
}

/** backup and restore find the running shop or take the folder themselves (server/db/backup.ts). */
async function runFileCommand(chosen: FileCommand): Promise<CommandAnswer> {
  const { values, positionals } = parseArgs({ args: rest, options: chosen.options ?? {}, allowPositionals: true })
  const output = await chosen.run({ config, values, positionals, now: () => new Date() })
  return { stdout: output ? `${terminalSafe(output)}\n` : '', stderr: '', status: 0 }
}

async function runHere(chosen: Command): Promise<CommandAnswer> {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR })
  const mail = commandLineMail(db, config)
  try {
    await migrateToLatest(db)
    await mail.start()
    return await runCommand(chosen, rest, { db, config, now: () => new Date(), mail: mail.outbox, cwd: process.cwd() })
  } finally {
    await mail.stop()
    await db.destroy()
  }
}

function failed(error: unknown): CommandAnswer {
  return { stdout: '', stderr: `${terminalSafe(error instanceof Error ? error.message : String(error))}\n`, status: 1 }
}

function print({ stdout, stderr, status }: CommandAnswer) {
  process.stdout.write(stdout)
  process.stderr.write(stderr)
  process.exitCode = status
}
