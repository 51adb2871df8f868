import { addressLines } from '#contract/address-rules.ts'
import type { Locale } from '#contract/common.ts'
import { countryName } from '#contract/countries.ts'
import { currencyDigits, type OrderDetail } from '#contract/orders.ts'
import type { Db } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import { translate } from '../../i18n/index.ts'
import { composeMail, type ComposedMail, type MailPart } from '../../mail/compose.ts'
import type { OrdersContext } from './context.ts'
import { guestOrderAccess, guestOrderLink } from './guest-link.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'

// The shopper's e-mails about an order, in the language the order was placed in, plain text and
// HTML from the same parts. Each is queued in the transaction of the change it tells about.

const formats = new Map<string, Intl.NumberFormat>()

function money(minor: number, currency: string, locale: Locale): string {
  // A NumberFormat costs far more to build than to use; every order mails a handful of amounts.
  const key = `${locale} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency })
    formats.set(key, format)
  }
  return format.format(minor / 10 ** currencyDigits(currency))
}

type Key = keyof typeof messages

function wording(locale: Locale, currency: string) {
  return {
    t: (key: Key, params?: Record<string, string | number>) => translate(messages[key], locale, params),
    amount: (minor: number) => money(minor, currency, locale),
  }
}

const utc = (date: Date | string) => new Date(date).toISOString().replace('T', ' ').slice(0, 16)
/**
 * Where a mail's links start: the origin (`mailOriginOf`), and for a guest's order the signed
 * access to it (`guest-link.ts`), so "View your order" opens it without an account.
 */
export type MailLinks = string | { origin: string; access?: string; hasAccount?: boolean }

const originOf = (links: MailLinks) => (typeof links === 'string' ? links : links.origin).replace(/\/$/, '')
/** Where a mail opens the order: the account's order page, or a guest's signed link. */
export const orderLink = (links: MailLinks, orderNo: string) =>
  typeof links !== 'string' && links.access
    ? guestOrderLink(links.origin, orderNo, links.access)
    : `${originOf(links)}/account/orders?order_no=${orderNo}`
const viewOrder = (t: ReturnType<typeof wording>['t'], links: MailLinks, orderNo: string): MailPart => ({
  label: t('mailView'),
  link: orderLink(links, orderNo),
})
/** A guest who gave the e-mail of an account: only the mailbox learns it has one (as registering says). */
const accountOffer = (t: ReturnType<typeof wording>['t'], links: MailLinks): MailPart[] =>
  typeof links !== 'string' && links.hasAccount
    ? [{ paragraph: t('mailGuestHasAccount') }, { label: t('mailLogIn'), link: `${originOf(links)}/account/login` }]
    : []

/** The order confirmation. */
export function confirmationMail(order: OrderDetail, locale: Locale, publicUrl: MailLinks): ComposedMail {
  const { t, amount } = wording(locale, order.currency)
  const address = order.shipping_address
  const payment =
    order.payment_method === 'cod'
      ? [t('mailCod'), order.confirm_before ? t('mailConfirmBefore', { time: order.confirm_before.replace('T', ' ').slice(0, 16) }) : '']
          .filter(Boolean)
          .join(' ')
      : order.paid_at
        ? // Paid already (the mail written after the money came): no deadline, nothing to do.
          t('mailPaidAlready', { method: t(order.payment_method), time: utc(order.paid_at) })
        : order.pay_before
          ? t('mailPayBefore', { method: t(order.payment_method), time: order.pay_before.replace('T', ' ').slice(0, 16) })
          : ''
  return composeMail(
    t('mailSubject', { orderNo: order.order_no }),
    [
      { paragraph: t('mailGreeting', { orderNo: order.order_no, date: `${utc(order.placed_at)} UTC` }) },
      {
        facts: order.lines.map(
          (line) => [`${line.goods_name}${line.size ? ` (${line.size})` : ''} × ${line.quantity}`, amount(line.total)] as const,
        ),
      },
      {
        facts: [
          [t('mailSubtotal'), amount(order.subtotal)],
          [t('mailShipping'), amount(order.shipping)],
          ...(order.duties_taxes
            ? [
                [
                  t('mailDutiesTaxes', { country: countryName(order.duties_taxes.country, locale) }),
                  amount(order.duties_taxes.total),
                ] as const,
              ]
            : []),
          ...(order.discount > 0 ? [[t('mailDiscount'), `-${amount(order.discount)}`] as const] : []),
          [t('mailTotal'), amount(order.total)],
          [t('mailPayment'), t(order.payment_method)],
        ],
      },
      ...(order.duties_taxes ? [{ paragraph: t('mailNothingOnDelivery') }] : []),
      ...(payment ? [{ paragraph: payment }] : []),
      {
        paragraph: address
          ? // In the destination's line order (Google's address metadata), the country's name last.
            `${t('mailShipTo')}: ${[...addressLines({ ...address, state: address.state ?? '', phone: '' }, locale), countryName(address.country, locale)].join(', ')}`
          : t('mailPickup'),
      },
      viewOrder(t, publicUrl, order.order_no),
      ...accountOffer(t, publicUrl),
    ],
    locale,
  )
}

/** The money of an online payment arrived (or the courier collected the cash). */
export function paidMail(order: OrderRow, locale: Locale, publicUrl: MailLinks): ComposedMail {
  const { t, amount } = wording(locale, order.currency)
  const orderNo = order.order_no
  return composeMail(
    t('mailPaidSubject', { orderNo }),
    [
      { paragraph: t('mailPaidText', { orderNo, amount: amount(order.total) }) },
      {
        facts: [
          [t('mailOrderNo'), orderNo],
          [t('mailAmountPaid'), amount(order.total)],
          [t('mailPayment'), t(order.payment_method)],
          [t('mailPaidOn'), utc(order.paid_at ?? order.updated_at)],
        ],
      },
      viewOrder(t, publicUrl, orderNo),
    ],
    locale,
  )
}

export interface Parcel {
  carrier: string
  trackingNo: string
}

// The carriers whose own tracking page takes the number in its address; any other carrier is
// looked up on 17TRACK, which follows most of the world's carriers (China Post, EMS, SF…).
const trackingPages: [RegExp, (number: string) => string][] = [
  [/\bdhl\b/i, (number) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`],
  [/\bups\b/i, (number) => `https://www.ups.com/track?tracknum=${number}`],
  [/\bfedex\b/i, (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`],
  [/\busps\b/i, (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`],
]

