import { lazy, Suspense, type ComponentType, type JSX } from 'react'
import { definePiece, type DefinedPiece } from '@/lib/deferred-pieces.ts'

/**
 * A component whose code loads after the page is idle (src/lib/deferred-pieces.ts): the server
 * renders it whole, and until its code comes React keeps that HTML as it is (a Suspense boundary
 * hydrates on its own). Once the page is hydrated, a page that renders it later (a client-side
 * navigation) loads it at once; the route's loader awaits `ready()` so that page shows it whole.
 * `load` is a dynamic import, so its module and what only it imports are files of their own, not
 * in the page's first load.
 */
export function deferredPiece<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ((props: Props) => JSX.Element) & Pick<DefinedPiece<unknown>, 'ready'> {
  const piece = definePiece(load)
  const Piece = lazy(() => piece.whenOpen().then((component) => ({ default: component })))
  function DeferredPiece(props: Props) {
    return (
      <Suspense fallback={null}>
        <Piece {...props} />
      </Suspense>
    )
  }
  return Object.assign(DeferredPiece, { ready: piece.ready })
}
