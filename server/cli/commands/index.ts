import type { Command } from './command.ts'

// Each area adds its commands here: one import and one entry.
export const commands: Record<string, Command> = {}
