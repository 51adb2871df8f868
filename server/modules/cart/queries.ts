import type { Db, Trx } from '../../db/database.ts'
import type { ProductLine } from '#contract/lines.ts'

export interface LineKey {
  userId: number
  line: ProductLine
  goodsId: number
  size: string
}

// Lock order, the same in every module (DESIGN §5, written out in orders/queries/index.ts):
//   user → goods (in id order) → cart lines
// A cart change locks the shopper first, then every product it needs in id order (shared:
// stock cannot change under the check), and only then reads and writes cart lines.

/** Serialises one shopper's cart changes (two tabs, a replayed queue) without blocking others. */
export async function lockUser(db: Trx, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
}

/**
 * The products as the cart rules need them, by id; shared locks taken in id order so stock
 * cannot change under the check and no two transactions lock goods in opposite orders.
 */
export async function lockGoodsForCart(db: Trx, goodsIds: number[]) {
  if (goodsIds.length === 0) return new Map<number, GoodsForCart>()
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'line', 'name_en', 'name_zh', 'stock', 'sizes', 'active'])
    .where('id', 'in', [...new Set(goodsIds)])
    .orderBy('id')
    .forShare()
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

export interface GoodsForCart {
  id: number
  line: ProductLine
  name_en: string
  name_zh: string
  stock: number
  sizes: string[]
  active: boolean
}

export async function listCartLines(db: Db, userId: number, line: ProductLine) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('goods', 'goods.id', 'cart_lines.goods_id')
    .select([
      'cart_lines.goods_id',
      'cart_lines.size',
      'cart_lines.quantity',
      'goods.name_en',
      'goods.name_zh',
      'goods.images',
      'goods.price_cents',
      'goods.stock',
      'goods.active',
    ])
    .where('cart_lines.user_id', '=', userId)
    .where('cart_lines.line', '=', line)
    .orderBy('cart_lines.id')
    .execute()
}

export async function lockCartLine(db: Trx, key: LineKey) {
  return db
    .selectFrom('cart_lines')
    .select(['id', 'quantity'])
    .where('user_id', '=', key.userId)
    .where('line', '=', key.line)
    .where('goods_id', '=', key.goodsId)
    .where('size', '=', key.size)
    .forUpdate()
    .executeTakeFirst()
}

export async function insertCartLine(db: Db, key: LineKey, quantity: number): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values({ user_id: key.userId, line: key.line, goods_id: key.goodsId, size: key.size, quantity })
    .execute()
}

export async function setCartLineQuantity(db: Db, id: number, quantity: number, now: Date): Promise<void> {
  await db.updateTable('cart_lines').set({ quantity, updated_at: now }).where('id', '=', id).execute()
}

export async function deleteCartLine(db: Db, key: LineKey): Promise<void> {
  await db
    .deleteFrom('cart_lines')
    .where('user_id', '=', key.userId)
    .where('line', '=', key.line)
    .where('goods_id', '=', key.goodsId)
    .where('size', '=', key.size)
    .execute()
}

export async function findCartNote(db: Db, userId: number, line: ProductLine): Promise<string> {
  const row = await db.selectFrom('cart_notes').select('note').where('user_id', '=', userId).where('line', '=', line).executeTakeFirst()
  return row?.note ?? ''
}

export async function saveCartNote(db: Db, userId: number, line: ProductLine, note: string, now: Date): Promise<void> {
  await db
    .insertInto('cart_notes')
    .values({ user_id: userId, line, note, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'line']).doUpdateSet({ note, updated_at: now }))
    .execute()
}
