import { execFileSync } from 'node:child_process'
import { Script } from 'node:vm'
import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { earlyTapsKey } from '#contract/early-taps.ts'
import { entryLoader, preloadList, preloadsAttribute, tapNeedsAttribute, tapNeedsList, withTapCapture } from './page-loader.ts'

type Tap = { event: Event; target: Element; value?: string }
type Taps = { next(): Tap | undefined; replay(run: () => void): void; end(): void }

/** Everything the capture holds, oldest first, as the app's replay takes it; then the capture ends. */
function takeAll(taps: Taps): Tap[] {
  const taken: Tap[] = []
  for (let tap = taps.next(); tap; tap = taps.next()) taken.push(tap)
  taps.end()
  return taken
}

/** A rendered page as the server sends it: the capture last in the head, the loader last in the body. */
function renderedPage(body: string, { url = 'http://shop.test/ELST/product?productId=1', kept = '' } = {}) {
  const blocks = [
    ...[preloadList(['/assets/framework.js', '/assets/app.js']), preloadList(['/assets/goods.js', '/assets/app.js'])].map(
      (block) => `<script type="application/json" ${preloadsAttribute}>${block.children}</script>`,
    ),
    ...[
      tapNeedsList({ '.search-trigger': ['/assets/search-overlay.js', '/assets/radix-dialog.js'], '.locale-toggle': ['/assets/zh-cn.js'] }),
      tapNeedsList({ '.locale-toggle': ['/assets/zh-cn-account.js'] }),
    ].map((block) => `<script type="application/json" ${tapNeedsAttribute}>${block.children}</script>`),
  ].join('')
  const html = withTapCapture(
    `<!doctype html><html><head><title>t</title></head><body>${body}${blocks}<script>${entryLoader('/assets/index.js').children}</script></body></html>`,
    'n0nce',
  )
  // A script error in the page fails the test: the page would have no loader.
  const virtualConsole = new VirtualConsole().on('jsdomError', (error) => {
    throw error
  })
  // pretendToBeVisual: frames (requestAnimationFrame), as the loader waits for one to be painted.
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    url,
    virtualConsole,
    // What the tab's last page left in its session storage (the capture reads it as it starts).
    beforeParse: (window) => kept && window.sessionStorage.setItem(`${earlyTapsKey}:kept`, kept),
  })
  const { document } = dom.window
  const taps = () => Reflect.get(dom.window, earlyTapsKey) as Taps
  const click = (selector: string) =>
    document.querySelector(selector)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }))
  // The shopper leaves (a reload): what the page left for the next load in this tab.
  const hide = () => {
    dom.window.dispatchEvent(new dom.window.PageTransitionEvent('pagehide', { persisted: false }))
    return dom.window.sessionStorage.getItem(`${earlyTapsKey}:kept`) ?? ''
  }
  // The page has loaded (its DOMContentLoaded is behind it): the capture has taken back what the last page owed.
  const parsed = () =>
    new Promise<void>((resolve) =>
      document.readyState === 'complete' ? resolve() : dom.window.addEventListener('load', () => resolve(), { once: true }),
    )
  return { dom, document, taps, click, hide, parsed }
}

