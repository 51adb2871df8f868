// Money arithmetic shared by the server, which prices orders, and the client, which shows the
// same figures before the order exists. Free of zod so the client's first bundle can use it.

/** Decimals a currency is written with (JPY 0, USD 2…), from the platform's own data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/**
 * USD minor units → minor units of `currency` at `perUsd` (units of currency per dollar),
 * rounding half up: how every unit price of an order line is set.
 */
export function minorFromUsd(usdMinor: number, currency: string, perUsd: string | number): number {
  if (currency === 'USD') return usdMinor
  return Math.round((usdMinor * Number(perUsd) * 10 ** currencyDigits(currency)) / 100)
}
