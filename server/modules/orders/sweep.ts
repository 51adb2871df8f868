import type { App } from '../../app.ts'
import { releaseExpiredOrders } from './service.ts'

/**
 * Releases unpaid orders past their deadline now and every `everyMs`. Every instance may run it:
 * each order is released under its row lock, so two sweeps never release one twice.
 * Returns the function that stops it.
 */
export function scheduleExpiredOrderSweep(app: App, everyMs = 60_000): () => void {
  const sweep = () => {
    releaseExpiredOrders({ db: app.db, now: app.now, log: app.log }).catch((error: unknown) => {
      app.log.error({ err: error }, 'releasing expired orders failed')
    })
  }
  sweep()
  const timer = setInterval(sweep, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
