import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import { jobKind } from './jobs/jobs.ts'
import { reconcilePayments, releaseExpiredOrders, settleExpiringPayments } from './modules/orders/index.ts'
import { reconcileTopUps } from './modules/blindbox/index.ts'
import { pruneExpiredAccountRows } from './modules/account/index.ts'
import { pruneExpiredOperatorRows, writeAudit } from './modules/admin/index.ts'
import { expireApprovedReturns } from './modules/returns/index.ts'
import { pruneIdempotencyKeys } from './idempotency/index.ts'
import { pruneAuthStates, refreshJsapiTicket, type OfficialAccount } from './modules/wechat/index.ts'

// The shop's background work as scheduled jobs: pg-boss creates one job per cron slot across
// every instance, so each runs once however many instances there are. No retries: the next slot
// does the same work again.
const scheduled = { retryLimit: 0, expireInSeconds: 300, heartbeatSeconds: 10 }
const noPayload = z.object({}).loose()

export const scheduledJobs = {
  /** Unpaid online orders past their deadline and unconfirmed cash-on-delivery orders are released. */
  expireOrders: { kind: jobKind('orders.expire', noPayload, scheduled), cron: '* * * * *' },
  /** Payments and blind-box top-ups waiting over 15 minutes are asked about at the gateway. */
  reconcilePayments: { kind: jobKind('payments.reconcile', noPayload, scheduled), cron: '*/10 * * * *' },
  /** Expired codes, sessions, invitations and idempotency keys are deleted. */
  cleanUp: { kind: jobKind('clean-up', noPayload, scheduled), cron: '7 * * * *' },
  /** The official account's jsapi_ticket, renewed before it expires: one fetch for the whole fleet. */
  refreshWechatTicket: { kind: jobKind('wechat.jsapi-ticket', noPayload, scheduled), cron: '*/5 * * * *' },
  /** Approved returns not sent back in time expire; a held replacement size goes back to stock (issue 51). */
  expireReturns: { kind: jobKind('returns.expire', noPayload, scheduled), cron: '17 * * * *' },
} as const

const day = 86_400_000

/**
 * `localOrigin`: where links in mails written by scheduled work start when PUBLIC_URL is unset
 * (development and staging; production requires PUBLIC_URL): no request brings a host here, and
 * a bare path in a mail opens nothing.
 */
export function scheduleJobs(app: FastifyInstance, publicUrl: string, wechatAccount?: OfficialAccount, localOrigin = ''): void {
  const mailOrigin = publicUrl || localOrigin
  const ctx = () => ({ db: app.db, now: app.now, log: app.log, payments: app.payments, mail: app.mail, publicUrl, mailOrigin })
  const { expireOrders, reconcilePayments: reconcile, cleanUp, refreshWechatTicket, expireReturns } = scheduledJobs
  app.jobs.handle(
    expireOrders.kind,
    async () => {
      // A late notification is asked for first: paid at the last minute is paid, not canceled.
      await settleExpiringPayments(ctx())
      await releaseExpiredOrders(ctx())
    },
    { pollingSeconds: 5 },
  )
  app.jobs.handle(
    reconcile.kind,
    async () => {
      const settled = [...(await reconcilePayments(ctx())), ...(await reconcileTopUps(ctx()))]
      if (settled.length > 0) app.log.info({ settled }, 'payments reconciled')
    },
    { pollingSeconds: 5 },
  )
  app.jobs.handle(
    cleanUp.kind,
    async () => {
      const now = app.now()
      await pruneExpiredAccountRows(app.db, new Date(now.getTime() - day))
      await pruneExpiredOperatorRows(app.db, new Date(now.getTime() - day))
      await pruneIdempotencyKeys(app.db, now)
      await pruneAuthStates(app.db, new Date(now.getTime() - day))
    },
    { pollingSeconds: 5 },
  )
  // Without the official account (WECHAT_OA_*) there is no ticket: the job does nothing.
  app.jobs.handle(refreshWechatTicket.kind, () => refreshJsapiTicket({ db: app.db, now: app.now, account: wechatAccount }), {
    pollingSeconds: 5,
  })
  app.jobs.handle(
    expireReturns.kind,
    async () => {
      const expired = await expireApprovedReturns({ ...ctx(), mediaBase: '', audit: (trx, entry) => writeAudit(trx, app.now(), entry) })
      if (expired > 0) app.log.info({ expired }, 'approved returns expired')
    },
    { pollingSeconds: 5 },
  )
  for (const { kind, cron } of Object.values(scheduledJobs)) app.jobs.schedule(kind, cron)
}
