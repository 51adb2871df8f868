import { setImmediate } from 'node:timers/promises'

/** A rendered page and whether every visitor may be shown it. */
export interface SharedPage {
  /** False when anything in it depends on the visitor (an answer marked private, their address). */
  shared: boolean
  status: number
}

export interface PageCache<P extends SharedPage> {
  /** The page for `key`: a shared render made less than the cache's lifetime ago, else `render()`'s. */
  get(key: string, render: () => Promise<P>): Promise<P>
  /** Forgets every kept page: the next visitor of each gets a fresh render. */
  clear(): void
}

/**
 * Pages that are the same for every anonymous visitor, rendered once and answered from memory
 * for a moment. Only a render that says it is `shared` is kept or handed to a visitor other than
 * the one it was made for: a request arriving while the same page renders waits for it, and
 * renders its own if that one turns out personal. A kept page past its lifetime, but by less
 * than one more, is still answered at once while one render refreshes it behind: under load the
 * visitors arriving as a page expires never queue behind its render, and what they see is at
 * most twice the lifetime old (an idle shop renders afresh). Failures are not kept; 404 pages
 * (any path can be one) have a smaller share of their own, so a flood of unknown paths cannot
 * push the shop's pages out. A lifetime of 0 turns it off.
 */
export function createPageCache<P extends SharedPage>(ttlMs: number, { maxPages = 1000, maxNotFound = 200 } = {}): PageCache<P> {
  const pages = new Map<string, { expires: number; page: P }>()
  const notFound = new Map<string, { expires: number; page: P }>()
  const rendering = new Map<string, Promise<P>>()
  const keep = (key: string, page: P) => {
    const [store, max] = page.status === 404 ? [notFound, maxNotFound] : [pages, maxPages]
    store.delete(key)
    store.set(key, { expires: Date.now() + ttlMs, page })
    if (store.size > max) store.delete(store.keys().next().value as string)
  }
  // One render per key at a time: the visitors asking meanwhile share it.
  const renderOnce = (key: string, render: () => Promise<P>) => {
    const page = render()
    rendering.set(key, page)
    void page
      .then(
        (done) => {
          if (done.shared && (done.status === 200 || done.status === 404)) keep(key, done)
        },
        () => {},
      )
      .finally(() => rendering.delete(key))
    return page
  }
  return {
    async get(key, render) {
      if (ttlMs <= 0) return render()
      const hit = pages.get(key) ?? notFound.get(key)
      const now = Date.now()
      if (hit && hit.expires > now) return hit.page
      const inFlight = rendering.get(key)
      if (hit && hit.expires + ttlMs > now) {
        if (!inFlight) renderOnce(key, render).catch(() => {})
        return hit.page
      }
      if (inFlight) {
        const page = await inFlight.catch(() => undefined)
        return page?.shared ? page : render()
      }
      return renderOnce(key, render)
    },
    clear() {
      pages.clear()
      notFound.clear()
    },
  }
}

/**
 * At most `limit` tasks at once; the others wait their turn in arrival order. Each starts on a
 * turn of the event loop of its own: a render that never waits for I/O (an unknown path's) would
 * otherwise hand its place to the next in the same turn, and the API's requests would wait for
 * the whole line.
 */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    // A finishing task hands its place straight to the next in line.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      await setImmediate()
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
