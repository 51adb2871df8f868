import { generateSecret, generateURI, verifySync } from 'otplib'
import QRCode from 'qrcode'
import { Code } from '#contract/envelope.ts'
import type { OperatorRole } from '#contract/admin.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { hashToken } from '../../../plugins/auth.ts'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../security/passwords.ts'
import { newToken } from '../../../security/tokens.ts'
import { audit } from '../audit/service.ts'
import { messages } from '../messages.ts'
import * as queries from './queries.ts'

export interface OperatorContext {
  db: Db
  now: () => Date
  publicUrl: string
}

const inviteHours = 72
const sessionHours = 12
const hour = 60 * 60 * 1000

/**
 * Creates an operator (or renews an unused one's link) and returns the one-time link to set
 * the password. `by` is null from the command line, which runs on the server itself.
 */
export async function addOperator(ctx: OperatorContext, email: string, role: OperatorRole, by: number | null): Promise<{ id: number; link: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const created = await queries.insertOperator(trx, email, role)
    if (!created) throw new ShopError(Code.conflict, messages.operatorExists)
    const token = newToken()
    await queries.insertInvite(trx, created.id, hashToken(token), new Date(ctx.now().getTime() + inviteHours * hour))
    if (by !== null) await audit(trx, ctx.now(), { operatorId: by, action: 'operator.add', subject: `operator:${created.id}`, before: null, after: { email, role } })
    return { id: created.id, link: `${ctx.publicUrl.replace(/\/$/, '')}/admin/set-password?token=${token}` }
  })
}

export async function setOperatorPassword(ctx: OperatorContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await queries.useInvite(trx, hashToken(token), ctx.now())
    if (!invite) throw new ShopError(Code.invalid, messages.linkInvalid)
    // A new password means a new authenticator enrolment too: the link may follow a lost phone.
    await queries.setPassword(trx, invite.operator_id, passwordHash)
  })
}

async function newSession(ctx: OperatorContext, operatorId: number, stage: 'totp' | 'full'): Promise<string> {
  const token = newToken()
  await queries.insertSession(ctx.db, operatorId, hashToken(token), stage, new Date(ctx.now().getTime() + sessionHours * hour))
  return token
}

/** Step one: the password. The session it gives can only finish the second factor. */
export async function signIn(ctx: OperatorContext, email: string, password: string) {
  const operator = await queries.findOperatorByEmail(ctx.db, email)
  const passes = await verifyPassword(password, operator?.password_hash ?? (await decoyPasswordHash()))
  if (!operator || !operator.password_hash || operator.disabled_at || !passes) throw new ShopError(Code.invalid, messages.badSignIn)
  const token = await newSession(ctx, operator.id, 'totp')
  if (operator.totp_enabled && operator.totp_secret) return { token, next: 'totp' as const }
  const secret = generateSecret()
  await queries.setTotpSecret(ctx.db, operator.id, secret)
  const otpauth = generateURI({ issuer: 'Cross-Border Shop', label: operator.email, secret })
  return { token, next: 'enrol' as const, otpauth_url: otpauth, qr_svg: await QRCode.toString(otpauth, { type: 'svg', margin: 1 }) }
}

/** Step two: a current TOTP code, never one already used; the session becomes a full one. */
export async function confirmTotp(ctx: OperatorContext, token: string | null, code: string): Promise<void> {
  const session = token ? await queries.findSession(ctx.db, hashToken(token), ctx.now()) : undefined
  if (!session) throw new ShopError(Code.loginExpired, messages.signInFirst)
  await ctx.db.transaction().execute(async (trx) => {
    const operator = await queries.lockOperator(trx, session.id)
    if (!operator?.totp_secret) throw new ShopError(Code.loginExpired, messages.signInFirst)
    const result = verifySync({
      secret: operator.totp_secret, token: code, epoch: Math.floor(ctx.now().getTime() / 1000), epochTolerance: 30, afterTimeStep: Number(operator.totp_last_step),
    })
    if (!result.valid || !('timeStep' in result)) throw new ShopError(Code.invalid, messages.badCode)
    await queries.acceptTotp(trx, operator.id, result.timeStep)
    await queries.promoteSession(trx, session.session_id)
  })
}

export const signOut = (ctx: OperatorContext, sessionId: number) => queries.revokeSession(ctx.db, sessionId, ctx.now())
export const listOperators = (ctx: OperatorContext) => queries.listOperators(ctx.db)
