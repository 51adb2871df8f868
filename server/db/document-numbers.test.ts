import { describe, expect, it } from 'vitest'
import { returnNo } from '#contract/returns.ts'
import { newOrderNo, newRechargeNo, newStampedNo } from './document-numbers.ts'

describe('document numbers', () => {
  const stopped = new Date('2026-12-07T21:10:00Z')

  // A return file's tests start dozens of returns under one stopped clock: with 4 random digits two
  // shared a number once in CI and the unique index answered 500. With 8, 50 in one millisecond
  // collide about once in 80,000 runs.
  it('keep each kind’s shape, with 8 random digits after the millisecond', () => {
    expect(newOrderNo(stopped)).toMatch(/^261207\d{10}$/)
    expect(newRechargeNo(stopped)).toMatch(/^261207\d{9}$/)
    expect(newStampedNo('B', stopped)).toMatch(new RegExp(`^B${stopped.getTime()}\\d{8}$`))
    expect(returnNo.safeParse(newStampedNo('R', stopped)).success).toBe(true)
  })
})
