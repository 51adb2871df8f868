import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

export interface ReviewRow {
  label: ReactNode
  value: ReactNode
  /** Goes back to the step where this was entered. */
  change?: () => void
}

/** The summary box at the top of later steps: what was chosen, each with a way to change it. */
export function CheckoutReview({ rows }: { rows: ReviewRow[] }) {
  return (
    <dl className="checkout-review">
      {rows.map((row, index) => (
        <div key={index} className="checkout-review__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          {row.change ? (
            <button type="button" className="checkout-review__change" onClick={row.change}>
              <Trans>Change</Trans>
              <span className="visually-hidden"> {row.label}</span>
            </button>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
