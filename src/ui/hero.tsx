import type { ReactNode } from 'react'
import { ResponsiveImage } from './responsive-image.tsx'
import './hero.css'

interface HeroProps {
  /** A wide banner (1600×700) that may carry its own artwork text, so it sits above the copy. */
  image: string
  /** Describes the banner for screen readers, in the page's language. */
  alt: string
  children: ReactNode
}

/** A shop home's opening: the banner, then the heading, the pitch and the calls to action. */
export function Hero({ image, alt, children }: HeroProps) {
  return (
    <section className="hero">
      <ResponsiveImage src={image} alt={alt} width={1600} height={700} sizes="100vw" className="hero__image" priority="high" />
      <div className="hero__copy container">{children}</div>
    </section>
  )
}
