import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { NotFoundState } from '@/ui/not-found-state.tsx'

/** An unknown or withdrawn series: say so and offer the way back to the series. */
export function SeriesNotFound() {
  return (
    <NotFoundState
      title={<Trans>Series not found</Trans>}
      message={<Trans>This blind-box series does not exist.</Trans>}
      back={
        <Link to="/blindBoxes" className="button">
          <Trans>Back to all series</Trans>
        </Link>
      }
    />
  )
}
