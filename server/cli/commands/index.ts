import type { Command } from './command.ts'
import { enquiries } from './enquiries.ts'
import { orderCommands } from './orders.ts'

// Each area adds its commands here: one import and one entry.
export const commands: Record<string, Command> = {
  enquiries,
  ...orderCommands,
}
