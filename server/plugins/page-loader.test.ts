import { execFileSync } from 'node:child_process'
import { Script, runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { entryLoader, preloadList, preloadsAttribute } from './scripts-after-paint.ts'

type Node = { tag: string; rel?: string; href?: string; src?: string; type?: string }

/** A page's document, just enough for the loader: the routes' lists, what it appends, the image's events. */
function fakeDocument(image: { complete: boolean } | null) {
  const appended: Node[] = []
  const listeners: Record<string, () => void> = {}
  const img = image && { ...image, addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) }
  const blocks = [preloadList(['/assets/framework.js', '/assets/app.js']), preloadList(['/assets/goods.js', '/assets/app.js'])]
  // Frames and zero-delay tasks; the loader's longest wait apart, so a test can tell them from it.
  const timers: (() => void)[] = []
  const late: (() => void)[] = []
  const context = {
    document: {
      readyState: 'complete',
      querySelector: () => img,
      querySelectorAll: (selector: string) => (selector === `script[${preloadsAttribute}]` ? blocks.map((block) => ({ textContent: block.children })) : []),
      createElement: (tag: string) => ({ tag }) as Node,
      head: { append: (node: Node) => appended.push(node) },
      body: { append: (node: Node) => appended.push(node) },
      addEventListener: (type: string, listener: () => void) => (listeners[`document:${type}`] = listener),
    },
    window: {},
    PerformanceObserver: Object.assign(function () { return { observe() {} } }, { supportedEntryTypes: [] }),
    setTimeout: (callback: () => void, ms = 0) => (ms > 0 ? late : timers).push(callback),
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
  }
  return { context, appended, listeners, runTimers: () => timers.splice(0).forEach((timer) => timer()), runLate: () => late.splice(0).forEach((timer) => timer()) }
}

const loader = entryLoader('/assets/index.js').children
const everything = ['/assets/framework.js', '/assets/app.js', '/assets/goods.js', '/assets/index.js']

describe('scripts after the first paint', () => {
  it('keeps the route chunk lists as JSON data blocks, which the browser never runs', () => {
    expect(preloadList(['/assets/a.js'])).toEqual({ attrs: { type: 'application/json', [preloadsAttribute]: '' }, children: '["/assets/a.js"]' })
  })

  it('asks for every route’s chunks, then the entry, once the page’s largest image has arrived and painted, not before', () => {
    const doc = fakeDocument({ complete: false })
    runInNewContext(loader, doc.context)
    expect(doc.appended).toEqual([])
    doc.listeners.load!()
    expect(doc.appended).toEqual([])
    doc.runTimers() // the next frame: the image is painted
    doc.runTimers() // the task after it
    expect(doc.appended.map((node) => node.href ?? node.src)).toEqual(everything)
    expect(doc.appended.slice(0, 3).every((node) => node.rel === 'modulepreload')).toBe(true)
    expect(doc.appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' })
  })

  it('asks at once on a page without a large image, and when the image fails, once only', () => {
    const plain = fakeDocument(null)
    runInNewContext(loader, plain.context)
    expect(plain.appended).toHaveLength(4)
    const broken = fakeDocument({ complete: false })
    runInNewContext(loader, broken.context)
    broken.listeners.error!()
    broken.runLate()
    expect(broken.appended).toHaveLength(4)
  })

  it('asks after its longest wait when the image never arrives', () => {
    const doc = fakeDocument({ complete: false })
    runInNewContext(loader, doc.context)
    doc.runTimers()
    expect(doc.appended).toEqual([])
    doc.runLate()
    expect(doc.appended).toHaveLength(4)
  })

  it('asks at once when the shopper touches the page first, and runs once however often the page runs it', () => {
    const doc = fakeDocument({ complete: false })
    runInNewContext(loader, doc.context)
    runInNewContext(loader, doc.context)
    doc.listeners['document:pointerdown']!()
    doc.listeners.load!()
    expect(doc.appended.map((node) => node.href ?? node.src)).toEqual(everything)
  })

  it('is valid JavaScript as the server itself writes it (Node strips the types, not this test’s compiler)', () => {
    const module = new URL('./scripts-after-paint.ts', import.meta.url).href
    const served = execFileSync(process.execPath, ['--input-type=module', '-e', `const { entryLoader } = await import(${JSON.stringify(module)}); process.stdout.write(entryLoader('/assets/index.js').children)`], { encoding: 'utf8' })
    expect(() => new Script(served)).not.toThrow()
    const doc = fakeDocument(null)
    runInNewContext(served, doc.context)
    expect(doc.appended.map((node) => node.href ?? node.src)).toEqual(everything)
  })
})
