/**
 * A rendered page already shows everything; its scripts only make it interactive. On a slow
 * phone network they would share the line with the page's largest image and hold it back, so
 * the page asks for them once that image has arrived and been painted (or failed, or after
 * `maxWaitMs`), all at once as before: each matched route's module preloads, then the entry module.
 *
 * Both go through TanStack Router's SSR manifest, so the server's HTML and the browser's first
 * render hold the same tags: the routes' chunk lists as JSON data blocks (never run), and one
 * inline loader on the root route (under the page's nonce, like every route script).
 */
export const maxWaitMs = 2500

/** Marks a route's JSON list of module chunks for the loader. */
export const preloadsAttribute = 'data-module-preloads'

/**
 * Runs in the page, inlined as its source: plain JavaScript, nothing from outside its arguments.
 * Like the module script it replaces, it starts no earlier than the end of parsing, and it asks
 * at once when the shopper touches the page first. An image that has arrived is painted in the
 * next frame; the scripts wait for that frame, else their parsing would hold the paint back.
 * It runs once: the router's <Scripts> runs a route script again in the browser when it cannot
 * match the server's (the browser hides its nonce), so a second run finds its mark on `window`
 * and stops.
 */
function loadScriptsAfterPaint(entry: string, attribute: string, maxWait: number) {
  if (Reflect.has(window, attribute)) return
  Reflect.set(window, attribute, true)
  let started = false
  const go = () => {
    if (started) return
    started = true
    const preloads = new Set<string>()
    for (const block of document.querySelectorAll(`script[${attribute}]`)) {
      for (const href of JSON.parse(block.textContent || '[]') as string[]) preloads.add(href)
    }
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.body.append(script)
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(go))
  const start = () => {
    const image = document.querySelector('img[fetchpriority=high]') as HTMLImageElement | null
    if (!image) return go()
    if (image.complete) return afterPaint()
    image.addEventListener('load', afterPaint, { once: true })
    image.addEventListener('error', go, { once: true })
    setTimeout(go, maxWait)
    for (const kind of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(kind, go, { once: true, capture: true })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
  else start()
}

// Node strips the types to blanks: squeeze them, but keep the line breaks the code's
// semicolon-free statements end with.
const loaderSource = loadScriptsAfterPaint.toString().replace(/[ \t]+/g, ' ').replace(/\n\s*/g, '\n')

/** The root route's script: the loader of `entry`. */
export const entryLoader = (entry: string) => ({ attrs: {}, children: `(${loaderSource})(${JSON.stringify(entry)},${JSON.stringify(preloadsAttribute)},${maxWaitMs})` })

/** A route's chunks, for the loader to preload; a JSON data block, which the browser never runs. */
export const preloadList = (files: string[]) => ({ attrs: { type: 'application/json', [preloadsAttribute]: '' }, children: JSON.stringify(files) })
