import { Code } from '#contract/envelope.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'
import { iso } from '../iso.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type EnquiryContext = Pick<RequestContext, 'db' | 'now'>

export async function listEnquiries(db: Db, filter: queries.EnquiryFilter) {
  const { rows, total } = await queries.listEnquiries(db, filter)
  return { list: rows.map((row) => iso(row)), total }
}

/** Marks an enquiry answered (or open again), recording who and when. */
export async function markAnswered(ctx: EnquiryContext, operatorId: number, id: number, answered: boolean) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockEnquiry(trx, id)
    if (!before) throw new ShopError(Code.notFound, dataMessages.enquiryNotFound)
    if ((before.answered_at !== null) === answered) return
    const now = ctx.now()
    await queries.setAnswered(trx, id, answered ? now : null, answered ? operatorId : null)
    await audit(trx, now, {
      operatorId,
      action: answered ? 'enquiry.answer' : 'enquiry.reopen',
      subject: `enquiry:${id}`,
      before: { answered_at: before.answered_at },
      after: { answered_at: answered ? now : null },
    })
  })
  const row = await queries.findEnquiry(ctx.db, id)
  if (!row) throw new ShopError(Code.notFound, dataMessages.enquiryNotFound)
  return iso(row)
}
