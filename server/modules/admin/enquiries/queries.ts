import type { Db, Trx } from '../../../db/database.ts'
import type { PartnershipSource } from '#contract/partnership.ts'

export interface EnquiryFilter {
  source?: PartnershipSource
  answered?: boolean
  q?: string
  desc: boolean
  limit: number
  offset: number
}

const columns = [
  'e.id',
  'e.source',
  'e.name',
  'e.age',
  'e.occupation',
  'e.industry',
  'e.company_website',
  'e.city',
  'e.state',
  'e.country',
  'e.phone',
  'e.email',
  'e.wechat',
  'e.locale',
  'e.created_at',
  'e.answered_at',
  'operators.email as answered_by',
] as const

const enquiries = (db: Db) => db.selectFrom('partnership_enquiries as e').leftJoin('operators', 'operators.id', 'e.answered_by')

export async function listEnquiries(db: Db, filter: EnquiryFilter) {
  let query = enquiries(db)
  if (filter.source) query = query.where('e.source', '=', filter.source)
  if (filter.answered !== undefined) query = query.where('e.answered_at', filter.answered ? 'is not' : 'is', null)
  if (filter.q) {
    const like = `%${filter.q}%`
    query = query.where((eb) =>
      eb.or([eb('e.name', 'ilike', like), eb('e.email', 'ilike', like), eb('e.phone', 'like', like), eb('e.country', 'ilike', like)]),
    )
  }
  const direction = filter.desc ? 'desc' : 'asc'
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy('e.id', direction).limit(filter.limit).offset(filter.offset).execute(),
    query.select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findEnquiry = (db: Db, id: number) => enquiries(db).select(columns).where('e.id', '=', id).executeTakeFirst()
export const lockEnquiry = (db: Trx, id: number) =>
  db.selectFrom('partnership_enquiries').select(['id', 'answered_at', 'answered_by']).where('id', '=', id).forUpdate().executeTakeFirst()
export const setAnswered = (db: Db, id: number, answeredAt: Date | null, operatorId: number | null) =>
  db.updateTable('partnership_enquiries').set({ answered_at: answeredAt, answered_by: operatorId }).where('id', '=', id).execute()
