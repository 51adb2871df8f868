import { describe, expect, it } from 'vitest'
import { readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts'

describe('storage of the spec keys', () => {
  it('keeps values as JSON text under the spec key', () => {
    writeStorage(StorageKey.token, 'abc')
    expect(localStorage.getItem('TOKEN__')).toBe('"abc"')
    expect(readStorage(StorageKey.token)).toBe('abc')
  })

  it.each([
    ['missing', null],
    ["the text 'undefined'", 'undefined'],
    ["the text 'null'", 'null'],
    ['JSON null', 'null'],
    ['unparsable text', '{oops'],
  ])('treats %s as absent', (_label, raw) => {
    if (raw !== null) localStorage.setItem('USER__INFO__', raw)
    expect(readStorage(StorageKey.userInfo)).toBeUndefined()
  })

  it('removes the key when written with nothing', () => {
    writeStorage(StorageKey.path, '/ELST/goods')
    writeStorage(StorageKey.path, undefined)
    expect(localStorage.getItem('PATH__')).toBeNull()
    writeStorage(StorageKey.cart, { sco: [] })
    removeStorage(StorageKey.cart)
    expect(localStorage.getItem('CART__')).toBeNull()
  })
})
