import { Link } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import { Trans } from '@lingui/react/macro'

/** An unknown or withdrawn product: say so and offer the way back to the line's goods. */
export function ProductNotFound({ backTo }: { backTo: RoutePath }) {
  return (
    <section className="state" role="status">
      <h1>
        <Trans>Product not found</Trans>
      </h1>
      <p>
        <Trans>This product does not exist or is no longer sold.</Trans>
      </p>
      <Link to={backTo} className="button">
        <Trans>Back to all goods</Trans>
      </Link>
    </section>
  )
}
