import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { beijingTime, convertMinor, decimalAmount, minorFromDecimal, refundShare } from './amounts.ts'

describe('gateway amounts', () => {
  it('converts with integers, half up', () => {
    expect(convertMinor(1000, { currency: 'USD', perUsd: '1' }, { currency: 'CNY', perUsd: '7.12' })).toBe(7120)
    expect(convertMinor(999, { currency: 'JPY', perUsd: '150.5' }, { currency: 'CNY', perUsd: '7.1' })).toBe(4713)
    expect(convertMinor(12345, { currency: 'CNY', perUsd: '7.1' }, { currency: 'CNY', perUsd: '7.1' })).toBe(12345)
  })

  it('writes and reads two-decimal CNY exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (fen) => minorFromDecimal(decimalAmount(fen, 'CNY'), 'CNY') === fen))
    expect(decimalAmount(5, 'CNY')).toBe('0.05')
    expect(minorFromDecimal('1.234', 'CNY')).toBeNull()
    expect(minorFromDecimal('-1.00', 'CNY')).toBeNull()
    expect(minorFromDecimal('12.3', 'CNY')).toBe(1230)
  })

  it('splits refunds so that together they give back exactly what was charged, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (total, charged, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0)
          const parts = weights.map((weight) => Math.floor((total * weight) / sum))
          parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0)
          let refunded = 0
          let given = 0
          for (const part of parts) {
            const share = refundShare(charged, total, refunded, part)
            expect(share).toBeGreaterThanOrEqual(0)
            refunded += part
            given += share
          }
          expect(given).toBe(charged)
        },
      ),
    )
  })

  it('writes Beijing time the way each gateway wants it', () => {
    const moment = new Date('2026-11-23T08:30:00Z')
    expect(beijingTime(moment, 'alipay')).toBe('2026-11-23 16:30:00')
    expect(beijingTime(moment, 'rfc3339')).toBe('2026-11-23T16:30:00+08:00')
  })
})
