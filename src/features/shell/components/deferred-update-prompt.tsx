import { lazy, Suspense, useEffect, useState } from 'react'

const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })))

/**
 * Registers the service worker (inside UpdatePrompt) once the page has loaded and gone idle,
 * so neither its code nor its precache downloads compete with the first paint.
 */
export function DeferredUpdatePrompt() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
        : setTimeout(() => setReady(true), 1000)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  )
}
