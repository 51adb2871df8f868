import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatMinor } from '@/lib/money.ts'

/** Money in the order's own currency, and dates, in the interface language. */
export function useOrderFormat() {
  const { i18n } = useLingui()
  const tag = i18n.locale === 'zh-cn' ? 'zh-CN' : 'en-US'
  // One format for the whole list: building one per date costs more than the date itself.
  const dates = useMemo(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }), [tag])
  return {
    money: (minor: number, currency: string) => formatMinor(minor, currency, i18n.locale),
    date: (iso: string) => dates.format(new Date(iso)),
  }
}
