import type { ReactNode } from 'react'

interface NotFoundStateProps {
  title: ReactNode
  message?: ReactNode
  /** The way back: a link to where such things are listed. */
  back: ReactNode
}

/** Something asked for by its address that is not there (or not the shopper's): say so, and offer the way back. */
export function NotFoundState({ title, message, back }: NotFoundStateProps) {
  return (
    <section className="state" role="status">
      <h1>{title}</h1>
      {message ? <p>{message}</p> : null}
      {back}
    </section>
  )
}
