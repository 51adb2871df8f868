import type { Locale } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import type { OrderDetail, OrderList, OrderSummary } from '#contract/orders.ts'
import type { OrderLineRow, OrderRow } from '../../db/tables/orders.ts'
import { thumbUrl } from '../../http/media-url.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import { hit, type Limit } from '../../security/rate-limit.ts'
import { awaitsConfirmation, plainRate, type OrdersContext } from './context.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'
import { canPay } from './state-machine.ts'
import type { ProductLine } from '#contract/lines.ts'

// Reading orders: the shopper's list and detail, and a guest's look-up by number and contact.

const iso = (date: Date | null) => (date ? date.toISOString() : null)

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
    duties_taxes_total: order.duties_taxes,
    item_count: itemCount,
    payable: canPay(order),
    pay_before: canPay(order) ? iso(order.pay_before) : null,
    confirm_before: awaitsConfirmation(order) ? iso(order.confirm_before) : null,
  }
}

/** `placed`: what placing the order just wrote, so a new order is answered without reading it back. */
export async function detailOf(
  ctx: Pick<OrdersContext, 'db' | 'mediaBase'>,
  order: OrderRow,
  locale: Locale,
  placed?: { lines: OrderLineRow[]; coupon?: { name_en: string; name_zh: string } },
): Promise<OrderDetail> {
  const lines = placed?.lines ?? (await queries.findOrderLines(ctx.db, order.id))
  const coupon = placed ? placed.coupon : order.user_coupon_id ? await queries.findCouponName(ctx.db, order.user_coupon_id) : undefined
  const card = !placed && order.payment_method === 'card' ? await queries.findLatestCardPayment(ctx.db, order.id) : undefined
  return {
    ...summaryOf(
      order,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    contact: { email: order.contact_email, phone: order.contact_phone },
    news_opt_in: order.news_opt_in,
    delivery_method: order.delivery_method,
    shipping_method: order.shipping_method,
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    duties_taxes: order.landed_cost ?? null,
    exchange_rate: plainRate(order.exchange_rate),
    coupon_name: coupon ? (locale === 'zh-cn' ? coupon.name_zh : coupon.name_en) : null,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    note: order.note,
    refunded: order.refunded,
    paid_at: iso(order.paid_at),
    card: card?.card_brand && card.card_last4 ? { brand: card.card_brand, last4: card.card_last4 } : null,
    lines: lines.map((line) => ({
      goods_id: line.goods_id,
      goods_name: locale === 'zh-cn' ? line.name_zh : line.name_en,
      thumb: line.image ? thumbUrl(ctx.mediaBase, line.image) : '',
      size: line.size,
      price: line.price,
      price_usd: line.price_usd,
      quantity: line.quantity,
      total: line.total,
      shipped_quantity: line.shipped_quantity,
    })),
  }
}

export async function getOrderList(
  ctx: Pick<OrdersContext, 'db' | 'mediaBase'>,
  userId: number,
  { page, pageSize, line }: { page: number; pageSize: number; line?: ProductLine<'cart'> },
  locale: Locale,
): Promise<OrderList> {
  const rows = await queries.listOrders(ctx.db, { userId, line, limit: pageSize, offset: (page - 1) * pageSize })
  const ids = rows.map((row) => row.id)
  const [items, firstLines] = await Promise.all([queries.countOrderItems(ctx.db, ids), queries.findFirstOrderLines(ctx.db, ids)])
  // Past the last page the window count is missing: count on its own.
  const total = rows.length > 0 ? Number(rows[0].full_count) : await queries.countOrders(ctx.db, { userId, line })
  const list = rows.map((row) => {
    const first = firstLines.get(row.id)
    return {
      ...summaryOf(row, items.get(row.id) ?? 0),
      // The history shows an order by what was bought, not only by its number.
      first_item: first
        ? { goods_name: locale === 'zh-cn' ? first.name_zh : first.name_en, thumb: first.image ? thumbUrl(ctx.mediaBase, first.image) : '' }
        : null,
    }
  })
  return { list, total, page, page_size: pageSize }
}

/** Another user's order number answers exactly like an unknown one. */
export async function getOrderDetail(
  ctx: Pick<OrdersContext, 'db' | 'mediaBase'>,
  userId: number,
  orderNo: string,
  locale: Locale,
): Promise<OrderDetail> {
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
export async function searchOrder(
  ctx: Pick<OrdersContext, 'db' | 'mediaBase'>,
  orderNo: string,
  contact: string,
  locale: Locale,
): Promise<OrderDetail> {
  const order = await queries.findOrder(ctx.db, orderNo)
  const digits = (value: string) => value.replace(/\D/g, '')
  const matches =
    order &&
    ((order.contact_email !== '' && order.contact_email.toLowerCase() === contact.trim().toLowerCase()) ||
      (order.contact_phone !== '' && digits(contact).length >= 7 && digits(order.contact_phone) === digits(contact)))
  if (!order || !matches) throw new ShopError(Code.notFound, messages.orderNotFound)
  return detailOf(ctx, order, locale)
}
