import type { Command } from './command.ts'
import { enquiries } from './enquiries.ts'

// Each area adds its commands here: one import and one entry.
export const commands: Record<string, Command> = {
  enquiries,
}
