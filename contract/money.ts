// Money arithmetic shared by the server, which prices orders, and the client, which shows the
// same figures before the order exists. Free of zod so the client's first bundle can use it.
//
// Amounts are integer minor units; exchange rates are exact decimal text (numeric(18, 6) in the
// database, "7.12" on the wire). A rate never passes through a float: the conversion is done
// on bigints, so 1.005 × 100 is 100.5 exactly and rounds the same way on every machine.

/**
 * The currencies a shopper can choose, in the order offered, with their decimals and the narrow
 * symbol prices are written with (the same in English and Chinese). Written out so a page showing
 * a price builds no Intl.NumberFormat: the first one loads the platform's number data, about 35 ms
 * on a desktop and four times that on a phone. money.test.ts holds every one to Intl.
 */
export const shopCurrencies = new Map<string, { digits: number; narrowSymbol: string }>([
  ['USD', { digits: 2, narrowSymbol: '$' }],
  ['CNY', { digits: 2, narrowSymbol: '¥' }],
  ['EUR', { digits: 2, narrowSymbol: '€' }],
  ['GBP', { digits: 2, narrowSymbol: '£' }],
  ['HKD', { digits: 2, narrowSymbol: '$' }],
  ['AUD', { digits: 2, narrowSymbol: '$' }],
  ['CAD', { digits: 2, narrowSymbol: '$' }],
  ['JPY', { digits: 0, narrowSymbol: '¥' }],
])

// Any other currency (an order's from before the list changed) learns its decimals from Intl once.
const digitsByCurrency = new Map<string, number>([...shopCurrencies].map(([code, { digits }]) => [code, digits]))

/** Decimals a currency is written with (JPY 0, USD 2…). */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency)
  if (digits === undefined) {
    // Building a NumberFormat costs microseconds; pricing a cart asks for every line.
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    digitsByCurrency.set(currency, digits)
  }
  return digits
}

const decimalPattern = /^(\d{1,12})(?:\.(\d{1,12}))?$/

/** "7.12" → { units: 712n, scale: 100n }; refuses anything that is not a plain positive decimal. */
export function parseRate(rate: string | number): { units: bigint; scale: bigint } {
  const text = typeof rate === 'number' ? String(rate) : rate.trim()
  const match = decimalPattern.exec(text)
  if (!match) throw new RangeError(`not an exchange rate: ${text}`)
  const fraction = match[2] ?? ''
  return { units: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) }
}

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n)
  return negative ? -quotient : quotient
}

/**
 * USD minor units → minor units of `currency` at `perUsd` (units of currency per dollar).
 *
 * The one rounding rule of the shop: the exact product usdMinor × perUsd, moved to the target
 * currency's decimals, is rounded to the nearest minor unit, a half going up (away from zero).
 * Every unit price, shipping fee and coupon amount of an order is converted this way, once;
 * line totals are unit price × quantity, so they never round again.
 */
export function minorFromUsd(usdMinor: number, currency: string, perUsd: string | number): number {
  if (currency === 'USD') return usdMinor
  if (!Number.isSafeInteger(usdMinor)) throw new RangeError(`not an amount in minor units: ${usdMinor}`)
  const { units, scale } = parseRate(perUsd)
  const numerator = BigInt(usdMinor) * units * 10n ** BigInt(currencyDigits(currency))
  return Number(divideRoundingHalfUp(numerator, scale * 100n))
}

/**
 * How a currency's converted shelf prices are rounded, set by the operator per currency (issue 48):
 * up to the next multiple of `round_to` minor units, less `price_ending` (.99 in euros: 100 and 1;
 * whole yuan: 100 and 0; ¥…00: 100 and 0). 0 and 0: as converted. Only goods' prices round; a
 * delivery fee, a coupon or duties are converted as they are.
 */
export interface PriceRounding {
  round_to: number
  price_ending: number
}

export const asConverted: PriceRounding = { round_to: 0, price_ending: 0 }

/** Why a rounding cannot be used, or null: an ending as large as the step could make a price 0 or less. */
export function roundingProblem({ round_to, price_ending }: PriceRounding): 'shape' | 'notPositive' | null {
  if (![round_to, price_ending].every((value) => Number.isSafeInteger(value) && value >= 0)) return 'shape'
  if (round_to === 0) return price_ending === 0 ? null : 'notPositive'
  return price_ending < round_to ? null : 'notPositive'
}

/**
 * The smallest price at or above `minor` that ends as the rounding says: never below the
 * converted price, and never 0 when `minor` is at least 1 (the ending is less than the step).
 */
export function roundShelfPrice(minor: number, rounding: PriceRounding): number {
  const { round_to: step, price_ending: ending } = rounding
  if (step === 0 || roundingProblem(rounding)) return minor
  const rounded = Math.ceil(minor / step) * step - ending
  return rounded >= minor ? rounded : rounded + step
}

/** A product's USD price as the shopper sees it and pays it in `currency`; USD prices stay as entered. */
export function shelfPriceFromUsd(usdMinor: number, currency: string, perUsd: string | number, rounding: PriceRounding): number {
  if (currency === 'USD') return usdMinor
  return roundShelfPrice(minorFromUsd(usdMinor, currency, perUsd), rounding)
}