describe('the page loader', () => {
  it('keeps the route chunk lists as JSON data blocks, which the browser never runs', () => {
    expect(preloadList(['/assets/a.js'])).toEqual({
      attrs: { type: 'application/json', [preloadsAttribute]: '' },
      children: '["/assets/a.js"]',
    })
  })

  it('asks for every route’s chunks, then the entry, once the page has painted, once', async () => {
    const { document, dom } = renderedPage('<p>Hello</p>')
    await expect.poll(() => document.querySelectorAll('script[type=module]').length, { timeout: 10_000 }).toBe(1)
    dom.window.eval(entryLoader('/assets/index.js').children)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework.js',
      '/assets/app.js',
      '/assets/goods.js',
    ])
    expect([...document.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src'))).toEqual(['/assets/index.js'])
  })

  it('leaves the line to the largest picture until it has loaded', async () => {
    // jsdom fetches no images: the picture stays incomplete until the test says it loaded.
    const { document, dom } = renderedPage('<img fetchpriority="high" src="/media/hero.avif" alt="">')
    const image = document.querySelector('img')!
    Object.defineProperty(image, 'complete', { value: false, configurable: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0)
    image.dispatchEvent(new dom.window.Event('load'))
    await expect.poll(() => document.querySelectorAll('link[rel=modulepreload]').length, { timeout: 10_000 }).toBe(3)
  })

  it('asks for the code at once when the shopper touches the page before the picture is in', async () => {
    const { document, dom } = renderedPage('<img fetchpriority="high" src="/media/hero.avif" alt=""><button>Add to cart</button>')
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false, configurable: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelectorAll('script[type=module]')).toHaveLength(0)
    document.querySelector('button')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }))
    expect([...document.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src'))).toEqual(['/assets/index.js'])
  })

  it('puts the capture last in the head, under the page’s nonce', () => {
    const { document } = renderedPage('')
    expect(document.head.lastElementChild?.getAttribute('nonce')).toBe('n0nce')
    expect(document.head.lastElementChild?.textContent).toContain(earlyTapsKey)
  })
})

