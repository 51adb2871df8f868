/**
 * The replay half of the page loader (server/plugins/page-loader.ts explains all three parts):
 * what the shopper tapped before the app hydrated is dispatched again, once, in order, on the
 * same element, now that React's handlers listen.
 */

import { earlyTapsKey } from '#contract/early-taps.ts'
import { openPieces, openPiecesWhenIdle, piecesPending } from './deferred-pieces.ts'

/** What the capture took: a tap, or the last value typed into a field (`value`) before the taps after it. */
interface EarlyTap {
  event: Event
  target: Element
  value?: string
}

interface EarlyTaps {
  /** Whether the shopper has touched the page already. */
  readonly touched: boolean
  /** The oldest event not replayed yet; the capture goes on taking new ones meanwhile. */
  next(): EarlyTap | undefined
  /** Runs one replay: what it dispatches is not captured again. */
  replay(run: () => void): void
  /** Ends the capture: from now on events reach React directly. */
  end(): void
}

const captureOf = () => (typeof window === 'undefined' ? undefined : (Reflect.get(window, earlyTapsKey) as EarlyTaps | undefined))

/** A fresh event like the one taken: the same kind, keys and pointer. */
function again(event: Event): Event {
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, event)
  // A click is a PointerEvent in Chromium; a synthetic click still runs the browser's default
  // (a submit button submits, a checkbox toggles, a label forwards).
  const Kind = typeof PointerEvent === 'function' && event instanceof PointerEvent ? PointerEvent : MouseEvent
  const mouse = event as MouseEvent
  return new Kind(event.type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: mouse.view,
    detail: mouse.detail,
    screenX: mouse.screenX,
    screenY: mouse.screenY,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
    ctrlKey: mouse.ctrlKey,
    shiftKey: mouse.shiftKey,
    altKey: mouse.altKey,
    metaKey: mouse.metaKey,
    button: mouse.button,
    ...(event instanceof PointerEvent ? { pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary } : {}),
  })
}

/** The captures whose replay has begun (there is one per page; StrictMode runs the effect twice). */
const replayed = new WeakSet<EarlyTaps>()

/**
 * Replays what the capture took, in tasks of their own after the root's first commit: the parts
 * of the page below the root hydrate after it (each Suspense boundary on its own), so each event
 * waits for its element to be hydrated. Between two events React flushes what the first one
 * changed, as it would between two taps. The capture ends once nothing is left: a tap made during
 * the replay is replayed after the ones before it, never handled ahead of them. Runs once; later
 * calls do nothing.
 */
export function replayEarlyTaps(): void {
  const capture = captureOf()
  if (!capture || replayed.has(capture)) return
  replayed.add(capture)
  // The page's deferred pieces (src/lib/deferred-pieces.ts) load once it is idle, or now for a
  // shopper who has already touched it.
  if (capture.touched) openPieces()
  else openPiecesWhenIdle()
  setTimeout(() => void replayNow(capture))
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** How long an event waits for React to hydrate its element by itself before forcing it. */
const hydrationWaitMs = 5000

/**
 * Whether React has hydrated this element: it then keeps the element's props on it, under a key
 * of its own (`__reactProps$…`, React DOM's internal mark, stable since React 17).
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Waits until React has hydrated `element`: a value typed into a field only sticks once React
 * has reset it, and a tap then finds the handlers of its part in place. While a deferred piece's
 * code is on its way the wait goes on (on a slow network that takes what it takes); past the wait
 * after that, the event goes anyway (a click on a part not yet hydrated makes React hydrate it).
 */
async function untilHydrated(element: Element): Promise<void> {
  let deadline = performance.now() + hydrationWaitMs
  while (element.isConnected && !isHydrated(element) && performance.now() < deadline) {
    if (piecesPending()) deadline = performance.now() + hydrationWaitMs
    await nextFrame()
  }
}

/**
 * Tells React what the shopper typed into a field before hydration, as typing would. React
 * hydrated the field with its own value and only reports a change when the field differs from
 * the last value it set: so the field's `value` is set (which React notes) to something else,
 * then the typed value goes in through the browser's own setter (which React does not see), and
 * an input event follows, as after a keystroke.
 */
function retype(field: Element, value: string): void {
  const own =
    field instanceof HTMLSelectElement ? HTMLSelectElement : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
  ;(field as HTMLInputElement).value = value === '' ? '0' : ''
  Object.getOwnPropertyDescriptor(own.prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * The next event to replay; with none, the capture goes on while a deferred piece still loads
 * (a tap on it now would reach a part React cannot hydrate yet), and ends after.
 */
async function nextTap(capture: EarlyTaps): Promise<EarlyTap | undefined> {
  for (;;) {
    const tap = capture.next()
    if (tap || !piecesPending()) return tap
    await nextFrame()
  }
}

async function replayNow(capture: EarlyTaps): Promise<void> {
  for (let tap = await nextTap(capture); tap; tap = await nextTap(capture)) {
    // The shopper acts: what is left of the page's code is wanted now.
    openPieces()
    const { event, target, value } = tap
    await untilHydrated(target)
    await nextTask()
    if (!target.isConnected) {
      // The render replaced or removed it: the tap was meant for something no longer there.
      if (import.meta.env.DEV) console.warn(`A ${event.type} made before the page was ready was dropped: its element is gone.`, target)
      continue
    }
    capture.replay(() => replayOne(event, target, value))
  }
  capture.end()
}

function replayOne(event: Event, target: Element, value: string | undefined): void {
  if (value !== undefined) return retype(target, value)
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    // requestSubmit validates the form first, as a submit made now would be.
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.isConnected && submitter.form === target) target.requestSubmit(submitter)
    else target.requestSubmit()
    return
  }
  target.dispatchEvent(again(event))
}
