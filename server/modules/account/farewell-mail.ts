import type { Locale } from '#contract/common.ts'
import { translate } from '../../i18n/index.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import { accountDeletedMail } from './messages.ts'

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The "account deleted" mail in the shopper's language. The HTML is the plain text's own
 * paragraphs, escaped: both always carry the same facts (date, orders kept, balance forfeited).
 */
export function farewellMail(to: string, locale: Locale, facts: { date: Date; orders: number; forfeited: number }): MailMessage {
  const date = new Intl.DateTimeFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(facts.date)
  const paragraphs = [
    translate(accountDeletedMail.text, locale, { date, orders: facts.orders }),
    ...(facts.forfeited > 0 ? [translate(accountDeletedMail.forfeited, locale, { amount: usd(facts.forfeited) })] : []),
    translate(accountDeletedMail.again, locale),
  ]
    .join('\n\n')
    .split('\n\n')
  const subject = translate(accountDeletedMail.subject, locale)
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${locale === 'zh-cn' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</body></html>`,
  }
}
