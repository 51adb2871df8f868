import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import {
  minorFromUsd,
  standardInternationalFeeUsd,
  unpaidOrderLifetimeMinutes,
  type CreateOrderInput,
  type OrderDetail,
  type OrderLine,
  type OrderList,
  type OrderQuote,
  type OrderStatus,
  type OrderSummary,
  type PostalAddress,
} from '#contract/orders.ts'
import { payFailedCode, type PayOrderBody, type PayOrderResult, type WalletNotification } from '#contract/payments.ts'
import type { Db } from '../../db/database.ts'
import type { OrderLineRow, OrderRow, StoredResponse } from '../../db/tables/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import { hit, type Limit } from '../../security/rate-limit.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { PaymentProviders } from '../../payments/provider.ts'
import { walletNotificationFresh, walletSignatureValid } from '../../payments/wallet-signature.ts'
import { messages, type MessageKey } from './messages.ts'
import * as queries from './queries.ts'
import { canPay, nextState, type OrderEvent } from './state-machine.ts'
import { confirmationMail } from './mail.ts'

export interface OrdersContext {
  db: Db
  now: () => Date
  payments: PaymentProviders
  /** MEDIA_ORIGIN or /media: where product thumbnails are served. */
  mediaBase: string
  /** The shop's public address for links in e-mails ('' = relative). */
  publicUrl: string
  paymentSecret: string
  mailer?: Mailer
  log?: FastifyBaseLogger
}

const unpaidLifetimeMs = unpaidOrderLifetimeMinutes * 60_000
/** A card charge that never came back is abandoned after this; the order can be paid again. */
const cardChargeTimeoutMs = 2 * 60_000
/** An idempotent request still running after this is taken over by its retry. */
const idempotencyStaleMs = 2 * 60_000

// ─── Reading orders ──────────────────────────────────────────────────────────────────────────

const thumbOf = (path: string) => path.replace(/(\.\w+)$/, '-thumb$1')
const iso = (date: Date | null) => (date ? date.toISOString() : null)
/** "7.120000" → "7.12": the rate as people write it. */
const plainRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate)

function summaryOf(order: OrderRow, itemCount: number): OrderSummary {
  return {
    order_no: order.order_no,
    line: order.line,
    placed_at: order.placed_at.toISOString(),
    payment_method: order.payment_method,
    status: order.status,
    fulfillment_status: order.fulfillment_status,
    currency: order.currency,
    total: order.total,
    item_count: itemCount,
    payable: canPay(order),
    pay_before: canPay(order) ? iso(order.pay_before) : null,
  }
}

/** `placed`: what placing the order just wrote, so a new order is answered without reading it back. */
async function detailOf(ctx: OrdersContext, order: OrderRow, locale: Locale, placed?: { lines: OrderLineRow[]; coupon?: { name_en: string; name_zh: string } }): Promise<OrderDetail> {
  const lines = placed?.lines ?? await queries.findOrderLines(ctx.db, order.id)
  const coupon = placed ? placed.coupon : order.user_coupon_id ? await queries.findCouponName(ctx.db, order.user_coupon_id) : undefined
  const card = !placed && order.payment_method === 'card' ? await queries.findLatestCardPayment(ctx.db, order.id) : undefined
  return {
    ...summaryOf(order, lines.reduce((sum, line) => sum + line.quantity, 0)),
    contact: { email: order.contact_email, phone: order.contact_phone },
    news_opt_in: order.news_opt_in,
    delivery_method: order.delivery_method,
    shipping_method: order.shipping_method,
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    exchange_rate: plainRate(order.exchange_rate),
    coupon_name: coupon ? (locale === 'zh-cn' ? coupon.name_zh : coupon.name_en) : null,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    note: order.note,
    refunded: order.refunded,
    paid_at: iso(order.paid_at),
    card: card?.card_brand && card.card_last4 ? { brand: card.card_brand, last4: card.card_last4 } : null,
    lines: lines.map((line) => lineItemOf(ctx, line, locale)),
  }
}

