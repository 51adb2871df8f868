import { sql } from 'kysely'
import type { Db, Trx } from '../../db/database.ts'
import type { NewPartnershipEnquiry } from '../../db/tables/partnership.ts'

export async function insertEnquiry(db: Db, enquiry: NewPartnershipEnquiry) {
  return db.insertInto('partnership_enquiries').values(enquiry).returning(['id', 'created_at']).executeTakeFirstOrThrow()
}

/** Serialises one address's submissions for the rest of the transaction, so none slips under the limit. */
export async function lockEnquiriesFrom(db: Trx, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`partnership:${ip}`}))`.execute(db)
}

/** Enquiries one address sent since a moment: the rate limit lives in the database, shared by every instance. */
export async function countEnquiriesFrom(db: Db, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('partnership_enquiries')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export interface EnquiryFilter {
  source?: 'vape' | 'energy'
  since?: Date
  limit: number
}

export async function listEnquiries(db: Db, filter: EnquiryFilter) {
  let query = db.selectFrom('partnership_enquiries').selectAll()
  if (filter.source) query = query.where('source', '=', filter.source)
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
}
