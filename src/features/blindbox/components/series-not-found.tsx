import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** An unknown or withdrawn series: say so and offer the way back to the series. */
export function SeriesNotFound() {
  return (
    <section className="state" role="status">
      <h1>
        <Trans>Series not found</Trans>
      </h1>
      <p>
        <Trans>This blind-box series does not exist.</Trans>
      </p>
      <Link to="/blindBoxes" className="button">
        <Trans>Back to all series</Trans>
      </Link>
    </section>
  )
}
