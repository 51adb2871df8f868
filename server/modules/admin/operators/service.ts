import { generateSecret, generateURI, verifySync } from 'otplib'
import QRCode from 'qrcode'
import { Code } from '#contract/envelope.ts'
import type { OperatorRole, OperatorRow } from '#contract/admin.ts'
import type { Db } from '../../../db/database.ts'
import type { OperatorRow as StoredOperator } from '../../../db/tables/back-office.ts'
import { tryAgainLater } from '../../../http/retry-after.ts'
import { ShopError } from '../../../http/shop-error.ts'
import type { Message } from '../../../i18n/index.ts'
import { hashToken } from '../../../plugins/auth.ts'
import { clearLoginFailures, loginWaitMs, recordLoginFailure, type ThrottleSubject } from '../../../security/login-throttle.ts'
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../../../security/passwords.ts'
import { hashCode, newRecoveryCode, newToken } from '../../../security/tokens.ts'
import { audit } from '../audit/service.ts'
import type { Caller } from '../guard.ts'
import { messages } from '../messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export interface OperatorContext extends Pick<RequestContext, 'db' | 'now'> {
  publicUrl: string
}

const inviteHours = 72
const sessionHours = 12
const hour = 60 * 60 * 1000
/** Wrong codes a half-signed-in session takes; the last one ends it. */
export const maxWrongCodes = 5
export const recoveryCodeCount = 10

/**
 * Creates an operator and returns the one-time link to set the password. An e-mail already
 * invited whose operator never finished signing up (no authenticator enrolled: the link expired,
 * or is still waiting) is invited again with the role asked for: a new link, and the earlier
 * ones no longer work. `by` is null from the command line, which runs on the server itself.
 */
export async function addOperator(
  ctx: OperatorContext,
  email: string,
  role: OperatorRole,
  by: Caller | null,
): Promise<{ id: number; link: string; renewed: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const created = await queries.insertOperator(trx, email, role)
    const earlier = created ? undefined : await queries.lockOperatorByEmail(trx, email)
    // An operator who has signed in resets a forgotten password from the sign-in page instead.
    if (!created && (!earlier || earlier.totp_enabled)) throw new ShopError(Code.conflict, messages.operatorExists)
    const id = created?.id ?? earlier!.id
    if (earlier) {
      await queries.voidInvites(trx, id, ctx.now())
      await queries.setRole(trx, id, role)
    }
    const token = newToken()
    await queries.insertInvite(trx, id, hashToken(token), new Date(ctx.now().getTime() + inviteHours * hour))
    if (by !== null)
      await audit(trx, ctx.now(), {
        operatorId: by.operatorId,
        action: earlier ? 'operator.reinvite' : 'operator.add',
        subject: `operator:${id}`,
        before: earlier ? { role: earlier.role } : null,
        after: { email, role },
        ip: by.ip,
      })
    return { id, link: `${ctx.publicUrl.replace(/\/$/, '')}/admin/set-password?token=${token}`, renewed: Boolean(earlier) }
  })
}

/** The shoppers' rules on top of the contract's length: not a common password, not the e-mail. */
export function weakPassword(password: string, email: string): Message | null {
  const problem = passwordProblem(password, { email })
  if (problem === 'common') return messages.passwordCommon
  return problem ? messages.passwordHasEmail : null
}

export async function setOperatorPassword(ctx: OperatorContext, token: string, password: string): Promise<void> {
  const invited = await queries.findInvitedOperator(ctx.db, hashToken(token), ctx.now())
  if (!invited) throw new ShopError(Code.invalid, messages.linkInvalid)
  const weak = weakPassword(password, invited.email)
  if (weak) throw new ShopError(Code.invalid, weak)
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await queries.useInvite(trx, hashToken(token), ctx.now())
    if (!invite) throw new ShopError(Code.invalid, messages.linkInvalid)
    // A new password means a new authenticator enrolment too: the link may follow a lost phone.
    await queries.setPassword(trx, invite.operator_id, passwordHash)
    await queries.replaceRecoveryCodes(trx, invite.operator_id, [])
  })
}

async function newSession(ctx: OperatorContext, operatorId: number, stage: 'totp' | 'full'): Promise<string> {
  const token = newToken()
  await queries.insertSession(ctx.db, operatorId, hashToken(token), stage, new Date(ctx.now().getTime() + sessionHours * hour))
  return token
}

/** A wrong password or code: refused, saying how long the next try must wait once the backoff began. */
export function refusal(message: Message, waitMs: number): ShopError {
  const seconds = Math.ceil(waitMs / 1000)
  return new ShopError(Code.invalid, message, waitMs > 0 ? { retryAfterSeconds: seconds, data: { retry_after: seconds } } : {})
}

/**
 * Step one: the password, throttled per (account, IP) and per IP like shoppers' sign-ins. The
 * session it gives can only finish the second factor.
 */
