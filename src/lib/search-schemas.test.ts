import { describe, expect, it } from 'vitest'
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { goodsPageSearch, oneOf, parseOrderNo, pageSearch, parseSearchValue, productSearch } from './search-schemas.ts'

describe('route search parsers', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['0', 0],
    ['-3', 0],
    ['1.5', 0],
    ['abc', 0],
    [undefined, 0],
    ['', 0],
  ])('reads productId %j as %j', (raw, productId) => {
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

  it('writes order numbers plainly in links and reads them back as text, other values as before', () => {
    const stringify = stringifySearchWith(JSON.stringify, parseSearchValue)
    const parse = parseSearchWith(parseSearchValue)
    expect(stringify({ order_no: '2611231234567890', status: 'failed' })).toBe('?order_no=2611231234567890&status=failed')
    const orderNoOf = (search: string) => parseOrderNo((parse(search) as Record<string, unknown>).order_no)
    expect(orderNoOf('?order_no=2611231234567890')).toBe('2611231234567890')
    // Past 2^53 a number would be rounded: the text must come back digit for digit.
    expect(orderNoOf('?order_no=9911231234567891')).toBe('9911231234567891')
    // A link written before this change still opens the order.
    expect(orderNoOf('?order_no=%222611231234567890%22')).toBe('2611231234567890')
    expect(parse(stringify({ productId: 12, page: 2, category: '7', open: true }))).toEqual({
      productId: 12,
      page: 2,
      category: '7',
      open: true,
    })
  })

  it('falls back when a value is not allowed', () => {
    expect(oneOf(['sco', 'boot'] as const, 'boot', 'sco')).toBe('boot')
    expect(oneOf(['sco', 'boot'] as const, 'nope', 'sco')).toBe('sco')
  })
})
