import type { PriceRounding } from '#contract/money.ts'
import type { Db, Trx } from '../../../db/database.ts'

const columns = ['currency', 'per_usd', 'round_to', 'price_ending', 'updated_at'] as const

export const listRates = (db: Db) => db.selectFrom('exchange_rates').select(columns).orderBy('currency').execute()
export const lockRate = (db: Trx, currency: string) =>
  db.selectFrom('exchange_rates').select(columns).where('currency', '=', currency).forUpdate().executeTakeFirst()

export async function rateHistory(db: Db, filter: { currency?: string; limit: number; offset: number }) {
  let query = db.selectFrom('exchange_rate_history').leftJoin('operators', 'operators.id', 'exchange_rate_history.operator_id')
  if (filter.currency) query = query.where('exchange_rate_history.currency', '=', filter.currency)
  const [rows, count] = await Promise.all([
    query
      .select([
        'exchange_rate_history.id',
        'exchange_rate_history.currency',
        'exchange_rate_history.per_usd',
        'operators.email as operator',
        'exchange_rate_history.created_at',
      ])
      .orderBy('exchange_rate_history.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const setRounding = (db: Trx, currency: string, rounding: PriceRounding, now: Date) =>
  db
    .updateTable('exchange_rates')
    .set({ ...rounding, updated_at: now })
    .where('currency', '=', currency)
    .returning(columns)
    .executeTakeFirstOrThrow()
