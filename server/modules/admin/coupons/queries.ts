import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/database.ts'
import type { CouponTable } from '../../../db/tables/accounts.ts'

export interface CouponFilter {
  q?: string
  published?: boolean
  sort: 'id' | 'code' | 'expires_at' | 'amount_cents'
  desc: boolean
  limit: number
  offset: number
}

function coupons(db: Db) {
  return db
    .selectFrom('coupons')
    .select([
      'coupons.id',
      'coupons.code',
      'coupons.name_en',
      'coupons.name_zh',
      'coupons.amount_cents',
      'coupons.min_spend_cents',
      'coupons.expires_at',
      'coupons.published',
      'coupons.version',
    ])
    .select((eb) => [
      eb
        .selectFrom('user_coupons')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('user_coupons.coupon_id', '=', 'coupons.id')
        .as('held'),
      eb
        .selectFrom('user_coupons')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('user_coupons.coupon_id', '=', 'coupons.id')
        .where('user_coupons.used_at', 'is not', null)
        .as('used'),
    ])
}
export type CouponRecord = NonNullable<Awaited<ReturnType<typeof findCoupon>>>

export async function listCoupons(db: Db, filter: CouponFilter) {
  let query = coupons(db)
  if (filter.published !== undefined) query = query.where('coupons.published', '=', filter.published)
  if (filter.q) {
    const like = `%${filter.q}%`
    query = query.where((eb) =>
      eb.or([eb('coupons.code', 'ilike', like), eb('coupons.name_en', 'ilike', like), eb('coupons.name_zh', 'like', like)]),
    )
  }
  const direction = filter.desc ? 'desc' : 'asc'
  const [rows, count] = await Promise.all([
    query.orderBy(`coupons.${filter.sort}`, direction).orderBy('coupons.id', direction).limit(filter.limit).offset(filter.offset).execute(),
    query
      .clearSelect()
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findCoupon = (db: Db, id: number) => coupons(db).where('coupons.id', '=', id).executeTakeFirst()
export const lockCoupon = (db: Trx, id: number) => db.selectFrom('coupons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
export const codeTaken = async (db: Db, code: string, exceptId = 0) =>
  (await db
    .selectFrom('coupons')
    .select('id')
    .where(sql<string>`upper(code)`, '=', code)
    .where('id', '<>', exceptId)
    .executeTakeFirst()) !== undefined

type CouponValues = Pick<CouponTable, 'code' | 'name_en' | 'name_zh' | 'amount_cents' | 'expires_at'> & { min_spend_cents: number }
export const insertCoupon = (db: Db, values: CouponValues) =>
  db
    .insertInto('coupons')
    .values({ ...values, published: false })
    .returning('id')
    .executeTakeFirstOrThrow()
export const updateCoupon = (db: Db, id: number, values: Partial<CouponValues> & { published?: boolean }) =>
  db
    .updateTable('coupons')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute()
