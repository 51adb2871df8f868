import type { ParseArgsConfig } from 'node:util'
import type { Config } from '../../env.ts'
import type { Db } from '../../db/database.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import type { PaymentProviders } from '../../modules/payments/index.ts'

export interface CommandContext {
  db: Db
  config: Config
  values: Record<string, string | boolean | (string | boolean)[] | undefined>
  positionals: string[]
  now: () => Date
  /** Mail a command causes (a refund, a cash-on-delivery order released) is queued as a job for the shop's workers; tests may leave it out. */
  mail?: MailOutbox
  /** The running shop's own gateways when it runs the command; else the command makes them from the configuration. */
  payments?: PaymentProviders
  /** The operator's working directory: files named on the command line are found from there, also when the shop runs the command. */
  cwd?: string
  /** A file's contents (a CSV) for standard output, written as they are before the printed text; tests may leave it out. */
  write?: (contents: string) => void
}

/** One operator command; `run` returns the text to print. Failures throw with a clear message. */
export interface Command {
  summary: string
  usage: string
  options?: ParseArgsConfig['options']
  run(context: CommandContext): Promise<string | void>
}

/**
 * A command that opens the database files itself or not at all (backup, restore): the CLI
 * neither opens nor migrates the database first, since a running shop may hold it.
 */
export interface FileCommand extends Omit<Command, 'run'> {
  run(context: Omit<CommandContext, 'db' | 'mail' | 'payments' | 'write'>): Promise<string | void>
}
