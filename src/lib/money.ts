import type { ExchangeRates } from '#contract/catalogue.ts'
import { currencyDigits, minorFromUsd } from '#contract/money.ts'

/** A USD price in `currency` as the server will charge it; undefined until the rate is known. */
export function convertFromUsd(usdMinor: number, currency: string, rates: ExchangeRates | undefined): number | undefined {
  if (currency === 'USD') return usdMinor
  const rate = rates?.rates.find((entry) => entry.currency === currency)?.rate
  return rate ? minorFromUsd(usdMinor, currency, rate) : undefined
}

export function formatMinor(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(minor / 10 ** currencyDigits(currency))
}
