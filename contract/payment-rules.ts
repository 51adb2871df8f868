// Paying, as plain data and functions without zod: the shop's payment pages use them as they
// are, and contract/payments.ts builds its schemas from them.

/** A declined or failed payment: the msg is 'Pay failed!' and the order can be paid again. */
export const payFailedCode = 402

/** Methods the shopper can pay an existing order with (cash on delivery is paid to the courier). */
export const onlinePaymentMethods = ['alipay', 'wechat', 'card'] as const
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number]
export const isOnlinePaymentMethod = (value: unknown): value is OnlinePaymentMethod =>
  onlinePaymentMethods.includes(value as OnlinePaymentMethod)

export const cardBrands = ['visa', 'mastercard', 'unionpay', 'amex', 'jcb', 'discover', 'card'] as const
export type CardBrand = (typeof cardBrands)[number]

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

export function luhnValid(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function brandOf(number: string): CardBrand {
  const digits = cardDigits(number)
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^62/.test(digits)) return 'unionpay'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb'
  if (/^6(011|5)/.test(digits)) return 'discover'
  return 'card'
}

/** "MM / YY" → month and four-digit year, or null when malformed or already past at `now`. */
export function parseExpiry(expiry: string, now: Date = new Date()): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  if (!match) return null
  const month = Number(match[1])
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return null
  // A card is valid through the last day of its expiry month.
  const endOfMonth = new Date(Date.UTC(year, month, 1))
  if (endOfMonth.getTime() <= now.getTime()) return null
  if (year > now.getUTCFullYear() + 20) return null
  return { month, year }
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3,4}$/.test(cvc)
}
