import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The server cannot measure the screen: it guesses a phone or a desktop from the User-Agent,
 * renders with that guess and writes it on `<html data-viewport>`, so hydration starts from the
 * same answer and a phone's layout does not jump once the script runs.
 */
export type ViewportHint = 'mobile' | 'desktop'
const hintWidth: Record<ViewportHint, number> = { mobile: 390, desktop: 1280 }
const pageHint: ViewportHint =
  typeof document !== 'undefined' && document.documentElement.dataset.viewport === 'mobile' ? 'mobile' : 'desktop'

/** The server render provides its request's guess; the browser reads the one its page was rendered with. */
export const ViewportHintContext = createContext<ViewportHint>(pageHint)

export const useViewportHint = () => useContext(ViewportHintContext)

/** The guess for a width query (`(max-width: 768px)`, `(min-width: 769px)`); anything else is false. */
function guess(query: string, hint: ViewportHint): boolean {
  const width = hintWidth[hint]
  const max = /\(max-width:\s*(\d+)px\)/.exec(query)
  const min = /\(min-width:\s*(\d+)px\)/.exec(query)
  if (!max && !min) return false
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]))
}

/** Follows a CSS media query, e.g. useMediaQuery('(max-width: 768px)'). */
export function useMediaQuery(query: string): boolean {
  const hint = useViewportHint()
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
    () => guess(query, hint),
  )
}
