/**
 * A rendered page already shows everything; its scripts only make it interactive. On a slow
 * phone network they would share the line with the page's largest image and hold it back, so
 * the page asks for them once that image has painted (or failed, or after `maxWaitMs`), all
 * at once as before: each matched route's module preloads, then the entry module.
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
 * The image has painted when the browser reports it as a largest-contentful-paint candidate;
 * where nothing reports that (another element is larger, or no such API), shortly after it loads.
 * Like the module script it replaces, it starts no earlier than the end of parsing.
 */
function loadScriptsAfterPaint(entry: string, attribute: string, maxWait: number) {
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
  const start = () => {
    const image = document.querySelector('img[fetchpriority=high]') as HTMLImageElement | null
    setTimeout(go, maxWait)
    if (!image) return go()
    const afterLoad = () => setTimeout(go, 500)
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((candidate) => (candidate as PerformanceEntry & { element?: Element }).element === image)) setTimeout(go)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    }
    if (image.complete) afterLoad()
    else {
      image.addEventListener('load', afterLoad, { once: true })
      image.addEventListener('error', go, { once: true })
    }
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
