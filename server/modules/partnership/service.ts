import { Code } from '#contract/envelope.ts'
import {
  minimumPartnerKits,
  partnershipEnquiry,
  partnershipProblems,
  replyWorkingDays,
  type PartnershipReceipt,
  type PartnershipSource,
} from '#contract/partnership.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { acknowledgement, fieldLabels, messages, problemMessages, teamNotice } from './messages.ts'
import * as queries from './queries.ts'
import { hit, type Limit } from '../../security/rate-limit.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

export interface PartnershipContext extends Pick<RequestContext, 'db' | 'now' | 'locale' | 'ip' | 'log'> {
  /** Mail as jobs in the enquiry's transaction: stored and mailed together, retried until sent. */
  mail: MailOutbox
  /** The shop's own inbox for enquiries (ENQUIRY_TO, default MAIL_FROM). */
  enquiryTo: string
}

/** Enquiries one address may send per hour: enough for a typo, too few for a spam run. */
export const enquiriesPerHour = 5
const hourMs = 60 * 60 * 1000

/**
 * Anyone can type any address into the form, so the acknowledgement is a mail the shop sends to
 * a stranger on a stranger's word: it goes to one address at most once a day, whatever the IP.
 */
const acknowledgementLimit: Limit = { name: 'partnership-acknowledgement', max: 1, windowMs: 24 * hourMs }

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
    const row = await queries.insertEnquiry(trx, { ...enquiry, source, locale: context.locale, ip: context.ip, created_at: now })
    // The team reads the enquiry in its own inbox; the visitor's words go nowhere else.
    await context.mail.queue(trx, { to: context.enquiryTo, ...teamNotice({ ...enquiry, source, id: row.id }) })
    const { allowed } = await hit(trx, acknowledgementLimit, enquiry.email.toLowerCase(), now)
    if (allowed)
      await context.mail.queue(trx, {
        to: enquiry.email,
        ...acknowledgement(context.locale, { source, id: row.id, days: replyWorkingDays, kits: minimumPartnerKits }),
      })
    return row
  })
  return { id: stored.id, source, email: enquiry.email, reply_within_days: replyWorkingDays }
}
