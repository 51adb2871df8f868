import type { Command, FileCommand } from './command.ts'
import { backupCommands } from './backup.ts'
import { databaseCommands } from './database.ts'
import { enquiries } from './enquiries.ts'
import { orderCommands } from './orders.ts'
import { payments } from './payments.ts'
import { blindbox } from './blindbox.ts'
import { operator } from './operator.ts'
import { catalogue } from './catalogue.ts'

// Each area adds its commands here: one import and one entry.
export const commands: Record<string, Command> = {
  ...databaseCommands,
  enquiries,
  ...orderCommands,
  payments,
  blindbox,
  operator,
  catalogue,
}

// Commands that must not have the CLI open the database first (a running shop holds PGlite's).
export const fileCommands: Record<string, FileCommand> = {
  ...backupCommands,
}