function lineItemOf(ctx: OrdersContext, line: OrderLineRow, locale: Locale) {
  return {
    goods_id: line.goods_id,
    goods_name: locale === 'zh-cn' ? line.name_zh : line.name_en,
    thumb: line.image ? `${ctx.mediaBase}/${thumbOf(line.image)}` : '',
    size: line.size,
    price: line.price,
    price_usd: line.price_usd,
    quantity: line.quantity,
    total: line.total,
    shipped_quantity: line.shipped_quantity,
  }
}

export async function getOrderList(ctx: OrdersContext, userId: number, { page, pageSize, line }: { page: number; pageSize: number; line?: OrderLine }): Promise<OrderList> {
  const rows = await queries.listOrders(ctx.db, { userId, line, limit: pageSize, offset: (page - 1) * pageSize })
  const items = await queries.countOrderItems(ctx.db, rows.map((row) => row.id))
  // Past the last page the window count is missing: count on its own.
  const total = rows.length > 0 ? Number(rows[0].full_count) : await queries.countOrders(ctx.db, { userId, line })
  return { list: rows.map((row) => summaryOf(row, items.get(row.id) ?? 0)), total, page, page_size: pageSize }
}

/** Another user's order number answers exactly like an unknown one. */
export async function getOrderDetail(ctx: OrdersContext, userId: number, orderNo: string, locale: Locale): Promise<OrderDetail> {
  const order = await queries.findOrder(ctx.db, orderNo, userId)
  if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
  return detailOf(ctx, order, locale)
}

/** Order numbers are not secrets a visitor may guess at speed: 10 look-ups a minute per address. */
const orderLookupLimit: Limit = { name: 'order-lookup', max: 10, windowMs: 60_000 }

export async function limitOrderLookups(ctx: Pick<OrdersContext, 'db' | 'now'>, ip: string): Promise<void> {
  const { allowed } = await hit(ctx.db, orderLookupLimit, ip, ctx.now())
  if (!allowed) throw new ShopError(Code.tooMany, common.tooManyRequests)
}

/** A guest finds an order by its number and the e-mail or phone it was placed with. */
export async function searchOrder(ctx: OrdersContext, orderNo: string, contact: string, locale: Locale): Promise<OrderDetail> {
  const order = await queries.findOrder(ctx.db, orderNo)
  const digits = (value: string) => value.replace(/\D/g, '')
  const matches = order && (
    (order.contact_email !== '' && order.contact_email.toLowerCase() === contact.trim().toLowerCase())
    || (order.contact_phone !== '' && digits(contact).length >= 7 && digits(order.contact_phone) === digits(contact))
  )
  if (!order || !matches) throw new ShopError(Code.notFound, messages.orderNotFound)
  return detailOf(ctx, order, locale)
}

// ─── Pricing ─────────────────────────────────────────────────────────────────────────────────

interface CartLine { id: number; goods_id: number; size: string; quantity: number }
type GoodsRow = Awaited<ReturnType<typeof queries.findGoods>>[number]

interface PricedCart {
  rate: string
  lines: { cart: CartLine; goods: GoodsRow; price: number; total: number }[]
  subtotal: number
  subtotalUsd: number
  shipping: number
}

/** Prices the cart from the catalogue at the rate of the moment; refuses what cannot be sold. */
function priceCart(cart: CartLine[], goodsRows: GoodsRow[], line: OrderLine, currency: string, rate: string, deliveryMethod: 'ship' | 'pickup', locale: Locale): PricedCart {
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
    if (quantity > goods.stock) throw new ShopError(Code.conflict, messages.notEnoughStock, { params: { name, stock: goods.stock }, data: { goods_id: goods.id, stock: goods.stock } })
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

const couponMessages: Record<CouponProblem, MessageKey> = { notFound: 'couponNotFound', used: 'couponUsed', expired: 'couponExpired', minSpend: 'couponMinSpend' }

function usd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}

