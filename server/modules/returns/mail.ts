import type { Locale } from '#contract/common.ts'
import { currencyDigits } from '#contract/orders.ts'
import type { ReturnState } from '#contract/returns.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnRow } from '../../db/tables/returns.ts'
import { composeMail, type ComposedMail } from '../../mail/compose.ts'
import { queueOrderMail } from '../orders/index.ts'
import type { ReturnsContext } from './context.ts'

// The shopper's e-mail at each change of a return, in the order's language, queued as a job in
// the transaction of the change: the change happens once (the state table refuses a repeat), so
// the mail goes once.

const texts = {
  requested: {
    en: ['We received your request {no}', 'We received your request {no} for order {order}. We will look at it and write again.'],
    'zh-cn': ['我们已收到您的申请 {no}', '我们已收到您对订单 {order} 的申请 {no}，审核后会再次通知您。'],
  },
  approved: {
    en: [
      'Your return {no} is approved',
      'Please send the parcel back to the address below before {until}, with the reference written on it.',
    ],
    'zh-cn': ['您的退货 {no} 已批准', '请在 {until} 之前将包裹寄回以下地址，并在包裹上写明参考号。'],
  },
  received: {
    en: ['We received your parcel {no}', 'Your parcel for {no} arrived and was inspected. We will settle it now.'],
    'zh-cn': ['我们已收到您的包裹 {no}', '您的退货 {no} 包裹已收到并完成检查，我们将尽快处理。'],
  },
  refunded: {
    en: ['Your return {no} is refunded', '{amount} goes back to the way you paid for order {order}.'],
    'zh-cn': ['您的退货 {no} 已退款', '{amount} 将按订单 {order} 的原支付方式退回。'],
  },
  replacement_shipped: {
    en: ['Your replacement for {no} is on its way', 'It left with {carrier}, tracking number {tracking}.'],
    'zh-cn': ['您的退货 {no} 的替换商品已发出', '承运商：{carrier}，运单号：{tracking}。'],
  },
  repaired: {
    en: ['Your product {no} is repaired', 'It is on its way back with {carrier}, tracking number {tracking}.'],
    'zh-cn': ['您的产品 {no} 已修好', '已通过 {carrier} 寄回，运单号：{tracking}。'],
  },
  rejected: {
    en: ['Your return {no} was not accepted', 'The reason: {reason}'],
    'zh-cn': ['您的退货 {no} 未被接受', '原因：{reason}'],
  },
  expired: {
    en: ['Your return {no} has expired', 'The parcel did not reach us before {until}, so the return was closed.'],
    'zh-cn': ['您的退货 {no} 已过期', '我们在 {until} 之前未收到包裹，此退货已关闭。'],
  },
} satisfies Record<ReturnState, Record<Locale, [string, string]>>

const labels = {
  en: { order: 'Order', address: 'Send to', reference: 'Write on the parcel', view: 'See where it stands' },
  'zh-cn': { order: '订单', address: '寄回地址', reference: '包裹上请写', view: '查看进度' },
}

function money(minor: number, currency: string, locale: Locale) {
  return new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  )
}

export function returnMail(order: OrderRow, ret: ReturnRow, locale: Locale, publicUrl: string): ComposedMail {
  const [subject, text] = texts[ret.state][locale]
  const params: Record<string, string> = {
    no: ret.return_no,
    order: order.order_no,
    until: ret.send_before ? `${ret.send_before.toISOString().slice(0, 10)}` : '',
    amount: money(ret.refund_total ?? 0, order.currency, locale),
    carrier: ret.replacement_carrier ?? '',
    tracking: ret.replacement_tracking_no ?? '',
    reason: ret.rejection_reason ?? '',
  }
  const put = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
  const label = labels[locale]
  return composeMail(
    put(subject),
    [
      { paragraph: put(text) },
      {
        facts: [
          [label.order, order.order_no],
          ...(ret.state === 'approved' && ret.address ? [[label.address, ret.address] as const] : []),
          ...(ret.state === 'approved' && ret.parcel_reference ? [[label.reference, ret.parcel_reference] as const] : []),
        ],
      },
      { label: label.view, link: `${publicUrl.replace(/\/$/, '')}/account/orders?order_no=${order.order_no}` },
    ],
    locale,
  )
}

/** Queues the mail about the return's state now, in `trx`. */
export async function queueReturnMail(ctx: ReturnsContext, trx: Db, order: OrderRow, ret: ReturnRow): Promise<void> {
  await queueOrderMail(ctx, trx, order, (locale, publicUrl) => returnMail(order, ret, locale, publicUrl))
}
