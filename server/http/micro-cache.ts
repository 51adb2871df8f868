export interface MicroCache {
  /** The value for `key` if loaded less than the cache's lifetime ago, else `load()`'s. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets every answer: the next read of each loads afresh. */
  clear(): void
}

/**
 * Answers identical public reads from memory for a moment: under load the catalogue is read
 * far more often than it changes. Concurrent misses share one load; failures are not kept;
 * the oldest entry goes past `maxEntries`. Nothing in it is needed by another instance, and
 * what it serves is at most `ttlMs` old. A lifetime of 0 turns it off.
 */
export function createMicroCache(ttlMs: number, maxEntries = 1000): MicroCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value as Promise<T>
      const value = load()
      entries.set(key, { expires: now + ttlMs, value })
      value.catch(() => entries.delete(key))
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return value
    },
    clear: () => entries.clear(),
  }
}
