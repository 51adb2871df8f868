import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/lib/api-client.ts'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  /** Shown when the server answers code 404 (an unknown id). */
  notFound?: ReactNode
}

/** The loading, failed, offline and not-found states every data page shares. */
export function QueryState<T>({ query, children, notFound }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) {
    if (notFound && query.error instanceof ApiError && query.error.code === 404) return <>{notFound}</>
    return (
      <div className="state" role="alert">
        <p>{query.error.message}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (query.fetchStatus === 'paused') {
    return (
      <div className="state" role="status">
        <p>
          <Trans>network connection failed</Trans>
        </p>
        <p>
          <Trans>This page has not been saved for offline use yet. It will load when you are back online.</Trans>
        </p>
      </div>
    )
  }
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <div className="skeleton" aria-hidden="true" />
    </div>
  )
}
