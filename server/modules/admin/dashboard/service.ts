import type { DashboardAnswer } from '#contract/admin-data.ts'
import type { Db } from '../../../db/database.ts'
import { iso } from '../iso.ts'
import * as queries from './queries.ts'

const dayMs = 24 * 60 * 60 * 1000
export const lowStockAt = 5

/** The last `days` UTC days up to today, oldest first. */
function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10))
}

/** Sales per day per product line and currency, orders waiting to ship, and products running out. */
export async function dashboard(db: Db, now: Date, days: number): Promise<DashboardAnswer> {
  const axis = lastDays(now, days)
  const [sales, toShip, low, flagged] = await Promise.all([
    queries.salesPerDay(db, new Date(`${axis[0]}T00:00:00Z`)),
    queries.ordersToShip(db, 10),
    queries.lowStock(db, lowStockAt, 20),
    queries.moneyToReview(db, 50),
  ])
  const series = new Map<string, DashboardAnswer['sales'][number]>()
  const position = new Map(axis.map((day, index) => [day, index]))
  for (const row of sales) {
    const key = `${row.line} ${row.currency}`
    let entry = series.get(key)
    if (!entry) series.set(key, (entry = { line: row.line, currency: row.currency, totals: axis.map(() => 0) }))
    const index = position.get(row.day)
    if (index !== undefined) entry.totals[index] += Number(row.net)
  }
  const ordered = [...series.values()].sort((a, b) => a.line.localeCompare(b.line) || a.currency.localeCompare(b.currency))
  const moneyToReview = flagged.map(({ kind, reference, amount, currency, reason }) => ({
    kind,
    reference,
    amount,
    currency,
    reason: reason ?? '',
  }))
  return { days: axis, sales: ordered, to_ship: iso(toShip), low_stock: low, low_stock_at: lowStockAt, money_to_review: moneyToReview }
}
