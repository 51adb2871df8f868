import { describe, expect, it, vi } from 'vitest'
import { createMicroCache } from './micro-cache.ts'

describe('the catalogue micro-cache', () => {
  it('loads once for identical reads within its lifetime, again after it', async () => {
    vi.useFakeTimers()
    try {
      const cache = createMicroCache(1000)
      const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2)
      expect(await cache.get('k', load)).toBe(1)
      expect(await cache.get('k', load)).toBe(1)
      vi.advanceTimersByTime(1001)
      expect(await cache.get('k', load)).toBe(2)
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps no failure and does nothing with a lifetime of 0', async () => {
    const cache = createMicroCache(1000)
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok')
    const off = createMicroCache(0)
    const load = vi.fn<() => Promise<number>>().mockResolvedValue(3)
    await off.get('k', load)
    await off.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('drops the oldest entry past its size', async () => {
    const cache = createMicroCache(60_000, 2)
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('v')
    await cache.get('a', load)
    await cache.get('b', load)
    await cache.get('c', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
