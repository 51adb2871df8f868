import { Code } from '#contract/envelope.ts'
import type { Trx } from '../../db/database.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'

/**
 * Sets products' stock to the levels given, each change kept in the stock history with who or
 * what made it and why. The one door for stock set by hand: operators, the command line and
 * catalogue imports. It joins the caller's transaction (an import is all-or-nothing); goods are
 * locked in id order, like orders lock them. Answers every product with its stock before.
 */
export async function setStockLevels(db: Trx, levels: ReadonlyMap<number, number>, why: queries.StockWhy, now: Date) {
  const locked = await queries.lockGoods(db, [...levels.keys()])
  const missing = [...levels.keys()].find((id) => !locked.some((row) => row.id === id))
  if (missing !== undefined) throw new ShopError(Code.notFound, messages.goodsNotFound, { params: { goods: missing } })
  const deltas = new Map(locked.filter((row) => levels.get(row.id) !== row.stock).map((row) => [row.id, levels.get(row.id)! - row.stock]))
  await queries.changeStock(db, deltas, why, now)
  return locked.map((row) => ({ id: row.id, name_en: row.name_en, before: row.stock, stock: levels.get(row.id)! }))
}
