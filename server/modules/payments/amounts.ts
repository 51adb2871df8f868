import { currencyDigits } from '#contract/money.ts'

/** "7.12" → 7120000n: a rate as an integer of millionths (rates have at most 6 decimals). */
function micro(rate: string): bigint {
  const [whole, fraction = ''] = rate.trim().split('.')
  return BigInt(whole || '0') * 1_000_000n + BigInt((fraction + '000000').slice(0, 6))
}

/** a / b rounded half up, in integers. */
const divideRounded = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n)

/**
 * Minor units of `from` → minor units of `to`, both rates in units per USD, rounding half up;
 * integers throughout, so the amount a gateway is asked for never drifts by a float.
 */
export function convertMinor(amount: number, from: { currency: string; perUsd: string }, to: { currency: string; perUsd: string }): number {
  if (from.currency === to.currency) return amount
  const numerator = BigInt(amount) * micro(to.perUsd) * 10n ** BigInt(currencyDigits(to.currency))
  const denominator = micro(from.perUsd) * 10n ** BigInt(currencyDigits(from.currency))
  return Number(divideRounded(numerator, denominator))
}

/**
 * The part of a charge of `charged` that refunding `give` more (after `refunded` already) of an
 * order total `total` comes to. Cumulative shares, so every refund together comes to exactly
 * `charged` and never a unit more.
 */
export function refundShare(charged: number, total: number, refunded: number, give: number): number {
  if (charged === total) return give
  const share = (part: number) => (BigInt(part) * BigInt(charged)) / BigInt(total)
  return Number(share(refunded + give) - share(refunded))
}

/** 12345 fen → "123.45": Alipay's total_amount. */
export function decimalAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  if (digits === 0) return String(minor)
  const text = String(minor).padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** "123.45" → 12345 fen; null when not a plain decimal with at most the currency's digits. */
export function minorFromDecimal(text: string, currency: string): number | null {
  const digits = currencyDigits(currency)
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match || (match[2] ?? '').length > digits) return null
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0')
}

/** A moment in Beijing time, as the Chinese gateways write it: "2026-11-23 16:30:00" (Alipay) or "2026-11-23T16:30:00+08:00" (WeChat Pay). */
export function beijingTime(moment: Date, style: 'alipay' | 'rfc3339'): string {
  const local = new Date(moment.getTime() + 8 * 3600_000).toISOString().slice(0, 19)
  return style === 'alipay' ? local.replace('T', ' ') : `${local}+08:00`
}
