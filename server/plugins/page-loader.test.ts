import { execFileSync } from 'node:child_process'
import { Script } from 'node:vm'
import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import {
  earlyTapsKey,
  entryLoader,
  preloadList,
  preloadsAttribute,
  tapNeedsAttribute,
  tapNeedsList,
  withTapCapture,
} from './page-loader.ts'

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
function renderedPage(body: string) {
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
    url: 'http://shop.test/ELST/product?productId=1',
    virtualConsole,
  })
  const { document } = dom.window
  const taps = () => Reflect.get(dom.window, earlyTapsKey) as Taps
  const click = (selector: string) =>
    document.querySelector(selector)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }))
  return { dom, document, taps, click }
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
