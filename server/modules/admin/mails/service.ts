import { Code } from '#contract/envelope.ts'
import type { FailedMailRow } from '#contract/admin-data.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import type { MailOutbox } from '../../../mail/outbox-job.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'

export async function listFailedMails(mail: MailOutbox): Promise<FailedMailRow[]> {
  // The body is not shown: it may carry a code meant for the customer only.
  return (await mail.failed()).map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    failed_at: row.failedAt.toISOString(),
    error: row.error,
  }))
}

/** Puts a failed mail back in the queue (same Message-ID), audited with its recipient and subject. */
export async function resendMail(ctx: { db: Db; now: () => Date; mail: MailOutbox }, operatorId: number, id: string) {
  const row = (await ctx.mail.failed()).find((mail) => mail.id === id)
  if (!row || !(await ctx.mail.resend(id))) throw new ShopError(Code.notFound, dataMessages.mailNotFailed)
  await audit(ctx.db, ctx.now(), {
    operatorId,
    action: 'mail.resend',
    subject: `mail:${id}`,
    before: { to: row.to, subject: row.subject, error: row.error },
    after: null,
  })
  return { id }
}
