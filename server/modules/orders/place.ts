import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import type { CreateOrderInput, OrderDetail, PostalAddress } from '#contract/orders.ts'
import type { Db } from '../../db/database.ts'
import { newOrderNo } from '../../db/document-numbers.ts'
import type { OrderLineRow, OrderRow } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import * as idempotency from '../../idempotency/index.ts'
import { unpaidLifetimeMs, type OrdersContext } from './context.ts'
import { detailOf } from './history.ts'
import { confirmationMail, mailLinksOf } from './mail.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'
import * as saleRules from '../sale-rules/index.ts'
import * as addressBook from '../address/index.ts'
import { costCart, couponMessages, priceCart, splitCart, type CartLine, type Costing } from './quote.ts'

// Placing an order: priced without locks, then locked, checked and written in one call to the database.

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

export interface PlaceOrderRequest {
  userId: number
  locale: Locale
  body: CreateOrderInput
  idempotencyKey?: string
}

/** The whole order worked out before any lock is taken. */
interface OrderDraft extends Costing {
  cart: CartLine[]
  shippingAddress: PostalAddress | null
  billingAddress: PostalAddress | null
  saveAddress: boolean
  note: string
  /** Where the confirmation goes ('' = nowhere). */
  mailTo: string
  /** The shopper is a guest (their mails carry the order's signed link); `mailToAccount`: the address has an account. */
  guest: boolean
  mailToAccount: boolean
  /** The date of birth given now, kept on the account once the order is placed (null: none to keep). */
  keepDateOfBirth: string | null
}

/** The cart or a price moved between pricing and locking: price again from the start. */
class DraftOutdated extends Error {}

async function draftOrder(ctx: OrdersContext, userId: number, body: CreateOrderInput, locale: Locale): Promise<OrderDraft> {
  const address = body.delivery_method === 'ship' ? resolveShippingAddress(ctx.db, userId, body) : null
  // Delivery is priced for the address's country; a saved address is read beside the cart.
  const country =
    address?.then(
      (resolved) => resolved.address.country.toUpperCase(),
      () => null,
    ) ?? null
  const [costing, shipping, accountEmail] = await Promise.all([
    costCart(ctx, userId, body, locale, country),
    address,
    // Without a contact e-mail the confirmation goes to the account's address (a guest's contact).
    body.contact.email ? undefined : queries.findMailee(ctx.db, userId).then((mailee) => mailee?.email),
  ])
  const mailTo = body.contact.email?.toLowerCase() || accountEmail || ''
  const guest = costing.buyerGuest
  // Whatever the browser asked or skipped: the line must be sold to this buyer in this country
  // (the date of birth on file first, else the one sent now).
  const sale = await saleRules.checkSale(ctx.db, {
    line: body.line,
    country: shipping?.address.country ?? null,
    dateOfBirth: body.date_of_birth ?? null,
    userId,
    today: ctx.now(),
  })
  if (costing.couponProblem) {
    throw new ShopError(Code.conflict, messages[couponMessages[costing.couponProblem]], {
      params: { amount: usd(costing.coupon?.min_spend_cents ?? 0) },
    })
  }
  if (body.expected_total !== undefined && body.expected_total !== costing.total) {
    throw new ShopError(Code.conflict, messages.totalChanged, { data: { total: costing.total, currency: body.currency } })
  }
  const shippingAddress = shipping?.address ?? null
  return {
    ...costing,
    shippingAddress,
    billingAddress: body.billing_same_as_shipping
      ? shippingAddress
      : body.billing_address
        ? addressBook.checkedAddress(body.billing_address, 'billing_address')
        : null,
    saveAddress: shipping?.save ?? false,
    // The note typed at checkout, else the one kept with the cart.
    note: body.note || costing.cartNote,
    mailTo,
    guest,
    mailToAccount: guest && mailTo !== '' && (await queries.emailHasAccount(ctx.db, mailTo)),
    keepDateOfBirth: sale.keepDateOfBirth,
  }
}

