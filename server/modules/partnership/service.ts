import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import {
  minimumPartnerKits,
  partnershipEnquiry,
  partnershipProblems,
  replyWorkingDays,
  type PartnershipReceipt,
  type PartnershipSource,
} from '#contract/partnership.ts'
import type { Db } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { acknowledgement, fieldLabels, messages, problemMessages } from './messages.ts'
import * as queries from './queries.ts'

export interface PartnershipContext {
  db: Db
  mailer: Mailer
  now: () => Date
  locale: Locale
  ip: string
  log: FastifyBaseLogger
}

/** Enquiries one address may send per hour: enough for a typo, too few for a spam run. */
export const enquiriesPerHour = 5
const hourMs = 60 * 60 * 1000

/**
 * Stores a partnership enquiry and acknowledges it by e-mail. Every field is checked here
 * (the route passes the raw body) so each problem gets its own sentence in the sender's
 * language, and nothing is stored unless all of them are right.
 */
export async function submitEnquiry(context: PartnershipContext, source: PartnershipSource, body: unknown): Promise<PartnershipReceipt> {
  const parsed = partnershipEnquiry.safeParse(body)
  if (!parsed.success) {
    const fields = partnershipProblems(parsed.error).map(({ field, problem }) => ({
      field,
      message: translate(problemMessages[problem], context.locale, { field: translate(fieldLabels[field], context.locale) }),
    }))
    const first = partnershipProblems(parsed.error)[0]
    const message = first ? problemMessages[first.problem] : messages.invalid
    throw new ShopError(Code.invalid, message, {
      params: first ? { field: translate(fieldLabels[first.field], context.locale) } : {},
      data: { fields },
    })
  }
  const { privacy_request: _consent, ...enquiry } = parsed.data
  const now = context.now()

  const stored = await context.db.transaction().execute(async (trx) => {
    // One address at a time: concurrent submissions cannot all slip under the limit.
    await queries.lockEnquiriesFrom(trx, context.ip)
    const recent = await queries.countEnquiriesFrom(trx, context.ip, new Date(now.getTime() - hourMs))
    if (recent >= enquiriesPerHour) throw new ShopError(Code.tooMany, messages.tooMany)
    return queries.insertEnquiry(trx, { ...enquiry, source, locale: context.locale, ip: context.ip, created_at: now })
  })

  const mail = acknowledgement(context.locale, { name: enquiry.name, source, id: stored.id, days: replyWorkingDays, kits: minimumPartnerKits })
  try {
    await context.mailer.send({ to: enquiry.email, subject: mail.subject, text: mail.text })
  } catch (error) {
    // The enquiry is safely stored and the team will answer it; a failed receipt must not lose it.
    context.log.error({ err: error, enquiry: stored.id }, 'partnership acknowledgement not sent')
  }
  return { id: stored.id, source, email: enquiry.email, reply_within_days: replyWorkingDays }
}
