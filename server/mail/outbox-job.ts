import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/tables/index.ts'
import { jobKind, type JobRow, type Jobs } from '../jobs/jobs.ts'
import type { MailMessage, Mailer } from './mailer.ts'

/**
 * Every mail is a job written with the change that causes it. Tries 7 times over about ten
 * minutes (5 s, 10 s, 20 s … apart); the Message-ID is fixed when the job is written, so a mail
 * resent after a worker died mid-send is recognisably the same mail.
 */
export const mailJob = jobKind(
  'mail',
  z.object({
    to: z.string().min(3),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    /** Emptied once sent (the "account deleted" mail: the address it went to is kept nowhere). */
    forgetOnceSent: z.boolean().optional(),
    messageId: z.string().regex(/^<[^<>\s]+@[^<>\s]+>$/),
  }),
  { retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60, heartbeatSeconds: 10 },
)

/** What modules use to send mail: `await mail.queue(trx, { to, subject, text })` inside their transaction. */
export interface MailOutbox {
  queue(db: Db | Transaction<Database>, message: MailMessage, options?: { forgetOnceSent?: boolean }): Promise<void>
  /** The same mail as a job row for a statement of the caller's own to write (placing an order). */
  job(message: MailMessage): Promise<JobRow>
  /** Deletes every mail to `address` still kept as a job, waiting, sent or failed, in `db`'s transaction. */
  forget(db: Db | Transaction<Database>, address: string): Promise<void>
  /** Mail given up on after the last try (or unreadable), newest first: the back office lists it. */
  failed(): Promise<{ id: string; to: string; subject: string; failedAt: Date; error: string }[]>
  /** Tries a failed mail again, same Message-ID; false when there is no such failed mail. */
  resend(id: string): Promise<boolean>
}

const errorOf = (output: unknown) => {
  const message = (output as { error?: unknown; message?: unknown } | null)?.error ?? (output as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}

export function createMailOutbox(jobs: Jobs, mailer: Mailer, mailFrom: string): MailOutbox {
  // The sender's domain names the messages: <uuid@cross-border.shop>.
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost'
  jobs.handle(
    mailJob,
    async ({ forgetOnceSent, ...mail }, job) => {
      await mailer.send(mail)
      if (forgetOnceSent) await jobs.redact(mailJob, job.id)
    },
    { batchSize: 10 },
  )
  // The Message-ID is drawn when the job is written: every try of it sends the same.
  const payloadOf = (message: MailMessage, forgetOnceSent?: boolean) => ({
    ...message,
    messageId: `<${randomUUID()}@${domain}>`,
    ...(forgetOnceSent ? { forgetOnceSent } : {}),
  })
  return {
    async queue(db, message, { forgetOnceSent } = {}) {
      await jobs.send(db, mailJob, payloadOf(message, forgetOnceSent))
    },
    job: (message) => jobs.row(mailJob, payloadOf(message)),
    forget: (db, address) => jobs.forget(db, mailJob, 'to', address),
    async failed() {
      return (await jobs.failed(mailJob)).map((job) => {
        const mail = job.data as Partial<MailMessage> | null
        return {
          id: job.id,
          to: String(mail?.to ?? ''),
          subject: String(mail?.subject ?? ''),
          failedAt: job.createdOn,
          error: errorOf(job.output),
        }
      })
    },
    resend: (id) => jobs.retry(mailJob, id),
  }
}
