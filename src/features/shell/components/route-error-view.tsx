import { useEffect, useState } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/lib/api-client.ts'
import { isChunkLoadError } from '../chunk-reload.ts'
import { reportShownError } from '../api/report-error.ts'
import './route-error-view.css'

/**
 * What a shopper sees when a page fails: the shop's words, in their language, inside the page's
 * own header and footer. "Try again" runs the failed loaders again (a part of the app that did not
 * load: the page again); the link home always works.
 * Each error shown is reported to the server's log.
 */
export function RouteErrorView({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    reportShownError(router.options.context.api, error, chunk ? 'chunk' : 'route', window.location.pathname.slice(0, 300))
  }, [router, error, chunk])
  const retry = async () => {
    setRetrying(true)
    // The browser keeps a module that failed to load as failed: only a new page fetches it again.
    if (chunk) return window.location.reload()
    try {
      // The loaders run again; the boundary then shows the page, or this view for a new error.
      await router.invalidate()
    } finally {
      setRetrying(false)
      reset()
    }
  }
  return (
    <section className="route-error" role="alert">
      <h1>
        <Trans>Sorry, this page could not be shown</Trans>
      </h1>
      <p>
        {chunk ? (
          <Trans>A part of the page did not load. Check your connection, then try again.</Trans>
        ) : error instanceof ApiError ? (
          // Already in the shopper's language ("network connection failed", "Request failed"…).
          error.message
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )}
      </p>
      <div className="route-error__ways">
        <button type="button" className="button" onClick={() => void retry()} disabled={retrying} aria-busy={retrying}>
          <Trans>Try again</Trans>
        </button>
        <Link to="/" className="button button--ghost">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  )
}
