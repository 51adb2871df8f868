import type { Locale } from '#contract/common.ts'
import { maxCartNoteLength, maxCartQuantity, type Cart, type CartLine, type MergeCartResult } from '#contract/cart.ts'
import { cartSign } from '#contract/cart.ts'
import { Code } from '#contract/envelope.ts'
import type { Trx } from '../../db/database.ts'
import { thumbUrl } from '../../http/media-url.ts'
import { ShopError } from '../../http/shop-error.ts'
import * as idempotency from '../../idempotency/index.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'
import type { ProductLine } from '#contract/lines.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

export interface CartContext extends Pick<RequestContext, 'db' | 'now' | 'locale'> {
  mediaBase: string
}

export interface LineChange {
  goods_id: number
  size: string
  quantity: unknown
}

type GoodsForCart = queries.GoodsForCart

/** A whole number 1–999, as a number or as digits; anything else is refused, changing nothing. */
export function parseQuantity(input: unknown): number {
  const value = typeof input === 'string' && /^\s*\d{1,4}\s*$/.test(input) ? Number(input) : input
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxCartQuantity) {
    throw new ShopError(Code.invalid, messages.quantityInvalid)
  }
  return value
}

const nameOf = (goods: { name_en: string; name_zh: string }, locale: Locale) => (locale === 'zh-cn' ? goods.name_zh : goods.name_en)

/** The product exists, is sold, belongs to this cart's line, and the size is one it has. */
function checkGoods(goods: GoodsForCart | undefined, sign: ProductLine<'cart'>, size: string): GoodsForCart {
  if (!goods || !goods.active) throw new ShopError(Code.notFound, messages.productNotFound)
  if (goods.line !== sign) throw new ShopError(Code.invalid, messages.otherLine)
  if (goods.sizes.length > 0 && size === '') throw new ShopError(Code.invalid, messages.sizeRequired)
  if (size !== '' && !goods.sizes.includes(size)) throw new ShopError(Code.invalid, messages.sizeUnknown, { params: { size } })
  return goods
}

function checkStock(goods: GoodsForCart, quantity: number, locale: Locale): void {
  const name = nameOf(goods, locale)
  if (goods.stock <= 0) throw new ShopError(Code.conflict, messages.soldOut, { params: { name } })
  if (quantity > goods.stock) throw new ShopError(Code.conflict, messages.notEnoughStock, { params: { name, stock: goods.stock } })
}

export async function getCart(context: CartContext, userId: number, sign: ProductLine<'cart'>): Promise<Cart> {
  const { db, locale, mediaBase } = context
  const [rows, note] = await Promise.all([queries.listCartLines(db, userId, sign), queries.findCartNote(db, userId, sign)])
  const lines: CartLine[] = rows.map((row) => {
    // A product taken off sale stays visible with no stock, so the shopper sees why it cannot be bought.
    const stock = row.active ? row.stock : 0
    const image = row.images[0]
    return {
      goods_id: row.goods_id,
      line: sign,
      goods_name: nameOf(row, locale),
      thumb: image ? thumbUrl(mediaBase, image) : '',
      size: row.size,
      quantity: row.quantity,
      price: row.price_cents,
      total: row.price_cents * row.quantity,
      stock,
      available: stock >= row.quantity,
    }
  })
  return {
    sign,
    lines,
    note,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + (line.available ? line.total : 0), 0),
    currency: 'USD',
    locale,
  }
}

/**
 * Runs a change in a transaction holding the shopper's lock. A refusal changes nothing and
 * carries the cart as it is, so a client replaying queued changes ends with the server's state.
 */
async function change(context: CartContext, userId: number, sign: ProductLine<'cart'>, apply: (trx: Trx) => Promise<void>): Promise<Cart> {
  try {
    await context.db.transaction().execute(async (trx) => {
      await queries.lockUser(trx, userId)
      await apply(trx)
    })
  } catch (error) {
    if (error instanceof ShopError && error.data === undefined) {
      throw new ShopError(error.code, error.userMessage, { params: error.params, data: await getCart(context, userId, sign) })
    }
    throw error
  }
  return getCart(context, userId, sign)
}

export interface AddRequest {
  sign: ProductLine<'cart'>
  goods_id: number
  size: string
  quantity: unknown
  /** Idempotency-Key: the same key again changes nothing. */
  requestKey?: string
}

/** A replayed add (same Idempotency-Key and body) changes nothing and answers the cart as it is. */
export async function addToCart(context: CartContext, userId: number, request: AddRequest): Promise<Cart> {
  const quantity = parseQuantity(request.quantity)
  const { sign, goods_id, size } = request
  const key = request.requestKey
    ? idempotency.idempotentRequest(userId, 'addcart', request.requestKey, { sign, goods_id, size, quantity })
    : undefined
  // Claimed under the shopper's lock and answered in the same transaction: a refusal frees the key.
  return change(context, userId, sign, (trx) =>
    idempotency.withIdempotency({ db: trx, now: context.now }, key, () => addLine(context, trx, userId, request, quantity), {
      replay: () => undefined,
      answerOf: () => ({ code: Code.ok, message: 'success', data: null }),
    }),
  )
}

