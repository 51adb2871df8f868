import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { DrawRecord } from '#contract/blindbox.ts'
import { NotFoundState } from '@/ui/not-found-state.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { useDraw } from '../api/get-draw.ts'

/** One of the shopper's draws by its number, or, with none or an unknown one, a way back. */
export function DrawState({ id, children }: { id: string; children: (draw: DrawRecord) => ReactNode }) {
  const draw = useDraw(id)
  // Without a number nothing is asked: the page must not wait for an answer that never comes.
  if (!id) return <DrawNotFound />
  return (
    <QueryState query={draw} notFound={<DrawNotFound />}>
      {children}
    </QueryState>
  )
}

function DrawNotFound() {
  return (
    <NotFoundState
      title={<Trans>Draw not found</Trans>}
      message={<Trans>This draw does not exist or is not yours.</Trans>}
      back={
        <Link to="/blindBoxes/account" className="button">
          <Trans>Back to my blind boxes</Trans>
        </Link>
      }
    />
  )
}
