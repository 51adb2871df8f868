import { describe, expect, it } from 'vitest'
import { goodsPageSearch, oneOf, parseOrderNo, pageSearch, productSearch } from './search-schemas.ts'

describe('route search parsers', () => {
  it.each([[12, 12], ['12', 12], ['0', 0], ['-3', 0], ['1.5', 0], ['abc', 0], [undefined, 0], ['', 0]])('reads productId %j as %j', (raw, productId) => {
    expect(productSearch({ productId: raw })).toEqual({ productId })
  })

  it('keeps a valid page and category and drops bad ones', () => {
    expect(goodsPageSearch({ page: '2', category: 'commuter' })).toEqual({ page: 2, category: 'commuter' })
    expect(goodsPageSearch({ page: 0, category: '<script>' })).toEqual({ page: undefined, category: undefined })
    expect(pageSearch({ page: 'x' })).toEqual({ page: undefined })
  })

  it('reads all-digit order numbers whether quoted or not', () => {
    expect(parseOrderNo(20261121123456)).toBe('20261121123456')
    expect(parseOrderNo('20261121123456')).toBe('20261121123456')
    expect(parseOrderNo('12ab')).toBeUndefined()
  })

  it('falls back when a value is not allowed', () => {
    expect(oneOf(['sco', 'boot'] as const, 'boot', 'sco')).toBe('boot')
    expect(oneOf(['sco', 'boot'] as const, 'nope', 'sco')).toBe('sco')
  })
})
