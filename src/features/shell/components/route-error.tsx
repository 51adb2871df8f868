import { lazy, Suspense, useEffect } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { reloadOnce, shouldReloadFor } from '../chunk-reload.ts'

// The view loads only when a page fails; if even it cannot load, the plain fallback says so.
const RouteErrorView = lazy(() =>
  import('./route-error-view.tsx').then(
    (module) => ({ default: module.RouteErrorView }),
    () => import('./route-error-fallback.tsx').then((module) => ({ default: module.RouteErrorFallback })),
  ),
)

/**
 * Every route's error component (the router's `defaultErrorComponent`): it takes the failed
 * route's place inside its layouts, so the shop's header and footer stay. A part of the app that
 * did not load reloads the page once per path first; after that the view shows.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const path = import.meta.env.SSR ? '' : window.location.pathname
  const reloading = !import.meta.env.SSR && shouldReloadFor(error, path)
  useEffect(() => {
    if (reloading) reloadOnce(path)
  }, [reloading, path])
  if (reloading) return null
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} reset={reset} />
    </Suspense>
  )
}
