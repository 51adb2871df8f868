import { describe, expect, it } from 'vitest'
import { addLine, emptyCart, quantityProblem, removeLine, setQuantities } from './cart-lines.ts'

const scooter = { id: 1, goods_name: 'Urban Glide', thumb: '/t.webp', price: 44900, stock: 3 }
const helmet = { id: 2, goods_name: 'Helmet', thumb: '/h.webp', price: 5900, stock: 10 }

describe('cart arithmetic on screen', () => {
  it('adds lines, sums a repeated add, and totals the cart', () => {
    let cart = addLine(emptyCart('sco'), scooter, '', 1)
    cart = addLine(cart, helmet, '', 2)
    cart = addLine(cart, scooter, '', 1)
    expect(cart.lines.map((line) => [line.goods_id, line.quantity, line.total])).toEqual([
      [1, 2, 89800],
      [2, 2, 11800],
    ])
    expect(cart.count).toBe(4)
    expect(cart.subtotal).toBe(101600)
  })

  it('keeps sizes of one boot as separate lines', () => {
    const cart = addLine(addLine(emptyCart('boot'), scooter, '26.5', 1), scooter, '27.5', 1)
    expect(cart.lines.map((line) => line.size)).toEqual(['26.5', '27.5'])
  })

  it('sets quantities and removes lines', () => {
    let cart = addLine(addLine(emptyCart('sco'), scooter, '', 1), helmet, '', 1)
    cart = setQuantities(cart, [{ goods_id: 2, size: '', quantity: 5 }])
    expect(cart.count).toBe(6)
    cart = removeLine(cart, { goods_id: 1, size: '' })
    expect(cart.lines.map((line) => line.goods_id)).toEqual([2])
    expect(cart.subtotal).toBe(5 * 5900)
  })

  it('leaves a line above its stock out of the subtotal', () => {
    const cart = setQuantities(addLine(emptyCart('sco'), scooter, '', 1), [{ goods_id: 1, size: '', quantity: 4 }])
    expect(cart.lines[0].available).toBe(false)
    expect(cart.subtotal).toBe(0)
  })

  it.each([
    [0, 5, 'invalid'],
    [-1, 5, 'invalid'],
    [1.5, 5, 'invalid'],
    [Number.NaN, 5, 'invalid'],
    [1000, 2000, 'invalid'],
    [1, 0, 'soldOut'],
    [6, 5, 'stock'],
  ])('refuses quantity %s with stock %s as %s', (quantity, stock, kind) => {
    expect(quantityProblem(quantity, stock)?.kind).toBe(kind)
  })

  it('accepts a whole number within stock', () => {
    expect(quantityProblem(5, 5)).toBeNull()
  })
})
