/**
 * Parts of a server-rendered page whose code is not part of what the page loads first (a form and
 * its form library): the server renders them, the browser shows that HTML, and their code loads
 * once the hydrated page is idle, or at once when the shopper has touched the page. Until then
 * the page loader's capture keeps every tap (src/lib/early-taps.ts waits for these pieces before
 * it ends), so a tap on a piece still loading is replayed once the piece has hydrated.
 *
 * A page rendered in the browser alone (no server HTML, no capture) has nothing to wait for: its
 * pieces load as soon as they are rendered, as every piece does once the gate is open.
 */

import { earlyTapsKey } from '#contract/early-taps.ts'

interface Piece {
  start(): void
  settled: boolean
}

const pieces = new Set<Piece>()
let open: boolean | undefined

/** Whether pieces may load now: after the gate opened, or on a page no server rendered. */
const isOpen = () => (open ??= typeof window === 'undefined' || !Reflect.has(window, earlyTapsKey))

/** The gate opens: every piece defined so far loads now, and every piece defined later at once. */
export function openPieces(): void {
  open = true
  for (const piece of pieces) piece.start()
}

/** Opens the gate once the browser is idle: the page's own code has run and hydrated what it could. */
export function openPiecesWhenIdle(): void {
  if (isOpen()) return
  if ('requestIdleCallback' in window) window.requestIdleCallback(openPieces, { timeout: 3000 })
  else setTimeout(openPieces, 200)
}

/** Whether some piece's code is still to come (or coming): a tap on it waits for it. */
export const piecesPending = (): boolean => [...pieces].some((piece) => !piece.settled)

export interface DefinedPiece<T> {
  /** What `load` resolves to (or why it failed), once the gate is open; loaded once. */
  whenOpen(): Promise<T>
  /**
   * For a route's loader: once the page is hydrated, resolves when the piece's code is here (so a
   * page reached in the app shows its form whole, not a moment later); before that, at once.
   */
  ready(): Promise<void>
}

/** A piece whose module `load` answers once the gate is open. */
export function definePiece<T>(load: () => Promise<T>): DefinedPiece<T> {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const loaded = new Promise<T>((yes, no) => ([resolve, reject] = [yes, no]))
  let started = false
  const piece: Piece = {
    settled: false,
    start() {
      if (started) return
      started = true
      void load()
        .then(resolve, reject)
        .finally(() => (piece.settled = true))
    },
  }
  if (typeof window !== 'undefined') pieces.add(piece)
  if (isOpen()) piece.start()
  const whenOpen = () => {
    if (isOpen()) piece.start()
    return loaded
  }
  return {
    whenOpen,
    ready: () =>
      isOpen()
        ? whenOpen().then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve(),
  }
}