async function rateFor(db: Db, currency: string): Promise<string> {
  const rate = await queries.findExchangeRate(db, currency)
  if (!rate) throw new ShopError(Code.invalid, messages.currencyUnknown, { params: { currency } })
  return plainRate(String(rate.per_usd))
}

/** The confirm step's figures: the same pricing placing the order uses, nothing reserved. */
export async function quoteOrder(ctx: OrdersContext, userId: number, input: { line: OrderLine; currency: string; delivery_method: 'ship' | 'pickup'; user_coupon_id?: number }, locale: Locale): Promise<OrderQuote> {
  const rate = await rateFor(ctx.db, input.currency)
  const cart = await queries.findCartLines(ctx.db, userId, input.line)
  const goods = await queries.findGoods(ctx.db, [...new Set(cart.map((item) => item.goods_id))])
  const priced = priceCart(cart, goods, input.line, input.currency, rate, input.delivery_method, locale)
  let discount = 0
  let problem: CouponProblem | null = null
  if (input.user_coupon_id) {
    const coupon = await queries.findUserCoupon(ctx.db, userId, input.user_coupon_id)
    problem = couponProblem(coupon, priced.subtotalUsd, ctx.now())
    if (!problem && coupon) discount = Math.min(minorFromUsd(coupon.amount_cents, input.currency, rate), priced.subtotal)
  }
  return {
    currency: input.currency,
    exchange_rate: rate,
    lines: priced.lines.map(({ cart: item, goods: row, price, total }) => ({
      goods_id: row.id,
      goods_name: locale === 'zh-cn' ? row.name_zh : row.name_en,
      thumb: row.images[0] ? `${ctx.mediaBase}/${thumbOf(row.images[0])}` : '',
      size: item.size,
      price,
      price_usd: row.price_cents,
      quantity: item.quantity,
      total,
    })),
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    discount,
    total: priced.subtotal + priced.shipping - discount,
    coupon_problem: problem,
  }
}

// ─── Idempotency ─────────────────────────────────────────────────────────────────────────────

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined
  if (!idempotencyKeyPattern.test(key)) throw new ShopError(Code.invalid, messages.idempotencyKeyInvalid)
  return key
}

const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

/**
 * Claims `key` for this request. Returns the answer stored for an earlier identical request,
 * or null when this request is the first and must run. The same key with another body is refused.
 */
async function claim(db: Db, now: Date, entry: { user_id: number; scope: string; key: string; request_hash: string }): Promise<StoredResponse | null> {
  const existing = await queries.claimIdempotencyKey(db, { ...entry, created_at: now })
  if (!existing) return null
  if (existing.request_hash !== entry.request_hash) throw new ShopError(Code.conflict, messages.idempotencyMismatch)
  if (existing.response) return existing.response
  if (now.getTime() - existing.created_at.getTime() < idempotencyStaleMs) throw new ShopError(Code.conflict, messages.idempotencyInProgress)
  return null
}

// ─── Placing an order ────────────────────────────────────────────────────────────────────────

function newOrderNo(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '')
  return `${date}${String(randomInt(0, 1e10)).padStart(10, '0')}`
}

export interface PlaceOrderRequest {
  userId: number
  locale: Locale
  body: CreateOrderInput
  idempotencyKey?: string
}

/**
 * Places an order from the user's cart of one line, in one transaction: prices every line from
 * the catalogue, reserves the stock under row locks, uses at most one coupon, empties the cart.
 * A repeated Idempotency-Key answers with the order the first request placed.
 */
