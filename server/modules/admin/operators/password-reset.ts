import { Code } from '#contract/envelope.ts'
import type { Locale } from '#contract/common.ts'
import type { MailOutbox } from '../../../mail/outbox-job.ts'
import { tryAgainLater } from '../../../http/retry-after.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { translate } from '../../../i18n/index.ts'
import { hashToken } from '../../../plugins/auth.ts'
import { clearLoginFailures, loginWaitMs, recordLoginFailure, type ThrottleSubject } from '../../../security/login-throttle.ts'
import { hashPassword } from '../../../security/passwords.ts'
import { hit, type Limit } from '../../../security/rate-limit.ts'
import { newToken } from '../../../security/tokens.ts'
import { audit } from '../audit/service.ts'
import { messages, operatorMails } from '../messages.ts'
import * as queries from './queries.ts'
import { maxWrongCodes, refusal, totpStep, weakPassword, type OperatorContext } from './service.ts'

const minute = 60_000
/** How long an e-mailed reset link works. */
export const resetLinkMinutes = 30

/** Per caller and per address, as the shoppers' code mails (counted in the database, shared by every instance). */
export const resetLimits = {
  perIp: { name: 'operator-reset-ip', max: 20, windowMs: 60 * minute },
  perAddress: { name: 'operator-reset-email', max: 5, windowMs: 60 * minute },
} satisfies Record<string, Limit>

/**
 * "Forgot password?": an enrolled, active operator with this e-mail is mailed a one-time link
 * (only its hash is kept; an earlier link stops working). Anyone else gets nothing, and the
 * caller learns nothing either way: the answer is the same. The limits count unknown addresses too.
 */
export async function requestPasswordReset(ctx: OperatorContext & { mail: MailOutbox }, email: string, ip: string, locale: Locale) {
  for (const [limit, subject] of [
    [resetLimits.perIp, ip],
    [resetLimits.perAddress, email],
  ] as const) {
    const counted = await hit(ctx.db, limit, subject, ctx.now())
    if (!counted.allowed) throw tryAgainLater(messages.tooManyWait, counted.retryAfterMs)
  }
  const operator = await queries.findOperatorByEmail(ctx.db, email)
  // The link asks for the authenticator's code: without one enrolled an owner invites them again.
  if (!operator?.password_hash || !operator.totp_enabled || operator.disabled_at) return
  const now = ctx.now()
  const token = newToken()
  const link = `${ctx.publicUrl.replace(/\/$/, '')}/admin/reset-password?token=${token}`
  await ctx.db.transaction().execute(async (trx) => {
    await queries.voidPasswordResets(trx, operator.id, now)
    await queries.insertPasswordReset(trx, operator.id, hashToken(token), new Date(now.getTime() + resetLinkMinutes * minute))
    await ctx.mail.queue(trx, {
      to: operator.email,
      subject: translate(operatorMails.reset.subject, locale),
      text: translate(operatorMails.reset.text, locale, { link, minutes: resetLinkMinutes }),
    })
    await audit(trx, now, {
      operatorId: operator.id,
      action: 'operator.password_reset_requested',
      subject: `operator:${operator.id}`,
      before: null,
      after: null,
      ip,
    })
  })
}

/**
 * The link's page: the new password is taken only with a current authenticator code. Wrong codes
 * count against the (account, IP) throttle of sign-in codes and on the link, whose fifth voids
 * it; the password is unchanged until the code is right. Then the link is spent, every link and
 * session of the operator ends, and the authenticator stays as it was.
 */
export async function resetOperatorPassword(ctx: OperatorContext, token: string, password: string, code: string, ip: string) {
  const tokenHash = hashToken(token)
  const reset = await queries.findPasswordReset(ctx.db, tokenHash, ctx.now(), maxWrongCodes)
  if (!reset) throw new ShopError(Code.invalid, messages.resetLinkInvalid)
  const who: ThrottleSubject = { email: `code:${reset.email}`, ip }
  const waitMs = await loginWaitMs(ctx.db, who, ctx.now())
  if (waitMs > 0) throw tryAgainLater(messages.codeWait, waitMs)
  const weak = weakPassword(password, reset.email)
  if (weak) throw new ShopError(Code.invalid, weak)
  const passwordHash = await hashPassword(password)
  const now = ctx.now()
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const operator = await queries.lockOperator(trx, reset.operator_id)
    const live = await queries.lockPasswordReset(trx, tokenHash, now, maxWrongCodes)
    if (!live || !operator?.totp_enabled || !operator.totp_secret || operator.disabled_at) return 'expired' as const
    const step = totpStep(operator, code, now)
    if (step === null) {
      const failures = await queries.countWrongResetCode(trx, tokenHash, maxWrongCodes, now)
      await audit(trx, now, {
        operatorId: operator.id,
        action: 'operator.password_reset_failed',
        subject: `operator:${operator.id}`,
        before: null,
        after: { step: 'totp', wrong_codes: failures },
        ip,
      })
      return failures >= maxWrongCodes ? ('ended' as const) : ('wrong' as const)
    }
    await queries.acceptTotp(trx, operator.id, step)
    await queries.replacePassword(trx, operator.id, passwordHash)
    await queries.voidPasswordResets(trx, operator.id, now)
    await queries.revokeSessionsOf(trx, operator.id, now)
    await audit(trx, now, {
      operatorId: operator.id,
      action: 'operator.password_reset',
      subject: `operator:${operator.id}`,
      before: null,
      after: { sessions_ended: true },
      ip,
    })
    return 'done' as const
  })
  if (outcome === 'expired') throw new ShopError(Code.invalid, messages.resetLinkInvalid)
  if (outcome !== 'done') {
    const nextWaitMs = await recordLoginFailure(ctx.db, who, now)
    if (outcome === 'ended') throw new ShopError(Code.invalid, messages.resetTooManyCodes)
    throw refusal(messages.badCode, nextWaitMs)
  }
  await clearLoginFailures(ctx.db, who)
}
