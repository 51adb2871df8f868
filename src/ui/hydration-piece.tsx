import { Suspense, type ReactNode } from 'react'

/**
 * A part of a server-rendered page that React hydrates on its own: each Suspense boundary is a
 * piece of its own in React's selective hydration, which yields to the browser between pieces
 * (and hydrates first the piece a shopper taps). It adds no element: the server's markup and
 * layout stay as they are, and nothing is shown in its place while it waits.
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
