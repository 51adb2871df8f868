import { useEffect } from 'react'

/**
 * A lazy part of a page (a dialog, a payment form) loads on idle, before the shopper asks for it,
 * so a tap (offline too, or replayed from before hydration) finds it at once rather than after a
 * round trip; it is not part of what the page loads before it is ready.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined)
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(idle)
    }
    const timer = setTimeout(preload, 200)
    return () => clearTimeout(timer)
  }, [load])
}