export async function placeOrder(ctx: OrdersContext, request: PlaceOrderRequest): Promise<{ detail: OrderDetail; replayed: boolean }> {
  const { userId, locale, body } = request
  const now = ctx.now()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const key = request.idempotencyKey ? { user_id: userId, scope: 'createorder', key: request.idempotencyKey, request_hash: requestHash(body) } : undefined
    if (key) {
      const stored = await claim(trx, now, key)
      if (stored) return { orderNo: (stored.data as { order_no: string }).order_no, placed: undefined }
    }

    const cart = await queries.lockCartLines(trx, userId, body.line)
    const goods = await queries.lockGoods(trx, [...new Set(cart.map((item) => item.goods_id))])
    const rate = await rateFor(trx, body.currency)
    const priced = priceCart(cart, goods, body.line, body.currency, rate, body.delivery_method, locale)

    let discount = 0
    let coupon: CouponRow | undefined
    if (body.user_coupon_id) {
      coupon = await queries.lockUserCoupon(trx, userId, body.user_coupon_id)
      const problem = couponProblem(coupon, priced.subtotalUsd, now)
      if (problem || !coupon) throw new ShopError(Code.conflict, messages[couponMessages[problem ?? 'notFound']], { params: { amount: usd(coupon?.min_spend_cents ?? 0) } })
      discount = Math.min(minorFromUsd(coupon.amount_cents, body.currency, rate), priced.subtotal)
    }

    const shippingAddress = body.delivery_method === 'ship' ? await resolveShippingAddress(trx, userId, body, now) : null
    const billingAddress = body.billing_same_as_shipping ? shippingAddress : body.billing_address ?? null
    // Without a contact e-mail the confirmation goes to the account's address.
    const email = body.contact.email?.toLowerCase() || (await queries.findUserContact(trx, userId))?.email || ''
    const order = await queries.insertOrder(trx, {
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
      shipping_address: shippingAddress ? JSON.stringify(shippingAddress) : null,
      billing_address: billingAddress ? JSON.stringify(billingAddress) : null,
      note: body.note || await queries.findCartNote(trx, userId, body.line),
      currency: body.currency,
      exchange_rate: rate,
      subtotal: priced.subtotal,
      shipping: priced.shipping,
      discount,
      total: priced.subtotal + priced.shipping - discount,
      subtotal_usd: priced.subtotalUsd,
      user_coupon_id: body.user_coupon_id ?? null,
      locale,
      // Cash on delivery is paid to the courier: it has no deadline to pay online.
      pay_before: body.payment_method === 'cod' ? null : new Date(now.getTime() + unpaidLifetimeMs),
      placed_at: now,
      paid_at: null,
      canceled_at: null,
      updated_at: now,
    })
    const lines = await queries.insertOrderLines(trx, priced.lines.map(({ cart: item, goods: row, price, total }) => ({
      order_id: order.id,
      goods_id: row.id,
      size: item.size,
      name_en: row.name_en,
      name_zh: row.name_zh,
      image: row.images[0] ?? '',
      price_usd: row.price_cents,
      price,
      quantity: item.quantity,
      total,
    })))
    for (const { cart: item } of priced.lines) await queries.changeStock(trx, item.goods_id, -item.quantity)
    if (body.user_coupon_id) await queries.markCouponUsed(trx, body.user_coupon_id, order.id, now)
    await queries.deleteCartLines(trx, cart.map((item) => item.id))
    await queries.deleteCartNote(trx, userId, body.line)
    if (key) await queries.saveIdempotentResponse(trx, key, { code: Code.ok, message: 'orderPlaced', data: { order_no: order.order_no } })
    return { orderNo: order.order_no, placed: { order, lines, coupon, email } }
  })

  if (!result.placed) {
    const order = await queries.findOrder(ctx.db, result.orderNo, userId)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    return { detail: await detailOf(ctx, order, locale), replayed: true }
  }
  const { order, lines, coupon, email } = result.placed
  const detail = await detailOf(ctx, order, locale, { lines, coupon })
  if (email) await sendConfirmation(ctx, email, detail, locale)
  return { detail, replayed: false }
}

