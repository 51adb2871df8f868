import { describe, expect, it } from 'vitest'
import { formatMinor } from './money.ts'

describe('formatMinor', () => {
  it('writes minor units with the currency’s own decimals and narrow symbol', () => {
    expect(formatMinor(123456, 'USD', 'en')).toBe('$1,234.56')
    expect(formatMinor(1500, 'JPY', 'en')).toBe('¥1,500')
    expect(formatMinor(9900, 'EUR', 'zh-cn')).toBe('€99.00')
  })

  it('keeps a format per currency: a price in one never comes out in another’s', () => {
    expect(formatMinor(100, 'USD', 'en')).toBe('$1.00')
    expect(formatMinor(100, 'JPY', 'en')).toBe('¥100')
    expect(formatMinor(100, 'USD', 'en')).toBe('$1.00')
  })
})
