import fp from 'fastify-plugin'
import { Code } from '#contract/envelope.ts'

/** A cache of what every visitor sees, emptied when an operator changes the shop. */
export interface SharedCache {
  clear(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a cache of public answers (the catalogue's reads, rendered pages) to empty on an operator's change. */
    sharedCache<C extends SharedCache>(cache: C): C
    /** Empties them all: a change saved other than through a back-office request (a command run by the shop). */
    clearSharedCaches(): void
  }
}

/**
 * The instance's caches of public answers are emptied by every change an operator saves (a
 * request under `changedBy` other than a read, answered with code 200), before that answer goes
 * out: whoever opens the shop after "saved" sees the change on this instance, and on the others
 * within their caches' lifetimes (CATALOGUE_CACHE_MS, twice PAGE_CACHE_MS).
 */
export const sharedCachesPlugin = fp<{ changedBy: string }>(
  async (app, { changedBy }) => {
    const caches: SharedCache[] = []
    app.decorate('sharedCache', <C extends SharedCache>(cache: C) => {
      caches.push(cache)
      return cache
    })
    const clearAll = () => {
      for (const cache of caches) cache.clear()
    }
    app.decorate('clearSharedCaches', clearAll)
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith(changedBy)) return
      if (reply.statusCode === 200 && typeof payload === 'string' && savedAnswer(payload)) clearAll()
    })
  },
  { name: 'shared-caches' },
)

/** A refusal is answered with HTTP 200 too, its envelope's code saying why: only code 200 saved anything. */
function savedAnswer(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { code?: unknown }).code === Code.ok
  } catch {
    return false
  }
}
