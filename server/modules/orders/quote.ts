import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import type { OrderDelivery } from '#contract/delivery.ts'
import { asConverted, shelfPriceFromUsd, type PriceRounding } from '#contract/money.ts'
import { minorFromUsd, type OrderQuote } from '#contract/orders.ts'
import { thumbUrl } from '../../http/media-url.ts'
import type { DutiesTaxes } from '#contract/landed-cost.ts'
import { countryName, findDefaultCountry, parcelOf, priceShipment, refusalOf } from '../delivery/index.ts'
import { dutiesFor, landedCostMessages } from '../landed-cost/index.ts'
import { ShopError } from '../../http/shop-error.ts'
import * as saleRules from '../sale-rules/index.ts'
import { plainRate, type OrdersContext } from './context.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries/index.ts'
import type { ProductLine } from '#contract/lines.ts'

// Pricing: the cart priced from the catalogue at the rate of the moment, its delivery from the
// parcel and the country (the delivery module's rate engine). The confirm step's quote and
// placing an order price with these same functions.

export interface CartLine {
  id: number
  goods_id: number
  size: string
  quantity: number
}
type CartRow = queries.CartGoodsRow
type CartPricingRow = queries.CartPricingRow
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
  /** How the currency's shelf prices round (contract/money.ts): unit prices as shown, charged. */
  rounding: PriceRounding
  lines: { cart: CartLine; goods: GoodsRow; price: number; total: number }[]
  subtotal: number
  subtotalUsd: number
}

/** Prices the cart from the catalogue at the rate of the moment; refuses what cannot be sold. */
export function priceCart(
  cart: CartLine[],
  goodsRows: GoodsRow[],
  line: ProductLine<'cart'>,
  currency: string,
  rate: string,
  rounding: PriceRounding,
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
    const price = shelfPriceFromUsd(goods.price_cents, currency, rate, rounding)
    return { cart: item, goods, price, total: price * item.quantity }
  })
  const subtotal = lines.reduce((sum, entry) => sum + entry.total, 0)
  const subtotalUsd = lines.reduce((sum, entry) => sum + entry.goods.price_cents * entry.cart.quantity, 0)
  return { rate, rounding, lines, subtotal, subtotalUsd }
}

interface Shipping {
  shipping: number
  /** null for pick-up. */
  delivery: OrderDelivery | null
}

/**
 * Standard International for the cart as one shipment (a cart is one line of business) to
 * `country`, in `currency`: refused, with the sentence the product page and cart show, when a
 * product is unweighed, the country in no zone, a dangerous-goods class not carried there or no
 * rate covers the parcel. Pick-up costs nothing; no country known yet (a quote before the
 * address) prices shipping at 0 and says so with `delivery.country` null.
 */
async function shipCart(
  ctx: Pick<OrdersContext, 'db' | 'deliveryBook'>,
  rows: CartPricingRow[],
  input: CostInput,
  country: string | null,
  rate: string,
  locale: Locale,
): Promise<Shipping> {
  if (input.delivery_method !== 'ship') return { shipping: 0, delivery: null }
  if (!country) return { shipping: 0, delivery: { country: null, days: null } }
  const items = rows.map((row) => ({ ...parcelOf(row), goodsId: row.goods_id, quantity: row.quantity }))
  const price = priceShipment(await ctx.deliveryBook(ctx.db), country, items)
  if (price.status === 'ok') return { shipping: minorFromUsd(price.feeUsd, input.currency, rate), delivery: { country, days: price.days } }
  const names = new Map(rows.map((row) => [row.goods_id, locale === 'zh-cn' ? row.name_zh : row.name_en]))
  const refusal = refusalOf(price, country, locale, (id) => names.get(id))
  throw new ShopError(Code.conflict, refusal?.message ?? messages.goodsUnavailable, {
    params: refusal?.params,
    data: { delivery: price.status, country, goods_id: price.goodsId ?? null },
  })
}

/**
 * Duties and import taxes of the cart to `country` (issue 50), delivered duty paid: in the
 * order's currency at its rate, from the cached rules. Pick-up and a quote before the country
 * is known have none. A parcel whose duties cannot be worked out (no rules for the country, a
 * product without HS code or origin where duty is due, a heading with no rate) is refused with
 * the shopper's sentence, never charged a guessed 0.
 */
