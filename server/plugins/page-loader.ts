/**
 * The two inline scripts of a server-rendered page: they load the page's code and keep every tap
 * made before that code runs. Three parts, one per place:
 *
 * 1. Loader (here; the root route's script, last in the body, under the page's nonce). It asks
 *    for every matched route's chunks (module preloads, named by JSON data blocks that never run)
 *    and the entry module, all at once, as soon as the page's largest picture is on screen: once
 *    the images marked `fetchpriority=high` have loaded (or failed) and a frame has painted them,
 *    or at the shopper's first touch, key or tap, whichever comes first (at most 3 s after the
 *    end of parsing). Until then the line belongs to the picture, which is what the shopper
 *    looks at; a shopper who touches the page gets its code requested at that very moment.
 * 2. Capture (here; an inline script the server puts last in the head, so it listens before the
 *    body paints). Until the app has hydrated, it listens on the document in the
 *    capture phase, so it sees every event before anything else does; the first touch, key or
 *    tap also starts the loader. A click on a control
 *    (button, checkbox, summary, label, an ARIA widget; Enter and Space on a button are clicks
 *    too) and a form's submit are stopped (no bare-HTML default: a form would go out as a plain
 *    GET) and queued with their target; the control looks pressed at once (a constructable
 *    stylesheet, so the server's markup, which React is about to hydrate, stays untouched).
 *    Links and text fields are left alone: a link navigates as a plain link, typing types (what
 *    a field holds is noted, in order with the taps, as React resets the fields it controls).
 *    Enter or Space on a non-native ARIA widget (role=button, tab, …) is queued likewise.
 *    What a tapped control needs beyond the page's code (the search's dialog, the other language's
 *    messages: contract/tap-needs.ts) is asked for at the tap, from the lists the server put in
 *    the page (JSON data blocks, route-assets.ts): it then loads beside the page's code, not a
 *    round trip after the replay. A tap still waiting when the page goes (the shopper tapped,
 *    then reloaded at once) is handed to the next load of the same address in the tab
 *    (sessionStorage, written as the page hides): that load takes it back, once, if the same
 *    control is at the same place, and queues it ahead of its own taps.
 * 3. Replay (src/lib/early-taps.ts, in the app). Once hydrated (the root's first effect), the
 *    app dispatches each queued event again on the same element, in the order taken, once;
 *    React's handlers and the browser's own default (a submit button submits, with the form's
 *    validation) then run as for a tap made now. The capture goes on until the queue is empty,
 *    so a tap made meanwhile waits its turn behind the ones before it (React would otherwise
 *    see it first: a submit sent before the quantity typed earlier was put back). What the app
 *    replays is not captured again. An element the render removed is dropped (logged in
 *    development), never handed to another. Hydrating never moves the page
 *    (src/router.tsx): a shopper who scrolled before it still has under their finger what they saw.
 *
 * The replay is the approach of Google's JSAction and Angular's event replay; React alone only
 * replays events made after `hydrateRoot` began, so the first second of a page would be lost.
 */

import { earlyTapsKey } from '#contract/early-taps.ts'

/** Marks a route's JSON list of module chunks for the loader. */
export const preloadsAttribute = 'data-module-preloads'

/** Marks a route's JSON lists of what a tapped control needs: `{ [selector]: files }`. */
export const tapNeedsAttribute = 'data-tap-needs'

/**
 * Capture: runs in the page, inlined as its source at the end of the head, so it listens before
 * the body paints. Plain JavaScript, nothing from outside its argument.
 */