export async function signIn(ctx: OperatorContext, email: string, password: string, ip: string) {
  const who: ThrottleSubject = { email, ip }
  const waitMs = await loginWaitMs(ctx.db, who, ctx.now())
  if (waitMs > 0) throw tryAgainLater(messages.signInWait, waitMs)
  const operator = await queries.findOperatorByEmail(ctx.db, email)
  // An unknown e-mail costs the same hash as a known one: the answer and its timing match.
  const passes = await verifyPassword(password, operator?.password_hash ?? (await decoyPasswordHash()))
  if (!operator || !operator.password_hash || operator.disabled_at || !passes) {
    const nextWaitMs = await recordLoginFailure(ctx.db, who, ctx.now())
    await audit(ctx.db, ctx.now(), {
      operatorId: operator?.id ?? null,
      action: 'operator.sign_in_failed',
      subject: operator ? `operator:${operator.id}` : `email:${email}`,
      before: null,
      after: { step: 'password' },
      ip,
    })
    throw refusal(messages.badSignIn, nextWaitMs)
  }
  await clearLoginFailures(ctx.db, who)
  const token = await newSession(ctx, operator.id, 'totp')
  if (operator.totp_enabled && operator.totp_secret) return { token, next: 'totp' as const }
  const secret = generateSecret()
  await queries.setTotpSecret(ctx.db, operator.id, secret)
  const otpauth = generateURI({ issuer: 'Cross-Border Shop', label: operator.email, secret })
  return { token, next: 'enrol' as const, otpauth_url: otpauth, qr_svg: await QRCode.toString(otpauth, { type: 'svg', margin: 1 }) }
}

const recoveryHash = (operatorId: number, code: string) => hashCode('operator-recovery', String(operatorId), code.replace('-', ''))

type SecondFactor = 'totp' | 'recovery_code'
type Check = (trx: Db, operator: StoredOperator, now: Date) => Promise<boolean>

/**
 * Step two, for a code from the authenticator or a recovery code. Throttled per (account, IP)
 * and per IP; each wrong code counts on the half-signed-in session too, and the fifth ends it.
 * The session and the operator are locked while the code is checked, so parallel guesses are
 * counted one after another and none is checked on a session already ended.
 */
async function secondStep(ctx: OperatorContext, token: string | null, ip: string, method: SecondFactor, check: Check) {
  const session = token ? await queries.findSession(ctx.db, hashToken(token), ctx.now()) : undefined
  if (!session || session.stage !== 'totp') throw new ShopError(Code.loginExpired, messages.signInFirst)
  // Codes keep their own (account, IP) count: a wrong password and a wrong code never add up.
  const who: ThrottleSubject = { email: `code:${session.email}`, ip }
  const waitMs = await loginWaitMs(ctx.db, who, ctx.now())
  if (waitMs > 0) throw tryAgainLater(messages.codeWait, waitMs)
  const now = ctx.now()
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const operator = await queries.lockOperator(trx, session.id)
    const live = await queries.lockLiveSession(trx, session.session_id, now)
    if (!operator?.totp_secret || !live || live.stage !== 'totp' || live.failed_codes >= maxWrongCodes) return { ended: true as const }
    const enrolling = !operator.totp_enabled
    if (!(await check(trx, operator, now))) {
      const failures = await queries.countWrongCode(trx, session.session_id, maxWrongCodes, now)
      await audit(trx, now, {
        operatorId: operator.id,
        action: 'operator.sign_in_failed',
        subject: `operator:${operator.id}`,
        before: null,
        after: { step: method, wrong_codes: failures },
        ip,
      })
      return { wrong: true as const, ended: (failures ?? maxWrongCodes) >= maxWrongCodes }
    }
    await queries.promoteSession(trx, session.session_id)
    let recoveryCodes: string[] | null = null
    if (enrolling) {
      // Shown once, kept only as hashes: the way in when the phone is lost.
      recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode)
      await queries.replaceRecoveryCodes(
        trx,
        operator.id,
        recoveryCodes.map((code) => recoveryHash(operator.id, code)),
      )
      await audit(trx, now, {
        operatorId: operator.id,
        action: 'operator.enrol',
        subject: `operator:${operator.id}`,
        before: null,
        after: { recovery_codes: recoveryCodeCount },
        ip,
      })
    }
    await audit(trx, now, {
      operatorId: operator.id,
      action: 'operator.sign_in',
      subject: `operator:${operator.id}`,
      before: null,
      after: { method },
      ip,
    })
    return { recovery_codes: recoveryCodes }
  })
  if ('wrong' in outcome) {
    const nextWaitMs = await recordLoginFailure(ctx.db, who, now)
    if (outcome.ended) throw new ShopError(Code.loginExpired, messages.tooManyCodes)
    throw refusal(method === 'totp' ? messages.badCode : messages.badRecoveryCode, nextWaitMs)
  }
  if ('ended' in outcome) throw new ShopError(Code.loginExpired, messages.signInFirst)
  await clearLoginFailures(ctx.db, who)
  return outcome
}

