import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import { minorFromUsd, standardInternationalFeeUsd, type OrderLine, type OrderQuote } from '#contract/orders.ts'
import { thumbUrl } from '../../http/media-url.ts'
import { ShopError } from '../../http/shop-error.ts'
import { plainRate, type OrdersContext } from './context.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'

// Pricing: the cart priced from the catalogue at the rate of the moment. The confirm step's
// quote and placing an order price with these same functions.

export interface CartLine {
  id: number
  goods_id: number
  size: string
  quantity: number
}
type CartRow = queries.CartGoodsRow
type GoodsRow = Pick<CartRow, 'line' | 'name_en' | 'name_zh' | 'price_cents' | 'stock' | 'active' | 'images'> & { id: number }

/** Cart lines and their goods (each product once) from the rows of a cart joined with its goods. */
export function splitCart(rows: CartRow[]): { cart: CartLine[]; goods: GoodsRow[] } {
  const goods = new Map<number, GoodsRow>()
  for (const { goods_id: id, line, name_en, name_zh, price_cents, stock, active, images } of rows)
    goods.set(id, { id, line, name_en, name_zh, price_cents, stock, active, images })
  return { cart: rows.map(({ id, goods_id, size, quantity }) => ({ id, goods_id, size, quantity })), goods: [...goods.values()] }
}

interface PricedCart {
  rate: string
  lines: { cart: CartLine; goods: GoodsRow; price: number; total: number }[]
  subtotal: number
  subtotalUsd: number
  shipping: number
}

/** Prices the cart from the catalogue at the rate of the moment; refuses what cannot be sold. */
export function priceCart(
  cart: CartLine[],
  goodsRows: GoodsRow[],
  line: OrderLine,
  currency: string,
  rate: string,
  deliveryMethod: 'ship' | 'pickup',
  locale: Locale,
): PricedCart {
  if (cart.length === 0) throw new ShopError(Code.conflict, messages.cartEmpty)
  const goodsById = new Map(goodsRows.map((goods) => [goods.id, goods]))
  const wanted = new Map<number, number>()
  for (const item of cart) wanted.set(item.goods_id, (wanted.get(item.goods_id) ?? 0) + item.quantity)
  const lines = cart.map((item) => {
    const goods = goodsById.get(item.goods_id)
    const name = goods ? (locale === 'zh-cn' ? goods.name_zh : goods.name_en) : `#${item.goods_id}`
    if (!goods || !goods.active || goods.line !== line) throw new ShopError(Code.conflict, messages.goodsUnavailable, { params: { name } })
    const quantity = wanted.get(goods.id) ?? 0
    if (goods.stock <= 0) throw new ShopError(Code.conflict, messages.soldOut, { params: { name }, data: { goods_id: goods.id, stock: 0 } })
    if (quantity > goods.stock)
      throw new ShopError(Code.conflict, messages.notEnoughStock, {
        params: { name, stock: goods.stock },
        data: { goods_id: goods.id, stock: goods.stock },
      })
    const price = minorFromUsd(goods.price_cents, currency, rate)
    return { cart: item, goods, price, total: price * item.quantity }
  })
  const subtotal = lines.reduce((sum, entry) => sum + entry.total, 0)
  const subtotalUsd = lines.reduce((sum, entry) => sum + entry.goods.price_cents * entry.cart.quantity, 0)
  const shipping = deliveryMethod === 'ship' ? minorFromUsd(standardInternationalFeeUsd, currency, rate) : 0
  return { rate, lines, subtotal, subtotalUsd, shipping }
}

type CouponRow = NonNullable<Awaited<ReturnType<typeof queries.findUserCoupon>>>
type CouponProblem = 'notFound' | 'used' | 'expired' | 'minSpend'

function couponProblem(coupon: CouponRow | undefined, subtotalUsd: number, now: Date): CouponProblem | null {
  if (!coupon) return 'notFound'
  if (coupon.used_at) return 'used'
  if (coupon.expires_at.getTime() <= now.getTime()) return 'expired'
  if (subtotalUsd < coupon.min_spend_cents) return 'minSpend'
  return null
}

export const couponMessages: Record<CouponProblem, MessageKey> = {
  notFound: 'couponNotFound',
  used: 'couponUsed',
  expired: 'couponExpired',
  minSpend: 'couponMinSpend',
}

/** What the order costs at this moment, priced from the catalogue; reads only, locks nothing. */
export interface Costing {
  rate: string
  priced: PricedCart
  discount: number
  total: number
  couponProblem: CouponProblem | null
  coupon?: CouponRow
}

export interface CostInput {
  line: OrderLine
  currency: string
  delivery_method: 'ship' | 'pickup'
  user_coupon_id?: number
}

export async function costCart(
  ctx: Pick<OrdersContext, 'db' | 'now'>,
  userId: number,
  input: CostInput,
  locale: Locale,
): Promise<Costing & { cart: CartLine[]; cartNote: string }> {
  const [rows, coupon] = await Promise.all([
    queries.findCartForPricing(ctx.db, userId, input.line, input.currency),
    input.user_coupon_id ? queries.findUserCoupon(ctx.db, userId, input.user_coupon_id) : undefined,
  ])
  // A currency we do not sell in is bad input: it is said first, even of an empty cart.
  const perUsd = rows.length > 0 ? rows[0].per_usd : ((await queries.findExchangeRate(ctx.db, input.currency))?.per_usd ?? null)
  if (perUsd === null) throw new ShopError(Code.invalid, messages.currencyUnknown, { params: { currency: input.currency } })
  if (rows.length === 0) throw new ShopError(Code.conflict, messages.cartEmpty)
  const rate = plainRate(String(perUsd))
  const { cart, goods } = splitCart(rows)
  const priced = priceCart(cart, goods, input.line, input.currency, rate, input.delivery_method, locale)
  const problem = input.user_coupon_id ? couponProblem(coupon, priced.subtotalUsd, ctx.now()) : null
  const discount = coupon && !problem ? Math.min(minorFromUsd(coupon.amount_cents, input.currency, rate), priced.subtotal) : 0
  return {
    cart,
    cartNote: rows[0].note ?? '',
    rate,
    priced,
    discount,
    total: priced.subtotal + priced.shipping - discount,
    couponProblem: problem,
    coupon,
  }
}

/** The confirm step's figures: the same pricing placing the order uses, nothing reserved. */
export async function quoteOrder(
  ctx: Pick<OrdersContext, 'db' | 'now' | 'mediaBase'>,
  userId: number,
  input: CostInput,
  locale: Locale,
): Promise<OrderQuote> {
  const { rate, priced, discount, total, couponProblem: problem } = await costCart(ctx, userId, input, locale)
  return {
    currency: input.currency,
    exchange_rate: rate,
    lines: priced.lines.map(({ cart: item, goods: row, price, total: lineTotal }) => ({
      goods_id: row.id,
      goods_name: locale === 'zh-cn' ? row.name_zh : row.name_en,
      thumb: row.images[0] ? thumbUrl(ctx.mediaBase, row.images[0]) : '',
      size: item.size,
      price,
      price_usd: row.price_cents,
      quantity: item.quantity,
      total: lineTotal,
    })),
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    discount,
    total,
    coupon_problem: problem,
  }
}