function captureEarlyTaps(key: string, loaderMark: string, needsMark: string) {
  if (Reflect.has(window, key)) return
  type Tap = { event: Event; target: Element; value?: string }
  const taps: Tap[] = []
  // Handed to the app but not replayed yet: a page that goes now still owes it.
  let inHand: Tap | undefined
  let ended = false
  let touched = false
  // The shopper is about to act: the page's code is wanted now (the loader's mark is its start).
  const wake = () => {
    touched = true
    const start = Reflect.get(window, loaderMark)
    if (typeof start === 'function') start()
  }
  const sheet = new CSSStyleSheet()
  const pressed: Element[] = []
  // A selector for one element by its place in the document (no attribute is added to it).
  const pathOf = (element: Element) => {
    const steps: string[] = []
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      steps.unshift(`*:nth-child(${[...(node.parentElement?.children ?? [])].indexOf(node) + 1})`)
    }
    return `:root>${steps.join('>')}`
  }
  // What says a control is still the one tapped: its tag and the start of its text.
  const labelOf = (element: Element) => `${element.tagName}:${(element.textContent || '').trim().slice(0, 80)}`
  const press = (control: Element) => {
    if (pressed.includes(control)) return
    pressed.push(control)
    sheet.replaceSync(`${pressed.map(pathOf).join(',')}{opacity:.6;cursor:progress;transform:scale(.97);transition:none}`)
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }
  const controls =
    'button,input,summary,label,select,textarea,[role=button],[role=tab],[role=checkbox],[role=switch],[role=menuitem],[role=option],[role=radio]'
  const textFields =
    'select,textarea,input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=image],[type=file])'
  // What a tapped control needs beyond the page's code, asked for once, beside that code.
  const asked = new Set<string>()
  const askForNeeds = (control: Element) => {
    for (const block of document.querySelectorAll(`script[${needsMark}]`)) {
      const needs = JSON.parse(block.textContent || '{}') as Record<string, string[]>
      for (const selector of Object.keys(needs)) {
        if (!control.closest(selector)) continue
        for (const href of needs[selector].filter((each) => !asked.has(each))) {
          asked.add(href)
          const link = document.createElement('link')
          link.rel = 'modulepreload'
          link.href = href
          document.head.append(link)
        }
      }
    }
  }
  const take = (event: Event, target: Element, control: Element) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    taps.push({ event, target })
    press(control)
    askForNeeds(control)
  }
  // Taps owed by the last page at this address (it went before replaying them), taken back once.
  const keptKey = `${key}:kept`
  type KeptTap = { type: string; path: string; label: string; value?: string; key?: string; submitter?: string }
  const describe = ({ event, target, value }: Tap): KeptTap => {
    const submitter = (event as SubmitEvent).submitter
    return {
      type: event.type,
      path: pathOf(target),
      label: labelOf(target),
      value,
      key: (event as KeyboardEvent).key,
      submitter: submitter ? pathOf(submitter) : undefined,
    }
  }
  let owed: KeptTap[] = []
  try {
    const kept = JSON.parse(sessionStorage.getItem(keptKey) || 'null') as { url: string; taps: KeptTap[] } | null
    sessionStorage.removeItem(keptKey)
    if (kept && kept.url === location.href) owed = kept.taps
  } catch {
    // No storage here (a private window may refuse it): nothing was kept.
  }
  const takeBackOwed = () => {
    const restored: Tap[] = []
    for (const each of owed) {
      const target = document.querySelector(each.path)
      if (!target || labelOf(target) !== each.label) continue
      const submitter = each.submitter ? document.querySelector(each.submitter) : null
      const init = { bubbles: true, cancelable: true }
      const event =
        each.type === 'submit'
          ? new SubmitEvent('submit', { ...init, submitter: submitter instanceof HTMLElement ? submitter : null })
          : each.type === 'keydown'
            ? new KeyboardEvent('keydown', { ...init, key: each.key })
            : each.value === undefined
              ? new MouseEvent(each.type, { ...init, detail: 1 })
              : new Event(each.type, init)
      restored.push({ event, target, value: each.value })
      if (each.value !== undefined) continue
      const control = (submitter as Element | null) ?? target.closest(controls) ?? target
      press(control)
      askForNeeds(control)
    }
    owed = []
    if (restored.length === 0) return
    taps.unshift(...restored)
    wake()
  }
  const keepWhatIsOwed = () => {
    if (ended) return
    const pending = [...owed, ...(inHand ? [inHand, ...taps] : taps).map(describe)]
    try {
      if (pending.length > 0) sessionStorage.setItem(keptKey, JSON.stringify({ url: location.href, taps: pending }))
    } catch {
      // Full or refused: the taps go with the page, as before there was a hand-off.
    }
  }
  // While the app replays an event, what that dispatches is the app's own.
  let replaying = false
  const onEvent = (event: Event) => {
    if (replaying) return
    if (!touched) wake()
    const target = event.target
    if (!(target instanceof Element) || event.defaultPrevented) return
    if (event.type === 'input' || event.type === 'change') {
      // Typing types; the value is kept, as React resets a field it controls when it hydrates.
      if (!target.matches(textFields)) return
      const value = (target as HTMLInputElement).value
      const last = taps[taps.length - 1]
      if (last && last.target === target && last.value !== undefined) last.value = value
      else taps.push({ event, target, value })
      return
    }
    if (event.type === 'submit') return take(event, target, (event as SubmitEvent).submitter ?? target)
    if (target.closest('a[href]')) return
    const control = target.closest(controls)
    if (!control || control.matches(textFields) || control.matches(':disabled')) return
    if (event.type === 'click') return take(event, target, control)
    const { key: pressedKey } = event as KeyboardEvent
    // Native controls turn Enter and Space into a click themselves; ARIA widgets do not.
    if ((pressedKey === 'Enter' || pressedKey === ' ') && control.matches('[role]:not(button,input,summary,label)'))
      take(event, target, control)
  }
  // pointerdown only wakes the loader, a moment before the tap's click.
  const types = ['pointerdown', 'click', 'submit', 'keydown', 'input', 'change']
  for (const type of types) document.addEventListener(type, onEvent, true)
  if (owed.length > 0) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', takeBackOwed, { once: true })
    else takeBackOwed()
  }
  window.addEventListener('pagehide', keepWhatIsOwed)
  // Back from the back-forward cache, this page replays its own taps: the next load owes none.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    try {
      sessionStorage.removeItem(keptKey)
    } catch {
      // As above.
    }
  })
  Reflect.set(window, key, {
    /** Whether the shopper has touched the page yet (the loader then starts at once). */
    get touched() {
      return touched
    },
    /** The oldest event not handed over yet (the capture goes on meanwhile). */
    next() {
      inHand = taps.shift()
      return inHand
    },
    /** Runs the app's replay of an event: what it dispatches is not captured. */
    replay(run: () => void) {
      inHand = undefined
      replaying = true
      try {
        run()
      } finally {
        replaying = false
      }
    },
    /** Ends the capture (what comes next is the app's alone); the pressed look goes. */
    end() {
      ended = true
      inHand = undefined
      pressed.splice(0)
      for (const type of types) document.removeEventListener(type, onEvent, true)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet)
      taps.splice(0)
    },
  })
}