async function dutiesOfCart(
  ctx: Pick<OrdersContext, 'db' | 'landedCostBook'>,
  priced: PricedCart,
  rows: CartPricingRow[],
  input: CostInput,
  shipping: Shipping,
  discount: number,
  locale: Locale,
): Promise<DutiesTaxes | null> {
  const country = shipping.delivery?.country
  if (input.delivery_method !== 'ship' || !country) return null
  const customs = new Map(rows.map((row) => [row.goods_id, row]))
  const outcome = dutiesFor(await ctx.landedCostBook(ctx.db), {
    country,
    currency: input.currency,
    perUsd: priced.rate,
    delivery: shipping.shipping,
    // Duty and tax are due on the price paid: the coupon lowers their base.
    discount,
    lines: priced.lines.map(({ goods, total }) => ({
      hsCode: customs.get(goods.id)?.hs_code ?? null,
      origin: customs.get(goods.id)?.origin_country ?? null,
      value: total,
    })),
  })
  if (outcome.status === 'ok') return outcome.duties
  const goods = outcome.lineIndex === null ? null : priced.lines[outcome.lineIndex].goods
  const params = { country: countryName(country, locale), name: goods ? (locale === 'zh-cn' ? goods.name_zh : goods.name_en) : '' }
  throw new ShopError(Code.conflict, goods ? landedCostMessages.cannotDeliverNamed : landedCostMessages.cannotDeliverYet, {
    params,
    data: { delivery: 'no_duties', country, goods_id: goods?.id ?? null },
  })
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
export interface Costing extends Shipping {
  rate: string
  priced: PricedCart
  discount: number
  /** Included in `total`; null for pick-up or before the country is known. */
  duties: DutiesTaxes | null
  total: number
  couponProblem: CouponProblem | null
  coupon?: CouponRow
}

export interface CostInput {
  line: ProductLine<'cart'>
  currency: string
  delivery_method: 'ship' | 'pickup'
  user_coupon_id?: number
}

/** Where the order ships: known at once (a quote's country, a typed address) or once its saved address is read. */
type Destination = string | null | Promise<string | null>

export async function costCart(
  ctx: Pick<OrdersContext, 'db' | 'now' | 'deliveryBook' | 'landedCostBook'>,
  userId: number,
  input: CostInput,
  locale: Locale,
  destination: Destination,
): Promise<Costing & { cart: CartLine[]; cartNote: string; dateOfBirthOnFile: string | null; buyerGuest: boolean }> {
  const [rows, coupon] = await Promise.all([
    queries.findCartForPricing(ctx.db, userId, input.line, input.currency),
    input.user_coupon_id ? queries.findUserCoupon(ctx.db, userId, input.user_coupon_id) : undefined,
  ])
  // A currency we do not sell in is bad input: it is said first, even of an empty cart.
  const inForce = rows.length > 0 ? rows[0] : await queries.findExchangeRate(ctx.db, input.currency)
  if (!inForce?.per_usd) throw new ShopError(Code.invalid, messages.currencyUnknown, { params: { currency: input.currency } })
  if (rows.length === 0) throw new ShopError(Code.conflict, messages.cartEmpty)
  const rate = plainRate(String(inForce.per_usd))
  const rounding = { round_to: inForce.round_to ?? asConverted.round_to, price_ending: inForce.price_ending ?? asConverted.price_ending }
  const { cart, goods } = splitCart(rows)
  const priced = priceCart(cart, goods, input.line, input.currency, rate, rounding, locale)
  const shipped = await shipCart(ctx, rows, input, await destination, rate, locale)
  const { shipping, delivery } = shipped
  const problem = input.user_coupon_id ? couponProblem(coupon, priced.subtotalUsd, ctx.now()) : null
  const discount = coupon && !problem ? Math.min(minorFromUsd(coupon.amount_cents, input.currency, rate), priced.subtotal) : 0
  const duties = await dutiesOfCart(ctx, priced, rows, input, shipped, discount, locale)
  return {
    cart,
    cartNote: rows[0].note ?? '',
    dateOfBirthOnFile: rows[0].date_of_birth_on_file,
    buyerGuest: rows[0].buyer_guest === true,
    rate,
    priced,
    discount,
    shipping,
    delivery,
    duties,
    total: priced.subtotal + shipping - discount + (duties?.total ?? 0),
    couponProblem: problem,
    coupon,
  }
}

/** The confirm step's figures: the same pricing placing the order uses, nothing reserved. */
export async function quoteOrder(
  ctx: Pick<OrdersContext, 'db' | 'now' | 'mediaBase' | 'deliveryBook' | 'saleRuleBook' | 'landedCostBook'>,
  userId: number,
  input: CostInput & { country?: string },
  locale: Locale,
): Promise<OrderQuote> {
  // The checkout's address country, else the default address's.
  const destination = input.country ?? (input.delivery_method === 'ship' ? findDefaultCountry(ctx.db, userId).catch(() => null) : null)
  // The shipping step says what placing the order would: a line not sold in that country is
  // refused with the law's reason (checkSale's sentence), said before any pricing or carrier's
  // refusal; where an age applies, whether the buyer's date of birth (read with the cart) is still
  // to ask. The rules come from the cached book: the quote is the one statement it was before
  // issue 47. Pick-up judges the age by the line's rule for everywhere.
  const [costed, judging] = await Promise.allSettled([
    costCart(ctx, userId, input, locale, destination),
    Promise.all([ctx.saleRuleBook(ctx.db), destination]),
  ])
  if (judging.status === 'rejected') throw judging.reason
  const [book, country] = judging.value
  const verdict = saleRules.judgeQuote(book, {
    line: input.line,
    country,
    dateOfBirthOnFile: costed.status === 'fulfilled' ? costed.value.dateOfBirthOnFile : null,
  })
  if (input.delivery_method === 'ship' && verdict.notSold)
    throw new ShopError(Code.invalid, verdict.notSold, { data: { field: 'country', problem: 'notSoldThere', delivery: 'not_sold' } })
  if (costed.status === 'rejected') throw costed.reason
  const { rate, priced, shipping, delivery, discount, duties, total, couponProblem: problem } = costed.value
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
    shipping,
    discount,
    duties_taxes: duties,
    total,
    delivery,
    coupon_problem: problem,
    asks_date_of_birth: verdict.asksDateOfBirth,
  }
}
