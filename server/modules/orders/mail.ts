import type { Locale } from '#contract/common.ts'
import { currencyDigits, type OrderDetail } from '#contract/orders.ts'
import { translate } from '../../i18n/index.ts'
import { messages } from './messages.ts'

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

/** The order confirmation, in the language the shopper ordered in. Plain text: every client reads it. */
export function confirmationMail(order: OrderDetail, locale: Locale, publicUrl: string): { subject: string; text: string } {
  const t = (key: keyof typeof messages, params?: Record<string, string | number>) => translate(messages[key], locale, params)
  const amount = (minor: number) => money(minor, order.currency, locale)
  const placed = new Date(order.placed_at).toISOString().replace('T', ' ').slice(0, 16)
  const address = order.shipping_address
  const lines = [
    t('mailGreeting', { orderNo: order.order_no, date: `${placed} UTC` }),
    '',
    ...order.lines.map((line) => `${line.goods_name}${line.size ? ` (${line.size})` : ''} × ${line.quantity}  ${amount(line.total)}`),
    '',
    `${t('mailSubtotal')}: ${amount(order.subtotal)}`,
    `${t('mailShipping')}: ${amount(order.shipping)}`,
    ...(order.discount > 0 ? [`${t('mailDiscount')}: -${amount(order.discount)}`] : []),
    `${t('mailTotal')}: ${amount(order.total)}`,
    `${t('mailPayment')}: ${t(order.payment_method)}`,
    order.payment_method === 'cod'
      ? [t('mailCod'), order.confirm_before ? t('mailConfirmBefore', { time: order.confirm_before.replace('T', ' ').slice(0, 16) }) : ''].filter(Boolean).join(' ')
      : order.pay_before ? t('mailPayBefore', { time: order.pay_before.replace('T', ' ').slice(0, 16) }) : '',
    '',
    address
      ? `${t('mailShipTo')}: ${address.first_name} ${address.last_name}, ${address.address}, ${address.city}${address.state ? `, ${address.state}` : ''}, ${address.postal_code}, ${address.country}`
      : t('mailPickup'),
    '',
    t('mailView', { url: `${publicUrl.replace(/\/$/, '')}/account/orders?order_no=${order.order_no}` }),
  ]
  return { subject: t('mailSubject', { orderNo: order.order_no }), text: lines.join('\n') }
}