/**
 * Loader: runs in the page, inlined as its source at the end of the body (the root route's
 * script). It runs once: the router's <Scripts> runs a route script again in the browser when it
 * cannot match the server's (the browser hides its nonce), so a second run finds its mark on
 * `window` and stops. The mark is the start itself, for the capture to call at a touch.
 */
function loadPage(entry: string, attribute: string, tapsKey: string) {
  if (Reflect.has(window, attribute)) return
  let started = false
  const load = () => {
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
  Reflect.set(window, attribute, load)
  // The largest picture first: its bytes, then the frame that shows it, then the code. The
  // browser reports a largest-contentful-paint entry once that frame is on screen (a frame's
  // timer can run before then); where it reports none (another browser, or a larger element
  // painted before), two frames and a moment stand in. A picture that never answers holds nothing
  // up for long.
  const whenShown = (pictures: Element[]) => {
    let shown = false
    const go = () => {
      if (shown) return
      shown = true
      setTimeout(load)
    }
    try {
      new PerformanceObserver((list) => {
        if (
          list
            .getEntries()
            .some((paint) => pictures.length === 0 || pictures.includes((paint as PerformanceEntry & { element: Element | null }).element!))
        )
          go()
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    } catch {
      // No such entries in this browser: the frames below decide.
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 200)))
  }
  const afterLargestPicture = () => {
    if ((Reflect.get(window, tapsKey) as { touched?: boolean } | undefined)?.touched) return load()
    const pictures = [...document.querySelectorAll('img[fetchpriority=high]')]
    const pending = pictures.filter((image) => !(image as HTMLImageElement).complete)
    let left = pending.length
    for (const image of pending) {
      let settled = false
      const done = () => {
        if (settled) return
        settled = true
        if (--left === 0) whenShown(pictures)
      }
      image.addEventListener('load', done, { once: true })
      image.addEventListener('error', done, { once: true })
    }
    if (left === 0) whenShown(pictures)
    setTimeout(load, 3000)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterLargestPicture, { once: true })
  else afterLargestPicture()
}

// Node strips the types to blanks: squeeze them, but keep the line breaks the code's
// semicolon-free statements end with.
const squeeze = (code: (...args: never[]) => unknown) =>
  code
    .toString()
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
const loaderSource = squeeze(loadPage)
const captureSource = `(${squeeze(captureEarlyTaps)})(${[earlyTapsKey, preloadsAttribute, tapNeedsAttribute].map((each) => JSON.stringify(each)).join(',')})`

/** The root route's script: loads `entry` and the matched routes' chunks. */
export const entryLoader = (entry: string) => ({
  attrs: {},
  children: `(${loaderSource})(${JSON.stringify(entry)},${JSON.stringify(preloadsAttribute)},${JSON.stringify(earlyTapsKey)})`,
})

/** The capture, as the last tag of a rendered page's head (React's hydration skips it there). */
export const withTapCapture = (html: string, nonce: string) =>
  html.replace('</head>', () => `<script nonce="${nonce}">${captureSource}</script></head>`)

/** What a tap on a control matching each selector needs, for the capture to ask for; a JSON data block. */
export const tapNeedsList = (needs: Record<string, string[]>) => ({
  attrs: { type: 'application/json', [tapNeedsAttribute]: '' },
  children: JSON.stringify(needs),
})

/** A route's chunks, for the loader to preload; a JSON data block, which the browser never runs. */
export const preloadList = (files: string[]) => ({
  attrs: { type: 'application/json', [preloadsAttribute]: '' },
  children: JSON.stringify(files),
})