async function resolveShippingAddress(db: Db, userId: number, body: CreateOrderInput, now: Date): Promise<PostalAddress> {
  const input = body.shipping_address
  if (!input) throw new ShopError(Code.invalid, messages.address)
  if ('address_id' in input) {
    const saved = await queries.findAddress(db, userId, input.address_id)
    if (!saved) throw new ShopError(Code.conflict, messages.addressNotFound)
    return saved
  }
  const { save_address: save, ...address } = input
  if (save) await queries.saveAddress(db, userId, address, now)
  return address
}

/** The confirmation mail never fails the order: it is logged and the order stands. */
async function sendConfirmation(ctx: OrdersContext, to: string, detail: OrderDetail, locale: Locale): Promise<void> {
  if (!ctx.mailer) return
  try {
    await ctx.mailer.send({ to, ...confirmationMail(detail, locale, ctx.publicUrl) })
  } catch (error) {
    ctx.log?.error({ err: error, orderNo: detail.order_no }, 'order confirmation mail failed')
  }
}

// ─── Paying ──────────────────────────────────────────────────────────────────────────────────

export interface PayAnswer {
  code: number
  message: MessageKey
  data: PayOrderResult
  redirectUrl?: string
}

function refusePayment(order: OrderRow): never {
  if (['paid', 'refund', 'split'].includes(order.status)) throw new ShopError(Code.conflict, messages.alreadyPaid)
  if (order.status === 'canceled') throw new ShopError(Code.conflict, messages.orderCanceled)
  if (order.payment_method === 'cod') throw new ShopError(Code.conflict, messages.codNotOnline)
  throw new ShopError(Code.conflict, messages.notPayable)
}

/**
 * Pays an order. A card is charged with the provider's token (the card number never reaches
 * us); Alipay and WeChat Pay answer 401 with the wallet's page, and the wallet's signed
 * notification settles the order later.
 */
export async function payOrder(ctx: OrdersContext, request: { userId: number; product: string; body: PayOrderBody; idempotencyKey?: string }): Promise<PayAnswer> {
  const key = request.idempotencyKey ? { user_id: request.userId, scope: 'payorder', key: request.idempotencyKey, request_hash: requestHash(request.body) } : undefined
  if (key) {
    const stored = await ctx.db.transaction().execute((trx) => claim(trx, ctx.now(), key))
    if (stored) return { code: stored.code, message: stored.message as MessageKey, data: stored.data as PayOrderResult, redirectUrl: stored.redirect_url }
  }
  try {
    const answer = await payOnce(ctx, request)
    if (key) await queries.saveIdempotentResponse(ctx.db, key, { code: answer.code, message: answer.message, data: answer.data, redirect_url: answer.redirectUrl })
    return answer
  } catch (error) {
    if (key) await queries.dropIdempotencyKey(ctx.db, key)
    throw error
  }
}

