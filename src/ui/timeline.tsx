import type { ReactNode } from 'react'
import './timeline.css'

export interface TimelineStep {
  key: string
  /** What happened, already translated. */
  title: ReactNode
  /** When it happened, already formatted; a step still to come has none. */
  when?: string
  /** Instructions, a reference, a tracking number, a reason. */
  detail?: ReactNode
  /** A step that ended the story badly (refused): drawn apart from the rest. */
  tone?: 'done' | 'next' | 'stop'
}

/** Steps in the order they happened, the latest last, each with its date. */
export function Timeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} className={`timeline__step timeline__step--${step.tone ?? 'done'}`}>
          <p className="timeline__title">
            <strong>{step.title}</strong>
            {step.when ? <time className="timeline__when">{step.when}</time> : null}
          </p>
          {step.detail ? <div className="timeline__detail">{step.detail}</div> : null}
        </li>
      ))}
    </ol>
  )
}
