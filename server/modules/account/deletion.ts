import { deletedCustomer, type DeleteAccountBody, type DeletionBlocker, type DeletionStatus } from '#contract/account.ts'
import { Code } from '#contract/envelope.ts'
import type { Db } from '../../db/database.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import { translate, type Message, type MessageParams } from '../../i18n/index.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import { mails, messages } from './messages.ts'
import { farewellMail, usd } from './farewell-mail.ts'
import * as queries from './queries.ts'
import { checkPasswordThrottled, codeFailure, issueCode, limitCodeChecks, spendCode, type AccountContext } from './service.ts'

/**
 * Why the account cannot go now, most pressing first: money or goods still on their way either
 * side. A balance only blocks until the shopper forfeits it explicitly (`forfeit_balance`).
 */
interface Blocker {
  reason: DeletionBlocker['reason']
  message: Message
  params: MessageParams
}

/**
 * A top-up started this recently may still be paid (gateways retry their notifications for about a
 * day): it blocks. One older is abandoned; should its money come after all, the blind-box module
 * flags it for a refund instead of crediting a deleted account.
 */
const topUpMayStillBePaidMs = 24 * 60 * 60_000

async function findBlockers(db: Db, userId: number, balance: number, now: Date): Promise<Blocker[]> {
  const [unpaid, topUp, shipping, prizes] = await Promise.all([
    queries.findUnpaidOpenOrder(db, userId),
    queries.findPendingTopUp(db, userId, new Date(now.getTime() - topUpMayStillBePaidMs)),
    queries.findShippingOrder(db, userId),
    queries.countKeptPrizes(db, userId),
  ])
  const blockers: Blocker[] = []
  const add = (reason: Blocker['reason'], message: Message, params: MessageParams) => blockers.push({ reason, message, params })
  if (unpaid) add('unpaid_order', messages.deleteUnpaidOrder, { orderNo: unpaid.order_no })
  if (topUp) add('top_up_pending', messages.deleteTopUpPending, { rechargeNo: topUp.recharge_no })
  if (shipping) add('shipping_order', messages.deleteShippingOrder, { orderNo: shipping.order_no })
  if (prizes > 0) add('prizes_kept', messages.deletePrizesKept, { count: prizes })
  if (balance > 0) add('balance', messages.deleteBalance, { amount: usd(balance) })
  return blockers
}

const refusal = ({ reason, message, params }: Blocker) => new ShopError(Code.conflict, message, { params, data: { reason } })

async function liveUser(db: Db, userId: number) {
  const user = await queries.findUserById(db, userId)
  if (!user || user.deleted_at) throw new ShopError(Code.loginExpired, common.loginExpired)
  return user
}

/** What the account page shows before the shopper asks for a code. */
export async function deletionStatus({ db, locale, now: clock }: AccountContext, userId: number): Promise<DeletionStatus> {
  const now = clock()
  await liveUser(db, userId)
  const balance = await queries.boxBalance(db, userId)
  const blockers = await findBlockers(db, userId, balance, now)
  return { blockers: blockers.map(({ reason, message, params }) => ({ reason, message: translate(message, locale, params) })), balance }
}

/** Mails the confirmation code to the account's own address; refused while something other than the balance blocks. */
export async function sendDeletionCode(context: AccountContext, userId: number): Promise<{ resend_after: number; email: string }> {
  const user = await liveUser(context.db, userId)
  const [blocker] = await findBlockers(context.db, userId, 0, context.now())
  if (blocker) throw refusal(blocker)
  const sent = await issueCode(context, user.email, 'delete', async () => mails.deletionCode)
  return { ...sent, email: user.email }
}

/**
 * Deletes the account in one transaction: password, then what blocks, then the code (a wrong one
 * is counted and committed, nothing else changes); then every personal field goes, the sessions
 * with them, the address's queued mail is forgotten and the "account deleted" mail is queued,
 * itself forgotten once sent.
 */
export async function deleteAccount(context: AccountContext, mail: MailOutbox, userId: number, body: DeleteAccountBody): Promise<void> {
  const { db, now: clock, ip, locale } = context
  const now = clock()
  const user = await liveUser(db, userId)
  await limitCodeChecks(context)
  await checkPasswordThrottled(db, now, { email: user.email, ip }, body.password, user.password_hash, messages.passwordIncorrect)
  const failure = await db.transaction().execute(async (trx): Promise<ShopError | null> => {
    const locked = await queries.lockUser(trx, userId)
    if (!locked || locked.deleted_at) return new ShopError(Code.loginExpired, common.loginExpired)
    const balance = await queries.lockBoxBalance(trx, userId)
    const [blocker] = await findBlockers(trx, userId, body.forfeit_balance ? 0 : balance, now)
    if (blocker) return refusal(blocker)
    const outcome = await spendCode(trx, now, 'delete', user.email, body.code)
    if (outcome !== 'ok') return new ShopError(Code.invalid, codeFailure[outcome])
    if (balance > 0) await queries.forfeitBoxBalance(trx, userId, balance, now)
    const orders = await queries.countOrders(trx, userId)
    await queries.eraseAccount(trx, user, deletedCustomer, now)
    await mail.forget(trx, user.email)
    await mail.queue(trx, farewellMail(user.email, locale, { date: now, orders, forfeited: balance }), { forgetOnceSent: true })
    return null
  })
  if (failure) throw failure
}
