// The operator's command: `npm run shop -- <command> [options]`. Runs against the same
// database as the server (DATA_DIR or DATABASE_URL), through the same services and rules.
import { parseArgs } from 'node:util'
import { loadConfigOrExit } from '../env.ts'
import { createDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { commandLineMail } from './mail.ts'
import { commands, fileCommands } from './commands/index.ts'
import type { Command, FileCommand } from './commands/command.ts'
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
if (fileCommand) await runFileCommand(fileCommand)
else await runCommand(command!)

async function runFileCommand(chosen: FileCommand) {
  await report(async () => {
    const { values, positionals } = parseArgs({ args: rest, options: chosen.options ?? {}, allowPositionals: true })
    return chosen.run({ config, values, positionals, now: () => new Date() })
  })
}

async function runCommand(chosen: Command) {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR })
  const mail = commandLineMail(db, config)
  try {
    await report(async () => {
      await migrateToLatest(db)
      await mail.start()
      const { values, positionals } = parseArgs({ args: rest, options: chosen.options ?? {}, allowPositionals: true })
      return chosen.run({ db, config, values, positionals, now: () => new Date(), mail: mail.outbox })
    })
  } finally {
    await mail.stop()
    await db.destroy()
  }
}

/** Every command's output and error pass here: customers' text never drives the terminal. */
async function report(run: () => Promise<string | void>) {
  try {
    const output = await run()
    if (output) console.log(terminalSafe(output))
  } catch (error) {
    console.error(terminalSafe(error instanceof Error ? error.message : String(error)))
    process.exitCode = 1
  }
}
