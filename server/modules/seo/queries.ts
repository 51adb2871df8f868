import type { Db } from '../../db/database.ts'

/** Every product on sale, with its line and category: one row per product page. */
export function listProductPages(db: Db) {
  return db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select(['goods.id', 'goods.line', 'categories.slug as category'])
    .where('goods.active', '=', true)
    .orderBy('goods.id')
    .execute()
}

/** Every blind-box series on sale: one row per series page. */
export function listBlindBoxSeries(db: Db) {
  return db.selectFrom('box_series').select('id').where('active', '=', true).orderBy('sort').orderBy('id').execute()
}