/** Where the shopper follows the parcel: the carrier's own page when we know it, else 17TRACK. */
export function trackingLink({ carrier, trackingNo }: Parcel): string {
  const number = encodeURIComponent(trackingNo)
  const page = trackingPages.find(([name]) => name.test(carrier))?.[1]
  return page ? page(number) : `https://t.17track.net/en#nums=${number}`
}

/** Some or all of the order left the warehouse with a carrier. */
export function shippedMail(order: OrderRow, parcel: Parcel, locale: Locale, publicUrl: MailLinks): ComposedMail {
  const { t } = wording(locale, order.currency)
  const orderNo = order.order_no
  const everything = order.fulfillment_status === 'all_shipped'
  return composeMail(
    t('mailShippedSubject', { orderNo }),
    [
      { paragraph: t(everything ? 'mailShippedText' : 'mailShippedPartText', { orderNo, carrier: parcel.carrier }) },
      {
        facts: [
          [t('mailOrderNo'), orderNo],
          [t('mailCarrier'), parcel.carrier],
          [t('mailTracking'), parcel.trackingNo],
        ],
      },
      { label: t('mailTrack'), link: trackingLink(parcel) },
      viewOrder(t, publicUrl, orderNo),
    ],
    locale,
  )
}

/** `amount` of the order went back to the shopper (`order` as it is after the refund). */
export function refundedMail(order: OrderRow, amount: number, locale: Locale, publicUrl: MailLinks): ComposedMail {
  const { t, amount: format } = wording(locale, order.currency)
  const orderNo = order.order_no
  const full = order.refunded >= order.total
  return composeMail(
    t(full ? 'mailRefundedSubject' : 'mailRefundedPartSubject', { orderNo }),
    [
      { paragraph: t('mailRefundedText', { orderNo, amount: format(amount) }) },
      {
        facts: [
          [t('mailOrderNo'), orderNo],
          [t('mailRefundedNow'), format(amount)],
          [t('mailRefundedTotal'), format(order.refunded)],
          [t('mailOrderTotal'), format(order.total)],
        ],
      },
      viewOrder(t, publicUrl, orderNo),
    ],
    locale,
  )
}

/** A cash-on-delivery order the shop did not confirm in time was canceled. */
export function codCanceledMail(order: OrderRow, locale: Locale, publicUrl: MailLinks): ComposedMail {
  const { t, amount } = wording(locale, order.currency)
  const orderNo = order.order_no
  return composeMail(
    t('mailCodCanceledSubject', { orderNo }),
    [
      { paragraph: t('mailCodCanceledText', { orderNo, time: utc(order.confirm_before ?? order.updated_at) }) },
      {
        facts: [
          [t('mailOrderNo'), orderNo],
          [t('mailOrderTotal'), amount(order.total)],
        ],
      },
      viewOrder(t, publicUrl, orderNo),
    ],
    locale,
  )
}

export type OrderMailContext = Pick<OrdersContext, 'mail'> & Partial<Pick<OrdersContext, 'publicUrl' | 'mailOrigin' | 'paymentSecret'>>

/** Where the links of `ctx`'s mails start (OrdersContext.mailOrigin). */
export const mailOriginOf = (ctx: OrderMailContext) => ctx.mailOrigin || ctx.publicUrl || ''

/** The links of a mail about order `orderNo`: a guest's carry the signed access to it. */
export function mailLinksOf(ctx: OrderMailContext & { now?: () => Date }, orderNo: string, guest: boolean, hasAccount = false): MailLinks {
  const origin = mailOriginOf(ctx)
  if (!guest || !ctx.paymentSecret) return origin
  return { origin, access: guestOrderAccess(ctx.paymentSecret, orderNo, ctx.now?.() ?? new Date()), hasAccount }
}

/**
 * Queues an e-mail about `order` in `trx`, the transaction of the change it tells about: to the
 * order's contact e-mail, else the account's, in the order's language. Sent once because the
 * change happens once: a repeat is refused or changes nothing before it gets here.
 */
export async function queueOrderMail(
  ctx: OrderMailContext & { now?: () => Date },
  trx: Db,
  order: OrderRow,
  write: (locale: Locale, links: MailLinks) => ComposedMail,
): Promise<void> {
  if (!ctx.mail) return
  const mailee = await queries.findMailee(trx, order.user_id)
  const to = order.contact_email || mailee?.email
  if (!to) return
  const links = mailLinksOf(ctx, order.order_no, mailee?.guest ?? false)
  await ctx.mail.queue(trx, { to, ...write(order.locale === 'zh-cn' ? 'zh-cn' : 'en', links) })
}