describe('the capture before hydration', () => {
  it('stops a tap on a button, keeps it for the app and shows the button pressed at once', () => {
    const { document, taps, click } = renderedPage(
      '<form action="/ELST/product"><input name="quantity" value="1"><button>Add to cart</button></form>',
    )
    let submitted = false
    document.querySelector('form')!.addEventListener('submit', () => (submitted = true))
    click('button')
    expect(submitted).toBe(false)
    expect(document.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toMatch(/nth-child.*opacity/)
    const taken = takeAll(taps())
    expect(taken.map(({ event, target }) => [event.type, target.tagName])).toEqual([['click', 'BUTTON']])
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('leaves links plain links, and taps on text alone', () => {
    const { document, taps, click } = renderedPage('<a href="/ELST/cart"><span>Cart</span></a><p>Text</p>')
    let followed = false
    // What the browser would do next: follow the link, unless someone stopped it.
    document.querySelector('a')!.addEventListener('click', (event) => {
      followed = !event.defaultPrevented
      event.preventDefault()
    })
    click('span')
    click('p')
    expect(followed).toBe(true)
    expect(takeAll(taps())).toEqual([])
  })

  it('notes what was typed, in order with the taps, the last value of a field only', () => {
    const { document, dom, taps, click } = renderedPage(
      '<input id="q" value="1"><button id="add">Add</button><button id="other">Other</button>',
    )
    const field = document.querySelector<HTMLInputElement>('#q')!
    for (const value of ['2', '20']) {
      field.value = value
      field.dispatchEvent(new dom.window.Event('input', { bubbles: true }))
    }
    click('#add')
    click('#other')
    expect(takeAll(taps()).map(({ event, target, value }) => [event.type, target.id, value])).toEqual([
      ['input', 'q', '20'],
      ['click', 'add', undefined],
      ['click', 'other', undefined],
    ])
  })

  it('hands each event over once, goes on capturing until ended, and not what the app replays', () => {
    const { taps, click } = renderedPage('<button>Go</button>')
    click('button')
    expect(taps().next()?.event.type).toBe('click')
    taps().replay(() => click('button'))
    expect(taps().next()).toBeUndefined()
    click('button')
    expect(takeAll(taps())).toHaveLength(1)
    click('button')
    expect(takeAll(taps())).toHaveLength(0)
  })

  it('asks at once, and once, for what a tapped control needs beyond the page, from every list; nothing for other controls or after the capture', () => {
    const { taps, click, document } = renderedPage(
      '<button class="search-trigger"><svg></svg></button><button class="locale-toggle">中文</button><button id="other">Other</button>',
    )
    const asked = () =>
      [...document.querySelectorAll('link[rel=modulepreload]')]
        .map((link) => link.getAttribute('href'))
        .filter((href) => !/framework|app|goods/.test(href!))
    click('#other')
    expect(asked()).toEqual([])
    click('.search-trigger svg')
    click('.search-trigger')
    expect(asked()).toEqual(['/assets/search-overlay.js', '/assets/radix-dialog.js'])
    takeAll(taps())
    click('.locale-toggle')
    expect(asked()).toEqual(['/assets/search-overlay.js', '/assets/radix-dialog.js'])
  })

  it('asks for the other language’s messages, the page’s areas included, at a tap on the language switch', () => {
    const { click, document } = renderedPage('<button class="locale-toggle">中文</button>')
    click('.locale-toggle')
    expect([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/assets/zh-cn.js', '/assets/zh-cn-account.js']),
    )
  })

  it('hands a tap not replayed yet to the next load of the same address, which takes it back once, pressed, ahead of its own', async () => {
    const page = '<form><input name="quantity" value="1"><button>Add to cart</button></form><button id="other">Other</button>'
    const first = renderedPage(page)
    first.click('button')
    const kept = first.hide()
    expect(kept).not.toBe('')
    const next = renderedPage(page, { kept })
    await next.parsed()
    expect(next.dom.window.sessionStorage.getItem(`${earlyTapsKey}:kept`)).toBeNull()
    expect(next.document.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toMatch(/nth-child.*opacity/)
    next.click('#other')
    const taken = takeAll(next.taps())
    expect(taken.map(({ event, target }) => [event.type, target.textContent])).toEqual([
      ['click', 'Add to cart'],
      ['click', 'Other'],
    ])
    expect(taken[0]!.target).toBe(next.document.querySelector('button'))
    // Taken back once: a third load owes nothing.
    expect(next.hide()).toBe('')
  })

  it('keeps a tap the app took but had not replayed when the page went, and none it replayed', async () => {
    const page = '<button id="a">A</button><button id="b">B</button><input id="q" value="1">'
    const first = renderedPage(page)
    first.click('#a')
    const field = first.document.querySelector<HTMLInputElement>('#q')!
    field.value = '3'
    field.dispatchEvent(new first.dom.window.Event('input', { bubbles: true }))
    first.click('#b')
    first.taps().next()
    first.taps().replay(() => {})
    // The typed quantity is in the app's hands, its element still to hydrate; the B tap is queued.
    first.taps().next()
    const next = renderedPage(page, { kept: first.hide() })
    await next.parsed()
    expect(takeAll(next.taps()).map(({ event, target, value }) => [event.type, target.id, value])).toEqual([
      ['input', 'q', '3'],
      ['click', 'b', undefined],
    ])
  })

  it('takes nothing back at another address, or where the control there is another one', async () => {
    const first = renderedPage('<button>Add to cart</button>')
    first.click('button')
    const kept = first.hide()
    const elsewhere = renderedPage('<button>Add to cart</button>', { url: 'http://shop.test/ELST/cart', kept })
    await elsewhere.parsed()
    expect(takeAll(elsewhere.taps())).toEqual([])
    expect(elsewhere.dom.window.sessionStorage.getItem(`${earlyTapsKey}:kept`)).toBeNull()
    const changed = renderedPage('<button>Sold out</button>', { kept })
    await changed.parsed()
    expect(takeAll(changed.taps())).toEqual([])
  })

  it('owes nothing once the app has replayed everything and ended the capture', () => {
    const { click, taps, hide } = renderedPage('<button>Go</button>')
    click('button')
    takeAll(taps())
    expect(hide()).toBe('')
  })

  it('is valid JavaScript as the server itself writes it (Node strips the types, not this test’s compiler)', () => {
    const module = new URL('./page-loader.ts', import.meta.url).href
    const served = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(module)}); process.stdout.write(m.entryLoader('/assets/index.js').children + '\\n' + m.withTapCapture('</head>', 'n'))`,
      ],
      { encoding: 'utf8' },
    )
    const [loader, capture] = served
      .split('\n</head>')
      .join('')
      .split(/\n(?=<script)/)
    expect(() => new Script(loader!)).not.toThrow()
    expect(() => new Script(capture!.replace(/^<script nonce="n">|<\/script><\/head>$/g, ''))).not.toThrow()
  })
})
