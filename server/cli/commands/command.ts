import type { ParseArgsConfig } from 'node:util'
import type { Config } from '../../env.ts'
import type { Db } from '../../db/database.ts'

export interface CommandContext {
  db: Db
  config: Config
  values: Record<string, string | boolean | (string | boolean)[] | undefined>
  positionals: string[]
  now: () => Date
}

/** One operator command; `run` returns the text to print. Failures throw with a clear message. */
export interface Command {
  summary: string
  usage: string
  options?: ParseArgsConfig['options']
  run(context: CommandContext): Promise<string | void>
}
