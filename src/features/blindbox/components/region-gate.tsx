import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/lib/api-client.ts'
import { useRegion } from '../api/check-region.ts'
// The blind-box pages' styles ride with the layout's gate, so they load only on those pages.
import './blindbox.css'

/** The blind-box shop opens after the region check (spec §2); a refused region sees why and the way home. */
export function RegionGate({ children }: { children: ReactNode }) {
  const region = useRegion()
  if (region.isPending)
    return (
      <p role="status">
        <Trans>Checking your region…</Trans>
      </p>
    )
  if (region.isError || region.data.refused !== null) {
    return (
      <section className="box-refused">
        <p role="alert">
          {region.data?.refused ?? (region.error instanceof ApiError ? region.error.message : <Trans>Request failed</Trans>)}
        </p>
        <Link to="/" className="button">
          <Trans>Back to home</Trans>
        </Link>
      </section>
    )
  }
  return <>{children}</>
}
