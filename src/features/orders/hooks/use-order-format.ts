import { useLingui } from '@lingui/react/macro'
import { formatMinor } from '@/lib/money.ts'

/** Money in the order's own currency, and dates, in the interface language. */
export function useOrderFormat() {
  const { i18n } = useLingui()
  const tag = i18n.locale === 'zh-cn' ? 'zh-CN' : 'en-US'
  return {
    money: (minor: number, currency: string) => formatMinor(minor, currency, i18n.locale),
    date: (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  }
}
