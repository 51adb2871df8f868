import type { Db } from '../../db/database.ts'
import type { Line } from '../../db/tables/catalogue.ts'

export interface LineKey {
  userId: number
  line: Line
  goodsId: number
  size: string
}

/** Serialises one shopper's cart changes (two tabs, a replayed queue) without blocking others. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
}

/** The product as the cart rules need it; shared lock so stock cannot change under the check. */
export async function lockGoodsForCart(db: Db, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'line', 'name_en', 'name_zh', 'stock', 'sizes', 'active'])
    .where('id', '=', goodsId)
    .forShare()
    .executeTakeFirst()
}

export async function listCartLines(db: Db, userId: number, line: Line) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('goods', 'goods.id', 'cart_lines.goods_id')
    .select([
      'cart_lines.goods_id', 'cart_lines.size', 'cart_lines.quantity',
      'goods.name_en', 'goods.name_zh', 'goods.images', 'goods.price_cents', 'goods.stock', 'goods.active',
    ])
    .where('cart_lines.user_id', '=', userId)
    .where('cart_lines.line', '=', line)
    .orderBy('cart_lines.id')
    .execute()
}

export async function lockCartLine(db: Db, key: LineKey) {
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

export async function findCartNote(db: Db, userId: number, line: Line): Promise<string> {
  const row = await db.selectFrom('cart_notes').select('note').where('user_id', '=', userId).where('line', '=', line).executeTakeFirst()
  return row?.note ?? ''
}

export async function saveCartNote(db: Db, userId: number, line: Line, note: string, now: Date): Promise<void> {
  await db
    .insertInto('cart_notes')
    .values({ user_id: userId, line, note, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'line']).doUpdateSet({ note, updated_at: now }))
    .execute()
}

/** Records a change's key; false when it was recorded before (the change was applied already). */
export async function claimCartRequest(db: Db, userId: number, requestKey: string): Promise<boolean> {
  const inserted = await db
    .insertInto('cart_requests')
    .values({ user_id: userId, request_key: requestKey })
    .onConflict((oc) => oc.doNothing())
    .returning('request_key')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Keys only need to outlive an offline spell; a week is plenty. */
export async function forgetOldCartRequests(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('cart_requests').where('created_at', '<', before).execute()
}
