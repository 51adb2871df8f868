import type { Db, Trx } from '../../../db/database.ts'
import type { CategoryUpdate, NewCategory } from '../../../db/tables/catalogue.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface CategoryFilter {
  line?: ProductLine
  missing?: 'en' | 'zh-cn'
  published?: boolean
}

/** Categories with the count of products filed under each, in the shop's menu order. */
function categories(db: Db) {
  return db
    .selectFrom('categories')
    .select([
      'categories.id',
      'categories.line',
      'categories.slug',
      'categories.brand',
      'categories.name_en',
      'categories.name_zh',
      'categories.sort',
      'categories.published',
      'categories.version',
    ])
    .select((eb) =>
      eb
        .selectFrom('goods')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('goods.category_id', '=', 'categories.id')
        .as('products'),
    )
}
export type CategoryRecord = NonNullable<Awaited<ReturnType<typeof findCategory>>>

export function listCategories(db: Db, filter: CategoryFilter) {
  let query = categories(db)
  if (filter.line) query = query.where('categories.line', '=', filter.line)
  if (filter.published !== undefined) query = query.where('categories.published', '=', filter.published)
  if (filter.missing) query = query.where(filter.missing === 'en' ? 'categories.name_en' : 'categories.name_zh', '=', '')
  return query.orderBy('categories.line').orderBy('categories.sort').orderBy('categories.id').execute()
}

export const findCategory = (db: Db, id: number) => categories(db).where('categories.id', '=', id).executeTakeFirst()
export const lockCategory = (db: Trx, id: number) =>
  db.selectFrom('categories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
export const slugTaken = async (db: Db, line: ProductLine, slug: string) =>
  (await db.selectFrom('categories').select('id').where('line', '=', line).where('slug', '=', slug).executeTakeFirst()) !== undefined

export const insertCategory = (db: Db, values: NewCategory) =>
  db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow()
export const updateCategory = (db: Db, id: number, values: CategoryUpdate) =>
  db
    .updateTable('categories')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()

/** Per line: categories, products, and how many of either lack a language. */
export async function lineCounts(db: Db) {
  const [categoryRows, goodsRows] = await Promise.all([
    db
      .selectFrom('categories')
      .select('line')
      .select(({ fn }) => [
        fn.countAll<string>().as('total'),
        fn.count<string>('id').filterWhere('published', '=', false).as('unpublished'),
        fn.count<string>('id').filterWhere('name_en', '=', '').as('missing_en'),
        fn.count<string>('id').filterWhere('name_zh', '=', '').as('missing_zh'),
      ])
      .groupBy('line')
      .execute(),
    db
      .selectFrom('goods')
      .select('line')
      .select(({ fn, eb }) => [
        fn.countAll<string>().as('total'),
        fn.count<string>('id').filterWhere('active', '=', true).as('published'),
        fn
          .count<string>('id')
          .filterWhere(eb.or([eb('name_en', '=', ''), eb('summary_en', '=', ''), eb('description_en', '=', '')]))
          .as('missing_en'),
        fn
          .count<string>('id')
          .filterWhere(eb.or([eb('name_zh', '=', ''), eb('summary_zh', '=', ''), eb('description_zh', '=', '')]))
          .as('missing_zh'),
      ])
      .groupBy('line')
      .execute(),
  ])
  return { categoryRows, goodsRows }
}