const sameCart = (a: CartLine[], b: CartLine[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.id === b[index].id && line.goods_id === b[index].goods_id && line.quantity === b[index].quantity && line.size === b[index].size,
  )

const orderNoOf = (stored: idempotency.StoredResponse) => (stored.data as { order_no: string }).order_no

/**
 * Places an order from the user's cart of one line. Everything is priced and every row worked
 * out first, without locks (cart, catalogue, rate, coupon, address, the order and its lines);
 * then one call to the database, its own transaction, takes the locks in the shop's order (user
 * → goods by id → coupon → cart lines), checks nothing moved meanwhile, and writes stock, order,
 * lines, coupon, the emptied cart and the confirmation's mail job. Whatever is refused changes
 * nothing. A repeated Idempotency-Key answers with the order the first request placed. The
 * confirmation is committed with the order, sent by a worker, retried until sent.
 */
export async function placeOrder(ctx: OrdersContext, request: PlaceOrderRequest): Promise<{ detail: OrderDetail; replayed: boolean }> {
  const { userId, locale, body } = request
  if (!ctx.offeredMethods.includes(body.payment_method)) throw new ShopError(Code.conflict, messages.methodUnavailable)
  const key = request.idempotencyKey ? idempotency.idempotentRequest(userId, 'createorder', request.idempotencyKey, body) : undefined
  // The key is claimed in the order's own write (queries.placeOrderAtOnce), with its answer.
  return idempotency.withIdempotency(ctx, key, () => placeOnce(ctx, request, key), {
    peek: true,
    replay: (stored) => replay(ctx, userId, orderNoOf(stored), locale),
  })
}

async function placeOnce(ctx: OrdersContext, request: PlaceOrderRequest, key: idempotency.IdempotentRequest | undefined) {
  // One pooled connection for the pricing and the write: under load, a request going back to
  // the pool's queue between its reads and its writes would wait its turn twice.
  const result = await ctx.db.connection().execute((db) => priceAndWrite({ ...ctx, db }, request, key))
  if (!result.detail) return replay(ctx, request.userId, result.orderNo, request.locale)
  ctx.counters?.orderPlaced()
  return { detail: result.detail, replayed: false }
}

/**
 * Prices the order, then writes it. A cart edited between pricing and locking is priced again;
 * twice in a row is a shopper changing the cart while paying, told to review it.
 */
async function priceAndWrite(ctx: OrdersContext, request: PlaceOrderRequest, key: idempotency.IdempotentRequest | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const draft = await draftOrder(ctx, request.userId, request.body, request.locale)
    try {
      return await writeOrder(ctx, request, draft, key)
    } catch (error) {
      if (!(error instanceof DraftOutdated)) throw error
      if (attempt >= 2)
        throw new ShopError(Code.conflict, messages.totalChanged, { data: { total: draft.total, currency: request.body.currency } })
    }
  }
}

async function replay(
  ctx: OrdersContext,
  userId: number,
  orderNo: string,
  locale: Locale,
): Promise<{ detail: OrderDetail; replayed: boolean }> {
  const order = await queries.findOrder(ctx.db, orderNo, userId)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  return { detail: await detailOf(ctx, order, locale), replayed: true }
}

/** What placing the order writes, worked out before its one call: nothing is computed under its locks. */
function writeOf(
  ctx: OrdersContext,
  { userId, locale, body }: PlaceOrderRequest,
  draft: OrderDraft,
  now: Date,
): Omit<queries.PlacedOrderWrite, 'claim' | 'mail'> {
  const { priced, discount, total } = draft
  return {
    order: {
      order_no: newOrderNo(now),
      user_id: userId,
      line: body.line,
      status: 'unpaid',
      fulfillment_status: 'unshipped',
      payment_method: body.payment_method,
      contact_email: body.contact.email?.toLowerCase() ?? '',
      contact_phone: body.contact.phone ?? '',
      news_opt_in: body.news_opt_in,
      delivery_method: body.delivery_method,
      shipping_method: body.shipping_method,
      shipping_address: draft.shippingAddress,
      billing_address: draft.billingAddress,
      note: draft.note,
      currency: body.currency,
      exchange_rate: draft.rate,
      subtotal: priced.subtotal,
      shipping: draft.shipping,
      discount,
      total,
      // Frozen like the exchange rate: an operator's later change of rules leaves the order alone.
      duties_taxes: draft.duties?.total ?? 0,
      landed_cost: draft.duties,
      subtotal_usd: priced.subtotalUsd,
      user_coupon_id: body.user_coupon_id ?? null,
      locale,
      // Online payment has minutes to arrive; cash on delivery holds the stock until the shop confirms it.
      pay_before: body.payment_method === 'cod' ? null : new Date(now.getTime() + unpaidLifetimeMs),
      confirm_before: body.payment_method === 'cod' ? new Date(now.getTime() + ctx.codHoldHours * 3_600_000) : null,
      placed_at: now,
      paid_at: null,
      canceled_at: null,
      updated_at: now,
    },
    lines: priced.lines.map(({ cart: item, goods: row, price, total: lineTotal }) => ({
      goods_id: row.id,
      size: item.size,
      name_en: row.name_en,
      name_zh: row.name_zh,
      image: row.images[0] ?? '',
      price_usd: row.price_cents,
      price,
      quantity: item.quantity,
      total: lineTotal,
    })),
    cart: priced.lines.map(({ cart: item, goods: row }) => ({
      id: item.id,
      goods_id: item.goods_id,
      size: item.size,
      quantity: item.quantity,
      price_cents: row.price_cents,
    })),
    userCouponId: body.user_coupon_id ?? null,
    codMaxOpen: body.payment_method === 'cod' ? ctx.codMaxOpen : null,
    saveAddress: draft.saveAddress ? draft.shippingAddress : null,
  }
}

