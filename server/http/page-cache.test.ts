import { describe, expect, it, vi } from 'vitest'
import { createLimiter, createPageCache, type SharedPage } from './page-cache.ts'

interface Page extends SharedPage {
  html: string
}

/** A render that finishes when the test says so. */
function heldRender(page: Page) {
  let finish = () => {}
  const render = vi.fn<() => Promise<Page>>(() => new Promise<Page>((resolve) => (finish = () => resolve(page))))
  return { render, finish: () => finish() }
}

describe('the shared page cache', () => {
  it('hands a render to every visitor asking meanwhile and keeps it, when it is the same for everyone', async () => {
    const cache = createPageCache<Page>(60_000)
    const held = heldRender({ shared: true, status: 200, html: 'public' })
    const pages = [cache.get('k', held.render), cache.get('k', held.render)]
    held.finish()
    expect((await Promise.all(pages)).map((page) => page.html)).toEqual(['public', 'public'])
    expect((await cache.get('k', held.render)).html).toBe('public')
    expect(held.render).toHaveBeenCalledTimes(1)
  })

  it('renders afresh once cleared (an operator saved a change), pages and 404s alike', async () => {
    const cache = createPageCache<Page>(60_000)
    let version = 1
    const render = vi.fn<() => Promise<Page>>(async () => ({ shared: true, status: 200, html: `v${version}` }))
    const missing = vi.fn<() => Promise<Page>>(async () => ({ shared: true, status: 404, html: `gone v${version}` }))
    await cache.get('k', render)
    await cache.get('404', missing)
    version = 2
    expect((await cache.get('k', render)).html).toBe('v1')
    cache.clear()
    expect((await cache.get('k', render)).html).toBe('v2')
    expect((await cache.get('404', missing)).html).toBe('gone v2')
  })

  it('never hands a visitor’s own render to another, nor keeps it', async () => {
    const cache = createPageCache<Page>(60_000)
    const mine = heldRender({ shared: false, status: 200, html: 'for visitor A' })
    const theirs = vi.fn<() => Promise<Page>>(async () => ({ shared: false, status: 200, html: 'for visitor B' }))
    const first = cache.get('k', mine.render)
    const second = cache.get('k', theirs)
    mine.finish()
    expect((await first).html).toBe('for visitor A')
    expect((await second).html).toBe('for visitor B')
    expect((await cache.get('k', theirs)).html).toBe('for visitor B')
    expect(theirs).toHaveBeenCalledTimes(2)
  })

  it('keeps no failure or redirect, and nothing with a lifetime of 0', async () => {
    const cache = createPageCache<Page>(60_000)
    await expect(cache.get('k', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    const redirect = vi.fn<() => Promise<Page>>(async () => ({ shared: true, status: 307, html: '' }))
    await cache.get('r', redirect)
    await cache.get('r', redirect)
    expect(redirect).toHaveBeenCalledTimes(2)
    const off = createPageCache<Page>(0)
    const render = vi.fn<() => Promise<Page>>(async () => ({ shared: true, status: 200, html: 'x' }))
    await off.get('k', render)
    await off.get('k', render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('answers a page just past its lifetime at once while one render refreshes it, and a page older than that only fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const cache = createPageCache<Page>(1_000)
      await cache.get('k', async () => ({ shared: true, status: 200, html: 'first' }))
      vi.advanceTimersByTime(1_500)
      const refresh = heldRender({ shared: true, status: 200, html: 'second' })
      // Everyone arriving as the page expires gets the kept copy; one render runs behind them.
      const answers = await Promise.all([cache.get('k', refresh.render), cache.get('k', refresh.render)])
      expect(answers.map((page) => page.html)).toEqual(['first', 'first'])
      expect(refresh.render).toHaveBeenCalledTimes(1)
      refresh.finish()
      await vi.waitFor(async () => expect((await cache.get('k', refresh.render)).html).toBe('second'))
      expect(refresh.render).toHaveBeenCalledTimes(1)
      // Two lifetimes on, nobody is shown the old copy: the visitor waits for a new render.
      vi.advanceTimersByTime(2_500)
      const third = heldRender({ shared: true, status: 200, html: 'third' })
      const answer = cache.get('k', third.render)
      third.finish()
      expect((await answer).html).toBe('third')
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets unknown paths push out only unknown paths', async () => {
    const cache = createPageCache<Page>(60_000, { maxPages: 10, maxNotFound: 2 })
    const product = vi.fn<() => Promise<Page>>(async () => ({ shared: true, status: 200, html: 'product' }))
    await cache.get('/product', product)
    for (const path of ['/a', '/b', '/c', '/d']) await cache.get(path, async () => ({ shared: true, status: 404, html: 'not found' }))
    await cache.get('/product', product)
    expect(product).toHaveBeenCalledTimes(1)
  })
})

describe('the render limiter', () => {
  it('runs at most its limit at once, the rest in arrival order', async () => {
    const inTurn = createLimiter(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const tasks = Array.from({ length: 6 }, (_, index) =>
      inTurn(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setImmediate(resolve))
        order.push(index)
        running--
      }),
    )
    await Promise.all(tasks)
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
  })
})
