import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import type { Config } from '../env.ts'
import { createJobs } from '../jobs/jobs.ts'
import { createMailOutbox } from '../mail/outbox-job.ts'

/** The command line writes its errors to stderr; the rest of a job queue's chatter stays quiet. */
const log: FastifyBaseLogger = {
  level: 'error',
  fatal: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => log,
}

/**
 * Mail from the command line goes where the server's goes: a job in the transaction of the
 * change (a refund, a released order), sent by the shop's workers. This process sends none.
 */
export function commandLineMail(db: Db, config: Config) {
  const jobs = createJobs({ db, log, workers: false })
  const outbox = createMailOutbox(
    jobs,
    { send: () => Promise.reject(new Error('the command line queues mail, the shop sends it')) },
    config.MAIL_FROM,
  )
  return { outbox, start: () => jobs.start(), stop: () => jobs.stop() }
}
