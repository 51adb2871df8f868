/**
 * Card number, expiry and security code rules of spec §3/§5, shared by the card form's schema
 * and its input formatting. Pure functions: they see the digits only in memory, never store them.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unionpay' | 'jcb' | 'discover' | 'diners' | 'unknown'

/** The digits of what was typed; spaces and dashes are how people copy numbers from a card. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^62/.test(digits)) return 'unionpay'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb'
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover'
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners'
  return 'unknown'
}

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * 13 to 19 digits passing the Luhn check. UnionPay (62…) numbers of 16 to 19 digits are
 * accepted without it: some UnionPay cards are issued without a Luhn check digit, so payment
 * forms (Braintree's card-validator among them) do not require it for that brand.
 */
export function isValidCardNumber(input: string): boolean {
  const digits = cardDigits(input)
  if (!/^\d{13,19}$/.test(digits)) return false
  if (cardBrand(digits) === 'unionpay' && digits.length >= 16) return true
  return passesLuhn(digits)
}

/** Groups of four (Amex 4-6-5), as the number is printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19)
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** 'MM / YY' as the shopper types it: '1' stays, '12' becomes '12 / ', '1226' becomes '12 / 26'. */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4)
  // A single 2–9 can only be a month 02–09.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  // Deleting back over the separator removes the month's last digit too.
  if (previous.endsWith(' / ') && input.length < previous.length && digits.length === 2) return digits.slice(0, 1)
  if (digits.length < 2) return digits
  if (digits.length === 2) return `${digits} / `
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`
}

export interface CardExpiry {
  month: number
  /** Four digits. */
  year: number
}

export function parseExpiry(input: string): CardExpiry | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input)
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return { month, year: 2000 + Number(match[2]) }
}

/** Cards are good through the last day of their expiry month; nobody issues one for 20+ years. */
export function isValidExpiry(input: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(input)
  if (!expiry) return false
  const current = now.getFullYear() * 12 + now.getMonth()
  const expires = expiry.year * 12 + (expiry.month - 1)
  return expires >= current && expires <= current + 20 * 12
}

export function isValidSecurityCode(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim())
}
