import { Link } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import { Trans } from '@lingui/react/macro'
import { NotFoundState } from '@/ui/not-found-state.tsx'

/** An unknown or withdrawn product: say so and offer the way back to the line's goods. */
export function ProductNotFound({ backTo }: { backTo: RoutePath }) {
  return (
    <NotFoundState
      title={<Trans>Product not found</Trans>}
      message={<Trans>This product does not exist or is no longer sold.</Trans>}
      back={
        <Link to={backTo} className="button">
          <Trans>Back to all goods</Trans>
        </Link>
      }
    />
  )
}
