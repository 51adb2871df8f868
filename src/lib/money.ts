import type { ExchangeRates } from '#contract/catalogue.ts'
import { currencyDigits, minorFromUsd } from '#contract/money.ts'

/** A USD price in `currency` as the server will charge it; undefined until the rate is known. */
export function convertFromUsd(usdMinor: number, currency: string, rates: ExchangeRates | undefined): number | undefined {
  if (currency === 'USD') return usdMinor
  const rate = rates?.rates.find((entry) => entry.currency === currency)?.rate
  return rate ? minorFromUsd(usdMinor, currency, rate) : undefined
}

const formats = new Map<string, Intl.NumberFormat>()

export function formatMinor(minor: number, currency: string, locale: string): string {
  // Building a NumberFormat costs about a millisecond on a slow phone, using one microseconds: a
  // listing of 40 prices built one each blocked hydration for over 100 ms.
  const key = `${locale} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    formats.set(key, format)
  }
  return format.format(minor / 10 ** currencyDigits(currency))
}