async function payOnce(ctx: OrdersContext, { userId, product, body }: { userId: number; product: string; body: PayOrderBody }): Promise<PayAnswer> {
  const method = body.payment_method
  const provider = ctx.payments[method]
  // 1. Under the order's lock: is it payable, and is no other charge running? Record the attempt.
  const started = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrder(trx, body.order_no, userId)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (!canPay(order)) refusePayment(order)
    if (await queries.findProcessingPayment(trx, order.id, new Date(now.getTime() - cardChargeTimeoutMs))) {
      throw new ShopError(Code.conflict, messages.paymentInProgress)
    }
    // A newer attempt replaces a wallet payment still waiting: only the latest can settle.
    await queries.cancelOpenPayments(trx, order.id, now)
    const payment = await queries.insertPayment(trx, {
      order_id: order.id,
      kind: 'charge',
      method,
      amount: order.total,
      currency: order.currency,
      state: method === 'card' ? 'processing' : 'pending',
      reference: `pay_${randomBytes(16).toString('hex')}`,
      card_brand: null,
      card_last4: null,
      failure: null,
      created_at: now,
      updated_at: now,
    })
    if (method !== 'card') {
      await queries.updateOrder(trx, order.id, { ...nextState(order, 'pay_started'), payment_method: method, updated_at: now })
    }
    return { order, payment }
  })

  // 2. Ask the provider, outside any transaction: no row stays locked while it answers.
  const outcome = await provider.pay({
    orderNo: started.order.order_no,
    amount: started.payment.amount,
    currency: started.payment.currency,
    reference: started.payment.reference,
    product,
    cardToken: body.payment_method === 'card' ? body.card_token : undefined,
  })
  if (outcome.kind === 'redirect') {
    return { code: Code.redirect, message: 'payRedirect', data: { order_no: started.order.order_no, status: 'pending', failure: null }, redirectUrl: outcome.url }
  }

  // 3. Settle the card charge under the lock again.
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now()
    const order = await queries.lockOrderById(trx, started.order.id)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (outcome.kind === 'succeeded') {
      await queries.updatePayment(trx, started.payment.id, { state: 'succeeded', card_brand: outcome.card?.brand ?? null, card_last4: outcome.card?.last4 ?? null, updated_at: now })
      await queries.updateOrder(trx, order.id, { ...nextState(order, 'payment_succeeded'), payment_method: 'card', paid_at: now, updated_at: now })
      return { code: Code.ok, message: 'paySuccessful', data: { order_no: order.order_no, status: 'paid', failure: null } }
    }
    const failure = outcome.failure === 'declined' ? 'declined' : 'processing_error'
    await queries.updatePayment(trx, started.payment.id, { state: outcome.failure === 'declined' ? 'declined' : 'failed', failure: outcome.failure, updated_at: now })
    const next = nextState(order, 'payment_failed')
    await queries.updateOrder(trx, order.id, { ...next, updated_at: now })
    return { code: payFailedCode, message: 'payFailed', data: { order_no: order.order_no, status: next.status, failure } }
  })
}

/**
 * The wallet's notification: signature, freshness, order, amount and currency are checked; each
 * nonce counts once, so a replay changes nothing.
 */
export async function receiveWalletNotification(ctx: OrdersContext, notification: WalletNotification): Promise<{ message: MessageKey; data: { order_no: string; status: OrderStatus; duplicate: boolean } }> {
  if (!walletSignatureValid(notification, ctx.paymentSecret)) {
    ctx.log?.warn({ orderNo: notification.order_no }, 'wallet notification with a bad signature')
    throw new ShopError(Code.invalid, messages.invalidSignature)
  }
  const now = ctx.now()
  if (!walletNotificationFresh(notification.timestamp, now)) throw new ShopError(Code.invalid, messages.notificationStale)

  return ctx.db.transaction().execute(async (trx) => {
    const order = await queries.lockOrder(trx, notification.order_no)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    if (notification.amount !== order.total || notification.currency !== order.currency) {
      ctx.log?.warn({ orderNo: order.order_no, amount: notification.amount, currency: notification.currency }, 'wallet notification for another amount')
      throw new ShopError(Code.conflict, messages.amountMismatch)
    }
    const isNew = await queries.recordWalletNotification(trx, {
      nonce: notification.nonce,
      order_no: order.order_no,
      amount: notification.amount,
      currency: notification.currency,
      status: notification.status,
      sent_at: new Date(notification.timestamp * 1000),
      outcome: 'received',
      received_at: now,
    })
    if (!isNew) return { message: 'notificationDuplicate', data: { order_no: order.order_no, status: order.status, duplicate: true } }

    const payment = await queries.findPendingWalletPayment(trx, order.id)
    if (!payment) {
      // Settled already (paid, failed or canceled): this notification changes nothing.
      await queries.setWalletNotificationOutcome(trx, notification.nonce, 'ignored: no pending payment')
      return { message: 'notificationDuplicate', data: { order_no: order.order_no, status: order.status, duplicate: true } }
    }
    const event: OrderEvent = notification.status === 'success' ? 'payment_succeeded' : 'payment_failed'
    const next = nextState(order, event)
    await queries.updatePayment(trx, payment.id, { state: notification.status === 'success' ? 'succeeded' : 'failed', failure: notification.status === 'success' ? null : 'wallet_failed', updated_at: now })
    await queries.updateOrder(trx, order.id, { ...next, payment_method: payment.method, ...(event === 'payment_succeeded' ? { paid_at: now } : {}), updated_at: now })
    await queries.setWalletNotificationOutcome(trx, notification.nonce, next.status)
    return { message: event === 'payment_succeeded' ? 'paySuccessful' : 'payFailed', data: { order_no: order.order_no, status: next.status, duplicate: false } }
  })
}