/**
 * Writes the order in one call to the database, committed on its own (queries.placeOrderAtOnce):
 * the confirmation's mail job before any lock, then the shopper and the cart's goods locked, the
 * cart checked to be the one priced, then stock, order, lines, coupon, the emptied cart and the
 * address. The confirmation's text is worked out first, from the rows about to be written.
 * Whatever is refused writes nothing, the mail included; a cart that moved is judged by the
 * shop's own rules (priceCart), as at pricing.
 */
async function writeOrder(
  ctx: OrdersContext,
  request: PlaceOrderRequest,
  draft: OrderDraft,
  key: idempotency.IdempotentRequest | undefined,
) {
  const { locale, body } = request
  const now = ctx.now()
  const write = writeOf(ctx, request, draft, now)
  const orderNo = write.order.order_no
  // What the shopper is answered and mailed, from the rows about to be written: nothing is read back.
  const detail = await detailOf(ctx, previewRow(write, draft), locale, { lines: previewLines(write), coupon: draft.coupon })
  // A card is charged right after placing: its confirmation is written once the charge resolved
  // (ledger.ts recordPaid: "paid", no deadline), never a "please pay before" the shopper has just done.
  const mail =
    draft.mailTo && ctx.mail && body.payment_method !== 'card'
      ? await ctx.mail.job({
          to: draft.mailTo,
          ...confirmationMail(detail, locale, mailLinksOf(ctx, orderNo, draft.guest, draft.mailToAccount)),
        })
      : null
  // The claim carries the answer: the order's number is known already, and a refusal drops both.
  const claim = key ? { ...key, response: placedAnswer(orderNo) } : null
  try {
    await queries.placeOrderAtOnce(ctx.db, { ...write, claim, mail })
    // Kept once the order stands: a refused order keeps nothing (never changed once on file).
    if (draft.keepDateOfBirth) await saleRules.keepDateOfBirth(ctx.db, request.userId, draft.keepDateOfBirth)
    return { orderNo, detail }
  } catch (error) {
    if (!(error instanceof queries.PlaceRefused)) throw error
    if (error.refusal === 'shopper gone') throw new ShopError(Code.loginExpired, common.loginExpired)
    if (error.refusal === 'claimed before') {
      // A claim stored with its answer always has one; none would be a claim of another kind.
      const stored = key && error.earlier ? idempotency.earlierAnswer(error.earlier, key, now) : null
      if (!stored) throw new ShopError(Code.conflict, common.idempotencyInProgress)
      return { orderNo: orderNoOf(stored), detail: undefined }
    }
    if (error.refusal === 'cash on delivery limit')
      throw new ShopError(Code.conflict, messages.codLimit, { params: { max: ctx.codMaxOpen } })
    if (error.refusal === 'coupon used') throw new ShopError(Code.conflict, messages.couponUsed)
    // The cart or its goods moved since pricing: what cannot be sold is refused as pricing refuses it.
    const { cart, goods } = splitCart(error.lockedCart)
    if (sameCart(cart, draft.cart)) priceCart(cart, goods, body.line, body.currency, draft.rate, draft.priced.rounding, locale)
    throw new DraftOutdated()
  }
}

const placedAnswer = (orderNo: string): idempotency.StoredResponse => ({
  code: Code.ok,
  message: 'orderPlaced',
  data: { order_no: orderNo },
})

/** The order row as it is about to be written (ids not drawn yet): what the confirmation is made from. */
function previewRow(write: Pick<queries.PlacedOrderWrite, 'order'>, draft: OrderDraft): OrderRow {
  const { order } = write
  return {
    ...order,
    id: 0,
    refunded: 0,
    payment_review: null,
    paid_at: null,
    canceled_at: null,
    pay_before: order.pay_before ?? null,
    confirm_before: order.confirm_before ?? null,
    user_coupon_id: order.user_coupon_id ?? null,
    duties_taxes: order.duties_taxes ?? 0,
    delivered_at: null,
    goods_refunded: 0,
    duties_taxes_refunded: 0,
    shipping_address: draft.shippingAddress,
    billing_address: draft.billingAddress,
  }
}

const previewLines = (write: Pick<queries.PlacedOrderWrite, 'lines'>): OrderLineRow[] =>
  write.lines.map((line, index) => ({ ...line, id: index, order_id: 0, shipped_quantity: 0 }))

async function resolveShippingAddress(db: Db, userId: number, body: CreateOrderInput): Promise<{ address: PostalAddress; save: boolean }> {
  const input = body.shipping_address
  if (!input) throw new ShopError(Code.invalid, messages.address)
  if ('address_id' in input) {
    const saved = await queries.findAddress(db, userId, input.address_id)
    if (!saved) throw new ShopError(Code.conflict, messages.addressNotFound)
    // Saved before today's rules and no longer passing: the shopper checks it; it is never changed here.
    addressBook.checkSavedAddress({ ...saved, id: input.address_id })
    return { address: saved, save: false }
  }
  const { save_address: save, ...address } = input
  return { address: addressBook.checkedAddress(address, 'shipping_address'), save }
}
