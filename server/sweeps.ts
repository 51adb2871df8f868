import type { App } from './app.ts'
import { scheduleExpiredOrderSweep } from './modules/orders/index.ts'

/**
 * The background work every instance runs (each sweep is safe to run on several instances at
 * once). Returns the function that stops them all.
 */
export function startSweeps(app: App): () => void {
  const stops = [scheduleExpiredOrderSweep(app)]
  return () => stops.forEach((stop) => stop())
}
