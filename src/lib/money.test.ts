import { describe, expect, it } from 'vitest'
import { currencyDigits } from '#contract/money.ts'
import { currencies } from './currency.ts'
import { formatMinor } from './money.ts'

const platform = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2),
  )

const amounts = [0, 1, 9, 10, 99, 100, 105, 999, 1000, 1234, 99999, 100000, 123456, 1000000, 123456789, 123456789012]

describe('formatMinor', () => {
  it('writes minor units with the currency’s own decimals and narrow symbol', () => {
    expect(formatMinor(123456, 'USD', 'en')).toBe('$1,234.56')
    expect(formatMinor(1500, 'JPY', 'en')).toBe('¥1,500')
    expect(formatMinor(9900, 'EUR', 'zh-cn')).toBe('€99.00')
    expect(formatMinor(-250, 'GBP', 'en')).toBe('-£2.50')
  })

  it('writes every currency a shopper can choose exactly as the platform’s Intl does, in both languages', () => {
    for (const currency of currencies) {
      expect(currencyDigits(currency)).toBe(
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits,
      )
      for (const locale of ['en', 'zh-cn'])
        for (const minor of [...amounts, ...amounts.map((amount) => -amount)])
          expect(formatMinor(minor, currency, locale), `${minor} ${currency} ${locale}`).toBe(platform(minor, currency, locale))
    }
  })

  it('writes any other currency through Intl, a format per currency: a price in one never comes out in another’s', () => {
    expect(formatMinor(100, 'CHF', 'en')).toBe(platform(100, 'CHF', 'en'))
    expect(formatMinor(100, 'KRW', 'en')).toBe(platform(100, 'KRW', 'en'))
    expect(formatMinor(100, 'CHF', 'en')).toBe(platform(100, 'CHF', 'en'))
  })
})