// ─── Releasing and operating ─────────────────────────────────────────────────────────────────

/** Puts the order's stock and coupon back (cancel, expiry, full refund before shipping). */
async function releaseReservations(db: Db, order: OrderRow): Promise<void> {
  const lines = await queries.findOrderLines(db, order.id)
  const byGoods = new Map<number, number>()
  for (const line of lines) byGoods.set(line.goods_id, (byGoods.get(line.goods_id) ?? 0) + line.quantity)
  // Lock goods in id order, like placing an order does.
  await queries.lockGoods(db, [...byGoods.keys()])
  for (const [goodsId, quantity] of [...byGoods].sort(([a], [b]) => a - b)) await queries.changeStock(db, goodsId, quantity)
  if (order.user_coupon_id) {
    await queries.lockCouponOfOrder(db, order.user_coupon_id)
    await queries.releaseCoupon(db, order.user_coupon_id, order.id)
  }
}

/** Cancels online orders unpaid past their deadline, releasing stock and coupon. Returns their numbers. */
export async function releaseExpiredOrders(ctx: Pick<OrdersContext, 'db' | 'now' | 'log'>): Promise<string[]> {
  const now = ctx.now()
  const released: string[] = []
  for (const id of await queries.findExpiredOrderIds(ctx.db, now)) {
    const orderNo = await ctx.db.transaction().execute(async (trx) => {
      const order = await queries.lockOrderById(trx, id)
      // Re-read under the lock: a payment may have settled it meanwhile.
      if (!order || !order.pay_before || order.pay_before > now || !['unpaid', 'pending', 'payment_failed'].includes(order.status)) return null
      if (await queries.findProcessingPayment(trx, order.id, new Date(now.getTime() - cardChargeTimeoutMs))) return null
      await queries.updateOrder(trx, order.id, { ...nextState(order, 'expire'), canceled_at: now, updated_at: now })
      await queries.cancelOpenPayments(trx, order.id, now)
      await releaseReservations(trx, order)
      return order.order_no
    })
    if (orderNo) released.push(orderNo)
  }
  if (released.length > 0) ctx.log?.info({ released }, 'released unpaid orders')
  await queries.pruneIdempotencyKeys(ctx.db, new Date(now.getTime() - 24 * 60 * 60_000))
  return released
}

export type OperatorContext = Pick<OrdersContext, 'db' | 'now' | 'payments'>

/** Runs an operator action on one order under its lock, through the state machine. */
async function operate(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string, action: (trx: Db, order: OrderRow, now: Date) => Promise<void>): Promise<OrderRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await queries.lockOrder(trx, orderNo)
    if (!order) throw new ShopError(Code.notFound, messages.orderNotFound)
    await action(trx, order, ctx.now())
    return (await queries.findOrder(trx, orderNo))!
  })
}

export async function cancelOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'cancel'), canceled_at: now, updated_at: now })
    await queries.cancelOpenPayments(trx, order.id, now)
    await releaseReservations(trx, order)
  })
}

export async function reviewOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'review'), updated_at: now })
  })
}

/** Cash on delivery collected. */
export async function markOrderPaid(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'mark_paid'), paid_at: now, updated_at: now })
    await queries.insertPayment(trx, {
      order_id: order.id, kind: 'charge', method: 'cod', amount: order.total, currency: order.currency, state: 'succeeded',
      reference: `cod_${randomBytes(8).toString('hex')}`, card_brand: null, card_last4: null, failure: null, created_at: now, updated_at: now,
    })
  })
}

