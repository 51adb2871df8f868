import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { minorFromUsd, parseRate, roundingProblem, roundShelfPrice, shelfPriceFromUsd } from './money.ts'

/**
 * The reference works on decimal digits as text, not on division: it writes the exact product
 * usdMinor × rate as a decimal, shifts the point to the currency's decimals and rounds half up
 * by looking at the first digit dropped. A different road to the same exact answer.
 */
function reference(usdMinor: number, rate: string, digits: number): number {
  const [whole, fraction = ''] = rate.split('.')
  const product = (BigInt(usdMinor) * BigInt(whole + fraction)).toString()
  // product carries fraction.length + 2 decimals (the rate's and the cents'); we keep `digits`.
  const dropped = fraction.length + 2 - digits
  if (dropped <= 0) return Number(product + '0'.repeat(-dropped))
  const padded = product.padStart(dropped + 1, '0')
  const kept = BigInt(padded.slice(0, padded.length - dropped))
  return Number(padded[padded.length - dropped] >= '5' ? kept + 1n : kept)
}

const rateText = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([whole, fraction, decimals]) =>
    decimals === 0 ? String(whole) : `${whole}.${String(fraction).padStart(6, '0').slice(0, decimals)}`,
  )
  .filter((rate) => Number(rate) > 0)

describe('minorFromUsd', () => {
  it('matches the exact decimal reference for any rate and amount (half up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        rateText,
        fc.constantFrom('CNY', 'EUR', 'JPY', 'GBP', 'KWD'),
        (usdMinor, rate, currency) => {
          const digits = { CNY: 2, EUR: 2, GBP: 2, JPY: 0, KWD: 3 }[currency] ?? 2
          expect(minorFromUsd(usdMinor, currency, rate)).toBe(reference(usdMinor, rate, digits))
        },
      ),
      { numRuns: 20_000 },
    )
  })

  it('rounds every half cent up at a rate of 1.005, where a float product would not', () => {
    // 1.005 × 100 is 100.49999… as a double: the old float code charged 100 here.
    expect(minorFromUsd(100, 'EUR', '1.005')).toBe(101)
    let offByOne = 0
    for (let usdMinor = 0; usdMinor < 500_000; usdMinor += 1) {
      if (minorFromUsd(usdMinor, 'EUR', '1.005') !== reference(usdMinor, '1.005', 2)) offByOne += 1
    }
    expect(offByOne).toBe(0)
  })

  it('keeps USD as it is and reads rates with trailing zeros as the database sends them', () => {
    expect(minorFromUsd(12_345, 'USD', '7.120000')).toBe(12_345)
    expect(minorFromUsd(12_345, 'CNY', '7.120000')).toBe(87_896)
    expect(minorFromUsd(12_345, 'JPY', '151.5')).toBe(18_703)
  })

  it('refuses a rate that is not a plain decimal rather than guess', () => {
    for (const rate of ['', 'abc', '1e3', '-1.2', '1.2.3', 'NaN']) expect(() => parseRate(rate)).toThrow(RangeError)
  })
})

describe('shelf prices rounded the way the operator set for a currency', () => {
  const ninetyNine = { round_to: 100, price_ending: 1 }
  const whole = { round_to: 100, price_ending: 0 }

  it('ends euros in .99 and yuan in whole units, never below the converted price', () => {
    // The issue's own figures: €413.08 and €5,059.08 are not prices a shop sets.
    expect(roundShelfPrice(41_308, ninetyNine)).toBe(41_399)
    expect(roundShelfPrice(505_908, ninetyNine)).toBe(505_999)
    expect(roundShelfPrice(41_399, ninetyNine)).toBe(41_399)
    expect(roundShelfPrice(41_300, ninetyNine)).toBe(41_399)
    expect(roundShelfPrice(41_301, whole)).toBe(41_400)
    expect(roundShelfPrice(41_400, whole)).toBe(41_400)
    expect(roundShelfPrice(61_234, { round_to: 100, price_ending: 0 })).toBe(61_300)
  })

  it('keeps USD as entered and a currency without a rule as converted', () => {
    expect(shelfPriceFromUsd(41_308, 'USD', '1', ninetyNine)).toBe(41_308)
    expect(shelfPriceFromUsd(12_345, 'CNY', '7.12', { round_to: 0, price_ending: 0 })).toBe(87_896)
    expect(shelfPriceFromUsd(12_345, 'CNY', '7.12', whole)).toBe(87_900)
  })

  it('never makes a price 0 or less, and refuses a rule that could', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.nat(), (minor, step, ending) => {
        const rounding = { round_to: step, price_ending: ending % step }
        const rounded = roundShelfPrice(minor, rounding)
        expect(rounded).toBeGreaterThanOrEqual(minor)
        expect(rounded - minor).toBeLessThan(step)
        expect((rounded + rounding.price_ending) % step).toBe(0)
      }),
    )
    expect(roundingProblem({ round_to: 100, price_ending: 100 })).toBe('notPositive')
    expect(roundingProblem({ round_to: 0, price_ending: 1 })).toBe('notPositive')
    expect(roundingProblem({ round_to: -100, price_ending: 0 })).toBe('shape')
    expect(roundingProblem({ round_to: 1.5, price_ending: 0 })).toBe('shape')
    expect(roundingProblem({ round_to: 100, price_ending: 99 })).toBeNull()
  })
})
