import type { ExchangeRates } from '#contract/catalogue.ts'

/** Decimals a currency is written with (JPY 0, USD 2…), from the platform's own data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/**
 * Converts USD minor units to minor units of `currency` at the given rate, rounding half up:
 * the same arithmetic the server uses when it prices an order.
 */
export function convertFromUsd(usdMinor: number, currency: string, rates: ExchangeRates | undefined): number | undefined {
  if (currency === 'USD') return usdMinor
  const rate = rates?.rates.find((entry) => entry.currency === currency)?.rate
  if (!rate) return undefined
  const digits = currencyDigits(currency)
  return Math.round((usdMinor * Number(rate) * 10 ** digits) / 100)
}

export function formatMinor(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency)
  return new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minor / 10 ** digits)
}