/** Adds the quantity to the line (or opens it), under the shopper's lock. */
async function addLine(context: CartContext, trx: Trx, userId: number, request: AddRequest, quantity: number): Promise<void> {
  const goods = checkGoods((await queries.lockGoodsForCart(trx, [request.goods_id])).get(request.goods_id), request.sign, request.size)
  const line = { userId, line: request.sign, goodsId: goods.id, size: request.size }
  const existing = await queries.lockCartLine(trx, line)
  const wanted = (existing?.quantity ?? 0) + quantity
  if (wanted > maxCartQuantity) throw new ShopError(Code.invalid, messages.quantityOverLimit)
  checkStock(goods, wanted, context.locale)
  if (existing) await queries.setCartLineQuantity(trx, existing.id, wanted, context.now())
  else await queries.insertCartLine(trx, line, wanted)
}

/** "Update cart": every quantity is checked first; one refusal and none is changed. */
export async function updateCart(context: CartContext, userId: number, sign: ProductLine<'cart'>, items: LineChange[]): Promise<Cart> {
  const quantities = items.map((item) => parseQuantity(item.quantity))
  return change(context, userId, sign, async (trx) => {
    // Goods before cart lines, like every other transaction (see queries.ts).
    const goodsById = await queries.lockGoodsForCart(
      trx,
      items.map((item) => item.goods_id),
    )
    for (const [index, item] of items.entries()) {
      const key = { userId, line: sign, goodsId: item.goods_id, size: item.size }
      const existing = await queries.lockCartLine(trx, key)
      if (!existing) throw new ShopError(Code.conflict, messages.notInCart)
      const goods = checkGoods(goodsById.get(item.goods_id), sign, item.size)
      checkStock(goods, quantities[index], context.locale)
      await queries.setCartLineQuantity(trx, existing.id, quantities[index], context.now())
    }
  })
}

/** Removing a line that is not there is not an error: a replayed remove must not fail. */
export async function removeFromCart(
  context: CartContext,
  userId: number,
  sign: ProductLine<'cart'>,
  goodsId: number,
  size: string,
): Promise<Cart> {
  return change(context, userId, sign, (trx) => queries.deleteCartLine(trx, { userId, line: sign, goodsId, size }))
}

export async function saveNote(context: CartContext, userId: number, sign: ProductLine<'cart'>, note: string): Promise<Cart> {
  if (note.length > maxCartNoteLength) throw new ShopError(Code.invalid, messages.noteTooLong, { params: { max: maxCartNoteLength } })
  return change(context, userId, sign, (trx) => queries.saveCartNote(trx, userId, sign, note, context.now()))
}

export interface MergeRequest {
  merge_id: string
  lines: { sign: ProductLine<'cart'>; goods_id: number; size: string; quantity: number }[]
  notes: { sign: ProductLine<'cart'>; note: string }[]
}

/**
 * A guest's lines join the account's carts at login: quantities are added and capped at stock
 * (and 999); goods gone, sold out, of another line or with a bad size are left out. Once per id.
 */
export async function mergeCarts(context: CartContext, userId: number, request: MergeRequest): Promise<MergeCartResult> {
  const once = idempotency.idempotentRequest(userId, 'mergecart', request.merge_id, request)
  const adjusted = await context.db.transaction().execute(async (trx) => {
    await queries.lockUser(trx, userId)
    return idempotency.withIdempotency({ db: trx, now: context.now }, once, () => mergeLines(context, trx, userId, request), {
      // Merged before: the same answer again, nothing added twice.
      replay: (stored) => (stored.data as { adjusted?: number } | null)?.adjusted ?? 0,
      answerOf: (count) => ({ code: Code.ok, message: count > 0 ? 'mergeAdjusted' : 'success', data: { adjusted: count } }),
    })
  })
  const carts = await Promise.all(cartSign.options.map((sign) => getCart(context, userId, sign)))
  return { carts, adjusted }
}

/** Adds the guest's lines and notes under the shopper's lock; how many were left out or cut down. */
async function mergeLines(context: CartContext, trx: Trx, userId: number, request: MergeRequest): Promise<number> {
  let adjusted = 0
  const goodsById = await queries.lockGoodsForCart(
    trx,
    request.lines.map((line) => line.goods_id),
  )
  for (const line of request.lines) {
    const goods = goodsById.get(line.goods_id)
    const usable =
      goods && goods.active && goods.line === line.sign && (goods.sizes.length > 0 ? goods.sizes.includes(line.size) : line.size === '')
    if (!goods || !usable || goods.stock <= 0) {
      adjusted++
      continue
    }
    const key = { userId, line: line.sign, goodsId: goods.id, size: line.size }
    const existing = await queries.lockCartLine(trx, key)
    const wanted = (existing?.quantity ?? 0) + line.quantity
    const kept = Math.min(wanted, goods.stock, maxCartQuantity)
    if (kept < wanted) adjusted++
    if (existing) await queries.setCartLineQuantity(trx, existing.id, kept, context.now())
    else await queries.insertCartLine(trx, key, kept)
  }
  for (const { sign, note } of request.notes) {
    const current = await queries.findCartNote(trx, userId, sign)
    if (current === '' && note.trim() !== '') await queries.saveCartNote(trx, userId, sign, note.slice(0, maxCartNoteLength), context.now())
  }
  return adjusted
}
