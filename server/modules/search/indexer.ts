import type { Db } from '../../db/database.ts'
import { categoryDocument, productDocuments } from './documents.ts'
import * as queries from './queries.ts'
import { WORD_RULES_VERSION } from './words.ts'

// Keeps the search index current. Every change to a product's or a category's texts calls one of
// these with the transaction that makes the change: the edit and its index row commit together,
// so a back-office edit is searchable at once and never half-indexed.

/** Indexes products (new or changed texts, or moved to another category). */
export async function indexProducts(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const rows = (await queries.productTexts(db, ids)).map((product) => ({ id: product.id, ...productDocuments(product) }))
  await queries.writeProductIndex(db, rows, WORD_RULES_VERSION)
  await queries.addWords(
    db,
    rows.flatMap((row) => row.words),
  )
}

/** Indexes categories (new, renamed, or sorted anew) and rewrites the documents of their products. */
export async function indexCategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const rows = (await queries.categoryTexts(db, ids)).map((category) => ({ id: category.id, document: categoryDocument(category) }))
  await queries.writeCategoryIndex(
    db,
    rows.map((row) => ({ id: row.id, terms: row.document.vector })),
    WORD_RULES_VERSION,
  )
  await queries.addWords(
    db,
    rows.flatMap((row) => row.document.words),
  )
}

const batch = 500

/**
 * At start: indexes what an older version of the word rules wrote, or what existed before the
 * search did. A no-op on a current index. Batches of its own transaction each.
 */
export async function refreshSearchIndex(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => indexCategories(trx, await queries.staleCategoryIds(trx, WORD_RULES_VERSION)))
  for (let after = 0; ;) {
    const ids = await db.transaction().execute(async (trx) => {
      const stale = await queries.staleProductIds(trx, WORD_RULES_VERSION, after, batch)
      await indexProducts(trx, stale)
      return stale
    })
    if (ids.length < batch) return
    after = ids[ids.length - 1]
  }
}
