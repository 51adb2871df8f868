import { describe, expect, it } from 'vitest'
import { splitRefund } from './split-refund.ts'

describe('splitRefund', () => {
  it('returns every cent of duties and taxes when every good is refunded', () => {
    expect(splitRefund({ goodsTotal: 30_000, goodsRefunded: 30_000, dutiesTaxes: 7_840 })).toEqual({
      goods: 30_000,
      dutiesTaxes: 7_840,
      total: 37_840,
    })
  })

  it('returns duties and taxes in proportion to the goods refunded, rounded down', () => {
    // One of three £100 items: a third of £22.01 is 733.67p → 733p.
    expect(splitRefund({ goodsTotal: 30_000, goodsRefunded: 10_000, dutiesTaxes: 2_201 })).toEqual({
      goods: 10_000,
      dutiesTaxes: 733,
      total: 10_733,
    })
  })

  it('gives the remainder with the last part refund, so the parts add up to what was paid', () => {
    const first = splitRefund({ goodsTotal: 30_000, goodsRefunded: 10_000, dutiesTaxes: 2_201 })
    const second = splitRefund({
      goodsTotal: 30_000,
      goodsRefunded: 10_000,
      goodsRefundedBefore: 10_000,
      dutiesTaxes: 2_201,
      dutiesTaxesRefundedBefore: first.dutiesTaxes,
    })
    const third = splitRefund({
      goodsTotal: 30_000,
      goodsRefunded: 10_000,
      goodsRefundedBefore: 20_000,
      dutiesTaxes: 2_201,
      dutiesTaxesRefundedBefore: first.dutiesTaxes + second.dutiesTaxes,
    })
    expect([first.dutiesTaxes, second.dutiesTaxes, third.dutiesTaxes]).toEqual([733, 734, 734])
    expect(first.dutiesTaxes + second.dutiesTaxes + third.dutiesTaxes).toBe(2_201)
  })

  it('returns nothing of the duties when the order paid none', () => {
    expect(splitRefund({ goodsTotal: 5_000, goodsRefunded: 2_500, dutiesTaxes: 0 })).toEqual({ goods: 2_500, dutiesTaxes: 0, total: 2_500 })
  })

  it('refuses to refund more goods than the order holds, or a negative amount', () => {
    expect(() => splitRefund({ goodsTotal: 5_000, goodsRefunded: 5_001, dutiesTaxes: 100 })).toThrow(RangeError)
    expect(() => splitRefund({ goodsTotal: 5_000, goodsRefunded: -1, dutiesTaxes: 100 })).toThrow(RangeError)
  })
})
