import { describe, expect, it } from 'vitest'
import { brandOf } from '#contract/payments.ts'
import { formatCardNumber, formatExpiry, isValidCardNumber, isValidExpiry, isValidSecurityCode } from './card.ts'

describe('card number', () => {
  it('accepts the documented test numbers of the major brands', () => {
    const numbers = [
      '4242 4242 4242 4242',
      '4000056655665556',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3566002020360505',
      '4222222222222',
    ]
    expect(numbers.filter((number) => !isValidCardNumber(number))).toEqual([])
  })

  it('accepts UnionPay numbers starting with 62 that pass the Luhn check', () => {
    expect(isValidCardNumber('6200 0000 0000 0005')).toBe(true)
    expect(isValidCardNumber('6212 3456 7890 1232')).toBe(true)
    expect(isValidCardNumber('6212 3456 7890 1234')).toBe(false)
    expect(brandOf('6200000000000005')).toBe('unionpay')
  })

  it('refuses a wrong check digit, letters, and fewer than 13 or more than 19 digits', () => {
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isValidCardNumber('4242 4242 4242 424x')).toBe(false)
    expect(isValidCardNumber('424242424242')).toBe(false)
    expect(isValidCardNumber('42424242424242424242')).toBe(false)
    expect(isValidCardNumber('')).toBe(false)
  })

  it('groups digits as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005')
    expect(formatCardNumber('6212a3456')).toBe('6212 3456')
  })
})

describe('expiry date', () => {
  const now = new Date(2026, 4, 17)

  it('accepts this month and later months as MM / YY', () => {
    expect(isValidExpiry('05 / 26', now)).toBe(true)
    expect(isValidExpiry('12/26', now)).toBe(true)
    expect(isValidExpiry('01 / 31', now)).toBe(true)
  })

  it('refuses past months, impossible months, other formats and far-off years', () => {
    expect(isValidExpiry('04 / 26', now)).toBe(false)
    expect(isValidExpiry('12 / 25', now)).toBe(false)
    expect(isValidExpiry('13 / 27', now)).toBe(false)
    expect(isValidExpiry('00 / 27', now)).toBe(false)
    expect(isValidExpiry('1227', now)).toBe(false)
    expect(isValidExpiry('12 / 2027', now)).toBe(false)
    expect(isValidExpiry('', now)).toBe(false)
    expect(isValidExpiry('12 / 99', now)).toBe(false)
  })

  it('formats typing into MM / YY', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('3')).toBe('03 / ')
    expect(formatExpiry('12')).toBe('12 / ')
    expect(formatExpiry('1226')).toBe('12 / 26')
    expect(formatExpiry('12 / 2')).toBe('12 / 2')
    expect(formatExpiry('12 /', '12 / ')).toBe('1')
  })
})

describe('security code', () => {
  it('takes 3 or 4 digits, and 4 for American Express', () => {
    expect(isValidSecurityCode('123', '3782 822463 10005')).toBe(false)
    expect(isValidSecurityCode('1234', '3782 822463 10005')).toBe(true)
    expect(isValidSecurityCode('123')).toBe(true)
    expect(isValidSecurityCode('1234')).toBe(true)
    expect(isValidSecurityCode('12')).toBe(false)
    expect(isValidSecurityCode('12345')).toBe(false)
    expect(isValidSecurityCode('12a')).toBe(false)
  })
})
