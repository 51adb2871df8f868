import { useEffect, useRef, useState, type ReactNode } from 'react'
import './two-slide-slider.css'

interface TwoSlideSliderProps {
  /** 0 shows the intro, 1 the detail (spec §4). */
  index: 0 | 1
  label: string
  intro: ReactNode
  detail: ReactNode
  className?: string
}

/**
 * Spec §2 marketing slider: two slides driven by buttons only (no swiping). The hidden slide
 * leaves the page entirely, so neither focus nor screen readers can reach it; focus follows
 * the slide the visitor asked for.
 */
export function TwoSlideSlider({ index, label, intro, detail, className }: TwoSlideSliderProps) {
  const introSlide = useRef<HTMLDivElement>(null)
  const detailSlide = useRef<HTMLDivElement>(null)
  // The slide a page opens on stands still: slides animate, and focus follows them, only once the
  // visitor has moved them (nothing on a first paint slides in from beside the screen).
  const [opened] = useState(index)
  const [switched, setSwitched] = useState(false)
  if (!switched && index !== opened) setSwitched(true)
  useEffect(() => {
    if (!switched) return
    const shown = index === 0 ? introSlide : detailSlide
    shown.current?.focus({ preventScroll: true })
  }, [index, switched])

  return (
    <div
      className={`two-slides ${className ?? ''}`}
      role="group"
      aria-roledescription="slider"
      aria-label={label}
      data-slide={index}
      data-switched={switched || undefined}
    >
      {[intro, detail].map((content, slide) => (
        <div
          key={slide}
          ref={slide === 0 ? introSlide : detailSlide}
          className={`two-slides__slide two-slides__slide--${slide === 0 ? 'intro' : 'detail'}`}
          hidden={slide !== index}
          tabIndex={-1}
        >
          {content}
        </div>
      ))}
    </div>
  )
}
