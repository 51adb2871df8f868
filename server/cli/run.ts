import { parseArgs } from 'node:util'
import type { Command, CommandContext } from './commands/command.ts'
import { terminalSafe } from './terminal-safe.ts'

/** What a command answers: its standard output and error as they are printed, and the exit status. */
export interface CommandAnswer {
  stdout: string
  stderr: string
  status: number
}

/**
 * Runs one command, in the CLI's own process or in the running shop's (server/cli/local-door.ts):
 * the same parsing, the same `Command.run`, the same text. Customers' text never drives the
 * terminal: everything but a verbatim file (a CSV to standard output) is made terminal-safe.
 */
export async function runCommand(
  command: Command,
  args: string[],
  context: Omit<CommandContext, 'values' | 'positionals' | 'write'>,
): Promise<CommandAnswer> {
  let written = ''
  try {
    const { values, positionals } = parseArgs({ args, options: command.options ?? {}, allowPositionals: true })
    const output = await command.run({ ...context, values, positionals, write: (contents) => (written += contents) })
    return { stdout: written + (output ? `${terminalSafe(output)}\n` : ''), stderr: '', status: 0 }
  } catch (error) {
    return { stdout: written, stderr: `${terminalSafe(error instanceof Error ? error.message : String(error))}\n`, status: 1 }
  }
}
