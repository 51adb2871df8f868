import { brandOf, cardDigits, cvcValid, luhnValid, parseExpiry } from '#contract/payment-rules.ts'

/**
 * Card number, expiry and security code rules of spec §3/§5, shared by the card form's schema
 * and its input formatting. Pure functions: they see the digits only in memory, never store them.
 */

/**
 * 13 to 19 digits passing the Luhn check, UnionPay (62…) included: the same rule the card
 * provider applies (contract/payments.ts), so the form never accepts what tokenising refuses.
 */
export function isValidCardNumber(input: string): boolean {
  return /^\d{13,19}$/.test(cardDigits(input)) && luhnValid(input)
}

/** Groups of four (Amex 4-6-5), as the number is printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19)
  if (brandOf(digits) === 'amex') {
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

/**
 * What the form's formatting produces (`MM / YY`), through the last day of that month and at most
 * 20 years ahead: the contract's rule (UTC), the same one tokenising applies on the server.
 */
export function isValidExpiry(input: string, now: Date = new Date()): boolean {
  return /^\s*\d{2}\s*\/\s*\d{2}\s*$/.test(input) && parseExpiry(input, now) !== null
}

/** 3 or 4 digits; American Express prints 4. */
export function isValidSecurityCode(input: string, cardNumber = ''): boolean {
  return cvcValid(input.trim(), brandOf(cardNumber))
}
