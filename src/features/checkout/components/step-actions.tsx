import type { ReactNode } from 'react'

interface StepActionsProps {
  /** 'Return to cart' on the first step, 'Previous' on the others. */
  back: ReactNode
  next: ReactNode
  pending?: boolean
  /** A failure to show above the buttons (offline, a refused order). */
  problem?: string
}

/** The bottom of every step: back on the left, the way forward on the right. */
export function StepActions({ back, next, pending, problem }: StepActionsProps) {
  return (
    <>
      {problem ? (
        <p className="field__error checkout__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="checkout__actions">
        {back}
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {next}
        </button>
      </div>
    </>
  )
}
