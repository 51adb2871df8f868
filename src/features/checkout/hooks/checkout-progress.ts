import type { ProductLine } from '#contract/lines.ts'

// How far a checkout has got, readable before any checkout code loads: the route's guard runs
// in every page's first bundle, so this file stays free of forms and schemas.

export const checkoutSteps = ['information', 'shipping', 'payment', 'confirm'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

/** One draft per user and cart, for this tab only (sessionStorage). */
export const draftStorageKey = (userId: number | undefined, line: ProductLine<'cart'>) => `CHECKOUT__${userId ?? 'guest'}__${line}`

/** Steps done (0–3) in the saved draft; the draft store writes it on every change. */
export function completedSteps(userId: number | undefined, line: ProductLine<'cart'>): number {
  try {
    const completed = (JSON.parse(sessionStorage.getItem(draftStorageKey(userId, line)) ?? '{}') as { completed?: unknown }).completed
    return typeof completed === 'number' && Number.isInteger(completed) ? Math.min(Math.max(completed, 0), 3) : 0
  } catch {
    return 0
  }
}

/** The furthest step the shopper may open: the one after the last completed step. */
export function reachableStep(completed: number, wanted: CheckoutStep): CheckoutStep {
  const index = Math.min(checkoutSteps.indexOf(wanted), completed)
  return checkoutSteps[index] ?? 'information'
}