/** Ships some quantities (`lines`: goods id → quantity) or, with `all`, everything left. */
export async function shipOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string, shipment: { all: true } | { all: false; lines: Map<number, number> }): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    const lines = await queries.findOrderLines(trx, order.id)
    const toShip = new Map<number, number>()
    if (shipment.all) {
      for (const line of lines) toShip.set(line.id, line.quantity)
    } else {
      for (const [goodsId, quantity] of shipment.lines) {
        let left = quantity
        for (const line of lines.filter((candidate) => candidate.goods_id === goodsId)) {
          const room = line.quantity - line.shipped_quantity
          const take = Math.min(room, left)
          if (take > 0) toShip.set(line.id, line.shipped_quantity + take)
          left -= take
        }
        if (left > 0) throw new ShopError(Code.conflict, messages.lineNotInOrder, { params: { goods: goodsId } })
      }
    }
    const shipped = lines.map((line) => toShip.get(line.id) ?? line.shipped_quantity)
    const everything = lines.every((line, index) => shipped[index] === line.quantity)
    await queries.updateOrder(trx, order.id, { ...nextState(order, everything ? 'ship_all' : 'ship_partial'), updated_at: now })
    for (const [lineId, quantity] of toShip) await queries.setShippedQuantity(trx, lineId, quantity)
  })
}

export async function completeOrder(ctx: Pick<OrdersContext, 'db' | 'now'>, orderNo: string): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    await queries.updateOrder(trx, order.id, { ...nextState(order, 'complete'), updated_at: now })
  })
}

/**
 * Gives money back through the provider: all that is left (refund) or part of it (split).
 * A full refund before anything shipped also puts the stock back.
 */
export async function refundOrder(ctx: OperatorContext, orderNo: string, amount?: number): Promise<OrderRow> {
  return operate(ctx, orderNo, async (trx, order, now) => {
    // A status that cannot be refunded is refused before the amount is even looked at.
    nextState(order, 'refund')
    const left = order.total - order.refunded
    const give = amount ?? left
    if (give <= 0 || give > left) throw new ShopError(Code.invalid, messages.refundTooMuch, { params: { left: `${left} ${order.currency}` } })
    const full = give === left
    const refunded = { ...order, ...nextState(order, full ? 'refund' : 'partial_refund') }
    const restock = full && order.fulfillment_status === 'unshipped'
    const next = restock ? nextState(refunded, 'restock') : refunded
    if (order.payment_method !== 'cod') await ctx.payments[order.payment_method].refund({ orderNo, amount: give, currency: order.currency })
    await queries.updateOrder(trx, order.id, { status: next.status, fulfillment_status: next.fulfillment_status, refunded: order.refunded + give, updated_at: now })
    await queries.insertPayment(trx, {
      order_id: order.id, kind: 'refund', method: order.payment_method, amount: give, currency: order.currency, state: 'succeeded',
      reference: `refund_${randomBytes(8).toString('hex')}`, card_brand: null, card_last4: null, failure: null, created_at: now, updated_at: now,
    })
    if (restock) await releaseReservations(trx, order)
  })
}

export async function listAllOrders(ctx: Pick<OrdersContext, 'db'>, filter: { status?: OrderStatus; limit: number }) {
  return queries.listOrders(ctx.db, { status: filter.status, limit: filter.limit, offset: 0 })
}

export async function setGoodsStock(ctx: Pick<OrdersContext, 'db'>, goodsId: number, stock: number) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.lockGoodsById(trx, goodsId))) throw new ShopError(Code.notFound, messages.goodsNotFound, { params: { goods: goodsId } })
    return queries.setStock(trx, goodsId, stock)
  })
}

export async function setExchangeRate(ctx: Pick<OrdersContext, 'db' | 'now'>, currency: string, perUsd: string) {
  await queries.upsertExchangeRate(ctx.db, currency, perUsd, ctx.now())
}