/** The step of a current authenticator code, or null; never one already used (a replay in its 30 s window is refused). */
export function totpStep(operator: StoredOperator, code: string, now: Date): number | null {
  const result = verifySync({
    secret: operator.totp_secret!,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    afterTimeStep: Number(operator.totp_last_step),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

export const confirmTotp = (ctx: OperatorContext, token: string | null, code: string, ip: string) =>
  secondStep(ctx, token, ip, 'totp', async (trx, operator, now) => {
    const step = totpStep(operator, code, now)
    if (step === null) return false
    await queries.acceptTotp(trx, operator.id, step)
    return true
  })

/** One of the operator's recovery codes instead of the authenticator; each works once. */
export const useRecoveryCode = (ctx: OperatorContext, token: string | null, code: string, ip: string) =>
  secondStep(ctx, token, ip, 'recovery_code', async (trx, operator, now) => {
    if (!operator.totp_enabled) return false
    const left = await queries.useRecoveryCode(trx, operator.id, recoveryHash(operator.id, code), now)
    if (left === undefined) return false
    await audit(trx, now, {
      operatorId: operator.id,
      action: 'operator.recovery_code',
      subject: `operator:${operator.id}`,
      before: null,
      after: { left },
      ip,
    })
    return true
  })

export const signOut = (ctx: OperatorContext, sessionId: number) => queries.revokeSession(ctx.db, sessionId, ctx.now())

const summary = (row: NonNullable<Awaited<ReturnType<typeof queries.findOperatorSummary>>>): OperatorRow => ({
  ...row,
  recovery_codes_left: Number(row.recovery_codes_left ?? 0),
  disabled_at: row.disabled_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

export const listOperators = async (ctx: OperatorContext) => (await queries.listOperators(ctx.db)).map(summary)

/**
 * An owner's change to another operator, under locks: every active owner (in id order, so two
 * owners acting on each other at once cannot both pass the last-owner check), then the operator.
 * Audited with the state before and after.
 */
async function manage(
  ctx: OperatorContext,
  by: Caller,
  targetId: number,
  action: string,
  apply: (trx: Db, target: StoredOperator, activeOwners: number) => Promise<void>,
): Promise<OperatorRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const owners = await queries.lockActiveOwners(trx)
    const target = await queries.lockOperator(trx, targetId)
    if (!target) throw new ShopError(Code.notFound, messages.operatorNotFound)
    const before = summary((await queries.findOperatorSummary(trx, targetId))!)
    await apply(trx, target, owners.length)
    const after = summary((await queries.findOperatorSummary(trx, targetId))!)
    const state = ({ role, totp_enabled, recovery_codes_left, disabled_at }: OperatorRow) => ({
      role,
      totp_enabled,
      recovery_codes_left,
      disabled: disabled_at !== null,
    })
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      action,
      subject: `operator:${targetId}`,
      before: state(before),
      after: state(after),
      ip: by.ip,
    })
    return after
  })
}

const isLastOwner = (target: StoredOperator, activeOwners: number) =>
  target.role === 'owner' && target.disabled_at === null && activeOwners <= 1

export const changeRole = (ctx: OperatorContext, by: Caller, targetId: number, role: OperatorRole) =>
  manage(ctx, by, targetId, 'operator.role', async (trx, target, activeOwners) => {
    if (target.id === by.operatorId) throw new ShopError(Code.forbidden, messages.ownAccount)
    if (role !== 'owner' && isLastOwner(target, activeOwners)) throw new ShopError(Code.conflict, messages.lastOwner)
    await queries.setRole(trx, target.id, role)
  })

/** Disabled at once: every session ends, so their next request is refused; sign-ins too. */
export const disableOperator = (ctx: OperatorContext, by: Caller, targetId: number) =>
  manage(ctx, by, targetId, 'operator.disable', async (trx, target, activeOwners) => {
    if (isLastOwner(target, activeOwners)) throw new ShopError(Code.conflict, messages.lastOwner)
    if (target.disabled_at === null) await queries.setDisabled(trx, target.id, ctx.now())
    await queries.revokeSessionsOf(trx, target.id, ctx.now())
  })

export const enableOperator = (ctx: OperatorContext, by: Caller, targetId: number) =>
  manage(ctx, by, targetId, 'operator.enable', async (trx, target) => {
    await queries.setDisabled(trx, target.id, null)
  })

/** For a lost phone: the authenticator and recovery codes are forgotten and the sessions end; the next sign-in enrols again. */
export const resetAuthenticator = (ctx: OperatorContext, by: Caller, targetId: number) =>
  manage(ctx, by, targetId, 'operator.reset_authenticator', async (trx, target) => {
    if (target.id === by.operatorId) throw new ShopError(Code.forbidden, messages.ownAccount)
    await queries.forgetAuthenticator(trx, target.id)
    await queries.replaceRecoveryCodes(trx, target.id, [])
    await queries.revokeSessionsOf(trx, target.id, ctx.now())
  })
