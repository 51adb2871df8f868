import type { ExchangeRates } from '#contract/catalogue.ts'
import { currencyDigits, minorFromUsd, shelfPriceFromUsd, shopCurrencies } from '#contract/money.ts'

/** A USD price in `currency` as the server will charge it; undefined until the rate is known. */
export function convertFromUsd(usdMinor: number, currency: string, rates: ExchangeRates | undefined): number | undefined {
  if (currency === 'USD') return usdMinor
  const rate = rates?.rates.find((entry) => entry.currency === currency)?.rate
  return rate ? minorFromUsd(usdMinor, currency, rate) : undefined
}

/** A product's USD price in `currency` rounded as the shop rounds that currency's prices, as the server charges it. */
export function shelfFromUsd(usdMinor: number, currency: string, rates: ExchangeRates | undefined): number | undefined {
  if (currency === 'USD') return usdMinor
  const entry = rates?.rates.find((candidate) => candidate.currency === currency)
  return entry ? shelfPriceFromUsd(usdMinor, currency, entry.rate, entry) : undefined
}

const grouped = /\B(?=(\d{3})+(?!\d))/g
const formats = new Map<string, Intl.NumberFormat>()

export function formatMinor(minor: number, currency: string, locale: string): string {
  const symbol = shopCurrencies.get(currency)?.narrowSymbol
  const digits = currencyDigits(currency)
  if (symbol !== undefined && Number.isSafeInteger(minor)) {
    const magnitude = String(Math.abs(minor)).padStart(digits + 1, '0')
    const units = magnitude.slice(0, magnitude.length - digits).replace(grouped, ',')
    return `${minor < 0 || Object.is(minor, -0) ? '-' : ''}${symbol}${units}${digits > 0 ? `.${magnitude.slice(-digits)}` : ''}`
  }
  // Any other currency the platform's way, one format per language and currency.
  const key = `${locale} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    formats.set(key, format)
  }
  return format.format(minor / 10 ** digits)
}
