import type { Locale } from '#contract/common.ts'
import { currencyDigits } from '#contract/orders.ts'
import type { ReturnState } from '#contract/returns.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnRow } from '../../db/tables/returns.ts'
import { translate, type CatalogMessage } from '../../i18n/index.ts'
import { composeMail, type ComposedMail } from '../../mail/compose.ts'
import { orderLink, queueOrderMail, type MailLinks } from '../orders/index.ts'
import type { ReturnsContext } from './context.ts'

// The shopper's e-mail at each change of a return, in the order's language (its words from the
// shop's catalogue, src/locales/*/server.po), queued as a job in the transaction of the change:
// the change happens once (the state table refuses a repeat), so the mail goes once.

const texts = {
  requested: [
    /*i18n*/ { id: 'We received your request {no}' },
    /*i18n*/ { id: 'We received your request {no} for order {order}. We will look at it and write again.' },
  ],
  approved: [
    /*i18n*/ { id: 'Your return {no} is approved' },
    /*i18n*/ { id: 'Please send the parcel back to the address below before {until}, with the reference written on it.' },
  ],
  received: [
    /*i18n*/ { id: 'We received your parcel {no}' },
    /*i18n*/ { id: 'Your parcel for {no} arrived and was inspected. We will settle it now.' },
  ],
  refunded: [/*i18n*/ { id: 'Your return {no} is refunded' }, /*i18n*/ { id: '{amount} goes back to the way you paid for order {order}.' }],
  replacement_shipped: [
    /*i18n*/ { id: 'Your replacement for {no} is on its way' },
    /*i18n*/ { id: 'It left with {carrier}, tracking number {tracking}.' },
  ],
  repaired: [
    /*i18n*/ { id: 'Your product {no} is repaired' },
    /*i18n*/ { id: 'It is on its way back with {carrier}, tracking number {tracking}.' },
  ],
  rejected: [/*i18n*/ { id: 'Your return {no} was not accepted' }, /*i18n*/ { id: 'The reason: {reason}' }],
  expired: [
    /*i18n*/ { id: 'Your return {no} has expired' },
    /*i18n*/ { id: 'The parcel did not reach us before {until}, so the return was closed.' },
  ],
} satisfies Record<ReturnState, [subject: CatalogMessage, text: CatalogMessage]>

const labels = {
  order: /*i18n*/ { id: 'Order' },
  address: /*i18n*/ { id: 'Send to' },
  reference: /*i18n*/ { id: 'Write on the parcel' },
  view: /*i18n*/ { id: 'See where it stands' },
} satisfies Record<string, CatalogMessage>

function money(minor: number, currency: string, locale: Locale) {
  return new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  )
}

export function returnMail(order: OrderRow, ret: ReturnRow, locale: Locale, links: MailLinks): ComposedMail {
  const [subject, text] = texts[ret.state]
  const params: Record<string, string> = {
    no: ret.return_no,
    order: order.order_no,
    until: ret.send_before ? `${ret.send_before.toISOString().slice(0, 10)}` : '',
    amount: money(ret.refund_total ?? 0, order.currency, locale),
    carrier: ret.replacement_carrier ?? '',
    tracking: ret.replacement_tracking_no ?? '',
    reason: ret.rejection_reason ?? '',
  }
  const t = (message: CatalogMessage) => translate(message, locale, params)
  return composeMail(
    t(subject),
    [
      { paragraph: t(text) },
      {
        facts: [
          [t(labels.order), order.order_no],
          ...(ret.state === 'approved' && ret.address ? [[t(labels.address), ret.address] as const] : []),
          ...(ret.state === 'approved' && ret.parcel_reference ? [[t(labels.reference), ret.parcel_reference] as const] : []),
        ],
      },
      { label: t(labels.view), link: orderLink(links, order.order_no) },
    ],
    locale,
  )
}

/** Queues the mail about the return's state now, in `trx`. */
export async function queueReturnMail(ctx: ReturnsContext, trx: Db, order: OrderRow, ret: ReturnRow): Promise<void> {
  await queueOrderMail(ctx, trx, order, (locale, links) => returnMail(order, ret, locale, links))
}
